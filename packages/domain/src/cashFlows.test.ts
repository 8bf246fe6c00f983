import { describe, expect, it } from 'vitest';
import {
  BR_BANKS,
  MARKET_CASH_FLOWS,
  PAY_METHODS,
  PH_BANKS,
  banksOf,
  checkBankBranch,
  checkPayerTaxIdAllowed,
  depositChannelsFor,
  needsBankBranch,
  needsPayerTaxId,
  offersDepositMethod,
} from './cashFlows';
import { MARKETS } from './protection';

describe('spec §1/§3 deposit methods in the market\'s order', () => {
  const seed = [
    { id: 'pix', method: 'pix' as const },
    { id: 'qrph', method: 'qrph' as const },
    { id: 'gcash_pay', method: 'gcash' as const },
    { id: 'card_page', method: 'online_banking' as const },
    { id: 'shopeepay_pay', method: 'shopeepay' as const },
    { id: 'maya_pay', method: 'maya' as const },
    { id: 'grabpay_pay', method: 'grabpay' as const },
  ];
  it('lists GCash, Maya, GrabPay, ShopeePay, QR Ph, online banking for the Philippines, and no Pix', () => {
    expect(depositChannelsFor('PH', seed).map((c) => c.id)).toEqual(['gcash_pay', 'maya_pay', 'grabpay_pay', 'shopeepay_pay', 'qrph', 'card_page']);
    expect(offersDepositMethod('PH', 'pix')).toBe(false);
  });
  it('offers the PH e-wallets GrabPay and ShopeePay after Maya, in the Philippines only', () => {
    expect(MARKET_CASH_FLOWS.PH.depositMethods.slice(0, 4)).toEqual(['gcash', 'maya', 'grabpay', 'shopeepay']);
    for (const m of MARKETS) for (const method of ['grabpay', 'shopeepay'] as const) expect(offersDepositMethod(m, method)).toBe(m === 'PH');
  });
  it('lists Pix first for Brazil and leaves the PH wallets out', () => {
    expect(depositChannelsFor('BR', seed).map((c) => c.id)).toEqual(['pix', 'card_page']);
  });
  it('keeps the operator\'s order between channels of one method', () => {
    const two = [{ id: 'b', method: 'gcash' as const }, { id: 'q', method: 'qrph' as const }, { id: 'a', method: 'gcash' as const }];
    expect(depositChannelsFor('PH', two).map((c) => c.id)).toEqual(['b', 'a', 'q']);
  });
  it('names only known methods, for every market', () => {
    for (const m of MARKETS) for (const method of MARKET_CASH_FLOWS[m].depositMethods) expect(PAY_METHODS).toContain(method);
  });
});

describe('spec §3/§5 CPF/CNPJ and Pix only where the market is Brazil', () => {
  it('asks for the payer\'s tax id for Pix in Brazil only', () => {
    expect(needsPayerTaxId('BR', 'pix')).toBe(true);
    expect(needsPayerTaxId('PH', 'pix')).toBe(false);
    expect(needsPayerTaxId('BR', 'online_banking')).toBe(false);
    expect(needsPayerTaxId('BR', undefined)).toBe(false);
  });
  it('refuses a CPF sent for a PH account instead of dropping it', () => {
    expect(checkPayerTaxIdAllowed('PH', '52998224725')).toEqual({ ok: false, error: 'taxIdNotInMarket' });
    expect(checkPayerTaxIdAllowed('PH', undefined)).toEqual({ ok: true });
    expect(checkPayerTaxIdAllowed('PH', '  ')).toEqual({ ok: true });
    expect(checkPayerTaxIdAllowed('BR', '52998224725')).toEqual({ ok: true });
  });
});

describe('spec §3 withdrawal info: agency code only where the market is Brazil', () => {
  it('needs no agency code or account type for a PH bank', () => {
    expect(needsBankBranch('PH')).toBe(false);
    expect(checkBankBranch('PH', {})).toEqual({ ok: true });
    // An account type a PH form could not have asked is not kept.
    expect(checkBankBranch('PH', { accountType: 'saving' })).toEqual({ ok: true });
  });
  it('refuses an agency code sent for a PH bank', () => {
    expect(checkBankBranch('PH', { agencyCode: '0001' })).toEqual({ ok: false, error: 'agencyCodeNotInMarket' });
  });
  it('requires agency code and account type for a Brazilian bank', () => {
    expect(needsBankBranch('BR')).toBe(true);
    expect(checkBankBranch('BR', { agencyCode: ' 0001 ', accountType: 'checking' })).toEqual({ ok: true, agencyCode: '0001', accountType: 'checking' });
    expect(checkBankBranch('BR', { accountType: 'checking' })).toEqual({ ok: false, error: 'informationRequired' });
    expect(checkBankBranch('BR', { agencyCode: '0001' })).toEqual({ ok: false, error: 'informationRequired' });
    expect(checkBankBranch('BR', { agencyCode: '00 01', accountType: 'saving' })).toEqual({ ok: false, error: 'informationRequired' });
  });
});

describe('spec §1/§3 the banks a market\'s players expect', () => {
  it('offers the PH InstaPay/PESONet banks, not three', () => {
    const names = banksOf('PH').map((b) => b.name);
    expect(banksOf('PH')).toBe(PH_BANKS);
    expect(PH_BANKS.length).toBeGreaterThanOrEqual(30);
    for (const expected of ['BDO', 'BPI', 'Metrobank', 'Landbank', 'PNB', 'Security Bank', 'UnionBank', 'RCBC', 'China Bank', 'EastWest', 'PSBank', 'AUB', 'Maybank', 'CIMB', 'GoTyme', 'Tonik', 'SeaBank', 'Maya Bank']) {
      expect(names.some((n) => n.includes(expected))).toBe(true);
    }
  });
  it('gives every bank of a market a distinct code', () => {
    for (const list of [PH_BANKS, BR_BANKS]) expect(new Set(list.map((b) => b.code)).size).toBe(list.length);
  });
  it('keeps GCash out of the bank list (it has its own method and check)', () => {
    expect(PH_BANKS.some((b) => /gcash/i.test(b.name))).toBe(false);
  });
});
