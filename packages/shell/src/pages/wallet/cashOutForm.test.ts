// The cash-out form's rules (spec §3 withdrawal info, §5/§8 amounts and accounts): the destinations
// a market's channels make, the quick amounts, and the account checks per destination.
import { describe, expect, it } from 'vitest';
import { PH_BANKS } from '@perya/domain';
import { EMPTY_CASH_OUT, accountFieldsOf, accountRules, allAmount, amountInputText, amountRule, cashOutDestinations, kindOfAccount, typedAmount } from './cashOutForm';

const CHANNELS = [
  { method: 'gcash' as const, code: 'GCASH', name: 'GCash', icon: '' },
  { method: 'crypto' as const, code: 'TRC20', name: 'USDT (TRC20)', icon: '' },
  ...PH_BANKS.map((b) => ({ method: 'bank' as const, code: b.code, name: b.name, icon: '' })),
];
const CONFIG = { min: 10_000, max: 5_000_000, availableBalance: 50_000, dailyCountLimit: 3, usedCount: 0, startTime: '07:00', endTime: '19:00' };

describe('cashOutDestinations', () => {
  it('PH: GCash, Maya (its own card, paid over the bank rails), the banks, then crypto', () => {
    const d = cashOutDestinations(CHANNELS);
    expect(d.map((x) => x.kind)).toEqual(['gcash', 'maya', 'bank', 'crypto']);
    expect(d.find((x) => x.kind === 'maya')).toMatchObject({ method: 'bank', channels: [{ code: 'MAYA' }] });
    const banks = d.find((x) => x.kind === 'bank')?.channels.map((c) => c.code) ?? [];
    expect(banks).toContain('BDO');
    expect(banks).not.toContain('MAYA');
  });

  it('offers only the kinds the market has (no GCash, no crypto where not configured)', () => {
    expect(cashOutDestinations([{ method: 'bank', code: '001', name: 'Banco do Brasil', icon: '' }]).map((x) => x.kind)).toEqual(['bank']);
  });

  it('reads a saved account back to its card', () => {
    expect(kindOfAccount({ method: 'bank', bankCode: 'MAYA' })).toBe('maya');
    expect(kindOfAccount({ method: 'bank', bankCode: 'BDO' })).toBe('bank');
    expect(kindOfAccount({ method: 'gcash', bankCode: 'GCASH' })).toBe('gcash');
  });
});

describe('amounts', () => {
  it('"All" is the available balance up to one withdrawal\'s maximum, never below 0', () => {
    expect(allAmount({ availableBalance: 50_000, max: 5_000_000 })).toBe(50_000);
    expect(allAmount({ availableBalance: 9_000_000, max: 5_000_000 })).toBe(5_000_000);
    expect(allAmount({ availableBalance: 0, max: 5_000_000 })).toBe(0);
  });

  it('writes minor units the way the field takes them and reads them back', () => {
    expect(amountInputText(20_000)).toBe('200');
    expect(amountInputText(12_345)).toBe('123.45');
    expect(amountInputText(5)).toBe('0.05');
    expect(typedAmount('1,234.5')).toBe(123_450);
    expect(typedAmount('')).toBeUndefined();
    expect(typedAmount('abc')).toBeUndefined();
  });

  it('names the amount\'s problem in the spec §5/§8 order: required, bounds, balance, count', () => {
    expect(amountRule('', CONFIG)).toBe('amountRequired');
    expect(amountRule('50', CONFIG)).toBe('amountBelowMin');
    expect(amountRule('60000', CONFIG)).toBe('amountAboveMax');
    expect(amountRule('600', CONFIG)).toBe('insufficientAvailableBalance');
    expect(amountRule('200', { ...CONFIG, usedCount: 3 })).toBe('withdrawalCountLimit');
    expect(amountRule('200', CONFIG)).toBeUndefined();
  });
});

describe('accountRules', () => {
  const [gcash, maya, bank, crypto] = cashOutDestinations(CHANNELS);

  it('an e-wallet goes to its one channel; a bank or chain must be picked', () => {
    expect(accountFieldsOf(EMPTY_CASH_OUT, gcash!).bankCode).toBe('GCASH');
    expect(accountFieldsOf(EMPTY_CASH_OUT, maya!).bankCode).toBe('MAYA');
    expect(accountRules({ ...EMPTY_CASH_OUT, accountNo: '001234567890' }, bank, 'PH')).toEqual({ bankCode: 'informationRequired' });
    expect(accountRules({ ...EMPTY_CASH_OUT, bankCode: 'TRC20', accountNo: 'short' }, crypto, 'PH')).toEqual({ accountNo: 'checkInformation' });
  });

  it('a bank account is digits; a GCash number must match its phone (spec §8)', () => {
    expect(accountRules({ ...EMPTY_CASH_OUT, bankCode: 'BDO', accountNo: '12ab' }, bank, 'PH')).toEqual({ accountNo: 'checkInformation' });
    expect(accountRules({ ...EMPTY_CASH_OUT, bankCode: 'BDO', accountNo: '0012-3456-7890' }, bank, 'PH')).toEqual({});
    expect(accountRules({ ...EMPTY_CASH_OUT, accountNo: '09171234567', phone: '9179999999' }, gcash, 'PH')).toEqual({ accountNo: 'gcashPhoneMismatch' });
    expect(accountRules({ ...EMPTY_CASH_OUT, accountNo: '09171234567', phone: '9171234567' }, gcash, 'PH')).toEqual({});
  });
});
