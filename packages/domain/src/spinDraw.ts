// The spin wheel's provably fair draw (spec §3, §9: 200 points buy one spin): which segment of a
// weighted prize table an HMAC-SHA256 digest picks. The digest itself is computed by the caller
// (the domain does no I/O and no crypto); this is the pure pick anyone can recompute.

/** Largest sum of weights: keeps u × total exact in a double (u < 2^32, total ≤ 2^20). */
export const SPIN_MAX_TOTAL_WEIGHT = 0x10_0000;
const UINT32_RANGE = 0x1_0000_0000;

/** The message the server seed signs for one spin: `${clientSeed}:${nonce}` (spec §9 spin, fairness). */
export function spinFairMessage(clientSeed: string, nonce: number): string {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError(`nonce must be a non-negative integer, got ${String(nonce)}`);
  return `${clientSeed}:${nonce}`;
}

/** Whether a weight table can be drawn from: non-negative integers with a total in [1, 2^20]. */
export function isSpinWeightTable(weights: readonly number[]): boolean {
  // An empty table has a total of 0, so `total >= 1` refuses it too.
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) return false;
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total >= 1 && total <= SPIN_MAX_TOTAL_WEIGHT;
}

/**
 * spec §9 spin draw: the first 4 bytes of the HMAC-SHA256 digest (hex) as a big-endian integer u
 * make the point floor(u × total / 2^32) in [0, total); the prize is the segment whose cumulative
 * weight bucket holds the point, so segment i wins with probability weights[i] / total (to within
 * total / 2^32). A weight of 0 (a segment shown on the wheel but never drawn) is never picked.
 * Throws RangeError for a malformed digest or weight table (a programming or config error).
 */
export function spinDrawIndex(digestHex: string, weights: readonly number[]): number {
  if (!/^[0-9a-f]{8,}$/i.test(digestHex)) throw new RangeError('digest must be at least 8 hex digits');
  if (!isSpinWeightTable(weights)) throw new RangeError(`weights must be non-negative integers with a total in [1, ${SPIN_MAX_TOTAL_WEIGHT}]`);
  const u = Number.parseInt(digestHex.slice(0, 8), 16);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let point = Math.floor((u * total) / UINT32_RANGE);
  // Stryker disable next-line EqualityOperator: the point is below the total, so the loop returns before i reaches the length
  for (let i = 0; i < weights.length; i++) {
    point -= weights[i] as number;
    if (point < 0) return i;
  }
  /* c8 ignore next 2 -- unreachable: point < total */
  // Stryker disable next-line StringLiteral: unreachable, the loop above always returns
  throw new RangeError('spinDrawIndex: point beyond the table');
}

/** A wheel segment as far as its headline worth goes: what it pays, how much, and its weight. */
export interface SpinPrizeWorth {
  readonly awardType: string;
  readonly award: number;
  readonly weight: number;
}

/**
 * The wheel's top prize in money (issue 24 promo cards, spec §3 spin): the largest `bonus` or
 * `balance` award among segments that can be drawn (weight > 0); points and tickets are not money.
 * null when no drawable segment pays money, so a card shows no amount rather than an invented one.
 */
export function spinTopMoneyPrize(prizes: readonly SpinPrizeWorth[]): number | null {
  let top: number | null = null;
  for (const p of prizes) {
    if (p.weight <= 0 || (p.awardType !== 'bonus' && p.awardType !== 'balance')) continue;
    // Only a positive award beats "no prize yet" (0): a ₱0.00 segment is no prize to name.
    if (p.award > (top ?? 0)) top = p.award;
  }
  return top;
}
