import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword, validateNewPassword } from './commonPasswords';

describe('spec §5 a new password is not one of the most common passwords', () => {
  it('holds a few hundred entries an attacker tries first, lower case, each valid by the form rule', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(300);
    for (const pwd of COMMON_PASSWORDS) expect(pwd).toMatch(/^\S{6,}$/);
    for (const pwd of COMMON_PASSWORDS) expect(pwd).toBe(pwd.toLowerCase());
  });

  it('refuses them whatever the case, with their own message', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(validateNewPassword('QWERTY123')).toEqual({ ok: false, error: 'passwordTooCommon' });
    expect(validateNewPassword('123456')).toEqual({ ok: false, error: 'passwordTooCommon' });
  });

  it('keeps the form rule first and lets an uncommon password through', () => {
    expect(validateNewPassword('abc')).toEqual({ ok: false, error: 'passwordInvalid' });
    expect(validateNewPassword('Tarsier-42-Bohol')).toEqual({ ok: true, value: 'Tarsier-42-Bohol' });
  });
});
