// The device-side lotto logic: the proof check the results page runs (spec §1 lottery, committed
// seeds), the lucky pick and the prize shown before buying.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidLottoTicket, lottoDrawId, lottoNumbersFromDigest } from '@perya/domain';
import { drawProofHolds, luckyPick, serverClock, stakeChoices, topPrize } from './lottoLogic';

const seed = 'b1e7f0995d40f998e144a4c4fddc425cf2938a69f908f79e50ba1731954aab37';
const drawId = lottoDrawId('lotto642', Date.UTC(2026, 10, 26, 13));
const numbers = lottoNumbersFromDigest('lotto642', createHmac('sha256', seed).update(drawId).digest('hex'));
const seedHash = createHash('sha256').update(seed).digest('hex');

describe('the draw proof checked on the device', () => {
  it('holds for the revealed seed of the published hash and its numbers', async () => {
    expect(await drawProofHolds({ game: 'lotto642', drawId, seedHash, serverSeed: seed, numbers })).toBe(true);
  });
  it('fails for other numbers, another seed, another hash or another draw', async () => {
    expect(await drawProofHolds({ game: 'lotto642', drawId, seedHash, serverSeed: seed, numbers: [...numbers].reverse() })).toBe(false);
    expect(await drawProofHolds({ game: 'lotto642', drawId, seedHash, serverSeed: seed.replace(/^b/, 'c'), numbers })).toBe(false);
    expect(await drawProofHolds({ game: 'lotto642', drawId, seedHash: seedHash.replace(/^./, '0'), serverSeed: seed, numbers })).toBe(false);
    expect(await drawProofHolds({ game: 'lotto642', drawId: `${drawId}x`, seedHash, serverSeed: seed, numbers })).toBe(false);
  });
});

describe('picking and buying', () => {
  it('a lucky pick is always a valid ticket', () => {
    for (let i = 0; i < 200; i++) {
      expect(isValidLottoTicket('lotto642', 'standard', luckyPick('lotto642'), 2_000)).toBe(true);
      expect(isValidLottoTicket('swertres', 'straight', luckyPick('swertres'), 1_000)).toBe(true);
    }
  });
  it('shows the top prize of the ticket being made', () => {
    expect(topPrize('swertres', 'straight', [1, 2, 3], 1_000)).toBe(450_000);
    expect(topPrize('swertres', 'rambolito', [1, 1, 3], 1_000)).toBe(150_000);
    expect(topPrize('swertres', 'rambolito', [1, 2, 3], 1_000)).toBe(75_000);
    expect(topPrize('lotto642', 'standard', [], 2_000)).toBe(600_000_000);
    expect(stakeChoices('swertres')).toEqual([1_000, 2_000, 5_000, 10_000, 50_000]);
    expect(stakeChoices('lotto642')).toEqual([2_000]);
  });
  it('counts down by the server clock', () => {
    const clock = serverClock(Date.now() + 60_000, Date.now());
    expect(Math.abs(clock() - Date.now() - 60_000)).toBeLessThan(50);
  });
});
