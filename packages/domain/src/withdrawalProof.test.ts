import { describe, expect, it } from 'vitest';
import { checkWithdrawalProof, withdrawalDestinationKey, withdrawalProofNeeded } from './withdrawalProof';

const own = '09171234567';
const gcash = (accountNo: string) => ({ method: 'gcash' as const, bankCode: 'GCASH', accountNo });
const bank = { method: 'bank' as const, bankCode: 'BDO', accountNo: '1234 5678-9012' };

describe('spec §6/§8 withdrawal proof: which destinations need the SMS code', () => {
  it('refuses a player without a verified phone', () => {
    expect(withdrawalProofNeeded({ verifiedPhone: null, destination: gcash(own), paidDestinations: [] })).toEqual({ ok: false, error: 'withdrawalPhoneRequired' });
    expect(withdrawalProofNeeded({ verifiedPhone: '', destination: bank, paidDestinations: [] })).toEqual({ ok: false, error: 'withdrawalPhoneRequired' });
  });
  it('takes the password for GCash to the own verified number, however it is written', () => {
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: gcash('+63 917 123 4567'), paidDestinations: [] })).toEqual({ ok: true, needs: 'password' });
  });
  it('needs the code for another GCash number, or a bank card or address never paid to', () => {
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: gcash('09998887777'), paidDestinations: [] })).toEqual({ ok: true, needs: 'otp' });
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: bank, paidDestinations: [] })).toEqual({ ok: true, needs: 'otp' });
    const crypto = { method: 'crypto' as const, bankCode: 'TRC20', accountNo: 'TXYZ' };
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: crypto, paidDestinations: ['crypto|TRC20|txyz'] })).toEqual({ ok: true, needs: 'otp' });
  });
  it('takes the password for a destination already paid to', () => {
    const paid = [withdrawalDestinationKey({ ...bank, accountNo: '123456789012' }), withdrawalDestinationKey(gcash('9998887777'))];
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: bank, paidDestinations: paid })).toEqual({ ok: true, needs: 'password' });
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: gcash('09998887777'), paidDestinations: paid })).toEqual({ ok: true, needs: 'password' });
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: { ...bank, bankCode: 'BPI' }, paidDestinations: paid })).toEqual({ ok: true, needs: 'otp' });
  });
  it('writes an Ethereum address case-insensitively and a TRON one exactly', () => {
    const eth = (a: string) => withdrawalDestinationKey({ method: 'crypto', bankCode: 'ERC20', accountNo: a });
    expect(eth(`0x${'AB'.repeat(20)}`)).toBe(eth(`0x${'ab'.repeat(20)}`));
    const tron = (a: string) => withdrawalDestinationKey({ method: 'crypto', bankCode: 'TRC20', accountNo: a });
    expect(tron('TAbc')).not.toBe(tron('Tabc'));
  });
  it('a bank account number that happens to be the player\'s phone number still needs the code', () => {
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: { ...bank, accountNo: own }, paidDestinations: [] })).toEqual({ ok: true, needs: 'otp' });
  });
  it('a destination pasted with stray spaces or a bank code in lower case is the same destination already paid to', () => {
    const address = `0x${'ab'.repeat(20)}`;
    const eth = { method: 'crypto' as const, bankCode: 'ERC20', accountNo: address };
    const paid = [withdrawalDestinationKey(eth), withdrawalDestinationKey(bank)];
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: { ...eth, accountNo: ` ${address.toUpperCase().replace('0X', '0x')} ` }, paidDestinations: paid })).toEqual({ ok: true, needs: 'password' });
    expect(withdrawalProofNeeded({ verifiedPhone: own, destination: { ...bank, bankCode: ' bdo ' }, paidDestinations: paid })).toEqual({ ok: true, needs: 'password' });
    // Paid destinations are stored by these keys, so their form is fixed: method, bank code in capitals, account.
    expect(withdrawalDestinationKey({ ...eth, bankCode: 'erc20', accountNo: address.toUpperCase().replace('0X', '0x') })).toBe(`crypto|ERC20|${address}`);
  });
});

describe('spec §8 withdrawal proof: the proof given must cover the need', () => {
  it('always needs the password or a code', () => {
    expect(checkWithdrawalProof('password', 'gcash', { password: false, code: false })).toEqual({ ok: false, error: 'withdrawalProofRequired' });
    expect(checkWithdrawalProof('password', 'bank', { password: true, code: false })).toEqual({ ok: true });
    expect(checkWithdrawalProof('password', 'bank', { password: false, code: true })).toEqual({ ok: true });
  });
  it('answers the spec GCash mismatch message, or the code message, when only the password came', () => {
    expect(checkWithdrawalProof('otp', 'gcash', { password: true, code: false })).toEqual({ ok: false, error: 'gcashPhoneMismatch' });
    expect(checkWithdrawalProof('otp', 'bank', { password: true, code: false })).toEqual({ ok: false, error: 'withdrawalCodeRequired' });
    expect(checkWithdrawalProof('otp', 'crypto', { password: true, code: false })).toEqual({ ok: false, error: 'withdrawalCodeRequired' });
    expect(checkWithdrawalProof('otp', 'crypto', { password: false, code: true })).toEqual({ ok: true });
  });
});
