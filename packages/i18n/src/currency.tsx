// The account's currency for every amount on screen, held once: in this React context. The
// logged-in account's (its market's), or for a guest the brand's market's; the language never
// picks it (spec §1), a locale changes only how numbers and words read. The t of useTranslation
// (below) writes {{amount, money}} in it; code outside React passes `currency` to t itself.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation as useI18nextTranslation, type UseTranslationResponse } from 'react-i18next';
import { DEFAULT_CURRENCY, type CurrencyCode } from '@perya/domain';

const CurrencyContext = createContext<CurrencyCode>(DEFAULT_CURRENCY);

export interface CurrencyProviderProps {
  /** The account's currency (guest: the brand's market's). */
  readonly currency: CurrencyCode;
  readonly children: ReactNode;
}

/** Gives every component under it the account's currency, for amounts and texts alike. One per app. */
export function CurrencyProvider({ currency, children }: CurrencyProviderProps) {
  return <CurrencyContext.Provider value={currency}>{children}</CurrencyContext.Provider>;
}

/** The account's currency (PHP outside a CurrencyProvider). */
export function useCurrency(): CurrencyCode {
  return useContext(CurrencyContext);
}

type Translation = UseTranslationResponse<'translation', undefined>;
type LooseT = (key: unknown, second?: unknown, third?: unknown) => unknown;

function isOptions(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * react-i18next's useTranslation, whose t writes money ({{amount, money}}) in the account's
 * currency of the nearest CurrencyProvider; a `currency` the caller gives still wins. The t is
 * new only when the language or the currency changes, so a text re-renders with either.
 */
export function useTranslation(): Translation {
  const response = useI18nextTranslation();
  const currency = useCurrency();
  const { t, i18n, ready } = response;
  return useMemo(() => {
    const loose = t as unknown as LooseT;
    const withCurrency = ((key: unknown, second?: unknown, third?: unknown) =>
      typeof second === 'string'
        ? loose(key, second, { currency, ...(isOptions(third) ? third : {}) })
        : loose(key, { currency, ...(isOptions(second) ? second : {}) })) as unknown as Translation['t'];
    return Object.assign([withCurrency, i18n, ready], { t: withCurrency, i18n, ready }) as unknown as Translation;
  }, [t, i18n, ready, currency]);
}
