// The weekly lucky prize draw among players who met the weekly stone rule (spec §9).

export interface WeeklyCandidate {
  readonly userId: number;
  /**
   * The player's ticket: hex of HMAC-SHA256(week seed, `${weekStart}:${userId}`), computed by the
   * caller from the seed committed (by its hash) before the week ended.
   */
  readonly ticket: string;
}

export interface WeeklyWinner {
  readonly userId: number;
  /** 1 = first prize. */
  readonly rank: number;
  /** The prize of that rank, minor units. */
  readonly amount: number;
}

/**
 * spec §9 weekly lucky prize (drawing ours): the qualified players ordered by their ticket (lowest
 * first; user id breaks a tie), the first ones win prizes[0], prizes[1], … Deterministic: the same
 * seed and candidates always give the same winners, so anyone holding the revealed seed can redo it.
 */
export function pickWeeklyWinners(candidates: readonly WeeklyCandidate[], prizes: readonly number[]): WeeklyWinner[] {
  const unique = [...new Map(candidates.map((c) => [c.userId, c])).values()];
  return unique
    .sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : a.userId - b.userId))
    .slice(0, prizes.length)
    .map((c, i) => ({ userId: c.userId, rank: i + 1, amount: prizes[i] as number }));
}

/** The message a player's ticket signs (spec §9 weekly draw): `${weekStart}:${userId}`. */
export function weeklyTicketMessage(weekStartMs: number, userId: number): string {
  return `${weekStartMs}:${userId}`;
}
