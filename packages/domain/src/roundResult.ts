// What a settled bet did to the player's money, for the line that tells them (issue 23 §1 and §6:
// a result line tells the net truth, so a stake paid back is "Stake back", never "You won").

/**
 * - `won`: more came back than was staked (net > 0).
 * - `stakeBack`: exactly the stake came back (a push: a sabong draw or cancelled fight, ring or
 *   colour bets whose win pays back just the total stake).
 * - `partLost`: some came back, less than the stake (several bets, one of them won).
 * - `lost`: nothing came back.
 */
export type RoundResultKind = 'won' | 'stakeBack' | 'partLost' | 'lost';

export interface RoundResult {
  readonly kind: RoundResultKind;
  /** Total staked (minor units). */
  readonly stake: number;
  /** Total paid back, stake included (minor units). */
  readonly payout: number;
  /** payout − stake: what the balance moved by (minor units; negative for a loss). */
  readonly net: number;
}

/**
 * Issue 23 §1 "a result line tells the net truth": the result of a round (or of several bets
 * settled together) from what was staked and what was paid back, both integer minor units.
 */
export function roundResult(stake: number, payout: number): RoundResult {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`stake must be whole minor units ≥ 0, got ${stake}`);
  if (!Number.isSafeInteger(payout) || payout < 0) throw new RangeError(`payout must be whole minor units ≥ 0, got ${payout}`);
  const net = payout - stake;
  const kind: RoundResultKind = net > 0 ? 'won' : net === 0 ? 'stakeBack' : payout > 0 ? 'partLost' : 'lost';
  return { kind, stake, payout, net };
}
