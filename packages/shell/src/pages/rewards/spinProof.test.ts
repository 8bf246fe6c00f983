import { describe, expect, it } from 'vitest';
import { spinDrawIndex, spinFairMessage } from '@perya/domain';
import { hashServerSeed, hmacSha256Hex } from '@perya/games/engines';
import { spinProofHolds } from './spinProof';

const weights = [300, 250, 200, 120, 80, 40, 9, 1];
const serverSeed = 'a3f1c2e4b5d6978812345678deadbeefa3f1c2e4b5d6978812345678deadbeef';
const clientSeed = 'player-seed';
const nonce = 7;
const index = spinDrawIndex(hmacSha256Hex(serverSeed, spinFairMessage(clientSeed, nonce)), weights);
const seedHash = hashServerSeed(serverSeed);
const result = { index, fairness: { serverSeed, seedHash, clientSeed, nonce } };

describe('spin proof (issue 12: a committed seed the player can verify)', () => {
  it('holds for the segment the seeds pick, committed before the spin', () => {
    expect(spinProofHolds(result, seedHash, weights)).toBe(true);
  });

  it('fails when the wheel stopped elsewhere than the seeds pick', () => {
    expect(spinProofHolds({ ...result, index: (index + 1) % weights.length }, seedHash, weights)).toBe(false);
  });

  it('fails when the revealed seed is not the one committed before the spin', () => {
    expect(spinProofHolds(result, hashServerSeed('another seed'), weights)).toBe(false);
    expect(spinProofHolds({ ...result, fairness: { ...result.fairness, serverSeed: `${serverSeed}0` } }, seedHash, weights)).toBe(false);
  });

  it('fails for weights that are no draw table', () => {
    expect(spinProofHolds(result, seedHash, [])).toBe(false);
  });
});
