// Scratch cards bought and not yet fully uncovered (games.md "Fairness, for every game": an
// unfinished round is settled or resumed, never lost). The money of a card moves at purchase and
// the house keeps the round; what the player has uncovered so far is kept here, by round id, so
// the view finds the card again — cells already scratched stay scratched — when the player comes
// back. Real rounds are looked up among the server's rounds of this player, so a card bought
// under another account on the same device is never shown.
import type { OgRound } from '@perya/api/contract';
import { SCRATCH_CELLS } from '../../engines';
import type { KeyValue } from './demoStore';

/** Local storage key of the real-mode progress (demo progress lives with the demo rounds, in memory). */
export const SCRATCH_PROGRESS_KEY = 'ogScratchProgress';

/** Unfinished cards remembered at most (one per account that played on this device, in practice). */
export const SCRATCH_PROGRESS_KEEP = 5;

export interface ScratchProgress {
  readonly roundId: string;
  /** One flag per cell, row by row: true once scratched. */
  readonly revealed: readonly boolean[];
}

export interface UnfinishedScratch {
  readonly round: OgRound;
  readonly revealed: readonly boolean[];
}

export interface ScratchResume {
  /** Records a card's progress; a fully uncovered card is finished and forgotten. */
  save(progress: ScratchProgress): void;
  /** Records a card just bought, nothing uncovered (kept as it is when already recorded). */
  bought(round: OgRound): void;
  /** The newest of `rounds` (newest first) that is a scratch card left partly covered. */
  find(rounds: readonly OgRound[]): UnfinishedScratch | null;
}

const isProgress = (v: unknown): v is ScratchProgress =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ScratchProgress).roundId === 'string' &&
  Array.isArray((v as ScratchProgress).revealed) &&
  (v as ScratchProgress).revealed.length === SCRATCH_CELLS &&
  (v as ScratchProgress).revealed.every((r) => typeof r === 'boolean');

const finished = (revealed: readonly boolean[]) => revealed.every(Boolean);

/** Progress kept in `kv` under `key` (survives a reload), or in memory when no kv is given. */
export function createScratchResume(kv?: KeyValue, key: string = SCRATCH_PROGRESS_KEY): ScratchResume {
  let memory: ScratchProgress[] = [];
  const read = (): ScratchProgress[] => {
    if (kv === undefined) return memory;
    try {
      const parsed: unknown = JSON.parse(kv.get(key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isProgress) : [];
    } catch {
      return []; // a damaged value forgets the progress; the rounds themselves are settled
    }
  };
  const write = (list: ScratchProgress[]) => {
    if (kv === undefined) memory = list;
    else kv.set(key, JSON.stringify(list));
  };
  return {
    save(progress) {
      const others = read().filter((p) => p.roundId !== progress.roundId);
      const next = finished(progress.revealed) ? others : [{ roundId: progress.roundId, revealed: [...progress.revealed] }, ...others];
      write(next.slice(0, SCRATCH_PROGRESS_KEEP));
    },
    bought(round) {
      if (round.outcome.game !== 'scratch' || read().some((p) => p.roundId === round.roundId)) return;
      this.save({ roundId: round.roundId, revealed: Array.from({ length: SCRATCH_CELLS }, () => false) });
    },
    find(rounds) {
      const kept = new Map(read().map((p) => [p.roundId, p.revealed]));
      for (const round of rounds) {
        const revealed = kept.get(round.roundId);
        if (round.outcome.game === 'scratch' && revealed !== undefined && !finished(revealed)) return { round, revealed };
      }
      return null;
    },
  };
}
