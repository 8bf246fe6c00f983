import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './gmt8';
import { SIGN_STATE_SIGNED, signInBoard } from './signInBoard';
import { SIGN_STATE_UNSIGNED, canSignInToday } from './signIn';

const states = (board: ReturnType<typeof signInBoard>) => board.items.map((i) => (i.isCanSign ? 'C' : i.signState === SIGN_STATE_SIGNED ? 'S' : '-')).join('');

describe('spec §4/§9 sign-in board of the 7-day streak', () => {
  it('a new player can sign day 1', () => {
    const board = signInBoard(undefined, '2026-01-15');
    expect([board.streak, board.nextDay, states(board)]).toEqual([0, 1, 'C------']);
    expect(canSignInToday(board.items)).toBe(true);
  });
  it('yesterday continues the streak; today already signed offers nothing', () => {
    expect(states(signInBoard({ day: '2026-01-14', streakDay: 3 }, '2026-01-15'))).toBe('SSSC---');
    const signed = signInBoard({ day: '2026-01-15', streakDay: 4 }, '2026-01-15');
    expect([signed.streak, signed.nextDay, states(signed)]).toEqual([4, undefined, 'SSSS---']);
    expect(canSignInToday(signed.items)).toBe(false);
  });
  it('a missed day or a finished week starts again at day 1', () => {
    expect(states(signInBoard({ day: '2026-01-13', streakDay: 5 }, '2026-01-15'))).toBe('C------');
    expect(states(signInBoard({ day: '2026-01-14', streakDay: 7 }, '2026-01-15'))).toBe('C------');
    expect(states(signInBoard({ day: '2026-01-15', streakDay: 7 }, '2026-01-15'))).toBe('SSSSSSS');
  });
  it('always 7 items, at most one signable, and exactly one when the player has not signed today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 0, max: 4 }), (streakDay, gap) => {
        const today = '2026-03-10';
        const board = signInBoard({ day: addDays(today, -gap), streakDay }, today);
        expect(board.items).toHaveLength(7);
        expect(board.items.filter((i) => i.isCanSign)).toHaveLength(gap === 0 ? 0 : 1);
        expect(board.items.filter((i) => i.signState === SIGN_STATE_UNSIGNED).length).toBe(7 - board.streak);
      }),
    );
  });
});
