import { memo } from 'react';
import { formatMoney, type CurrencyCode, type LocaleCode } from '@perya/domain';
import { useCurrency } from '../../currency';
import { useUiLocale } from '../../i18n';
import * as styles from './Money.css';

export const MONEY_SIZES = ['inherit', 'sm', 'md', 'lg', 'display'] as const;
export type MoneySize = (typeof MONEY_SIZES)[number];

/** `auto` colours by sign: a win green, a loss red (a balance stays neutral). */
export const MONEY_TONES = ['neutral', 'win', 'loss', 'auto'] as const;
export type MoneyTone = (typeof MONEY_TONES)[number];

export interface MoneyProps {
  /** Integer minor units (centavos). */
  readonly amount: number;
  /** Demo money is written with D$ (spec §1). */
  readonly demo?: boolean;
  /** The currency; defaults to the account's (CurrencyProvider), never the language's (spec §1). */
  readonly currency?: CurrencyCode;
  /** The number format's locale; defaults to the player's. It never changes the currency. */
  readonly locale?: LocaleCode;
  /** Decimals shown; default 2 (spec §5). */
  readonly decimals?: number;
  /** Write "+" before a positive amount (win amounts, ledger credits). */
  readonly signed?: boolean;
  readonly size?: MoneySize;
  readonly tone?: MoneyTone;
}

/**
 * An amount of money in the spec §5 format (via @perya/domain formatMoney), tabular figures.
 * Memoised: screens show many amounts that rarely change (stake presets, balances), and each one
 * reads the locale through i18n and the account's currency; a parent's re-render does not redo them
 * (the locale or the currency changing does).
 */
export const Money = memo(function Money({ amount, demo = false, currency, locale, decimals, signed = false, size = 'inherit', tone = 'neutral' }: MoneyProps) {
  const contextLocale = useUiLocale();
  const accountCurrency = useCurrency();
  const text = formatMoney(amount, {
    currency: currency ?? accountCurrency,
    locale: locale ?? contextLocale,
    demo,
    ...(decimals === undefined ? {} : { decimals }),
  });
  const resolvedTone = tone === 'auto' ? (amount > 0 ? 'win' : amount < 0 ? 'loss' : 'neutral') : tone;
  return (
    <span className={styles.money({ size, tone: resolvedTone })} data-demo={demo || undefined}>
      {signed && amount > 0 ? `+${text}` : text}
    </span>
  );
});
