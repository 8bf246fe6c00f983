// Shared steps of every per-player verify function: check the reveal against its commitment, then
// rebuild the bet's random stream from the revealed seeds.
import { fairStream, verifyServerSeed } from './seeds';
import type { NextUint32, RevealedSeeds } from './seeds';

/** What a fairness page shows for a recomputed bet. */
export interface Verification<T> {
  /** SHA-256(serverSeed) equals the commitment shown before play. */
  readonly seedMatchesHash: boolean;
  /** The outcome recomputed from the revealed seeds. */
  readonly outcome: T;
}

export function verifyWith<T>(
  revealed: RevealedSeeds,
  play: (next: NextUint32) => T,
): Verification<T> {
  return {
    seedMatchesHash: verifyServerSeed(revealed.serverSeed, revealed.serverSeedHash),
    outcome: play(fairStream(revealed)),
  };
}
