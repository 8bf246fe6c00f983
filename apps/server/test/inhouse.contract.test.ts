// Issue 7 (server): real-mode settlement of the seeded in-house games — committed seeds, nonce per
// bet, ledger postings with idempotency keys, replays by requestId, and outcomes that recompute from
// the revealed seeds with the same pure engines the browser's fairness page uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract, type OgBet } from '@perya/api/contract';
import { hashServerSeed, verifyColourGame, verifyDice, verifyRing, verifyScratch } from '@perya/games/engines';
import { createLedger } from '../src/modules/ledger/ledger';
import { DB_KINDS, fundedPlayer, snapshot, startTestServer, type TestServer } from './harness';
import { failure, testClient } from './client';

let phoneSeq = 0;
const newPhone = () => `0918${String(5_000_000 + phoneSeq++).padStart(7, '0')}`;
let requestSeq = 0;
const newRequestId = () => `req_${Date.now().toString(36)}_${requestSeq++}`;

/** These tests run whole rounds against a real database; a loaded 2-core machine needs headroom. */
const SLOW_MS = 30_000;

describe.each(DB_KINDS)('in-house seeded games on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const player = (deposit: number) => fundedPlayer(server, newPhone(), deposit);
  const balanceOf = async (userId: number) => (await createLedger(server.database.db, server.clock.now).balances(userId)).main;

  it('dice: hash shown before the bet, nonce per bet, ledger moves by payout − stake, seed revealed on rotation', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(100_000);
    const before = await client.call(contract.ogSeeds, { game: 'dice' });
    expect(before.nonce).toBe(0);
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);

    const bet: OgBet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };
    const first = await client.call(contract.ogPlay, { requestId: newRequestId(), bet });
    expect(first.round).toMatchObject({ game: 'dice', nonce: 0, serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, serverSeed: null, totalStake: 1_000 });
    expect(first.round.payout === 0 || first.round.payout === 1_980).toBe(true);
    expect(first.balance).toBe(100_000 - 1_000 + first.round.payout);
    expect(await balanceOf(userId)).toBe(first.balance);

    const second = await client.call(contract.ogPlay, { requestId: newRequestId(), bet: { ...bet, direction: 'over', chanceX100: 2_000 } });
    expect(second.round.nonce).toBe(1);
    expect((await client.call(contract.ogSeeds, { game: 'dice' })).nonce).toBe(2);

    const rotated = await client.call(contract.ogRotateSeeds, { game: 'dice', clientSeed: 'my lucky seed' });
    expect(rotated.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, clientSeed: before.clientSeed, nonce: 2 });
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(before.serverSeedHash);

    // Every round recomputes from the revealed seeds with the engine the fairness page uses.
    const { list } = await client.call(contract.ogRounds, { game: 'dice' });
    expect(list.map((r) => r.nonce)).toEqual([1, 0]);
    for (const round of list) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      const b = round.bet as Extract<OgBet, { game: 'dice' }>;
      const v = verifyDice({ serverSeed: round.serverSeed!, serverSeedHash: round.serverSeedHash, clientSeed: round.clientSeed, nonce: round.nonce }, b);
      expect(v.seedMatchesHash).toBe(true);
      expect(round.outcome).toEqual({ game: 'dice', rollX100: v.outcome.rollX100, win: v.outcome.win });
      expect(round.payout).toBe(v.outcome.payout);
    }
    const third = await client.call(contract.ogPlay, { requestId: newRequestId(), bet });
    expect(third.round).toMatchObject({ nonce: 0, clientSeed: 'my lucky seed', serverSeedHash: rotated.next.serverSeedHash });
  });

  it('a repeated requestId answers the first round and moves nothing; a different bet on it is refused', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(50_000);
    const requestId = newRequestId();
    const bet: OgBet = { game: 'ring', bets: { grey: 1_000, green: 100 } };
    const first = await client.call(contract.ogPlay, { requestId, bet });
    const after = await balanceOf(userId);
    const again = await client.call(contract.ogPlay, { requestId, bet });
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(after);
    expect(await balanceOf(userId)).toBe(after);
    expect((await client.call(contract.ogSeeds, { game: 'ring' })).nonce).toBe(1);

    const other = await failure(client.call(contract.ogPlay, { requestId, bet: { game: 'ring', bets: { blue: 1_000 } } }));
    expect(other.code).toBe(ERROR_CODES.VALIDATION);
    // The client can find a bet sent before a dropped connection by its requestId.
    expect(await client.call(contract.ogRound, { requestId })).toEqual(first.round);
    expect(await client.call(contract.ogRound, { roundId: first.round.roundId })).toEqual(first.round);
    expect((await failure(client.call(contract.ogRound, { requestId: 'never_sent_1' }))).code).toBe(ERROR_CODES.NOT_FOUND);

    // Concurrent sends of one requestId settle once.
    const raceId = newRequestId();
    const results = await Promise.all([1, 2, 3].map(() => client.call(contract.ogPlay, { requestId: raceId, bet })));
    expect(new Set(results.map((r) => r.round.roundId)).size).toBe(1);
    const ledgerRows = await server.database.db.selectFrom('ledger_transactions').select('idempotency_key').where('reference', '=', results[0]!.round.roundId).execute();
    expect(ledgerRows.map((r) => r.idempotency_key).filter((k) => k.endsWith(':bet'))).toHaveLength(1);
  });

  it('a repeated requestId is answered from its round even once the balance no longer covers the bet', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(1_000);
    const requestId = newRequestId();
    const bet: OgBet = { game: 'scratch', stake: 1_000 };
    const first = await client.call(contract.ogPlay, { requestId, bet });
    const left = await balanceOf(userId);
    if (left > 0) {
      await createLedger(server.database.db, server.clock.now).post({
        idempotencyKey: `drain-${userId}`,
        cause: 'withdrawal',
        reference: `drain-${userId}`,
        postings: [
          { account: { userId, wallet: 'main' }, amount: -left },
          { account: { system: 'clearing' }, amount: left },
        ],
      });
    }
    const again = await client.call(contract.ogPlay, { requestId, bet });
    expect(again.round).toEqual(first.round);
    expect(again.balance).toBe(0);
    expect((await client.call(contract.ogSeeds, { game: 'scratch' })).nonce).toBe(1);
  });

  it('colour game, ring and scratch settle with the engines and recompute after rotation', { timeout: SLOW_MS }, async () => {
    const { client } = await player(200_000);
    const colour = await client.call(contract.ogPlay, {
      requestId: newRequestId(),
      bet: { game: 'colorgame', bets: [{ choice: { kind: 'single', colour: 'red' }, stake: 1_000 }, { choice: { kind: 'pair', colours: ['red', 'blue'] }, stake: 500 }] },
    });
    expect(colour.round.totalStake).toBe(1_500);
    const ring = await client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'ring', bets: { orange: 2_000 } } });
    const scratch = await client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'scratch', stake: 2_000 } });
    expect(scratch.round.outcome.game === 'scratch' && scratch.round.outcome.cells).toHaveLength(9);

    for (const game of ['colorgame', 'ring', 'scratch'] as const) await client.call(contract.ogRotateSeeds, { game });
    const reveal = async (game: 'colorgame' | 'ring' | 'scratch') => (await client.call(contract.ogRounds, { game })).list[0]!;
    const c = await reveal('colorgame');
    const cBets = (c.bet as Extract<OgBet, { game: 'colorgame' }>).bets;
    const cv = verifyColourGame({ serverSeed: c.serverSeed!, serverSeedHash: c.serverSeedHash, clientSeed: c.clientSeed, nonce: c.nonce }, cBets);
    expect(c.outcome).toEqual({ game: 'colorgame', dice: [...cv.outcome.dice], payouts: [...cv.outcome.payouts] });
    expect(c.payout).toBe(colour.round.payout);
    const r = await reveal('ring');
    const rv = verifyRing({ serverSeed: r.serverSeed!, serverSeedHash: r.serverSeedHash, clientSeed: r.clientSeed, nonce: r.nonce }, { orange: 2_000 });
    expect(r.outcome).toEqual({ game: 'ring', colour: rv.outcome.colour, field: rv.outcome.field });
    expect(r.payout).toBe(ring.round.payout);
    const s = await reveal('scratch');
    const sv = verifyScratch({ serverSeed: s.serverSeed!, serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce }, 2_000);
    expect(s.outcome).toMatchObject({ cells: [...sv.outcome.cells], winningSymbol: sv.outcome.winningSymbol });
    expect(s.payout).toBe(sv.outcome.payout);
  });

  it('refuses an overdraft, a bad bet and a bad client seed, changing nothing', { timeout: SLOW_MS }, async () => {
    const { client } = await player(500);
    await client.call(contract.ogSeeds, { game: 'dice' });
    const before = await snapshot(server.database);
    const poor = await failure(client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'over' } }));
    expect(poor.code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    const badChance = await failure(client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'dice', stake: 100, chanceX100: 9_999, direction: 'over' } }));
    expect(badChance.code).toBe(ERROR_CODES.VALIDATION);
    const tooSmall = await failure(client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'scratch', stake: 1 } }));
    expect(tooSmall.code).toBe(ERROR_CODES.VALIDATION);
    const badSeed = await failure(client.call(contract.ogRotateSeeds, { game: 'dice', clientSeed: 'x'.repeat(65) }));
    expect(badSeed.code).toBe(ERROR_CODES.VALIDATION);
    expect(await snapshot(server.database)).toEqual(before);
    expect((await client.call(contract.ogSeeds, { game: 'dice' })).nonce).toBe(0);
    // Guests cannot play for real.
    expect((await failure(testClient(server.baseUrl).call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'scratch', stake: 100 } }))).code).toBe(ERROR_CODES.UNAUTHORIZED);
  });
});
