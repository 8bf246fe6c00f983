import { describe, expect, it } from 'vitest';
import { roundResult } from './roundResult';

describe('issue 23 §1 a result line tells the net truth (roundResult)', () => {
  it('a payout above the stake is a win of the difference, not of the payout', () => {
    expect(roundResult(100, 200)).toEqual({ kind: 'won', stake: 100, payout: 200, net: 100 });
    // Jump cashed out at 1.10× on ₱1.00: ₱0.10 won.
    expect(roundResult(100, 110)).toMatchObject({ kind: 'won', net: 10 });
  });

  it('a stake paid back is "stake back", not a win (a push: sabong draw or cancel, ring ×2 over two colours)', () => {
    expect(roundResult(200, 200)).toEqual({ kind: 'stakeBack', stake: 200, payout: 200, net: 0 });
  });

  it('a payout below the stake is a part loss, with what came back', () => {
    expect(roundResult(300, 200)).toEqual({ kind: 'partLost', stake: 300, payout: 200, net: -100 });
  });

  it('nothing back is a loss of the whole stake', () => {
    expect(roundResult(100, 0)).toEqual({ kind: 'lost', stake: 100, payout: 0, net: -100 });
  });

  it('refuses amounts that are not whole minor units', () => {
    expect(() => roundResult(1.5, 0)).toThrow(RangeError);
    expect(() => roundResult(100, -1)).toThrow(/payout must be whole minor units ≥ 0, got -1/);
    expect(() => roundResult(-100, 0)).toThrow(/stake must be whole minor units ≥ 0, got -100/);
    // A free round (stake 0) is allowed: what came back is a win.
    expect(roundResult(0, 500)).toEqual({ kind: 'won', stake: 0, payout: 500, net: 500 });
  });
});
