// Bonus turnover (spec §2 bonus list processing/completed/expired, §4 bonus status, §6 "bonus
// usable only for trading, not withdrawable"): how much a player must bet before a bonus becomes
// withdrawable money, which bets count towards which bonus, and when a bonus completes or expires.
import { canTransitionBonus, type BonusStatus } from './statuses';

/** Largest turnover multiplier an operator may set (ours: 100× is already far past the market). */
export const MAX_TURNOVER_MULTIPLIER = 100;

/**
 * spec §6: turnover required before a bonus converts, in minor units: amount × multiplier, rounded
 * up to the centavo (the player never gets a bonus for less than the stated multiple). Multipliers
 * are read to 2 decimals (1.5× is common); 0 asks for no turnover. Throws RangeError for a negative,
 * non-finite or too large multiplier, or an amount that is not a non-negative safe integer.
 */
export function turnoverRequiredMinor(amountMinor: number, multiplier: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`bonus amount must be a non-negative integer, got ${amountMinor}`);
  if (!Number.isFinite(multiplier) || multiplier < 0 || multiplier > MAX_TURNOVER_MULTIPLIER) {
    throw new RangeError(`turnover multiplier must be within 0-${MAX_TURNOVER_MULTIPLIER}, got ${multiplier}`);
  }
  const hundredths = Math.round(multiplier * 100);
  return Math.ceil((amountMinor * hundredths) / 100);
}

/** A processing bonus as turnover allocation sees it. */
export interface TurnoverGrant {
  readonly id: number;
  /** The ledger transaction that granted it: only bets of later transactions count. */
  readonly grantedTx: number;
  /** Bets at or after this instant no longer count (the bonus has expired); null: never. */
  readonly expiresAt: number | null;
  readonly required: number;
  readonly done: number;
}

/**
 * One bet: its ledger transaction, when it was placed, and its stake (positive minor units); or a
 * stake given back (a provider rollback, a cancelled or drawn sabong fight): a negative amount.
 */
export interface TurnoverBet {
  readonly tx: number;
  readonly at: number;
  readonly amount: number;
}

/**
 * spec §6 bonus turnover: each bet counts towards the OLDEST processing bonus that it can still
 * count for (granted before the bet, not expired when it was placed, turnover not yet met); what
 * is left of the stake after that bonus is met rolls on to the next one. A stake given back (a
 * negative amount) takes its turnover back. `grants` must be oldest first. Answers the turnover
 * each grant gains, negative when refunds took some back (grants whose turnover is unchanged are
 * absent).
 */
export function allocateTurnover(grants: readonly TurnoverGrant[], bets: readonly TurnoverBet[]): Map<number, number> {
  const remaining = new Map(grants.map((g) => [g.id, Math.max(0, g.required - g.done)]));
  const counted = new Map(grants.map((g) => [g.id, Math.max(0, g.done)]));
  const gained = new Map<number, number>();
  for (const bet of bets) {
    let stake = bet.amount;
    // Stryker disable next-line EqualityOperator: a zero stake takes nothing back here and counts nothing below
    if (stake < 0) {
      // A refunded stake is no turnover (it was never risked): take it back from the bonuses that
      // may have counted it (given before the refund), oldest first as it was counted, never below
      // zero. What no processing bonus holds any more is not carried anywhere.
      let back = -stake;
      for (const grant of grants) {
        // Stryker disable next-line ConditionalExpression: a shortcut; with nothing left to take back, each further grant takes 0
        if (back === 0) break;
        if (bet.tx <= grant.grantedTx) continue;
        const has = counted.get(grant.id) ?? 0;
        const taken = Math.min(has, back);
        // Stryker disable next-line ConditionalExpression: a shortcut; taking 0 changes no total (a 0 gain is dropped at the end)
        if (taken === 0) continue;
        counted.set(grant.id, has - taken);
        remaining.set(grant.id, (remaining.get(grant.id) ?? 0) + taken);
        gained.set(grant.id, (gained.get(grant.id) ?? 0) - taken);
        back -= taken;
      }
      continue;
    }
    // Stryker disable next-line EqualityOperator: a zero stake counts 0 towards every grant either way
    if (!(stake > 0)) continue;
    for (const grant of grants) {
      // Stryker disable next-line ConditionalExpression: a shortcut; a spent stake counts 0 towards each further grant
      if (stake === 0) break;
      const left = remaining.get(grant.id) ?? 0;
      // Stryker disable next-line ConditionalExpression: a shortcut; a met bonus takes min(0, stake) = 0
      if (left === 0) continue;
      if (bet.tx <= grant.grantedTx || (grant.expiresAt !== null && bet.at >= grant.expiresAt)) continue;
      const used = Math.min(left, stake);
      remaining.set(grant.id, left - used);
      counted.set(grant.id, (counted.get(grant.id) ?? 0) + used);
      gained.set(grant.id, (gained.get(grant.id) ?? 0) + used);
      stake -= used;
    }
  }
  for (const [id, value] of gained) if (value === 0) gained.delete(id);
  return gained;
}

/**
 * spec §4 bonus status: what a bonus becomes now. A processing bonus whose turnover is met
 * completes (its amount moves to the main wallet); one past its expiry with turnover still open
 * expires (forfeited). Turnover met wins over expiry: bets placed before the expiry completed it.
 * Answers undefined when nothing changes (including every final state: canTransitionBonus).
 */
export function nextBonusStatus(
  grant: { readonly status: BonusStatus; readonly required: number; readonly done: number; readonly expiresAt: number | null },
  nowMs: number,
): BonusStatus | undefined {
  // Stryker disable next-line StringLiteral: canTransitionBonus asks only whether the bonus is still processing; either final target answers the same
  if (!canTransitionBonus(grant.status, 'completed')) return undefined;
  if (grant.done >= grant.required) return 'completed';
  if (grant.expiresAt !== null && nowMs >= grant.expiresAt) return 'expired';
  return undefined;
}
