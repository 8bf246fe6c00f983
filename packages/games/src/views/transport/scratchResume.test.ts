import { describe, expect, it } from 'vitest';
import type { OgRound } from '@perya/api/contract';
import { memoryKv } from '../testing';
import { createScratchResume, SCRATCH_PROGRESS_KEEP, SCRATCH_PROGRESS_KEY } from './scratchResume';

const card = (roundId: string, payout = 0): OgRound => ({
  roundId,
  requestId: `req-${roundId}`,
  game: 'scratch',
  bet: { game: 'scratch', stake: 100 },
  outcome: {
    game: 'scratch',
    cells: ['coin', 'coin', 'coin', 'cherry', 'bell', 'clover', 'seven', 'gem', 'crown'],
    winningSymbol: payout > 0 ? 'coin' : null,
    multiplierX100: payout > 0 ? 100 : 0,
  },
  totalStake: 100,
  payout,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'c',
  nonce: 0,
  serverSeed: null,
  createdAt: 1,
});

const none = Array.from({ length: 9 }, () => false);
const some = [true, false, true, false, false, false, false, false, false];
const all = Array.from({ length: 9 }, () => true);

describe('scratch resume (games.md: an unfinished round is resumed, never lost)', () => {
  it('finds a bought card again, with the cells scratched so far, across a reload of the app', () => {
    const kv = memoryKv();
    const first = createScratchResume(kv);
    first.bought(card('r1', 100));
    first.save({ roundId: 'r1', revealed: some });
    // A new app session on the same storage, the server listing the player's rounds newest first.
    const again = createScratchResume(kv).find([card('r2'), card('r1', 100)]);
    expect(again?.round.roundId).toBe('r1');
    expect(again?.revealed).toEqual(some);
  });

  it('forgets a card once it is fully uncovered', () => {
    const resume = createScratchResume(memoryKv());
    resume.bought(card('r1'));
    expect(resume.find([card('r1')])?.revealed).toEqual(none);
    resume.save({ roundId: 'r1', revealed: all });
    expect(resume.find([card('r1')])).toBeNull();
  });

  it('a purchase answered twice (a retried request) keeps the progress made', () => {
    const resume = createScratchResume(memoryKv());
    resume.bought(card('r1'));
    resume.save({ roundId: 'r1', revealed: some });
    resume.bought(card('r1'));
    expect(resume.find([card('r1')])?.revealed).toEqual(some);
  });

  it('shows only cards among this player’s rounds: another account’s card on the device stays hidden', () => {
    const resume = createScratchResume(memoryKv());
    resume.bought(card('theirs'));
    expect(resume.find([card('mine-finished')])).toBeNull();
    expect(resume.find([])).toBeNull();
  });

  it('returns the newest unfinished card and keeps a bounded list', () => {
    const resume = createScratchResume(memoryKv());
    for (let i = 1; i <= SCRATCH_PROGRESS_KEEP + 2; i++) resume.bought(card(`r${i}`));
    const rounds = Array.from({ length: SCRATCH_PROGRESS_KEEP + 2 }, (_, i) => card(`r${SCRATCH_PROGRESS_KEEP + 2 - i}`));
    expect(resume.find(rounds)?.round.roundId).toBe(`r${SCRATCH_PROGRESS_KEEP + 2}`);
    expect(resume.find([card('r1'), card('r2')])).toBeNull(); // the oldest were dropped
  });

  it('a damaged stored value forgets the progress instead of failing', () => {
    const kv = memoryKv({ [SCRATCH_PROGRESS_KEY]: '{nope' });
    const resume = createScratchResume(kv);
    expect(resume.find([card('r1')])).toBeNull();
    kv.set(SCRATCH_PROGRESS_KEY, JSON.stringify([{ roundId: 'r1', revealed: [true] }, { roundId: 'r2', revealed: some }]));
    expect(resume.find([card('r1')])).toBeNull(); // a wrong cell count is not a card
    expect(resume.find([card('r2')])?.revealed).toEqual(some);
  });
});
