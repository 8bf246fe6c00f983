// The account's currency for every amount on screen: the logged-in account's (its market's), or
// for a guest the brand's market's. The language never picks it (spec §1); a locale changes only
// how numbers and words read.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_CURRENCY, formatMoney, type CurrencyCode, type FormatMoneyOptions } from '@perya/domain';
import { setMoneyCurrency } from '@perya/i18n';
import { useUiLocale } from './i18n';

const CurrencyContext = createContext<CurrencyCode>(DEFAULT_CURRENCY);

export interface CurrencyProviderProps {
  /** The account's currency (guest: the brand's market's). */
  readonly currency: CurrencyCode;
  readonly children: ReactNode;
}

/**
 * Gives every component under it the account's currency, and makes i18n write {{amount, money}}
 * in it, so text and amounts never disagree. One per app: the account's.
 */
export function CurrencyProvider({ currency, children }: CurrencyProviderProps) {
  // Set during render, before the children read it: the texts rendered next use the new currency.
  setMoneyCurrency(currency);
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The account's currency (PHP outside a CurrencyProvider). */
export function useCurrency(): CurrencyCode {
  return useContext(CurrencyContext);
}

/** What a screen may choose when it writes an amount; the currency is always the account's. */
export type MoneyFormatOptions = Pick<FormatMoneyOptions, 'demo' | 'decimals' | 'symbol'>;

/**
 * Writes minor units in the spec §5 format with the account's currency (D$ for demo money), in
 * the player's locale: the one way screens outside <Money> turn an amount into text.
 */
export function useMoneyFormat(): (amountMinor: number, options?: MoneyFormatOptions) => string {
  const currency = useCurrency();
  const locale = useUiLocale();
  return useMemo(() => (amountMinor, options = {}) => formatMoney(amountMinor, { ...options, currency, locale }), [currency, locale]);
}
