import { describe, expect, it } from 'vitest';
import {
  cashOutBlockedByWindow,
  checkAccount,
  checkCashIn,
  checkCashOutAmount,
  depositBounds,
  depositPollInterval,
  financeRequest,
  providerGameTitle,
  recordGame,
  recordLabelKey,
  cashOutPresets,
  recordWallet,
  isWindowRefusal,
  needsPayerForm,
  newRequestId,
  pageCount,
  recordStatusKey,
  withdrawalOutcome,
  shortTime,
  withdrawalBreakdown,
  withdrawRequest,
  type AccountFields,
} from './walletLogic';

const config = { min: 10_000, max: 5_000_000 };
const pix = { id: 'pix', method: 'pix' as const, kind: 'pix' as const, min: 20_000, max: 1_000_000 };
const qr = { id: 'qrph', method: 'qrph' as const, kind: 'qr' as const, min: 10_000, max: 5_000_000 };
const noPayer = { name: '', email: '', taxId: '' };

describe('cash in form (spec §3 deposit form, §5 custom amount and required fields)', () => {
  it('asks for name, email and CPF only for Pix, and only where the market is Brazil', () => {
    expect(needsPayerForm(pix, 'BR')).toBe(true);
    expect(needsPayerForm(pix, 'PH')).toBe(false);
    expect(needsPayerForm(qr, 'BR')).toBe(false);
    expect(needsPayerForm(undefined, 'BR')).toBe(false);
  });

  it('takes the tighter bounds of the config and the method', () => {
    expect(depositBounds(config, pix)).toEqual({ min: 20_000, max: 1_000_000 });
    expect(depositBounds(config, undefined)).toEqual(config);
  });

  it('refuses an empty amount, one outside min/max, and a missing method', () => {
    expect(checkCashIn({ amount: undefined, method: qr, config, payer: noPayer, market: 'PH' })).toMatchObject({ ok: false, amount: 'amountRequired' });
    expect(checkCashIn({ amount: 9_999, method: qr, config, payer: noPayer, market: 'PH' })).toMatchObject({ ok: false, amount: 'amountBelowMin' });
    expect(checkCashIn({ amount: 15_000, method: pix, config, payer: noPayer, market: 'BR' })).toMatchObject({ ok: false, amount: 'amountBelowMin' });
    expect(checkCashIn({ amount: 5_000_001, method: qr, config, payer: noPayer, market: 'PH' })).toMatchObject({ ok: false, amount: 'amountAboveMax' });
    expect(checkCashIn({ amount: 10_000, method: undefined, config, payer: noPayer, market: 'PH' })).toMatchObject({ ok: false, method: true });
  });

  it('sends a QR deposit without payer fields', () => {
    expect(checkCashIn({ amount: 10_000, method: qr, config, payer: { name: 'x', email: 'y', taxId: 'z' }, market: 'PH' })).toEqual({
      ok: true,
      request: { amount: 10_000, channelId: 'qrph' },
    });
  });

  it('needs a valid name, email and CPF/CNPJ for Pix and sends the CPF as digits', () => {
    const bad = checkCashIn({ amount: 50_000, method: pix, config, payer: { name: '', email: 'nope', taxId: '123' }, market: 'BR' });
    expect(bad).toMatchObject({ ok: false, payer: { name: 'nameRequired', email: 'emailInvalid', taxId: 'cpfInvalid' } });
    const good = checkCashIn({ amount: 50_000, method: pix, config, payer: { name: 'Juan Cruz', email: 'juan@example.com', taxId: '529.982.247-25' }, market: 'BR' });
    expect(good).toEqual({ ok: true, request: { amount: 50_000, channelId: 'pix', name: 'Juan Cruz', email: 'juan@example.com', taxId: '52998224725' } });
  });
});

describe('deposit polling (spec §4: pending → success | failed | canceled)', () => {
  it('polls while pending or unknown and stops on a final status', () => {
    expect(depositPollInterval(undefined)).toBe(3_000);
    expect(depositPollInterval('pending')).toBe(3_000);
    for (const s of ['success', 'failed', 'canceled']) expect(depositPollInterval(s)).toBe(false);
  });

  it('makes request ids the contract accepts, different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('cash out (spec §3 withdrawal info, §4 window, §5/§8 refusals)', () => {
  const wc = { min: 10_000, max: 5_000_000, availableBalance: 30_000, dailyCountLimit: 3, usedCount: 0, startTime: '07:00', endTime: '19:00:00' };

  it('shows the fee and the actual amount (2 % rounded up, taken out of the amount)', () => {
    expect(withdrawalBreakdown(10_050, { feeRateBps: 200, feeFixed: 0 })).toEqual({ fee: 201, actual: 9_849 });
    expect(withdrawalBreakdown(undefined, { feeRateBps: 200, feeFixed: 0 })).toEqual({ fee: 0, actual: 0 });
  });

  it('refuses an amount above the available balance and after the daily count', () => {
    expect(checkCashOutAmount(20_000, wc)).toEqual({ ok: true });
    expect(checkCashOutAmount(30_001, wc)).toEqual({ ok: false, error: 'insufficientAvailableBalance' });
    expect(checkCashOutAmount(20_000, { ...wc, usedCount: 3 })).toEqual({ ok: false, error: 'withdrawalCountLimit' });
    expect(checkCashOutAmount(5_000, wc)).toEqual({ ok: false, error: 'amountBelowMin' });
  });

  it('blocks outside the configured window, strictly between its ends (GMT+8)', () => {
    const at = (h: number, m = 0) => Date.UTC(2026, 10, 23, h - 8, m);
    expect(cashOutBlockedByWindow(wc, at(12))).toBe(false);
    expect(cashOutBlockedByWindow(wc, at(7))).toBe(true);
    expect(cashOutBlockedByWindow(wc, at(19))).toBe(true);
    expect(cashOutBlockedByWindow(wc, at(22))).toBe(true);
    expect(shortTime('19:00:00')).toBe('19:00');
  });

  it('reads the server refusals of the hours and the window as the limit popup', () => {
    expect(isWindowRefusal('messages.withdrawalHours')).toBe(true);
    expect(isWindowRefusal('messages.outsidePickUpTime')).toBe(true);
    expect(isWindowRefusal('messages.insufficientAvailableBalance')).toBe(false);
    expect(isWindowRefusal(null)).toBe(false);
  });

  const fields: AccountFields = { bankCode: 'GCASH', accountNo: '09171234567', accountName: 'Juan Cruz', agencyCode: '', accountType: 'saving', phone: '9171234567' };

  it('checks GCash: the number must match the phone (spec §8)', () => {
    expect(checkAccount('gcash', fields, 'PH')).toEqual({});
    expect(checkAccount('gcash', { ...fields, phone: '09179999999' }, 'PH')).toEqual({ accountNo: 'gcashPhoneMismatch' });
    expect(checkAccount('gcash', { ...fields, phone: '' }, 'PH')).toMatchObject({ phone: expect.any(String) });
  });

  it('checks a PH bank account number with no agency code, a Brazilian bank\'s agency code, and a crypto address', () => {
    const bank = { ...fields, bankCode: 'BDO', accountNo: '1234 5678 9012', agencyCode: '' };
    expect(checkAccount('bank', bank, 'PH')).toEqual({});
    expect(checkAccount('bank', { ...bank, accountNo: '12ab' }, 'PH')).toEqual({ accountNo: 'checkInformation' });
    expect(checkAccount('bank', { ...bank, bankCode: '341' }, 'BR')).toEqual({ agencyCode: 'informationRequired' });
    expect(checkAccount('bank', { ...bank, bankCode: '341', agencyCode: '0001' }, 'BR')).toEqual({});
    expect(checkAccount('crypto', { ...fields, bankCode: '', accountNo: 'short' }, 'PH')).toEqual({ bankCode: 'informationRequired', accountNo: 'checkInformation' });
  });

  it('sends only the fields of the chosen method and market', () => {
    const r = withdrawRequest('gcash', { ...fields, agencyCode: 'x' }, 'GCash', 20_000, 'req12345', 'PH');
    expect(r).toEqual({ method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: '09171234567', accountName: 'Juan Cruz', amount: 20_000, requestId: 'req12345', phone: '9171234567' });
    const ph = withdrawRequest('bank', { ...fields, bankCode: 'BDO', agencyCode: '' }, 'BDO', 1, 'req12345', 'PH');
    expect(ph).not.toHaveProperty('agencyCode');
    expect(ph).not.toHaveProperty('accountType');
    expect(withdrawRequest('bank', { ...fields, agencyCode: '001' }, 'Itaú', 1, 'req12345', 'BR')).toMatchObject({ agencyCode: '001', accountType: 'saving' });
  });
});

describe('records (spec §7 finance/list: pageNum, pageSize, type)', () => {
  it('maps each filter to its request', () => {
    expect(financeRequest('all', 1, 20)).toEqual({ pageNum: 1, pageSize: 20, type: 0 });
    expect(financeRequest('points', 2, 20)).toEqual({ pageNum: 2, pageSize: 20, type: 3 });
    expect(financeRequest('deposits', 1, 20)).toEqual({ pageNum: 1, pageSize: 20, type: 1, amountType: 9 });
    expect(financeRequest('withdrawals', 1, 20)).toEqual({ pageNum: 1, pageSize: 20, type: 1, amountType: 10 });
  });

  it('offers no quick cash-out amount above the maximum or the available balance', () => {
    expect(cashOutPresets([10_000, 50_000, 100_000, 200_000], 150_000, 50_000)).toEqual([10_000, 50_000]);
    expect(cashOutPresets([10_000, 50_000, 100_000, 200_000], 150_000, 1_000_000)).toEqual([10_000, 50_000, 100_000]);
    expect(cashOutPresets([10_000], 150_000, 0)).toEqual([]);
  });

  it('names the daily login points as such, not as a bonus (issue 23 item 1)', () => {
    expect(recordLabelKey(4, 'Daily login')).toBe('wallet.amountType.dailyLogin');
    expect(recordLabelKey(4, 'First deposit bonus')).toBe('wallet.amountType.4');
    expect(recordLabelKey(1, 'jump')).toBe('wallet.amountType.1');
  });

  it('names the game of each bet, win and refund record (issue 23 item 1)', () => {
    expect(recordGame(1, 'jump')).toEqual({ kind: 'inHouse', nameKey: 'games.names.jump' });
    expect(recordGame(2, 'colorgame')).toEqual({ kind: 'inHouse', nameKey: 'games.names.colorGame' });
    expect(recordGame(1, 'jili 2')).toEqual({ kind: 'provider', provider: 'jili', gameId: '2' });
    expect(recordGame(3, 'pg 1543462')).toEqual({ kind: 'provider', provider: 'pg', gameId: '1543462' });
    // Not a game: a deposit, a daily login, a provider-shaped remark on a record that is not a bet.
    expect(recordGame(9, 'Cash in')).toBeNull();
    expect(recordGame(4, 'Daily login')).toBeNull();
    expect(recordGame(9, 'jili 2')).toBeNull();
  });

  it('titles a provider game by its catalogue name (issue 23 §6), whichever way the remark names it', () => {
    const games = [
      { gameProvider: 'jili', gameId: '2', gameName: 'Super Ace' },
      { gameProvider: 'pg', gameId: '1543462', gameName: 'Mahjong Ways' },
    ];
    // The seamless wallet's remark: the wallet provider and the catalogue key.
    expect(providerGameTitle(games, 'sandbox', 'jili_2')).toBe('Super Ace');
    // A provider's own id under its own name.
    expect(providerGameTitle(games, 'pg', '1543462')).toBe('Mahjong Ways');
    expect(providerGameTitle(games, 'jili', '2')).toBe('Super Ace');
    // Not in the catalogue: no title (the record shows the provider and id).
    expect(providerGameTitle(games, 'jili', '99')).toBeUndefined();
    expect(providerGameTitle([], 'sandbox', 'jili_2')).toBeUndefined();
  });

  it('spec §1: tells each record\'s wallet, so points are never written as money (issue 23)', () => {
    expect(recordWallet('all', { wallet: 'points' })).toBe('points');
    expect(recordWallet('all', { wallet: 'bonus' })).toBe('bonus');
    expect(recordWallet('all', {})).toBe('main');
    expect(recordWallet('points', {})).toBe('points');
    expect(recordWallet('bonus', {})).toBe('bonus');
    expect(recordWallet('main', { wallet: 'main' })).toBe('main');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });

  it('labels a withdrawal record held / paid out / returned, a deposit by its payment status (spec §4)', () => {
    expect(recordStatusKey(10, 'pending')).toBe('wallet.withdrawalStatus.pending');
    expect(recordStatusKey(10, 'success')).toBe('wallet.withdrawalStatus.success');
    expect(recordStatusKey(11, 'failed')).toBe('wallet.withdrawalStatus.failed');
    expect(recordStatusKey(9, 'success')).toBe('wallet.status.success');
    expect(recordStatusKey(9, 'canceled')).toBe('wallet.status.canceled');
  });

  it('reads a withdrawal order as still held until it is paid out or returned', () => {
    expect(withdrawalOutcome(undefined)).toBe('pending');
    expect(withdrawalOutcome('pending')).toBe('pending');
    expect(withdrawalOutcome('success')).toBe('success');
    expect(withdrawalOutcome('failed')).toBe('failed');
  });
});
