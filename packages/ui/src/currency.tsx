// The account's currency for every amount on screen: the logged-in account's (its market's), or
// for a guest the brand's market's. The language never picks it (spec §1); a locale changes only
// how numbers and words read. It is held once, in @perya/i18n's CurrencyProvider (whose t writes
// {{amount, money}} in it); the components read it from there.
import { useMemo } from 'react';
import { formatMoney, type FormatMoneyOptions } from '@perya/domain';
import { useCurrency } from '@perya/i18n';
import { useUiLocale } from './i18n';

export { CurrencyProvider, useCurrency } from '@perya/i18n';
export type { CurrencyProviderProps } from '@perya/i18n';

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
