// How money comes in and goes out in each market (spec §1 "deposit by Pix code or QR; withdrawal to
// bank card, GCash or crypto chains", §3 deposit form and withdrawal info). The spec's screens are
// Brazil's (Pix, CPF/CNPJ, agency code) while its players are the Philippines' (peso, +63, GCash):
// each market gets the methods, the order and the bank fields its players know, and the
// Brazil-only fields are asked and accepted only where the market is Brazil.
import type { MessageKey } from './messages';
import type { Market } from './protection';

/** Every deposit method a channel may be (a channel's `method`; its name and mark follow it). */
export const PAY_METHODS = ['gcash', 'maya', 'grabpay', 'shopeepay', 'qrph', 'online_banking', 'pix', 'crypto'] as const;
export type PayMethodId = (typeof PAY_METHODS)[number];

/** A bank a withdrawal can be paid to: our short code and the name players know it by. */
export interface Bank {
  readonly code: string;
  readonly name: string;
}

/**
 * Philippine banks and e-money issuers that receive InstaPay or PESONet transfers (the BSP's two
 * interbank rails), the ones PH players bank with: the universal and commercial banks, the big thrift
 * banks, the digital banks and the e-wallets. GCash is not here: it has its own withdrawal method,
 * with the number and phone check of spec §8.
 */
export const PH_BANKS: readonly Bank[] = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'BPI (Bank of the Philippine Islands)' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Landbank (Land Bank of the Philippines)' },
  { code: 'PNB', name: 'PNB (Philippine National Bank)' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank of the Philippines' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CBC', name: 'China Bank' },
  { code: 'EWB', name: 'EastWest Bank' },
  { code: 'PSB', name: 'PSBank' },
  { code: 'AUB', name: 'AUB (Asia United Bank)' },
  { code: 'MAYBANK', name: 'Maybank Philippines' },
  { code: 'CIMB', name: 'CIMB Bank Philippines' },
  { code: 'GOTYME', name: 'GoTyme Bank' },
  { code: 'TONIK', name: 'Tonik Digital Bank' },
  { code: 'SEABANK', name: 'SeaBank Philippines' },
  { code: 'MAYABANK', name: 'Maya Bank' },
  { code: 'MAYA', name: 'Maya (wallet)' },
  { code: 'DBP', name: 'DBP (Development Bank of the Philippines)' },
  { code: 'BOC', name: 'Bank of Commerce' },
  { code: 'PBCOM', name: 'PBCOM' },
  { code: 'PVB', name: 'Philippine Veterans Bank' },
  { code: 'SBA', name: 'Sterling Bank of Asia' },
  { code: 'CBS', name: 'China Bank Savings' },
  { code: 'BDONB', name: 'BDO Network Bank' },
  { code: 'PBB', name: 'Philippine Business Bank' },
  { code: 'CTBC', name: 'CTBC Bank Philippines' },
  { code: 'HSBC', name: 'HSBC Philippines' },
  { code: 'OFB', name: 'Overseas Filipino Bank' },
  { code: 'CARD', name: 'CARD Bank' },
  { code: 'UNO', name: 'UNO Digital Bank' },
  { code: 'UDB', name: 'UnionDigital Bank' },
  { code: 'ESB', name: 'Equicom Savings Bank' },
  { code: 'COINS', name: 'Coins.ph' },
  { code: 'SHOPEEPAY', name: 'ShopeePay' },
];

/** Brazilian banks by their COMPE code (the code a Brazilian TED or Pix by account names). */
export const BR_BANKS: readonly Bank[] = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '237', name: 'Bradesco' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '033', name: 'Santander Brasil' },
  { code: '260', name: 'Nubank' },
  { code: '077', name: 'Banco Inter' },
  { code: '336', name: 'C6 Bank' },
];

/** What a market's cash flows are made of. */
export interface MarketCashFlows {
  /** Deposit methods the market's players use, in the order they expect them. */
  readonly depositMethods: readonly PayMethodId[];
  /** Banks a withdrawal can be paid to (an operator's config may add its own). */
  readonly banks: readonly Bank[];
  /** A bank withdrawal names the branch (Brazil's "agência") and the account type (corrente/poupança). */
  readonly bankBranchAndType: boolean;
  /** A deposit asks for the payer's tax id (Brazil's CPF/CNPJ, with name and email) for Pix. */
  readonly payerTaxId: boolean;
}

/**
 * The cash flows per market (spec §1, §3). PH: GCash, Maya, GrabPay, ShopeePay, QR Ph and online
 * banking (the market's e-wallets by use: GCash and Maya far ahead, then GrabPay and ShopeePay, the
 * super-app and marketplace wallets), InstaPay/PESONet banks by account number alone. BR: Pix with the
 * payer's CPF/CNPJ, banks by agency, account and type. Elsewhere: online banking, with the
 * operator's banks.
 */
export const MARKET_CASH_FLOWS: Readonly<Record<Market, MarketCashFlows>> = {
  PH: { depositMethods: ['gcash', 'maya', 'grabpay', 'shopeepay', 'qrph', 'online_banking', 'crypto'], banks: PH_BANKS, bankBranchAndType: false, payerTaxId: false },
  BR: { depositMethods: ['pix', 'online_banking', 'crypto'], banks: BR_BANKS, bankBranchAndType: true, payerTaxId: true },
  MX: { depositMethods: ['online_banking', 'crypto'], banks: [], bankBranchAndType: false, payerTaxId: false },
  IN: { depositMethods: ['online_banking', 'crypto'], banks: [], bankBranchAndType: false, payerTaxId: false },
  MY: { depositMethods: ['online_banking', 'crypto'], banks: [], bankBranchAndType: false, payerTaxId: false },
  ID: { depositMethods: ['online_banking', 'crypto'], banks: [], bankBranchAndType: false, payerTaxId: false },
  CN: { depositMethods: ['online_banking', 'crypto'], banks: [], bankBranchAndType: false, payerTaxId: false },
};

/** spec §1/§3: whether a deposit method is offered in a market. */
export function offersDepositMethod(market: Market, method: PayMethodId): boolean {
  return MARKET_CASH_FLOWS[market].depositMethods.includes(method);
}

/**
 * spec §1/§3: the channels of a market's methods, in the market's order (channels of one method keep
 * the operator's order); channels of a method the market does not use are left out.
 */
export function depositChannelsFor<C extends { readonly method: PayMethodId }>(market: Market, channels: readonly C[]): C[] {
  const order = MARKET_CASH_FLOWS[market].depositMethods;
  return channels
    .map((channel, index) => ({ channel, index, rank: order.indexOf(channel.method) }))
    .filter((c) => c.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((c) => c.channel);
}

/** spec §3 deposit form: the payer's name, email and CPF/CNPJ are asked for Pix, only where the market takes them. */
export function needsPayerTaxId(market: Market, method: PayMethodId | undefined): boolean {
  return method === 'pix' && MARKET_CASH_FLOWS[market].payerTaxId;
}

/**
 * spec §3/§5: a CPF/CNPJ sent for a market that has none is refused ('taxIdNotInMarket'), never
 * quietly dropped: the player learns the field does not belong to their account.
 */
export function checkPayerTaxIdAllowed(market: Market, taxId: string | undefined): { readonly ok: true } | { readonly ok: false; readonly error: MessageKey } {
  if (taxId === undefined || taxId.trim() === '' || MARKET_CASH_FLOWS[market].payerTaxId) return { ok: true };
  return { ok: false, error: 'taxIdNotInMarket' };
}

/** spec §3 withdrawal info: whether a bank withdrawal asks for the agency code and account type. */
export function needsBankBranch(market: Market): boolean {
  return MARKET_CASH_FLOWS[market].bankBranchAndType;
}

/**
 * spec §3 withdrawal info: the bank fields beyond the account number. Where the market asks for
 * them (Brazil) an agency code and an account type are required; elsewhere an agency code sent is
 * refused ('agencyCodeNotInMarket') and the account type is not kept.
 */
export function checkBankBranch<T extends string>(
  market: Market,
  fields: { readonly agencyCode?: string | undefined; readonly accountType?: T | undefined },
): { readonly ok: true; readonly agencyCode?: string; readonly accountType?: T } | { readonly ok: false; readonly error: MessageKey } {
  const agency = fields.agencyCode?.trim() ?? '';
  if (!needsBankBranch(market)) return agency === '' ? { ok: true } : { ok: false, error: 'agencyCodeNotInMarket' };
  if (!/^[0-9A-Za-z-]{1,16}$/.test(agency) || fields.accountType === undefined) return { ok: false, error: 'informationRequired' };
  return { ok: true, agencyCode: agency, accountType: fields.accountType };
}

/** spec §1/§3: the banks a market's players can withdraw to (the operator's extra banks come after, from its config). */
export function banksOf(market: Market): readonly Bank[] {
  return MARKET_CASH_FLOWS[market].banks;
}
