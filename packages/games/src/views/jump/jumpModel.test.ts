import { describe, expect, it } from 'vitest';
import { paidSince } from './jumpModel';

const bet = (betId: string, cashOutX100: number | null, mine = true) => ({ betId, mine, stake: 1000, autoCashOutX100: 110, cashOutX100, payout: cashOutX100 === null ? 0 : 1100 });

describe('issue 23 item 1: the in-game balance follows an auto cash-out (one balance, read again on settlement)', () => {
  it('sees a bet of mine the server cashed out since the last state', () => {
    expect(paidSince({ bets: [bet('a', null)] }, { bets: [bet('a', 110)] })).toBe(true);
    // First state received already paid (the view opened mid-round): read the balance too.
    expect(paidSince(null, { bets: [bet('a', 110)] })).toBe(true);
  });
  it('ignores a bet already seen paid, a bet still running, and other players\' cash-outs', () => {
    expect(paidSince({ bets: [bet('a', 110)] }, { bets: [bet('a', 110)] })).toBe(false);
    expect(paidSince({ bets: [bet('a', null)] }, { bets: [bet('a', null)] })).toBe(false);
    expect(paidSince({ bets: [bet('x', null, false)] }, { bets: [bet('x', 150, false)] })).toBe(false);
  });
});
