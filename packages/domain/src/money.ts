// Money as integer minor units (centavos) and its one display format (spec §5 money, §9).
import { MINOR_PER_MAJOR } from './constants';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from './currency';
import type { CurrencyCode } from './currency';
import { DEMO_CURRENCY_SYMBOL } from './locale';
import type { LocaleCode } from './locale';

/** Decimal places of the minor unit: amounts are integers of 1/100 (spec §5: 2 decimals). */
export const MONEY_DECIMALS = 2;

export interface FormatMoneyOptions {
  /**
   * The account's currency, whose symbol is written; default PHP (₱, spec §1). It comes from the
   * account (its market and wallet), never from the interface language.
   */
  readonly currency?: CurrencyCode;
  /**
   * The interface language. It may change how numbers read, never the currency; today every locale
   * writes the one spec §5 format, so it changes nothing.
   */
  readonly locale?: LocaleCode;
  /** Demo money is written with D$ whatever the locale (spec §1). */
  readonly demo?: boolean;
  /** Decimals shown; default 2. Fewer rounds half away from zero, more pads with zeros. */
  readonly decimals?: number;
  /** Write the currency symbol; default true. */
  readonly symbol?: boolean;
}

function assertMinor(amountMinor: number, what = 'amountMinor'): void {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`${what} must be a safe integer of minor units, got ${String(amountMinor)}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The symbol to write for an account's currency (default PHP, ₱), or D$ for demo money (spec §1).
 * A `locale` is accepted for the callers that pass one and changes nothing: the language never
 * picks the money.
 */
export function currencySymbol(options: { currency?: CurrencyCode; locale?: LocaleCode; demo?: boolean } = {}): string {
  if (options.demo === true) return DEMO_CURRENCY_SYMBOL;
  return CURRENCY_SYMBOLS[options.currency ?? DEFAULT_CURRENCY];
}

/**
 * spec §5 money format: comma thousands separator, dot decimal separator, 2 decimals by default,
 * the account's currency symbol in front (D$ for demo), minus sign before the symbol:
 * formatMoney(-123450) === '-₱1,234.50'. The format is the same in every locale on purpose (the
 * spec gives one format), and the symbol is the account's currency's in every locale (spec §1: a
 * PH account's pesos stay ₱ whatever the language). Throws RangeError for a non-integer amount or bad `decimals` (a
 * programming error, never user input).
 */
export function formatMoney(amountMinor: number, options: FormatMoneyOptions = {}): string {
  assertMinor(amountMinor);
  const decimals = options.decimals ?? MONEY_DECIMALS;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 8) {
    throw new RangeError(`decimals must be an integer 0..8, got ${String(decimals)}`);
  }
  let magnitude = BigInt(Math.abs(amountMinor));
  let shown = MONEY_DECIMALS;
  // Stryker disable next-line EqualityOperator: at 2 decimals the factor is 1 and nothing rounds
  if (decimals < MONEY_DECIMALS) {
    const factor = 10n ** BigInt(MONEY_DECIMALS - decimals);
    const rest = magnitude % factor;
    magnitude = magnitude / factor + (rest * 2n >= factor ? 1n : 0n);
    shown = decimals;
  }
  const digits = magnitude.toString().padStart(shown + 1, '0');
  const whole = groupThousands(shown === 0 ? digits : digits.slice(0, -shown));
  const fraction = (shown === 0 ? '' : digits.slice(-shown)).padEnd(decimals, '0');
  const negative = amountMinor < 0 && magnitude !== 0n;
  const symbol = options.symbol === false ? '' : currencySymbol(options);
  return `${negative ? '-' : ''}${symbol}${whole}${fraction === '' ? '' : `.${fraction}`}`;
}

const KNOWN_SYMBOLS = [...new Set([DEMO_CURRENCY_SYMBOL, ...CURRENCIES.map((c) => CURRENCY_SYMBOLS[c])])]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const MONEY_PATTERN = new RegExp(
  `^([-+]?)\\s*(?:${KNOWN_SYMBOLS.join('|')})?\\s*(\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.(\\d{1,2}))?$`,
  'u',
);

/**
 * spec §5 money, read back: accepts what formatMoney writes, with or without a currency symbol
 * (any currency's, or D$) and with or without thousands commas, at most 2 decimals. Returns minor
 * units, or undefined when the text is not an amount (empty, misplaced commas, 3+ decimals,
 * beyond the safe integer range).
 */
export function parseMoney(text: string): number | undefined {
  const match = MONEY_PATTERN.exec(text.trim());
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  const minor = BigInt(whole.replace(/,/g, '')) * BigInt(MINOR_PER_MAJOR) + BigInt(fraction.padEnd(2, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  const value = Number(minor);
  return sign === '-' && value !== 0 ? -value : value;
}

/**
 * Major units (a number a person typed or a config gave, e.g. 12.35) to integer minor units,
 * rounding half away from zero on the decimal the number is written as, so 1.005 → 101 and
 * -1.005 → -101 (no float drift from multiplying by 100). Throws RangeError for non-finite
 * values or results beyond the safe integer range (spec §5 money, §9).
 */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) throw new RangeError(`amount must be finite, got ${String(major)}`);
  const negative = major < 0;
  const text = Math.abs(major).toString();
  let result: bigint;
  if (text.includes('e')) {
    // Exponent notation: below 1e-6 (rounds to 0) or at least 1e21 (beyond the safe range).
    // Stryker disable next-line EqualityOperator: an exponent form is never exactly 1 (below 1e-6 or from 1e21)
    if (Math.abs(major) < 1) result = 0n;
    else throw new RangeError(`amount ${String(major)} is beyond the safe range of minor units`);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    const kept = fraction.slice(0, MONEY_DECIMALS).padEnd(MONEY_DECIMALS, '0');
    const roundUp = (fraction[MONEY_DECIMALS] ?? '0') >= '5';
    result = BigInt(whole) * BigInt(MINOR_PER_MAJOR) + BigInt(kept) + (roundUp ? 1n : 0n);
  }
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`amount ${String(major)} is beyond the safe range of minor units`);
  }
  const value = Number(result);
  return negative && value !== 0 ? -value : value;
}

/** Integer minor units to major units (12345 → 123.45) for display maths or provider payloads (spec §5 money). */
export function fromMinor(amountMinor: number): number {
  assertMinor(amountMinor);
  return amountMinor / MINOR_PER_MAJOR;
}
