// The spin wheel over real HTTP (issue 12, spec §3/§9: 200 points or a ticket per spin): the proof
// verifies, the cost is spent once, a refused spin changes nothing, concurrent spins never spend
// the same points twice.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ERROR_CODES } from '@perya/api/contract';
import { DAILY_LOGIN_POINTS, SPIN_COST_POINTS, spinDrawIndex, spinFairMessage } from '@perya/domain';
import { auditLedger } from '../src/modules/ledger/audit';
import { failure } from './client';
import { DB_KINDS, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from './harness';
import { TEST_ENGAGEMENT, balances, givePoints } from './fixtures/engagement';

let phoneSeq = 0;
const nextPhone = () => `0918${String(4_000_000 + (phoneSeq += 1)).padStart(7, '0')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const WEIGHTS = TEST_ENGAGEMENT.spin.prizes.map((p) => p.weight);

describe.each(DB_KINDS)('spin wheel on %s', (kind) => {
  let server: TestServer;
  const player = async () => {
    const p = await registerPlayer(server.baseUrl, nextPhone());
    return { ...p, userId: Number(p.session.userId) };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { engagementConfig: TEST_ENGAGEMENT } });
  });
  afterAll(async () => {
    if (server !== undefined) expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server?.close();
  });

  it('spec §9 shows the wheel, the cost and the commitment of the next spin', async () => {
    const { client } = await player();
    const page = await client.call(contract.spinMainPage);
    expect(page).toMatchObject({ spinCost: SPIN_COST_POINTS, points: DAILY_LOGIN_POINTS, tickets: 0, nonce: 0 });
    expect(page.prizes.map((p) => p.id)).toEqual(TEST_ENGAGEMENT.spin.prizes.map((p) => p.id));
    expect(page.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await client.call(contract.spinMainPage)).seedHash).toBe(page.seedHash);
  });

  it('without a ticket and 200 points: NOT_ENOUGH_POINTS, nothing changed', async () => {
    const { client } = await player();
    const page = await client.call(contract.spinMainPage);
    const before = await snapshot(server.database);
    const refused = await failure(client.call(contract.spinOpenPrize));
    expect(refused.code).toBe(ERROR_CODES.NOT_ENOUGH_POINTS);
    expect(await snapshot(server.database)).toEqual(before);
    expect(await client.call(contract.spinMainPage)).toEqual(page);
  });

  it('each spin proves itself, costs 200 points, pays its prize to the wallet it names', async () => {
    const { client, userId } = await player();
    await givePoints(server, userId, 20 * SPIN_COST_POINTS);
    let page = await client.call(contract.spinMainPage);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const before = await balances(server, userId);
      const spin = await client.call(contract.spinOpenPrize);
      // The proof: the revealed seed is the one committed, and it picks the prize shown.
      expect(spin.fairness).toMatchObject({ seedHash: page.seedHash, clientSeed: page.clientSeed, nonce: page.nonce });
      expect(sha256(spin.fairness.serverSeed)).toBe(page.seedHash);
      const digest = createHmac('sha256', spin.fairness.serverSeed).update(spinFairMessage(spin.fairness.clientSeed, spin.fairness.nonce)).digest('hex');
      expect(spin.index).toBe(spinDrawIndex(digest, WEIGHTS));
      expect(spin.prize).toEqual(page.prizes[spin.index]);
      expect(spin.prize.id).not.toBe('never');
      seen.add(spin.prize.awardType);

      const after = await balances(server, userId);
      const paidWithTicket = page.tickets > 0;
      const prize = spin.prize;
      expect(after).toEqual({
        main: before.main + (prize.awardType === 'balance' ? prize.award : 0),
        bonus: before.bonus + (prize.awardType === 'bonus' ? prize.award : 0),
        points: before.points - (paidWithTicket ? 0 : SPIN_COST_POINTS) + (prize.awardType === 'points' ? prize.award : 0),
      });
      expect(spin.points).toBe(after.points);
      expect(spin.tickets).toBe(page.tickets - (paidWithTicket ? 1 : 0) + (prize.awardType === 'spinTicket' ? prize.award : 0));

      const next = await client.call(contract.spinMainPage);
      expect([next.seedHash, next.nonce, next.tickets]).toEqual([spin.nextSeedHash, page.nonce + 1, spin.tickets]);
      expect(next.seedHash).not.toBe(page.seedHash);
      page = next;
    }
    const history = await client.call(contract.userPointList, { pageNum: 1, pageSize: 100 });
    const spent = history.list.filter((r) => r.reason === 'spin' && r.points < 0);
    const rounds = await server.database.db.selectFrom('spin_rounds').select('paid_with').where('user_id', '=', userId).execute();
    expect(spent).toHaveLength(rounds.filter((r) => r.paid_with === 'points').length);
    expect(spent.every((r) => r.points === -SPIN_COST_POINTS)).toBe(true);
    expect(seen.size).toBeGreaterThanOrEqual(2);
  });

  it('provably fair: the player picks the client seed after seeing the commitment; it is kept for the next spins', async () => {
    const { client, userId, token } = await player();
    await givePoints(server, userId, 3 * SPIN_COST_POINTS);
    const page = await client.call(contract.spinMainPage);
    const clientSeed = 'my lucky seed #7';
    const spin = await client.call(contract.spinOpenPrize, { clientSeed });
    expect(spin.fairness).toMatchObject({ seedHash: page.seedHash, clientSeed, nonce: page.nonce });
    expect(sha256(spin.fairness.serverSeed)).toBe(page.seedHash);
    const digest = createHmac('sha256', spin.fairness.serverSeed).update(spinFairMessage(clientSeed, page.nonce)).digest('hex');
    expect(spin.index).toBe(spinDrawIndex(digest, WEIGHTS));
    const next = await client.call(contract.spinMainPage);
    expect(next.clientSeed).toBe(clientSeed);
    // A seed the engines refuse (control characters, over 64 characters): a clear refusal, nothing changed.
    const before = await snapshot(server.database);
    for (const bad of ['tab\there', 'x'.repeat(65), '']) {
      const refused = await rawCall(server.baseUrl, 'POST', contract.spinOpenPrize.path, JSON.stringify({ clientSeed: bad }), { token });
      expect((refused.json as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
    }
    expect(await snapshot(server.database)).toEqual(before);
    // Without one, the player's seed stays.
    expect((await client.call(contract.spinOpenPrize)).fairness.clientSeed).toBe(clientSeed);
  });

  it('a ticket is spent before points', async () => {
    const { client, userId } = await player();
    await givePoints(server, userId, SPIN_COST_POINTS);
    await server.database.db.insertInto('spin_tickets').values({ user_id: userId, balance: 1, updated_at: server.clock.now() }).execute();
    const spin = await client.call(contract.spinOpenPrize);
    const round = await server.database.db.selectFrom('spin_rounds').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(round.paid_with).toBe('ticket');
    expect(spin.tickets).toBe(spin.prize.awardType === 'spinTicket' ? 1 : 0);
    expect(spin.points).toBe(DAILY_LOGIN_POINTS + SPIN_COST_POINTS + (spin.prize.awardType === 'points' ? spin.prize.award : 0));
  });

  it('concurrent spins never spend the same 200 points twice', async () => {
    const { client, userId } = await player();
    // Exactly one spin's worth (no points prize reaches 200, so the first spin cannot fund a second).
    await givePoints(server, userId, SPIN_COST_POINTS - DAILY_LOGIN_POINTS);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => client.call(contract.spinOpenPrize)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const rounds = await server.database.db.selectFrom('spin_rounds').selectAll().where('user_id', '=', userId).execute();
    // A ticket prize pays for one more spin; anything else leaves nothing to spin with.
    const ticketWins = rounds.filter((r) => r.award_type === 'spinTicket').length;
    expect(rounds.filter((r) => r.paid_with === 'points')).toHaveLength(1);
    expect(ok).toHaveLength(rounds.length);
    expect(rounds.length).toBeLessThanOrEqual(1 + ticketWins);
    for (const r of refused) expect((r.reason as { code: string }).code).toBe(ERROR_CODES.NOT_ENOUGH_POINTS);
    expect((await balances(server, userId)).points).toBeGreaterThanOrEqual(0);
    expect((await client.call(contract.spinMainPage)).nonce).toBe(rounds.length);
  });
});
