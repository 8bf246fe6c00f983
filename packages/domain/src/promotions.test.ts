import { describe, expect, it } from 'vitest';
import { giveBonusFlag, shouldOpenBonusPopup, wheelAction, withdrawableMinor } from './promotions';

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
  });
  it('sets giveBonus 1 only from the app', () => {
    expect(giveBonusFlag(true)).toBe(1);
    expect(giveBonusFlag(false)).toBe(0);
  });
});
