import { describe, expect, it } from 'vitest';
import { addBet, slipTotal, stakeOnColour } from './colourModel';

describe('colour game slip', () => {
  it('merges equal bets (a pair in either order is one bet) and totals them', () => {
    let slip = addBet([], { kind: 'single', colour: 'red' }, 100);
    slip = addBet(slip, { kind: 'single', colour: 'red' }, 200);
    slip = addBet(slip, { kind: 'pair', colours: ['red', 'blue'] }, 100);
    slip = addBet(slip, { kind: 'pair', colours: ['blue', 'red'] }, 100);
    expect(slip).toEqual([
      { choice: { kind: 'single', colour: 'red' }, stake: 300 },
      { choice: { kind: 'pair', colours: ['red', 'blue'] }, stake: 200 },
    ]);
    expect(stakeOnColour(slip, 'red')).toBe(300);
    expect(stakeOnColour(slip, 'blue')).toBe(0);
    expect(slipTotal(slip)).toBe(500);
  });
});
