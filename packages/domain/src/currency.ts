// The money an account holds: its currency comes from the account's market (and so its wallet),
// never from the language the interface is shown in.
import type { Market } from './protection';

/** ISO 4217 codes of the money the product's markets hold (spec §1: peso first). */
export const CURRENCIES = ['PHP', 'BRL', 'MXN', 'INR', 'MYR', 'IDR', 'CNY'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** The settlement currency (spec §9 "settlement currency PHP"), and the peso of spec §1's default. */
export const DEFAULT_CURRENCY: CurrencyCode = 'PHP';

/**
 * The symbol written before an amount of each currency (spec §1: the peso ₱, and Mex$, R$, RMB¥
 * for the Mexico, Brazil and China players; the others as their markets write them).
 */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = {
  PHP: '₱',
  BRL: 'R$',
  MXN: 'Mex$',
  INR: '₹',
  MYR: 'RM',
  IDR: 'Rp',
  CNY: 'RMB¥',
};

/** The currency each market's wallets hold (spec §1: a PH account holds pesos). */
export const MARKET_CURRENCY: Readonly<Record<Market, CurrencyCode>> = {
  PH: 'PHP',
  BR: 'BRL',
  MX: 'MXN',
  IN: 'INR',
  MY: 'MYR',
  ID: 'IDR',
  CN: 'CNY',
};

/**
 * spec §1 + §9: the currency of an account in a market. Money is always the account's money: the
 * interface language changes how numbers and words read, never which money is shown.
 */
export function currencyOfMarket(market: Market): CurrencyCode {
  return MARKET_CURRENCY[market];
}

/** Whether a value is one of the currencies the product holds. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * spec §1: the currency a screen writes money in: the logged-in account's (from its market, as the
 * server reports it), else, for a guest or while the account loads, the brand's market's. Never
 * the interface language's.
 */
export function displayCurrency(account: { readonly currency: CurrencyCode } | undefined, brandMarket: Market): CurrencyCode {
  return account?.currency ?? currencyOfMarket(brandMarket);
}
