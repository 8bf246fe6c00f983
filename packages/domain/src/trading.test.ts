import { describe, expect, it } from 'vitest';
import {
  TRADE_EXPIRIES_S,
  TRADE_MARKET_TABS,
  TRADE_MAX_INVEST,
  TRADE_MIN_INVEST,
  TRADE_SYMBOLS,
  formatTradePrice,
  marketsForTab,
  tradeExpiresAt,
  tradeOutcome,
  tradePayout,
  tradePotentialProfit,
  tradeProfitPct,
  tradeTicketProblem,
  TRADE_BONUS_MAX,
  tradeBonusAmount,
} from './trading';

describe('spec §1 trading market tabs crypto, all, currency, search', () => {
  it('lists the tabs in the spec order', () => {
    expect(TRADE_MARKET_TABS).toEqual(['crypto', 'all', 'currency', 'search']);
  });
  it('crypto and currency split the markets; all shows every one', () => {
    const crypto = marketsForTab('crypto').map((s) => s.symbol);
    const currency = marketsForTab('currency').map((s) => s.symbol);
    expect(crypto).toContain('BTCUSDT');
    expect(crypto).not.toContain('EURUSD');
    expect(currency).toContain('EURUSD');
    expect([...crypto, ...currency].sort()).toEqual(marketsForTab('all').map((s) => s.symbol).sort());
  });
  it('search matches name or id case-insensitively, with or without the slash', () => {
    expect(marketsForTab('search', 'btc').map((s) => s.symbol)).toEqual(['BTCUSDT']);
    expect(marketsForTab('search', 'eur/usd').map((s) => s.symbol)).toEqual(['EURUSD']);
    expect(marketsForTab('search', 'USD').length).toBeGreaterThan(4);
    expect(marketsForTab('search', 'nothing-like-this')).toEqual([]);
    expect(marketsForTab('search', '  ')).toHaveLength(TRADE_SYMBOLS.length);
    expect(marketsForTab('search')).toHaveLength(TRADE_SYMBOLS.length);
  });
  it('the all tab shows every market even with text left in the search box', () => {
    expect(marketsForTab('all', 'btc')).toHaveLength(TRADE_SYMBOLS.length);
  });
  it('search matches a market the server lists by its name or by its id', () => {
    const gold = { symbol: 'XAUUSD', name: 'Gold/USD', category: 'currency' as const };
    const markets = [gold, { symbol: 'BTCUSDT', name: 'BTC/USDT', category: 'crypto' as const }];
    expect(marketsForTab('search', 'gold', markets)).toEqual([gold]);
    expect(marketsForTab('search', 'Gold/USD', markets)).toEqual([gold]);
    expect(marketsForTab('search', 'xau', markets)).toEqual([gold]);
  });
});

describe('spec §3 trade: invest, profit, direction up or down', () => {
  it('up wins above the entry, down below; the same price is a tie', () => {
    expect(tradeOutcome('up', 100, 101)).toBe('win');
    expect(tradeOutcome('up', 100, 99)).toBe('loss');
    expect(tradeOutcome('down', 100, 99)).toBe('win');
    expect(tradeOutcome('down', 100, 101)).toBe('loss');
    expect(tradeOutcome('up', 100, 100)).toBe('tie');
    expect(tradeOutcome('down', 100, 100)).toBe('tie');
  });
  it('a win pays invest + invest × profit % rounded down, a tie refunds, a loss pays nothing', () => {
    expect(tradePayout(10_000, 85, 'win')).toBe(18_500);
    expect(tradePayout(333, 85, 'win')).toBe(333 + 283); // 283.05 rounded down
    expect(tradePayout(10_000, 85, 'tie')).toBe(10_000);
    expect(tradePayout(10_000, 85, 'loss')).toBe(0);
    expect(tradePotentialProfit(10_000, 80)).toBe(8_000);
  });
  it('has a profit percentage for every market and expiry, longer expiries paying at least as much', () => {
    for (const s of TRADE_SYMBOLS) {
      const pcts = TRADE_EXPIRIES_S.map((e) => tradeProfitPct(s.symbol, e) ?? 0);
      for (const p of pcts) expect(p).toBeGreaterThan(0);
      for (let i = 1; i < pcts.length; i++) expect(pcts[i]).toBeGreaterThanOrEqual(pcts[i - 1] as number);
    }
    expect(tradeProfitPct('BTCUSDT', 45)).toBeUndefined();
    expect(tradeProfitPct('NOPE', 30)).toBeUndefined();
  });
  it('an order expires exactly its expiry after it was placed', () => {
    expect(tradeExpiresAt(1_000_700, 30)).toBe(1_030_700);
  });
});

describe('spec §5-style validation of a trade ticket (our limits)', () => {
  it('refuses unknown markets and expiries and invests outside the limits, with a message', () => {
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: 1_000, expirySeconds: 60 })).toBeNull();
    expect(tradeTicketProblem({ symbol: 'XXX', invest: 1_000, expirySeconds: 60 })).toBe('invalidRequest');
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: 1_000, expirySeconds: 61 })).toBe('invalidRequest');
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: 0, expirySeconds: 60 })).toBe('amountRequired');
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: 1.5, expirySeconds: 60 })).toBe('amountRequired');
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: TRADE_MIN_INVEST - 1, expirySeconds: 60 })).toBe('amountBelowMin');
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: TRADE_MAX_INVEST + 1, expirySeconds: 60 })).toBe('amountAboveMax');
    // Both limits are investable.
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: TRADE_MIN_INVEST, expirySeconds: 60 })).toBeNull();
    expect(tradeTicketProblem({ symbol: 'BTCUSDT', invest: TRADE_MAX_INVEST, expirySeconds: 60 })).toBeNull();
  });
});

describe('prices in integer units', () => {
  it('formats with the symbol decimals and thousands commas (spec §5 money format)', () => {
    expect(formatTradePrice(6_512_345, 2)).toBe('65,123.45');
    expect(formatTradePrice(108_123, 5)).toBe('1.08123');
    expect(formatTradePrice(5, 3)).toBe('0.005');
    expect(formatTradePrice(123_456_789, 2)).toBe('1,234,567.89');
    expect(formatTradePrice(1_234, 0)).toBe('1,234');
    // A fall on the chart's scale is signed; zero is not.
    expect(formatTradePrice(-6_512_345, 2)).toBe('-65,123.45');
    expect(formatTradePrice(0, 2)).toBe('0.00');
  });
});

describe('spec §6 trade bonus (usable only for trading; amounts ours)', () => {
  it('is 10 % of the first real trade, rounded down, at most ₱50.00', () => {
    expect(tradeBonusAmount(10_000)).toBe(1_000);
    expect(tradeBonusAmount(105)).toBe(10);
    expect(tradeBonusAmount(1_000_000)).toBe(TRADE_BONUS_MAX);
    expect(tradeBonusAmount(0)).toBe(0);
    // Nothing for a negative or unreadable invest, never a negative bonus.
    expect(tradeBonusAmount(-10_000)).toBe(0);
    expect(tradeBonusAmount(Number.NaN)).toBe(0);
  });
});
