import { describe, expect, it } from 'vitest';
import { isGameRoute, MARKETING_POPUPS_PER_ARRIVAL, marketingPopupDecision, showsWelcomeGuide, type MarketingMoment } from './popupEtiquette';

const home: MarketingMoment = { pathname: '/', popupOpen: false, firstArrival: false, shownThisArrival: 0 };

describe('spec §2 overlay popups, §4 daily popups: marketing popup etiquette', () => {
  it('knows the game routes of spec §2', () => {
    for (const path of ['/games/og', '/games/jili', '/games/collection', '/trade/detail', '/lottoPanel']) expect(isGameRoute(path)).toBe(true);
    for (const path of ['/', '/wallet', '/trade', '/trade/orders', '/lotto', '/promo', '/gamesearch']) expect(isGameRoute(path)).toBe(false);
  });

  it('never opens over a game (where its live rounds are watched): it waits', () => {
    expect(marketingPopupDecision({ ...home, pathname: '/games/og' })).toBe('wait');
    expect(marketingPopupDecision({ ...home, pathname: '/trade/detail' })).toBe('wait');
    expect(marketingPopupDecision(home)).toBe('show');
  });

  it('never stacks on another popup: it waits for it to close', () => {
    expect(marketingPopupDecision({ ...home, popupOpen: true })).toBe('wait');
  });

  it('shows at most one on a player first arrival, then skips the rest until the next arrival', () => {
    const first = { ...home, firstArrival: true };
    expect(MARKETING_POPUPS_PER_ARRIVAL.first).toBe(1);
    expect(marketingPopupDecision(first)).toBe('show');
    expect(marketingPopupDecision({ ...first, shownThisArrival: 1 })).toBe('skip');
    // Skipping wins over waiting: a player in a game who has had their one is not asked later.
    expect(marketingPopupDecision({ ...first, shownThisArrival: 1, pathname: '/games/og' })).toBe('skip');
  });

  it('later arrivals have a small share too, one after another', () => {
    expect(marketingPopupDecision({ ...home, shownThisArrival: MARKETING_POPUPS_PER_ARRIVAL.later - 1 })).toBe('show');
    expect(marketingPopupDecision({ ...home, shownThisArrival: MARKETING_POPUPS_PER_ARRIVAL.later })).toBe('skip');
  });
});

describe('spec §2 welcome guide: for guests only', () => {
  const guest = { enabled: true, seen: false, loggedIn: false, pathname: '/' };
  it('opens for a guest on the home route who has not seen it', () => {
    expect(showsWelcomeGuide(guest)).toBe(true);
  });
  it('never opens for a logged-in player, once seen, off home, or where the brand has none', () => {
    expect(showsWelcomeGuide({ ...guest, loggedIn: true })).toBe(false);
    expect(showsWelcomeGuide({ ...guest, seen: true })).toBe(false);
    expect(showsWelcomeGuide({ ...guest, pathname: '/wallet' })).toBe(false);
    expect(showsWelcomeGuide({ ...guest, enabled: false })).toBe(false);
  });
});
