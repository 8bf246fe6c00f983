// Jump's bustabit-style commitment (games.md "Jump"): a chain of SHA-256 hashes c0 → c1 = H(c0) → …
// → cN is generated once; cN (the terminating hash) is published before any game; games are played
// from the end backwards (game 1 uses c(N−1), game g uses c(N−g)), so each revealed game hash hashes
// forward to its predecessor and, after g steps, to the published terminating hash, while the
// next game's hash (a pre-image) stays unguessable. Hashes are 64-char lower-case hex; each step
// hashes the previous hash's 32 raw bytes.
import { EngineError } from '../errors';
import { fromHex, sha256, toHex } from '../fair/sha256';

const HASH_HEX = /^[0-9a-f]{64}$/;

export function assertChainHash(hash: string): void {
  if (!HASH_HEX.test(hash))
    throw new EngineError('INVALID_SEED', 'a chain hash is 64 lower-case hex characters');
}

/** H(hash): the step from one chain link to the next (from a game to the game before it). */
export function nextChainHash(hash: string): string {
  assertChainHash(hash);
  return toHex(sha256(fromHex(hash)));
}

export interface HashChain {
  /** Game hashes in playing order: games[0] is game 1. */
  readonly games: readonly string[];
  /** Published before game 1; never played. */
  readonly terminatingHash: string;
}

/**
 * Builds a chain of `length` games from a secret 32-byte seed (hex, from server randomness). Kept in
 * memory, so the server builds chains of a manageable size and starts a new one when it runs out.
 */
export function generateHashChain(seedHex: string, length: number): HashChain {
  assertChainHash(seedHex);
  if (!Number.isSafeInteger(length) || length < 1)
    throw new EngineError('INVALID_SEED', 'a chain needs at least one game');
  const links = [seedHex];
  for (let i = 0; i < length; i++) links.push(nextChainHash(links[i]!));
  const terminatingHash = links.pop()!;
  return { games: links.reverse(), terminatingHash };
}

/** True when `gameHash` is game number `gameNumber` (1-based) of the chain ending in `terminatingHash`. */
export function linksToTerminatingHash(
  gameHash: string,
  gameNumber: number,
  terminatingHash: string,
): boolean {
  if (!HASH_HEX.test(gameHash) || !Number.isSafeInteger(gameNumber) || gameNumber < 1) return false;
  let hash = gameHash;
  for (let i = 0; i < gameNumber; i++) hash = nextChainHash(hash);
  return hash === terminatingHash.toLowerCase();
}

/** True when `gameHash` directly follows `previousGameHash` (one step, cheap to check per round). */
export function followsGameHash(gameHash: string, previousGameHash: string): boolean {
  return HASH_HEX.test(gameHash) && nextChainHash(gameHash) === previousGameHash.toLowerCase();
}
