// Sabong's live numbers for the view (games.md "Sabong"): odds as "pays ×1.85 per peso", who may
// bet now, and the odds a new bet would move the pools to (pari-mutuel: the odds move with bets).
import { DEFAULT_SABONG_CONFIG, sabongOdds, type SabongConfig } from '../../engines';
import type { SabongStateData } from '@perya/api/contract';

export type Fight = NonNullable<SabongStateData['fight']>;

export function canBet(fight: Fight | null, enabled: boolean): boolean {
  return enabled && fight !== null && (fight.status === 'OPEN' || fight.status === 'LAST_CALL');
}

/**
 * The odds a side shows: none until both meron and wala have bets (with one side empty the
 * other would pay less than its stake, and such a fight is cancelled and refunded at close).
 */
export function shownOdds(fight: Fight, side: 'meron' | 'wala'): number | null {
  return fight.pools.meron > 0 && fight.pools.wala > 0 ? fight.odds[side] : null;
}

/** "×1.85" or "—" for an empty side. */
export function oddsText(odds: number | null): string {
  return odds === null ? '—' : `×${(Math.floor(odds * 100) / 100).toFixed(2)}`;
}

/** The odds after adding `stake` to `side`: what the player would get if betting closed now. */
export function oddsAfterBet(fight: Fight, side: 'meron' | 'wala' | 'draw', stake: number, config: SabongConfig = DEFAULT_SABONG_CONFIG) {
  return sabongOdds({ ...fight.pools, [side]: fight.pools[side] + stake }, config);
}

/** Whole seconds until `at` (rounded up, never below 0), or null without a time. */
export function secondsLeft(at: number | null, now: number): number | null {
  return at === null ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export type NetKind = 'won' | 'back' | 'short' | 'lost';

/**
 * What the fight did for the player, net (issue 23: a stake paid back is not "You won"): won (more
 * back than staked), back (exactly the stakes: a refund), short (something back, less than staked),
 * lost (nothing back). Null before every bet is paid, or without bets.
 */
export function netResult(bets: Fight['myBets']): { kind: NetKind; amount: number; paid: number } | null {
  if (bets.length === 0 || bets.some((b) => b.payout === null)) return null;
  const staked = bets.reduce((sum, b) => sum + b.stake, 0);
  const paid = bets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
  if (paid > staked) return { kind: 'won', amount: paid - staked, paid };
  if (paid === staked) return { kind: 'back', amount: paid, paid };
  return { kind: paid === 0 ? 'lost' : 'short', amount: staked - paid, paid };
}
