import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SYMBOLS, DEFAULT_CURRENCY, MARKET_CURRENCY, currencyOfMarket, displayCurrency, isCurrencyCode } from './currency';
import { MARKETS } from './protection';

describe('spec §1 + §9 the money is the account\'s: currency from the market, never the language', () => {
  it('a PH account holds pesos, the settlement currency (spec §9 "settlement currency PHP")', () => {
    expect(currencyOfMarket('PH')).toBe('PHP');
    expect(DEFAULT_CURRENCY).toBe('PHP');
    expect(CURRENCY_SYMBOLS.PHP).toBe('₱');
  });
  it('maps every market to its own currency with the symbols spec §1 names', () => {
    expect(currencyOfMarket('BR')).toBe('BRL');
    expect(currencyOfMarket('MX')).toBe('MXN');
    expect(currencyOfMarket('CN')).toBe('CNY');
    expect(currencyOfMarket('IN')).toBe('INR');
    expect(currencyOfMarket('MY')).toBe('MYR');
    expect(currencyOfMarket('ID')).toBe('IDR');
    expect(CURRENCY_SYMBOLS.MXN).toBe('Mex$');
    expect(CURRENCY_SYMBOLS.BRL).toBe('R$');
    expect(CURRENCY_SYMBOLS.CNY).toBe('RMB¥');
    for (const m of MARKETS) expect(CURRENCIES).toContain(MARKET_CURRENCY[m]);
    // Each market its own money: no two markets share a currency today.
    expect(new Set(MARKETS.map(currencyOfMarket)).size).toBe(MARKETS.length);
  });
  it('recognises currency codes', () => {
    expect(isCurrencyCode('PHP')).toBe(true);
    expect(isCurrencyCode('php')).toBe(false);
    expect(isCurrencyCode('USD')).toBe(false);
    expect(isCurrencyCode(undefined)).toBe(false);
  });
  it("shows the account's currency once logged in, the brand market's for a guest", () => {
    expect(displayCurrency(undefined, 'PH')).toBe('PHP');
    expect(displayCurrency({ currency: 'PHP' }, 'BR')).toBe('PHP');
    expect(displayCurrency({ currency: 'BRL' }, 'PH')).toBe('BRL');
  });
});
