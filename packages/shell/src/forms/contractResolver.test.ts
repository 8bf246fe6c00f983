// The contract checks a form's fields by their request names with the domain's rules (spec §5:
// phone 9–11 digits, password non-empty to log in, 6-digit code), and page rules add what the
// request does not carry.
import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { routes } from '@perya/api/routes';
import { contractResolver } from './contractResolver';

type Login = { account: string; pwd: string; birthday?: string };
const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<Login>;

describe('contractResolver', () => {
  it('reports each field by the message key of its spec §5 rule, as the server would', async () => {
    const resolve = contractResolver<Login>({ endpoint: routes.loginByAccount });
    const result = await resolve({ account: '12', pwd: '' }, undefined, options);
    expect(result.errors.account?.message).toBe('enterCorrectPhone');
    expect(result.errors.pwd?.message).toBe('enterCorrectAccountOrPassword');
    expect(result.values).toEqual({});
  });

  it('hands the submit the values as the contract parsed them (an international number kept whole)', async () => {
    const resolve = contractResolver<Login>({ endpoint: routes.loginByAccount });
    const result = await resolve({ account: '+63 917 123 4567', pwd: 'secret1' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ account: '+639171234567', pwd: 'secret1' });
  });

  it('adds the page’s domain rules, after the contract, and skips what the page leaves out', async () => {
    const resolve = contractResolver<Login>({
      endpoint: routes.loginByAccount,
      skip: ['pwd'],
      rules: { birthday: (value) => (value ? undefined : 'birthdayRequired'), account: () => 'checkInformation' },
    });
    const result = await resolve({ account: '12', pwd: '', birthday: '' }, undefined, options);
    // The contract's message wins on a field both check; the skipped field is not checked.
    expect(result.errors.account?.message).toBe('enterCorrectPhone');
    expect(result.errors.pwd).toBeUndefined();
    expect(result.errors.birthday?.message).toBe('birthdayRequired');
  });

  it('checks by the endpoint the values choose (SMS code login needs a 6-digit code)', async () => {
    type Otp = { account: string; verifyCode: string; pwd: string; byCode: boolean };
    const resolve = contractResolver<Otp>({ endpoint: (v) => (v.byCode ? routes.loginByOtp : routes.loginByAccount), skip: ['byCode'] });
    const otpOptions = options as unknown as ResolverOptions<Otp>;
    const byCode = await resolve({ account: '09171234567', verifyCode: '12', pwd: '', byCode: true }, undefined, otpOptions);
    expect(byCode.errors.verifyCode?.message).toBe('codeInvalid');
    expect(byCode.errors.pwd).toBeUndefined();
    const byPassword = await resolve({ account: '09171234567', verifyCode: '', pwd: '', byCode: false }, undefined, otpOptions);
    expect(byPassword.errors.verifyCode).toBeUndefined();
    expect(byPassword.errors.pwd?.message).toBe('enterCorrectAccountOrPassword');
  });
});

describe('contractResolver and optional request fields', () => {
  it('takes a blank box of an optional field as the field left out (no invite code is no error)', async () => {
    type Register = { account: string; code: string; pwd: string; inviteCode: string };
    const resolve = contractResolver<Register>({ endpoint: routes.registerByAccount });
    const opts = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<Register>;
    const result = await resolve({ account: '09171234567', code: '123456', pwd: 'Tr1cky-pass', inviteCode: '' }, undefined, opts);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ account: '09171234567', code: '123456', inviteCode: undefined });
    const bad = await resolve({ account: '09171234567', code: '123456', pwd: 'Tr1cky-pass', inviteCode: '??' }, undefined, opts);
    expect(bad.errors.inviteCode?.message).toBe('inviteCodeInvalid');
  });
});

describe('contractResolver required fields', () => {
  it('checks a blank optional request field the form needs (a profile name cannot be blank)', async () => {
    type Name = { name: string };
    const opts = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<Name>;
    const loose = await contractResolver<Name>({ endpoint: routes.userInfoEdit })({ name: '' }, undefined, opts);
    expect(loose.errors).toEqual({});
    const needed = await contractResolver<Name>({ endpoint: routes.userInfoEdit, required: ['name'] })({ name: '' }, undefined, opts);
    expect(needed.errors.name?.message).toBe('nameRequired');
  });
});
