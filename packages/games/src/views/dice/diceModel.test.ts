import { describe, expect, it } from 'vitest';
import { diceWins } from '../../engines';
import { diceTicket, hundredths, winZone } from './diceModel';

describe('dice ticket (games.md: payout 99 / chance %)', () => {
  it('shows 1.98× at 50 % and 2× at 49.5 %, with the win amount rounded down', () => {
    expect(diceTicket(100, 5000, 'under')).toEqual({ targetX100: 5000, multiplier: 1.98, winAmount: 198 });
    expect(diceTicket(100, 4950, 'over').multiplier).toBe(2);
    expect(diceTicket(333, 4950, 'over').winAmount).toBe(666);
  });
  it('draws a winning zone that matches the engine’s winning rolls', () => {
    for (const [chance, dir] of [[2500, 'under'], [2500, 'over'], [9800, 'over']] as const) {
      const zone = winZone(chance, dir);
      const { targetX100 } = diceTicket(100, chance, dir);
      const inZone = (roll: number) => roll / 10_000 >= zone.start && roll / 10_000 < zone.start + zone.width;
      for (const roll of [0, targetX100 - 1, targetX100, targetX100 + 1, 9999]) {
        if (roll < 0 || roll > 9999) continue;
        if (roll !== targetX100) expect(inZone(roll), `${chance} ${dir} ${roll}`).toBe(diceWins(roll, chance, dir));
      }
    }
    expect(hundredths(4999)).toBe('49.99');
  });
});
