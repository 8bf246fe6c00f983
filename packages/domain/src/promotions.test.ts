import { describe, expect, it } from 'vitest';
import { giveBonusFlag, offerAmount, shouldOpenBonusPopup, wheelAction, withdrawableMinor } from './promotions';

describe('spec §6 wheel promotion', () => {
  it('sends guests to register, non-depositors to deposit, others spin', () => {
    expect(wheelAction({ loggedIn: false, hasDeposited: false, hasFreePlay: false })).toBe('register');
    expect(wheelAction({ loggedIn: true, hasDeposited: false, hasFreePlay: true })).toBe('spin');
    expect(wheelAction({ loggedIn: true, hasDeposited: false, hasFreePlay: false })).toBe('deposit');
    expect(wheelAction({ loggedIn: true, hasDeposited: true, hasFreePlay: false })).toBe('spin');
  });
});

describe('spec §6 bonus not withdrawable', () => {
  it('withdraws from the main wallet only', () => {
    expect(withdrawableMinor({ mainMinor: 5_000, bonusMinor: 9_000 })).toBe(5_000);
    expect(withdrawableMinor({ mainMinor: -10 })).toBe(0);
  });
});

describe('spec §7 bonus popup and giveBonus', () => {
  it('opens the bonus popup for a number above 0', () => {
    expect(shouldOpenBonusPopup(5)).toBe(true);
    expect(shouldOpenBonusPopup('12.5')).toBe(true);
    expect(shouldOpenBonusPopup(0)).toBe(false);
    expect(shouldOpenBonusPopup('')).toBe(false);
    expect(shouldOpenBonusPopup(null)).toBe(false);
    expect(shouldOpenBonusPopup(Number.POSITIVE_INFINITY)).toBe(false);
    // Only a number or numeric text counts: not a flag, not blank or other text.
    expect(shouldOpenBonusPopup(true)).toBe(false);
    expect(shouldOpenBonusPopup('  ')).toBe(false);
    expect(shouldOpenBonusPopup('abc')).toBe(false);
  });
  it('sets giveBonus 1 only from the app', () => {
    expect(giveBonusFlag(true)).toBe(1);
    expect(giveBonusFlag(false)).toBe(0);
  });
});

describe('spec §3 banners, issue 24: the amount a promo card shows', () => {
  const live = [
    { kind: 'deposit', amount: 5000 },
    { kind: 'deposit', amount: 20000 },
    { kind: 'spin', amount: 100000 },
    { kind: 'vip' },
    { kind: 'invite', amount: 0 },
  ] as const;
  it('is the largest amount among live promotions of the card’s kind', () => {
    expect(offerAmount(live, 'deposit')).toBe(20000);
    expect(offerAmount(live, 'spin')).toBe(100000);
    // The best offer wins wherever it is listed.
    expect(offerAmount([...live].reverse(), 'deposit')).toBe(20000);
  });
  it('is absent when the card names no kind or no promotion of it names a sum', () => {
    expect(offerAmount(live, undefined)).toBeUndefined();
    expect(offerAmount(live, 'vip')).toBeUndefined();
    expect(offerAmount(live, 'invite')).toBeUndefined();
    expect(offerAmount(live, 'weekly')).toBeUndefined();
  });
});
