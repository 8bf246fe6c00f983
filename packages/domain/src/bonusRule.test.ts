import { describe, expect, it } from 'vitest';
import { CHANCE_PPM, bonusConverts, bonusRuleFor, chancePpm, turnoverWeightPpm, weightedTurnover } from './bonusRule';

describe('spec §6 "bonus usable only for trading, not withdrawable": the bonus rule', () => {
  it('is trading-only by default in every market of a brand with trading', () => {
    expect(bonusRuleFor({ market: 'PH', hasTrading: true })).toBe('tradingOnly');
    expect(bonusRuleFor({ market: 'BR', hasTrading: true, byMarket: { PH: 'playThrough' } })).toBe('tradingOnly');
  });
  it('follows the operator per market', () => {
    expect(bonusRuleFor({ market: 'PH', hasTrading: true, byMarket: { PH: 'playThrough' } })).toBe('playThrough');
  });
  it('never gives a trading-only bonus where the brand has no trading', () => {
    expect(bonusRuleFor({ market: 'PH', hasTrading: false })).toBe('playThrough');
    expect(bonusRuleFor({ market: 'PH', hasTrading: false, byMarket: { PH: 'tradingOnly' } })).toBe('playThrough');
  });
  it('converts to withdrawable money only under play-through', () => {
    expect(bonusConverts('tradingOnly')).toBe(false);
    expect(bonusConverts('playThrough')).toBe(true);
  });
});

describe('spec §6 bonus turnover weighted by the risk of the bet', () => {
  it('counts an even or longer bet whole', () => {
    expect(turnoverWeightPpm(chancePpm(0.5))).toBe(CHANCE_PPM);
    expect(turnoverWeightPpm(chancePpm(0.02))).toBe(CHANCE_PPM);
    expect(weightedTurnover(10_000, chancePpm(0.495))).toBe(10_000);
  });
  it('counts a near-certain bet by its odds against: a 98 % dice bet clears 2 % of its stake', () => {
    expect(weightedTurnover(100_000, chancePpm(0.98))).toBe(2_040);
    expect(weightedTurnover(100_000, chancePpm(0.75))).toBe(33_333);
  });
  it('abuse: a turnover of ₱1,000 is not cleared by ₱1,000 of 98 % bets', () => {
    let done = 0;
    for (let i = 0; i < 10; i++) done += weightedTurnover(10_000, chancePpm(0.98));
    expect(done).toBeLessThan(100_000 / 10);
  });
  it('counts a bet of unknown chance whole and a certain one not at all', () => {
    expect(weightedTurnover(5_000, null)).toBe(5_000);
    expect(weightedTurnover(5_000, undefined)).toBe(5_000);
    expect(weightedTurnover(5_000, CHANCE_PPM)).toBe(0);
    expect(weightedTurnover(5_000, Number.NaN)).toBe(5_000);
  });
  it('a misconfigured chance never makes the turnover negative or bigger than the stake: above 1 counts nothing, 0 or below whole', () => {
    expect(weightedTurnover(5_000, CHANCE_PPM * 2)).toBe(0);
    expect(weightedTurnover(5_000, 0)).toBe(5_000);
    expect(weightedTurnover(5_000, -1)).toBe(5_000);
  });
  it('takes back a refunded stake by the same weight', () => {
    expect(weightedTurnover(-100_000, chancePpm(0.98))).toBe(-2_040);
    expect(weightedTurnover(-7, null)).toBe(-7);
  });
});
