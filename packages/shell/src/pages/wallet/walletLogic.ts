// Page logic of the wallet (issue 6 front end), kept free of React so it is tested in Node: which
// form fields a deposit method needs, the checks before a deposit or withdrawal is sent, the fee
// breakdown, when the cash-out limit popup opens, and the polling of a deposit order. The rules
// themselves come from @perya/domain; this file only puts them together for the pages.
import {
  actualWithdrawalMinor,
  DAILY_LOGIN_REMARK,
  checkBankBranch,
  checkDepositAmount,
  checkGcashAccount,
  checkWithdrawalAmount,
  isCashOutAllowedAt,
  validateCpfCnpj,
  validateEmail,
  validateName,
  validatePhone,
  needsBankBranch,
  withdrawalFeeMinor,
  type BankAccountType,
  type Market,
  type MessageKey,
} from '@perya/domain';

import { needsPayerForm, type PayMethod } from './deposit';

export { needsPayerForm, newRequestId, type PayMethod } from './deposit';

/** The amount bounds of a deposit: the tighter of the cash-in config and the chosen method. */
export function depositBounds(config: { min: number; max: number }, method: Pick<PayMethod, 'min' | 'max'> | undefined) {
  if (!method) return { min: config.min, max: config.max };
  return { min: Math.max(config.min, method.min), max: Math.min(config.max, method.max) };
}

export interface PayerFields {
  readonly name: string;
  readonly email: string;
  readonly taxId: string;
}
export type PayerErrors = Partial<Record<keyof PayerFields, MessageKey>>;

export type CashInCheck =
  | {
      readonly ok: true;
      readonly request: { amount: number; channelId: string; name?: string; email?: string; taxId?: string };
    }
  | { readonly ok: false; readonly amount?: MessageKey; readonly method?: true; readonly payer: PayerErrors };

/**
 * The checks of the cash-in form (spec §5: custom amount not empty, within min and max; name,
 * email and CPF/CNPJ required and valid for Pix, where the market is Brazil). Answers the recharge
 * request or each field's error.
 */
export function checkCashIn(input: {
  amount: number | undefined;
  method: PayMethod | undefined;
  config: { min: number; max: number };
  payer: PayerFields;
  market: Market;
}): CashInCheck {
  const bounds = depositBounds(input.config, input.method);
  const amount = checkDepositAmount(input.amount, { minMinor: bounds.min, maxMinor: bounds.max });
  const payer: PayerErrors = {};
  let name: string | undefined;
  let email: string | undefined;
  let taxId: string | undefined;
  if (needsPayerForm(input.method, input.market)) {
    const n = validateName(input.payer.name);
    const e = validateEmail(input.payer.email);
    const c = validateCpfCnpj(input.payer.taxId);
    if (n.ok) name = n.value;
    else payer.name = n.error;
    if (e.ok) email = e.value;
    else payer.email = e.error;
    if (c.ok) taxId = c.value;
    else payer.taxId = c.error;
  }
  const payerOk = Object.keys(payer).length === 0;
  if (!amount.ok || !input.method || !payerOk || input.amount === undefined) {
    return {
      ok: false,
      ...(amount.ok ? {} : { amount: amount.error }),
      ...(input.method ? {} : { method: true as const }),
      payer,
    };
  }
  return {
    ok: true,
    request: {
      amount: input.amount,
      channelId: input.method.id,
      ...(name === undefined ? {} : { name }),
      ...(email === undefined ? {} : { email }),
      ...(taxId === undefined ? {} : { taxId }),
    },
  };
}

/** Deposit order statuses after which polling stops (spec §4: pending → success | failed | canceled). */
export function isFinalPaymentStatus(status: string | undefined): boolean {
  return status === 'success' || status === 'failed' || status === 'canceled';
}

/** Poll a pending deposit every 3 s; stop once it is final (credited only on success, spec §4). */
export const DEPOSIT_POLL_MS = 3_000;
export function depositPollInterval(status: string | undefined): number | false {
  return isFinalPaymentStatus(status) ? false : DEPOSIT_POLL_MS;
}

/** The fee breakdown shown while the player types (spec §3 withdrawal info: amount, fee, actual). */
export function withdrawalBreakdown(amount: number | undefined, config: { feeRateBps: number; feeFixed: number }) {
  if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) return { fee: 0, actual: 0 };
  const fee = withdrawalFeeMinor(amount, config.feeRateBps, config.feeFixed);
  return { fee, actual: actualWithdrawalMinor(amount, fee) };
}

export type WithdrawMethod = 'bank' | 'gcash' | 'crypto';

export interface AccountFields {
  readonly bankCode: string;
  readonly accountNo: string;
  readonly accountName: string;
  readonly agencyCode: string;
  readonly accountType: BankAccountType;
  readonly phone: string;
}
export type AccountErrors = Partial<Record<keyof AccountFields, MessageKey>>;

/**
 * The destination checks before a withdrawal is sent (spec §1 bank, GCash, crypto chain; §3 the
 * agency code only where the market has it; §8 GCash number must match the phone). The server
 * checks everything again.
 */
export function checkAccount(method: WithdrawMethod, f: AccountFields, market: Market): AccountErrors {
  const errors: AccountErrors = {};
  if (f.bankCode === '') errors.bankCode = 'informationRequired';
  const name = validateName(f.accountName);
  if (!name.ok) errors.accountName = name.error;
  const accountNo = f.accountNo.trim();
  if (accountNo === '') errors.accountNo = 'informationRequired';
  if (method === 'bank') {
    if (accountNo !== '' && !/^\d{6,20}$/.test(accountNo.replace(/[\s-]/g, ''))) errors.accountNo = 'checkInformation';
    if (needsBankBranch(market)) {
      const branch = checkBankBranch(market, f);
      if (!branch.ok) errors.agencyCode = branch.error;
    }
  } else if (method === 'gcash') {
    const phone = validatePhone(f.phone);
    if (!phone.ok) errors.phone = phone.error;
    else if (accountNo !== '' && !checkGcashAccount(accountNo, f.phone).ok) errors.accountNo = 'gcashPhoneMismatch';
  } else if (accountNo !== '' && !/^[A-Za-z0-9]{20,128}$/.test(accountNo)) {
    errors.accountNo = 'checkInformation';
  }
  return errors;
}

/** The withdraw/apply/v2 request of a checked form (only the fields of the chosen method and market). */
export function withdrawRequest(method: WithdrawMethod, f: AccountFields, bankName: string, amount: number, requestId: string, market: Market) {
  return {
    method,
    bankCode: f.bankCode,
    bankName,
    accountNo: f.accountNo.trim(),
    accountName: f.accountName.trim(),
    amount,
    requestId,
    ...(method === 'bank' && needsBankBranch(market) ? { agencyCode: f.agencyCode.trim(), accountType: f.accountType } : {}),
    ...(method === 'gcash' ? { phone: f.phone.trim() } : {}),
  };
}

export interface WithdrawConfigView {
  readonly min: number;
  readonly max: number;
  readonly availableBalance: number;
  readonly dailyCountLimit: number;
  readonly usedCount: number;
  readonly startTime: string;
  readonly endTime: string;
}

/** spec §5/§8 amount checks of the cash-out form, from the cash-out config. */
export function checkCashOutAmount(amount: number | undefined, config: WithdrawConfigView) {
  return checkWithdrawalAmount({
    amountMinor: amount,
    minMinor: config.min,
    maxMinor: config.max,
    availableMinor: config.availableBalance,
    withdrawalsSoFar: config.usedCount,
    maxWithdrawals: config.dailyCountLimit,
  });
}

/**
 * spec §4: cash out only strictly inside the configured window; outside it the limit popup opens
 * (dragon variant in invite mode). Also opens when the server refuses for the hours or the window.
 */
export function cashOutBlockedByWindow(config: Pick<WithdrawConfigView, 'startTime' | 'endTime'>, nowMs: number): boolean {
  return !isCashOutAllowedAt(config, nowMs);
}
/** The time a cash-out tap is checked at (the device clock; the server checks its own again). */
export function clockNow(): number {
  return Date.now();
}
const WINDOW_MESSAGES: readonly string[] = ['withdrawalHours', 'outsidePickUpTime', 'cashOutWindowClosed'];
export function isWindowRefusal(messageKey: string | null): boolean {
  return messageKey !== null && WINDOW_MESSAGES.includes(messageKey.replace(/^messages\./, ''));
}

/** 'HH:mm' of a 'HH:mm' or 'HH:mm:ss' time (how the popup shows the window). */
export function shortTime(time: string): string {
  return /^\d{1,2}:\d{2}/.exec(time)?.[0] ?? time;
}

/** Finance record filters of /record: every record, or one wallet, or deposits / withdrawals. */
export const RECORD_FILTERS = ['all', 'main', 'bonus', 'points', 'deposits', 'withdrawals'] as const;
export type RecordFilter = (typeof RECORD_FILTERS)[number];

/** The finance/list request of a filter and page (type 0 all, 1 main, 2 bonus, 3 points; amountType 9/10). */
export function financeRequest(filter: RecordFilter, pageNum: number, pageSize: number) {
  const base = { pageNum, pageSize };
  switch (filter) {
    case 'all':
      return { ...base, type: 0 };
    case 'main':
      return { ...base, type: 1 };
    case 'bonus':
      return { ...base, type: 2 };
    case 'points':
      return { ...base, type: 3 };
    case 'deposits':
      return { ...base, type: 1, amountType: 9 };
    case 'withdrawals':
      return { ...base, type: 1, amountType: 10 };
  }
}

/**
 * The wallet a record moved, as the list shows it: the filter's own wallet, else the record's
 * (spec §1: the points wallet is counted in points, never shown as money; issue 23).
 */
export function recordWallet(filter: RecordFilter, record: { readonly wallet?: 'main' | 'bonus' | 'points' | undefined }): 'main' | 'bonus' | 'points' {
  if (filter === 'points') return 'points';
  if (filter === 'bonus') return 'bonus';
  return record.wallet ?? 'main';
}

/** The in-house games' ledger remarks (apps/server games/inhouse) and their `games.names` keys. */
const IN_HOUSE_REMARKS: Readonly<Record<string, string>> = {
  sabong: 'sabong',
  scratch: 'scratch',
  colorgame: 'colorGame',
  jump: 'jump',
  ring: 'ring',
  dice: 'dice',
};

/**
 * The quick amounts a cash-out offers: those within the maximum and the available balance, so no
 * chip asks for money the player does not have (a player with ₱500 is not offered ₱1,000). The
 * custom amount stays for any other sum.
 */
export function cashOutPresets(presets: readonly number[], max: number, available: number): number[] {
  return presets.filter((p) => p <= max && p <= available);
}

/**
 * The i18n key of a record's label: its amount type's (`wallet.amountType.<n>`), but the daily
 * login's points, a bonus record by type, are named as what they are (issue 23 item 1: records
 * explain every movement).
 */
export function recordLabelKey(amountType: number, remark: string): string {
  return remark === DAILY_LOGIN_REMARK ? 'wallet.amountType.dailyLogin' : `wallet.amountType.${amountType}`;
}

/** Bet, win and refund (AMOUNT_TYPE 1-3 of the contract): the records a provider's game writes. */
const GAME_RECORD_TYPES: readonly number[] = [1, 2, 3];

/**
 * The game a record belongs to, so the records name the game of each bet (issue 23 item 1): an
 * in-house game's name key (`games.names.*`, every locale), or a provider's code and game id (the
 * server's remark `<provider> <gameId>` on bets, wins and refunds); null for any other record.
 */
export function recordGame(
  amountType: number,
  remark: string,
): { readonly kind: 'inHouse'; readonly nameKey: string } | { readonly kind: 'provider'; readonly provider: string; readonly gameId: string } | null {
  const inHouse = IN_HOUSE_REMARKS[remark];
  if (inHouse !== undefined) return { kind: 'inHouse', nameKey: `games.names.${inHouse}` };
  const provider = /^([a-z][a-z0-9_-]*) ([A-Za-z0-9_-]+)$/.exec(remark);
  if (provider !== null && GAME_RECORD_TYPES.includes(amountType)) return { kind: 'provider', provider: provider[1]!, gameId: provider[2]! };
  return null;
}

/**
 * A provider game's catalogue title for a record (issue 23 §6 "third-party games titled by their
 * catalogue name"): the server's remark names the wallet provider and the game, the game either as
 * a catalogue key `provider_gameId` (e.g. `jili_2`) or as the provider's own id; undefined when the
 * catalogue does not list it.
 */
export function providerGameTitle(
  games: readonly { readonly gameProvider: string; readonly gameId: string; readonly gameName: string }[],
  provider: string,
  gameId: string,
): string | undefined {
  const key = gameId.toLowerCase();
  const game =
    games.find((g) => `${g.gameProvider}_${g.gameId}`.toLowerCase() === key) ??
    games.find((g) => g.gameProvider.toLowerCase() === provider.toLowerCase() && g.gameId.toLowerCase() === key);
  return game === undefined || game.gameName === '' ? undefined : game.gameName;
}

/** How many pages a list of `total` records has (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Finance record types of a withdrawal (AMOUNT_TYPE WITHDRAWAL 10 and WITHDRAWAL_REFUND 11 of the contract). */
const WITHDRAWAL_RECORD_TYPES: readonly number[] = [10, 11];

/**
 * The label key of a record's order status: a withdrawal reads processing / paid out / returned
 * to wallet, a deposit pending / success / failed / canceled (spec §4 payment and withdrawal states).
 */
export function recordStatusKey(amountType: number, orderStatus: 'pending' | 'success' | 'failed' | 'canceled'): string {
  return WITHDRAWAL_RECORD_TYPES.includes(amountType) && orderStatus !== 'canceled'
    ? `wallet.withdrawalStatus.${orderStatus}`
    : `wallet.status.${orderStatus}`;
}

/**
 * The withdrawal behind a record that a player can still act on (speed up while held, rate once
 * paid out: spec §5 cash-out boost and comment): the WITHDRAWAL record (10) of an order, not its
 * refund line.
 */
export function actionableWithdrawal(r: {
  amountType: number;
  orderNo: string;
  orderStatus?: 'pending' | 'success' | 'failed' | 'canceled' | undefined;
  withdrawalStars?: number | undefined;
}): { orderNo: string; status: 'pending' | 'success'; ratedStars: number | undefined } | null {
  if (r.amountType !== 10 || r.orderNo === '') return null;
  return r.orderStatus === 'pending' || r.orderStatus === 'success' ? { orderNo: r.orderNo, status: r.orderStatus, ratedStars: r.withdrawalStars } : null;
}

/** What a withdrawal order's status means to the player: still held, paid out, or returned. */
export function withdrawalOutcome(status: string | undefined): 'pending' | 'success' | 'failed' {
  return status === 'success' || status === 'failed' ? status : 'pending';
}
