import { describe, expect, it } from 'vitest';
import { DAILY_POPUPS, dailyPopupStorageKey, markShownToday, shouldShowToday } from './dailyOnce';

describe('spec §4 daily-once popups (GMT+8 calendar day)', () => {
  const morning = Date.UTC(2026, 10, 23, 1); // 09:00 GMT+8 on 2026-11-23
  it('shows when never shown or shown on another day', () => {
    expect(shouldShowToday(undefined, morning)).toBe(true);
    expect(shouldShowToday(null, morning)).toBe(true);
    expect(shouldShowToday('2026-11-22', morning)).toBe(true);
  });
  it('hides after being shown today, until 0:00 GMT+8', () => {
    const shown = markShownToday(morning);
    expect(shown).toBe('2026-11-23');
    expect(shouldShowToday(shown, Date.UTC(2026, 10, 23, 15, 59))).toBe(false);
    expect(shouldShowToday(shown, Date.UTC(2026, 10, 23, 16, 0))).toBe(true);
  });
  it('has a storage key per popup', () => {
    expect(new Set(DAILY_POPUPS.map(dailyPopupStorageKey)).size).toBe(DAILY_POPUPS.length);
    expect(dailyPopupStorageKey('tg')).toBe('dailyPopup.tg');
  });
});
