import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { expectEngineError } from '../test/engineError';
import { seededUint32 } from '../test/prng';
import { refHmacBytes, refHmac, refSha256 } from '../test/webcrypto';
import { toHex } from './sha256';
import {
  UINT32_RANGE,
  assertClientSeed,
  createSeedPair,
  fairBytes,
  fairFloats,
  fairStream,
  hashServerSeed,
  publicSeedPair,
  rotateSeeds,
  serverSeedFromBytes,
  takeNonce,
  uniformIndex,
  uniformIndexCountBelow,
  verifyServerSeed,
  weightedIndex,
  weightedIndexProbabilities,
} from './seeds';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky', nonce: 7 };

/** The scheme written independently with node:crypto, as a player's own script would. */
async function referenceFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round++) {
    const bytes = await refHmacBytes(serverSeed, `${clientSeed}:${nonce}:${round}`);
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(
        bytes[i]! / 256 +
          bytes[i + 1]! / 256 ** 2 +
          bytes[i + 2]! / 256 ** 3 +
          bytes[i + 3]! / 256 ** 4,
      );
    }
  }
  return floats;
}

describe('fair bytes and floats (games.md: HMAC_SHA256(serverSeed, clientSeed:nonce:round), 4 bytes per float)', () => {
  it('matches an independent WebCrypto computation, across block boundaries', async () => {
    expect(fairFloats(seeds, 20)).toEqual(await referenceFloats(seeds.serverSeed, 'lucky', 7, 20));
    expect(toHex(fairBytes(seeds, 1))).toBe(await refHmac(seeds.serverSeed, 'lucky:7:1'));
  });

  it('gives floats in [0, 1) and a different stream for every nonce', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.nat(1e9),
        async (clientSeed, nonce) => {
          const floats = fairFloats({ ...seeds, clientSeed, nonce }, 9);
          expect(floats).toEqual(await referenceFloats(seeds.serverSeed, clientSeed, nonce, 9));
          for (const f of floats) expect(f >= 0 && f < 1).toBe(true);
          expect(fairFloats({ ...seeds, clientSeed, nonce: nonce + 1 }, 1)).not.toEqual(
            floats.slice(0, 1),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses a negative or fractional nonce', () => {
    expect(() => fairBytes({ ...seeds, nonce: -1 }, 0)).toThrow(EngineError);
    expect(() => fairStream({ ...seeds, nonce: 1.5 })).toThrow(/nonce/);
  });
});

describe('seed pairs: commitment, nonce per bet, rotation', () => {
  it('commits to the server seed with SHA-256 of its text and verifies a reveal', async () => {
    const serverSeed = serverSeedFromBytes(Uint8Array.from({ length: 32 }, (_, i) => i));
    expect(serverSeed).toBe('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f');
    const hash = hashServerSeed(serverSeed);
    expect(hash).toBe(await refSha256(serverSeed));
    expect(verifyServerSeed(serverSeed, hash)).toBe(true);
    expect(verifyServerSeed(serverSeed, hash.toUpperCase())).toBe(true);
    expect(verifyServerSeed(`${serverSeed}0`, hash)).toBe(false);
    expect(() => serverSeedFromBytes(new Uint8Array(16))).toThrow(/32 random bytes/);
  });

  it('uses each nonce once, in order, and shows only the hash before rotation', () => {
    let pair = createSeedPair('s1', 'c1', 's2');
    const used: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { seeds: bet, next } = takeNonce(pair);
      used.push(bet.nonce);
      pair = next;
    }
    expect(used).toEqual([0, 1, 2]);
    expect(publicSeedPair(pair)).toEqual({
      serverSeedHash: hashServerSeed('s1'),
      clientSeed: 'c1',
      nonce: 3,
      nextServerSeedHash: hashServerSeed('s2'),
    });
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain('"s1"');
    expect(JSON.stringify(publicSeedPair(pair))).not.toContain('"s2"');
  });

  it('rotation reveals the old pair and restarts at nonce 0 on the committed next seed, with the new (or kept) client seed', () => {
    const pair = { ...createSeedPair('s1', 'c1', 's2'), nonce: 5 };
    const committed = publicSeedPair(pair).nextServerSeedHash;
    const { revealed, next } = rotateSeeds(pair, 's3', 'mine');
    expect(revealed).toEqual(pair);
    expect(next).toEqual({
      serverSeed: 's2',
      serverSeedHash: committed,
      clientSeed: 'mine',
      nonce: 0,
      nextServerSeed: 's3',
      nextServerSeedHash: hashServerSeed('s3'),
    });
    expect(rotateSeeds(pair, 's3').next.clientSeed).toBe('c1');
    expect(() => rotateSeeds(pair, 's1')).toThrow(/differ/);
    expect(() => rotateSeeds(pair, 's2')).toThrow(/differ/);
    // A next seed that is not the committed one is refused.
    expect(() => rotateSeeds({ ...pair, nextServerSeed: 'other' }, 's3')).toThrow(/commitment/);
  });

  it('accepts printable client seeds of 1 to 64 characters only', () => {
    expect(() => assertClientSeed('ok seed ✓')).not.toThrow();
    for (const bad of ['', 'x'.repeat(65), 'a\nb', 'tab\t', 42, null]) {
      expect(() => assertClientSeed(bad)).toThrow(EngineError);
    }
    expect(() => createSeedPair('s', '', 'n')).toThrow(/client seed/);
    expect(() => createSeedPair('', 'c', 'n')).toThrow(/server seed/);
    expect(() => createSeedPair('s', 'c', 's')).toThrow(/differ/);
  });
});

describe('uniform and weighted indices', () => {
  it('maps u to floor(u × n / 2^32) with exact bucket counts', () => {
    expect(uniformIndex(0, 6)).toBe(0);
    expect(uniformIndex(UINT32_RANGE - 1, 6)).toBe(5);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(UINT32_RANGE - 1), (n, u) => {
        const index = uniformIndex(u, n);
        // u lies in bucket `index` exactly when count(index) <= u < count(index + 1)
        expect(uniformIndexCountBelow(index, n) <= u).toBe(true);
        expect(u < uniformIndexCountBelow(index + 1, n)).toBe(true);
      }),
    );
    expect(uniformIndexCountBelow(6, 6)).toBe(UINT32_RANGE);
    expect(() => uniformIndex(1, 0)).toThrow(RangeError);
  });

  it('draws weighted indices with their exact probabilities', () => {
    const weights = [4950, 3300, 1650, 100];
    const probabilities = weightedIndexProbabilities(weights);
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    probabilities.forEach((p, i) => expect(p).toBeCloseTo(weights[i]! / 10_000, 6));
    const next = seededUint32(1);
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 200_000; i++) counts[weightedIndex(next(), weights)]! += 1;
    counts.forEach((c, i) => expect(Math.abs(c / 200_000 - probabilities[i]!)).toBeLessThan(0.005));
    expect(weightedIndex(0, [0, 1])).toBe(1);
  });
});

describe('games.md "Fairness": seed pairs refuse what would break the commitment, with the rule', () => {
  const pair = createSeedPair('server-1', 'player', 'server-2');
  it('a server seed needs 32 random bytes; a client seed 1 to 64 printable characters, 64 included', () => {
    expectEngineError(() => serverSeedFromBytes(new Uint8Array(31)), 'INVALID_SEED', /a server seed needs 32 random bytes/);
    expect(() => assertClientSeed('x'.repeat(64))).not.toThrow();
    expectEngineError(() => assertClientSeed('x'.repeat(65)), 'INVALID_SEED', /the client seed must be 1 to 64 printable characters/);
  });
  it('a pair needs both server seeds, and two different ones', () => {
    expectEngineError(() => createSeedPair('', 'player', 'server-2'), 'INVALID_SEED', /the server seed is empty/);
    expectEngineError(() => createSeedPair('server-1', 'player', ''), 'INVALID_SEED', /the server seed is empty/);
    expectEngineError(() => createSeedPair('server-1', 'player', 'server-1'), 'INVALID_SEED', /the next server seed must differ from the current one/);
  });
  it('a rotation never reuses the revealed seed or the one already committed, and keeps the commitment', () => {
    expectEngineError(() => rotateSeeds(pair, 'server-1'), 'INVALID_SEED', /the new server seed must differ from the revealed one/);
    expectEngineError(() => rotateSeeds(pair, 'server-2'), 'INVALID_SEED', /the new server seed must differ from the revealed one/);
    expectEngineError(() => rotateSeeds({ ...pair, nextServerSeed: 'swapped' }, 'server-3'), 'INVALID_SEED', /the next server seed does not match its commitment/);
  });
  it('a bet\'s nonce is a non-negative whole number', () => {
    expectEngineError(() => fairFloats({ serverSeed: 'server-1', clientSeed: 'player', nonce: -1 }, 1), 'INVALID_SEED', /the nonce must be a non-negative integer/);
  });
  it('an index range is 1 to 2^20 choices', () => {
    expect(uniformIndex(2 ** 32 - 1, 0x10_0000)).toBe(0x10_0000 - 1);
    expect(() => uniformIndex(0, 0x10_0000 + 1)).toThrow(/uniformIndex: n must be an integer in \[1, 1048576\]/);
    expect(() => uniformIndex(0, 0)).toThrow(/uniformIndex: n must be an integer in \[1, 1048576\]/);
  });
});
