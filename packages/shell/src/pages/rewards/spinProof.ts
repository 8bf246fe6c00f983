// The spin wheel's proof, checked on the player's device (issue 12: "drawn with a committed seed
// the player can verify").
import { isSpinWeightTable, spinDrawIndex, spinFairMessage } from '@perya/domain';
import { hashServerSeed, hmacSha256Hex } from '@perya/games/engines';

export interface SpinProofInput {
  /** Where the wheel stopped (index into the wheel's prizes). */
  readonly index: number;
  readonly fairness: { readonly serverSeed: string; readonly seedHash: string; readonly clientSeed: string; readonly nonce: number };
}

/**
 * A spin's proof holds when the revealed server seed hashes to the commitment shown before the
 * spin, and HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) picks, from the wheel's weights, the
 * segment the wheel stopped on (domain spinDrawIndex: the server's own rule).
 */
export function spinProofHolds(result: SpinProofInput, shownBefore: string, weights: readonly number[]): boolean {
  const fair = result.fairness;
  if (hashServerSeed(fair.serverSeed) !== fair.seedHash.toLowerCase() || fair.seedHash !== shownBefore) return false;
  if (!isSpinWeightTable(weights)) return false;
  return spinDrawIndex(hmacSha256Hex(fair.serverSeed, spinFairMessage(fair.clientSeed, fair.nonce)), weights) === result.index;
}
