// The cash-out form's rules (spec §3 withdrawal info, §5/§8 amount and account checks), free of
// React so they are tested in Node: the destinations a player's market offers as cards, the form's
// values and how they become the withdraw/apply/v2 request, the quick amounts, and the page rules
// the request schema does not carry. The rules themselves are @perya/domain's (walletLogic).
import { parseMoney, type Market, type MessageKey } from '@perya/domain';
import type { WithdrawChannel } from '@perya/api/contract';
import { checkAccount, checkCashOutAmount, type AccountFields, type WithdrawConfigView, type WithdrawMethod } from './walletLogic';

/** What the player chooses first: where the money goes. */
export const CASH_OUT_KINDS = ['gcash', 'maya', 'bank', 'crypto'] as const;
export type CashOutKind = (typeof CASH_OUT_KINDS)[number];

/**
 * E-wallets paid over the bank rails that players know by their own name, shown as their own card
 * rather than a line of the bank list (PH: Maya takes InstaPay transfers to its number).
 */
const WALLET_BANK_CODES: Readonly<Record<string, CashOutKind>> = { MAYA: 'maya' };

export interface Destination {
  readonly kind: CashOutKind;
  /** The contract's withdrawal method the kind is sent as. */
  readonly method: WithdrawMethod;
  /** The channels of the kind (its banks, its chains; one for an e-wallet). */
  readonly channels: readonly WithdrawChannel[];
}

/** The kind of one channel of /x2/app/channel/list/v2. */
export function kindOfChannel(channel: { readonly method: WithdrawMethod; readonly code: string }): CashOutKind {
  if (channel.method === 'bank') return WALLET_BANK_CODES[channel.code] ?? 'bank';
  return channel.method;
}

/** The kind of a saved account (withdraw/get-latest-account-info names its channel by bankCode). */
export function kindOfAccount(account: { readonly method: WithdrawMethod; readonly bankCode: string }): CashOutKind {
  return kindOfChannel({ method: account.method, code: account.bankCode });
}

/** The destinations of the market's channels, in the order of CASH_OUT_KINDS; kinds without a channel are left out. */
export function cashOutDestinations(list: readonly WithdrawChannel[]): Destination[] {
  return CASH_OUT_KINDS.map((kind) => ({ kind, channels: list.filter((c) => kindOfChannel(c) === kind) }))
    .filter((d) => d.channels.length > 0)
    .map((d) => ({ ...d, method: d.channels[0]!.method }));
}

/** The form's values: text as typed (the amount too), one set of account fields for every kind. */
export interface CashOutValues {
  kind: CashOutKind | '';
  amountText: string;
  bankCode: string;
  accountName: string;
  accountNo: string;
  /** GCash: the local digits of the phone the account belongs to (spec §8). */
  phone: string;
  agencyCode: string;
  accountType: AccountFields['accountType'];
  pwd: string;
  verifyCode: string;
}

export const EMPTY_CASH_OUT: CashOutValues = {
  kind: '',
  amountText: '',
  bankCode: '',
  accountName: '',
  accountNo: '',
  phone: '',
  agencyCode: '',
  accountType: 'saving',
  pwd: '',
  verifyCode: '',
};

/** A kind with one channel (an e-wallet) goes to that channel; otherwise the one the player picked. */
export function accountFieldsOf(values: CashOutValues, destination: Destination): AccountFields {
  const only = destination.channels.length === 1 && destination.kind !== 'bank' && destination.kind !== 'crypto' ? destination.channels[0]!.code : undefined;
  return {
    bankCode: only ?? values.bankCode,
    accountNo: values.accountNo,
    accountName: values.accountName,
    agencyCode: values.agencyCode,
    accountType: values.accountType,
    phone: values.phone,
  };
}

/** The whole withdrawable sum, as far as one withdrawal may go ("All"). */
export function allAmount(config: Pick<WithdrawConfigView, 'availableBalance' | 'max'>): number {
  return Math.max(0, Math.min(config.availableBalance, config.max));
}

/** Minor units as the amount field takes them: "200", "123.45" (no symbol, no grouping). */
export function amountInputText(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** The amount typed, in minor units; undefined when empty or unreadable. */
export function typedAmount(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const minor = parseMoney(text);
  return minor === undefined || minor < 0 ? undefined : minor;
}

/** spec §5/§8: the amount's error (required, bounds, balance, count limit), or undefined. */
export function amountRule(text: string, config: WithdrawConfigView): MessageKey | undefined {
  const check = checkCashOutAmount(typedAmount(text), config);
  return check.ok ? undefined : check.error;
}

/**
 * The account rules beyond the request schema (spec §1, §3, §8): the bank or chain must be chosen,
 * a bank account is 6-20 digits, a GCash number matches its phone, a wallet address is 20-128
 * letters and digits. Undefined fields are right.
 */
export function accountRules(values: CashOutValues, destination: Destination | undefined, market: Market): Partial<Record<'bankCode' | 'accountNo', MessageKey>> {
  if (destination === undefined) return {};
  const errors = checkAccount(destination.method, accountFieldsOf(values, destination), market);
  return {
    ...(errors.bankCode === undefined ? {} : { bankCode: errors.bankCode }),
    ...(errors.accountNo === undefined ? {} : { accountNo: errors.accountNo }),
  };
}

/** The last 4 characters of an account, as a saved account is shown. */
export function accountTail(accountNo: string): string {
  return accountNo.trim().slice(-4);
}
