// How big a win's celebration is (DESIGN.md "Win moment": a short burst scaled to the win; silence
// for a loss). The size follows how many times the stake the round paid, so a 99× ring field is a
// bigger moment than a 1.98× dice roll of the same amount.

export type WinTier = 'small' | 'win' | 'big' | 'mega';

export interface WinMomentPlan {
  readonly tier: WinTier;
  /** Coins thrown out of the amount. */
  readonly coins: number;
  /** How long the amount counts up, in ms. */
  readonly countMs: number;
  /** How long the whole moment stays before it fades, in ms (the next round never waits for it). */
  readonly showMs: number;
}

const PLANS: Record<WinTier, WinMomentPlan> = {
  small: { tier: 'small', coins: 0, countMs: 400, showMs: 1_200 },
  win: { tier: 'win', coins: 10, countMs: 700, showMs: 1_800 },
  big: { tier: 'big', coins: 18, countMs: 1_100, showMs: 2_400 },
  mega: { tier: 'mega', coins: 28, countMs: 1_600, showMs: 3_200 },
};

/** Payout under 1.5× the stake is a small win (the amount only), at least 3× a big win, at least 10× a mega win. */
export const WIN_TIMES = 1.5;
export const BIG_WIN_TIMES = 3;
export const MEGA_WIN_TIMES = 10;

/**
 * The celebration of a round that paid `payout` on `stake` (minor units), or null when the round
 * did not win (a loss, a stake back, a partial loss: nothing to celebrate).
 */
export function winMomentPlan(stake: number, payout: number): WinMomentPlan | null {
  if (stake <= 0 || payout <= stake) return null;
  const times = payout / stake;
  return times >= MEGA_WIN_TIMES ? PLANS.mega : times >= BIG_WIN_TIMES ? PLANS.big : times >= WIN_TIMES ? PLANS.win : PLANS.small;
}

/** The amount shown `elapsed` ms into a count-up to `amount` (ease-out, whole minor units, ends exact). */
export function countUpAt(amount: number, elapsed: number, duration: number): number {
  if (elapsed >= duration || duration <= 0) return amount;
  if (elapsed <= 0) return 0;
  const p = elapsed / duration;
  return Math.round(amount * (1 - (1 - p) ** 3));
}

/** Where coin `i` of `n` flies: an even spread around the circle with a fixed wobble, in units of the burst's radius. */
export function coinPath(i: number, n: number): { readonly dx: number; readonly dy: number; readonly spin: number; readonly delay: number } {
  const angle = (i / n) * Math.PI * 2 + (i % 3) * 0.35;
  const reach = 0.65 + ((i * 37) % 35) / 100;
  return { dx: Math.cos(angle) * reach, dy: Math.sin(angle) * reach - 0.25, spin: ((i * 53) % 360) - 180, delay: (i % 5) * 40 };
}
