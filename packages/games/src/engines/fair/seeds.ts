// Provably fair seeds for the per-player games (dice, ring, scratch, colour game): the server commits
// to a secret server seed by publishing its SHA-256, the player picks a client seed, and every bet
// uses the next nonce. Outcome bytes = HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
// (games.md "Dice", "Fairness"); a revealed server seed lets anyone recompute every past outcome.
// The server also commits to the NEXT pair's server seed (its hash is public while the current pair
// is active), so the player chooses the next client seed after the server is bound to its seed and
// the server cannot pick a seed against that client seed (issue 11).
import { EngineError } from '../errors';
import { hmacSha256, sha256Hex, toHex, utf8 } from './sha256';

/** What one bet's outcome is computed from. */
export interface BetSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** The seeds of a settled bet once its server seed is revealed: what a fairness page checks. */
export interface RevealedSeeds extends BetSeeds {
  /** The commitment shown before play. */
  readonly serverSeedHash: string;
}

/** A player's active seed pair (server side; `serverSeed` stays secret until rotation). */
export interface SeedPair {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next bet will use; it goes up by one per bet. */
  readonly nonce: number;
  /** The server seed the pair after this one will use (secret until that pair is rotated). */
  readonly nextServerSeed: string;
  /** Its commitment, public while this pair is active. */
  readonly nextServerSeedHash: string;
}

/** What the player may see of the active pair before it is rotated. */
export interface PublicSeedPair {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly nextServerSeedHash: string;
}

/** Bytes of randomness in a server seed (256 bits). */
export const SERVER_SEED_BYTES = 32;
/** Longest client seed accepted, in UTF-16 code units. */
export const CLIENT_SEED_MAX_LENGTH = 64;
/** 2^32: the number of distinct 4-byte values a float is made of. */
export const UINT32_RANGE = 0x1_0000_0000;

/**
 * A server seed from server-side randomness (the caller passes e.g. crypto.randomBytes(32)): the
 * lower-case hex of the bytes. The seed is used as text (its UTF-8) both as the HMAC key and in its
 * hash, so any off-the-shelf SHA-256/HMAC tool can check it.
 */
export function serverSeedFromBytes(randomBytes: Uint8Array): string {
  if (randomBytes.length < SERVER_SEED_BYTES) {
    throw new EngineError('INVALID_SEED', `a server seed needs ${SERVER_SEED_BYTES} random bytes`);
  }
  return toHex(randomBytes);
}

/** The commitment published before play: hex SHA-256 of the server seed's UTF-8 text. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** True when `serverSeed` is the seed committed to by `serverSeedHash`. */
export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}

/**
 * Throws INVALID_SEED unless the client seed is 1–64 characters without control characters (so it
 * prints on the fairness page exactly as it is hashed).
 */
export function assertClientSeed(clientSeed: unknown): asserts clientSeed is string {
  if (
    typeof clientSeed !== 'string' ||
    clientSeed.length === 0 ||
    clientSeed.length > CLIENT_SEED_MAX_LENGTH ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    /[\u0000-\u001f\u007f]/.test(clientSeed)
  ) {
    throw new EngineError(
      'INVALID_SEED',
      `the client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable characters`,
    );
  }
}

function assertNonce(nonce: unknown): asserts nonce is number {
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) {
    throw new EngineError('INVALID_SEED', 'the nonce must be a non-negative integer');
  }
}

/** A fresh pair (nonce 0) committing to `serverSeed`, and to `nextServerSeed` for the pair after it. */
export function createSeedPair(serverSeed: string, clientSeed: string, nextServerSeed: string): SeedPair {
  if (serverSeed.length === 0 || nextServerSeed.length === 0) throw new EngineError('INVALID_SEED', 'the server seed is empty');
  if (nextServerSeed === serverSeed) throw new EngineError('INVALID_SEED', 'the next server seed must differ from the current one');
  assertClientSeed(clientSeed);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce: 0,
    nextServerSeed,
    nextServerSeedHash: hashServerSeed(nextServerSeed),
  };
}

export function publicSeedPair(pair: SeedPair): PublicSeedPair {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce, nextServerSeedHash: pair.nextServerSeedHash };
}

/** The seeds for the next bet, and the pair with its nonce moved on by one. */
export function takeNonce(pair: SeedPair): { seeds: BetSeeds; next: SeedPair } {
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    next: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * Reveals the active server seed and starts a new pair at nonce 0 on the server seed committed
 * earlier (`pair.nextServerSeedHash`), with the player's client seed; `newNextServerSeed` is the
 * commitment for the pair after that. Editing the client seed is done only through rotation: if a
 * player could change the client seed under the same server seed and reset the nonce, they could
 * return to an old client seed and replay outcomes they have already seen (games.md "Dice": seed
 * revealed when the player rotates seeds; client seed editable).
 */
export function rotateSeeds(
  pair: SeedPair,
  newNextServerSeed: string,
  newClientSeed: string = pair.clientSeed,
): { revealed: SeedPair; next: SeedPair } {
  if (newNextServerSeed === pair.serverSeed || newNextServerSeed === pair.nextServerSeed) {
    throw new EngineError('INVALID_SEED', 'the new server seed must differ from the revealed one');
  }
  if (!verifyServerSeed(pair.nextServerSeed, pair.nextServerSeedHash)) {
    throw new EngineError('INVALID_SEED', 'the next server seed does not match its commitment');
  }
  return { revealed: pair, next: createSeedPair(pair.nextServerSeed, newClientSeed, newNextServerSeed) };
}

/** The HMAC message of one 32-byte block of a bet's randomness. */
export function fairMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** Block `round` (0, 1, 2, …) of a bet's randomness: HMAC_SHA256(serverSeed, clientSeed:nonce:round). */
export function fairBytes(seeds: BetSeeds, round: number): Uint8Array {
  assertNonce(seeds.nonce);
  return hmacSha256(
    utf8(seeds.serverSeed),
    utf8(fairMessage(seeds.clientSeed, seeds.nonce, round)),
  );
}

/** A source of uniform 32-bit unsigned integers; engines draw their outcomes from one. */
export type NextUint32 = () => number;

/**
 * The bet's randomness as consecutive 4-byte big-endian integers: 8 per block, then block round+1.
 * Each integer u is the float u / 2^32 of games.md (bytes b0..b3 → Σ bi / 256^(i+1)).
 */
export function fairStream(seeds: BetSeeds): NextUint32 {
  let round = 0;
  let block = fairBytes(seeds, round);
  let offset = 0;
  return () => {
    if (offset === block.length) {
      round += 1;
      block = fairBytes(seeds, round);
      offset = 0;
    }
    const value =
      ((block[offset]! << 24) |
        (block[offset + 1]! << 16) |
        (block[offset + 2]! << 8) |
        block[offset + 3]!) >>>
      0;
    offset += 4;
    return value;
  };
}

/** The first `count` floats in [0, 1) of a bet, as shown on the fairness page. */
export function fairFloats(seeds: BetSeeds, count: number): number[] {
  const next = fairStream(seeds);
  return Array.from({ length: count }, () => next() / UINT32_RANGE);
}

/** Largest `n` that `uniformIndex` accepts: keeps u × n exact in a double. */
export const MAX_UNIFORM_RANGE = 0x10_0000;

/** floor(float × n) for the float u / 2^32: an index in [0, n). */
export function uniformIndex(u: number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_UNIFORM_RANGE) {
    throw new RangeError(`uniformIndex: n must be an integer in [1, ${MAX_UNIFORM_RANGE}]`);
  }
  return Math.floor((u * n) / UINT32_RANGE);
}

/**
 * How many of the 2^32 values u give uniformIndex(u, n) < k: ceil(k × 2^32 / n). Lets tests and
 * rules pages state exact probabilities (the index is uniform only to within n / 2^32).
 */
export function uniformIndexCountBelow(k: number, n: number): number {
  return Number((BigInt(k) * BigInt(UINT32_RANGE) + BigInt(n) - 1n) / BigInt(n));
}

/** Exact probability that uniformIndex(u, n) falls in [from, to). */
export function uniformIndexProbability(from: number, to: number, n: number): number {
  return (uniformIndexCountBelow(to, n) - uniformIndexCountBelow(from, n)) / UINT32_RANGE;
}

/** Index i with probability weights[i] / Σ weights (cumulative buckets of uniformIndex). */
export function weightedIndex(u: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let point = uniformIndex(u, total);
  for (let i = 0; i < weights.length; i++) {
    point -= weights[i]!;
    if (point < 0) return i;
  }
  throw new RangeError('weightedIndex: weights must be non-negative with a positive total');
}

/** Exact probability of each index of weightedIndex. */
export function weightedIndexProbabilities(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let from = 0;
  return weights.map((w) => {
    const p = uniformIndexProbability(from, from + w, total);
    from += w;
    return p;
  });
}
