import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currency';
import { LOCALES } from './locale';
import { currencySymbol, formatMoney, fromMinor, parseMoney, toMinor } from './money';

describe('spec §5 money format', () => {
  it('writes comma thousands, dot decimal, 2 decimals, peso by default', () => {
    expect(formatMoney(0)).toBe('₱0.00');
    expect(formatMoney(5)).toBe('₱0.05');
    expect(formatMoney(123450)).toBe('₱1,234.50');
    expect(formatMoney(100_000_000_00)).toBe('₱100,000,000.00');
    expect(formatMoney(-123450)).toBe('-₱1,234.50');
  });
  it("uses the account currency's symbol, D$ for demo, or none", () => {
    expect(formatMoney(123450, { currency: 'BRL' })).toBe('R$1,234.50');
    expect(formatMoney(123450, { currency: 'MXN' })).toBe('Mex$1,234.50');
    expect(formatMoney(123450, { currency: 'CNY' })).toBe('RMB¥1,234.50');
    expect(formatMoney(10000, { demo: true, currency: 'BRL' })).toBe('D$100.00');
    expect(formatMoney(-123450, { symbol: false })).toBe('-1,234.50');
    expect(currencySymbol()).toBe('₱');
  });
  it('spec §1: the language never picks the money: a PH account stays ₱ in every locale', () => {
    for (const locale of LOCALES) {
      expect(formatMoney(123450, { locale })).toBe('₱1,234.50');
      expect(formatMoney(123450, { locale, currency: 'PHP' })).toBe('₱1,234.50');
      expect(currencySymbol({ locale })).toBe('₱');
      expect(formatMoney(123450, { locale, currency: 'IDR' })).toBe('Rp1,234.50');
    }
  });
  it('rounds half away from zero with fewer decimals and pads with more', () => {
    expect(formatMoney(123450, { decimals: 0 })).toBe('₱1,235');
    expect(formatMoney(123449, { decimals: 0 })).toBe('₱1,234');
    expect(formatMoney(-123450, { decimals: 0 })).toBe('-₱1,235');
    expect(formatMoney(123455, { decimals: 1 })).toBe('₱1,234.6');
    expect(formatMoney(-49, { decimals: 0 })).toBe('₱0');
    expect(formatMoney(123450, { decimals: 4 })).toBe('₱1,234.5000');
  });
  it('refuses non-integer amounts and bad decimals', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53)).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatMoney(1, { decimals: 1.5 })).toThrow(/decimals must be an integer 0..8, got 1.5/);
    expect(() => formatMoney(1.5)).toThrow(/amountMinor must be a safe integer of minor units, got 1.5/);
  });
  it('shows up to 8 decimals (crypto rates), whole amounts with none', () => {
    expect(formatMoney(1, { decimals: 8 })).toBe('₱0.01000000');
    expect(() => formatMoney(1, { decimals: 9 })).toThrow(RangeError);
    expect(formatMoney(7, { decimals: 0 })).toBe('₱0');
    expect(formatMoney(-123456, { decimals: 2 })).toBe('-₱1,234.56');
  });
});

describe('spec §5 money parse', () => {
  it('reads what formatMoney writes, with or without symbol and commas', () => {
    expect(parseMoney('₱1,234.50')).toBe(123450);
    expect(parseMoney('-₱1,234.50')).toBe(-123450);
    expect(parseMoney('1234.5')).toBe(123450);
    expect(parseMoney(' 1234 ')).toBe(123400);
    expect(parseMoney('D$100.00')).toBe(10000);
    expect(parseMoney('Mex$ 1,000')).toBe(100000);
    expect(parseMoney('RMB¥0.01')).toBe(1);
    expect(parseMoney('-0.00')).toBe(0);
    expect(Object.is(parseMoney('-0'), 0)).toBe(true);
  });
  it.each(['', '₱', 'abc', '1,23.00', '12,34', '1.234', '1.', '.5', '--1', '1,234,5', '$5', '1e5'])(
    'rejects %j',
    (text) => {
      expect(parseMoney(text)).toBeUndefined();
    },
  );
  it('rejects amounts beyond the safe integer range', () => {
    expect(parseMoney('90071992547409.92')).toBeUndefined();
    expect(parseMoney('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('round-trips every safe amount in every locale and format (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...CURRENCIES),
        fc.boolean(),
        fc.boolean(),
        (amount, locale, currency, demo, symbol) => {
          expect(parseMoney(formatMoney(amount, { locale, currency, demo, symbol }))).toBe(amount);
        },
      ),
    );
  });
});

describe('spec §5 money major/minor conversion', () => {
  it('converts without float drift, half away from zero', () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-1.005)).toBe(-101);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(12.345)).toBe(1235);
    expect(toMinor(12.344)).toBe(1234);
    expect(toMinor(100)).toBe(10000);
    expect(toMinor(-0.004)).toBe(0);
    expect(toMinor(1e-7)).toBe(0);
    expect(fromMinor(12345)).toBe(123.45);
    expect(fromMinor(-5)).toBe(-0.05);
  });
  it('refuses what minor units cannot hold', () => {
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(/amount must be finite, got Infinity/);
    expect(() => toMinor(1e21)).toThrow(/amount 1e\+21 is beyond the safe range of minor units/);
    expect(() => toMinor(1e15)).toThrow(/amount 1000000000000000 is beyond the safe range/);
    expect(() => toMinor(1e21)).toThrow(RangeError);
    expect(() => toMinor(1e15)).toThrow(RangeError);
    expect(() => fromMinor(0.5)).toThrow(RangeError);
  });
  it('round-trips minor → major → minor (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (minor) => {
        expect(toMinor(fromMinor(minor))).toBe(minor);
      }),
    );
  });
});
