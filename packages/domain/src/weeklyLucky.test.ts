import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickWeeklyWinners, weeklyTicketMessage } from './weeklyLucky';

describe('spec §9 weekly lucky prize draw', () => {
  it('lowest tickets win the prizes in rank order', () => {
    const winners = pickWeeklyWinners(
      [
        { userId: 1, ticket: 'c0' },
        { userId: 2, ticket: '0a' },
        { userId: 3, ticket: 'ff' },
        { userId: 4, ticket: '7b' },
      ],
      [50_000, 20_000],
    );
    expect(winners).toEqual([
      { userId: 2, rank: 1, amount: 50_000 },
      { userId: 4, rank: 2, amount: 20_000 },
    ]);
  });
  it('fewer players than prizes: everyone wins once; nobody: no winner', () => {
    expect(pickWeeklyWinners([{ userId: 9, ticket: '00' }, { userId: 9, ticket: '00' }], [1, 2, 3])).toEqual([{ userId: 9, rank: 1, amount: 1 }]);
    expect(pickWeeklyWinners([], [1])).toEqual([]);
  });
  it('does not depend on the order candidates arrive in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.record({ userId: fc.nat(50), ticket: fc.nat(0xffff).map((n) => n.toString(16).padStart(4, '0')) }), { selector: (c) => c.userId }), (list) => {
        const prizes = [3, 2, 1];
        expect(pickWeeklyWinners([...list].reverse(), prizes)).toEqual(pickWeeklyWinners(list, prizes));
      }),
    );
  });
  it('signs the week and the player', () => {
    expect(weeklyTicketMessage(1_768_752_000_000, 42)).toBe('1768752000000:42');
  });
});
