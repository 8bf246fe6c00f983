import { describe, expect, it } from 'vitest';
import {
  DEMO_GAMES,
  DEMO_START_BALANCE_MINOR,
  demoEntryRoute,
  initialDemoState,
  isDemoGame,
  parseDemoState,
  placeDemoBet,
  recordDemoEntry,
  settleDemoBet,
  shouldSwitchToReal,
} from './demo';
import { createDemoId, isDemoId, parseDemoId } from './demoId';
import { formatMoney } from './money';

describe('spec §4 demo state', () => {
  it('starts at balance 100 (minor units) with 4 entries for scratch and color', () => {
    expect(formatMoney(DEMO_START_BALANCE_MINOR, { demo: true })).toBe('D$100.00');
    expect(initialDemoState('scratch')).toEqual({ balance: 10_000, betCount: 0, entryCount: 4 });
    expect(initialDemoState('color')).toEqual({ balance: 10_000, betCount: 0, entryCount: 4 });
    expect(initialDemoState('jump')).toEqual({ balance: 10_000, betCount: 0, entryCount: 0 });
    expect(DEMO_GAMES).toEqual(['jump', 'ring', 'dice', 'scratch', 'color']);
    expect(isDemoGame('dice')).toBe(true);
    expect(isDemoGame('sabong')).toBe(false);
  });
  it('reads stored state, falling back to the initial state when malformed', () => {
    expect(parseDemoState('ring', { balance: 500, betCount: 2, entryCount: 3 })).toEqual({
      balance: 500,
      betCount: 2,
      entryCount: 3,
    });
    expect(parseDemoState('color', { balance: -1, betCount: 0, entryCount: 0 })).toEqual(initialDemoState('color'));
    expect(parseDemoState('ring', { balance: 1.5, betCount: 0, entryCount: 0 })).toEqual(initialDemoState('ring'));
    expect(parseDemoState('ring', null)).toEqual(initialDemoState('ring'));
    expect(parseDemoState('ring', '100')).toEqual(initialDemoState('ring'));
  });
  it('enters jump, ring and dice directly only with at least 3 entries', () => {
    let state = initialDemoState('dice');
    expect(demoEntryRoute('dice', state)).toBe('playEntryPopup');
    state = recordDemoEntry(recordDemoEntry(state));
    expect(demoEntryRoute('dice', state)).toBe('playEntryPopup');
    state = recordDemoEntry(state);
    expect(state.entryCount).toBe(3);
    expect(demoEntryRoute('dice', state)).toBe('direct');
    expect(demoEntryRoute('scratch', { ...initialDemoState('scratch'), entryCount: 0 })).toBe('direct');
  });
  it('asks to switch to real after more than 3 bets', () => {
    let state = initialDemoState('jump');
    const seen: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const result = placeDemoBet(state, 1_000);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      seen.push(result.switchToReal);
    }
    expect(seen).toEqual([false, false, false, true, true]);
    expect(state).toMatchObject({ balance: 5_000, betCount: 5 });
    expect(shouldSwitchToReal({ balance: 0, betCount: 3, entryCount: 0 })).toBe(false);
  });
  it('refuses a bet above the balance or not a positive integer, changing nothing', () => {
    const state = { balance: 500, betCount: 1, entryCount: 0 };
    expect(placeDemoBet(state, 501)).toEqual({ ok: false, error: 'insufficientAvailableBalance' });
    expect(placeDemoBet(state, 0)).toEqual({ ok: false, error: 'amountRequired' });
    expect(placeDemoBet(state, 1.5)).toEqual({ ok: false, error: 'amountRequired' });
    expect(placeDemoBet(state, 500)).toMatchObject({ ok: true, state: { balance: 0, betCount: 2 } });
    expect(state).toEqual({ balance: 500, betCount: 1, entryCount: 0 });
  });
  it('credits a payout', () => {
    expect(settleDemoBet({ balance: 0, betCount: 1, entryCount: 0 }, 1_950).balance).toBe(1_950);
    expect(() => settleDemoBet(initialDemoState('jump'), -1)).toThrow(RangeError);
  });
});

describe('spec §3 demo id', () => {
  it('is D plus an integer 10000–20000 from the injected random source', () => {
    expect(createDemoId(() => 0)).toBe('D10000');
    expect(createDemoId(() => 0.5)).toBe('D15000');
    expect(createDemoId(() => 0.999_999_999)).toBe('D20000');
    expect(createDemoId(() => 1)).toBe('D20000');
    expect(createDemoId(() => -3)).toBe('D10000');
  });
  it('parses and validates ids', () => {
    expect(parseDemoId('D12345')).toBe(12345);
    expect(parseDemoId('D20000')).toBe(20000);
    for (const bad of ['D09999', 'D20001', 'd12345', 'D1234', 'D123456', '12345', 'D12a45']) {
      expect(isDemoId(bad)).toBe(false);
    }
    for (let i = 0; i < 50; i++) expect(isDemoId(createDemoId(() => i / 50))).toBe(true);
  });
});
