// Engagement rewards' rules as a player meets them (src/modules/engagement: spin.ts, missions.ts,
// weekly.ts, dailyLogin.ts, awards.ts, vip.ts), on SQLite and PostgreSQL: what a spin costs and
// pays for each prize (a prize of nothing with a ticket moves no money; exactly 200 points is
// enough), the reason of each points record, and the rewards' edges.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ERROR_CODES } from '@perya/api/contract';
import { DAILY_LOGIN_POINTS, MS_PER_DAY, SPIN_COST_POINTS, spinDrawIndex, spinFairMessage } from '@perya/domain';
import { auditLedger } from '../src/modules/ledger/audit';
import { pointReason, sha256Hex } from '../src/modules/engagement/spin';
import { failure } from './client';
import { DB_KINDS, registerPlayer, snapshot, startTestServer, type TestServer } from './harness';
import { TEST_ENGAGEMENT, balances, bet, deposit, givePoints, gmt8 } from './fixtures/engagement';

let phoneSeq = 0;
const nextPhone = () => `0918${String(6_000_000 + (phoneSeq += 1)).padStart(7, '0')}`;
const PRIZES = TEST_ENGAGEMENT.spin.prizes;
const WEIGHTS = PRIZES.map((p) => p.weight);
const SERVER_SEED = 'engagement-rules-known-server-seed';

/** A client seed whose spin at `nonce` under SERVER_SEED lands on the prize `id`. */
function clientSeedFor(id: string, nonce: number): string {
  const want = PRIZES.findIndex((p) => p.id === id);
  for (let i = 0; ; i += 1) {
    const seed = `pick-${i}`;
    if (spinDrawIndex(createHmac('sha256', SERVER_SEED).update(spinFairMessage(seed, nonce)).digest('hex'), WEIGHTS) === want) return seed;
  }
}

describe('the points history names why each change happened', () => {
  it('by the key our posts use, else by the cause', () => {
    expect(
      [
        ['daily-login:7:2026-01-01', 'bonus'],
        ['spin:7:3', 'bet'],
        ['mission:7:daily_bet:2026-01-01', 'bonus'],
        ['signin:7:2026-01-01', 'bonus'],
        ['promo:7', 'deposit'],
        ['promo:7', 'bet'],
        ['promo:7', 'bonus'],
        ['no-colon', 'bonus'],
        // A key that only starts like ours is not ours.
        ['spinx:7', 'bonus'],
        [':spin:7', 'bonus'],
      ].map(([key, cause]) => pointReason(key as string, cause as string)),
    ).toEqual(['dailyLogin', 'spin', 'mission', 'signIn', 'deposit', 'bet', 'other', 'other', 'other', 'other']);
  });
});

describe.each(DB_KINDS)('engagement rules on %s', (kind) => {
  let server: TestServer;
  const player = async () => {
    const p = await registerPlayer(server.baseUrl, nextPhone());
    return { ...p, userId: Number(p.session.userId) };
  };
  /** The player's wheel, with a server seed the test knows (so it can pick the prize with the client seed). */
  async function knownWheel(userId: number, client: Awaited<ReturnType<typeof player>>['client']) {
    await client.call(contract.spinMainPage);
    await server.database.db.updateTable('spin_seeds').set({ server_seed: SERVER_SEED, server_seed_hash: sha256Hex(SERVER_SEED) }).where('user_id', '=', userId).execute();
    return client.call(contract.spinMainPage);
  }
  const tickets = (userId: number, balance: number) =>
    server.database.db.insertInto('spin_tickets').values({ user_id: userId, balance, updated_at: server.clock.now() }).execute();

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TOKEN_TTL_S: String(365 * 24 * 60 * 60) }, deps: { engagementConfig: TEST_ENGAGEMENT } });
  });
  afterAll(async () => {
    if (server !== undefined) expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server?.close();
  });

  describe('the spin wheel', () => {
    it('a ticket spin that wins nothing moves no money: one ticket fewer, the same balances', async () => {
      const { client, userId } = await player();
      await tickets(userId, 2);
      const page = await knownWheel(userId, client);
      expect(page.seedHash).toBe(sha256Hex(SERVER_SEED));
      const before = await balances(server, userId);
      const spin = await client.call(contract.spinOpenPrize, { clientSeed: clientSeedFor('try', page.nonce) });
      expect([spin.prize.id, spin.tickets, spin.points]).toEqual(['try', 1, before.points]);
      expect(spin.fairness).toEqual({ serverSeed: SERVER_SEED, seedHash: sha256Hex(SERVER_SEED), clientSeed: clientSeedFor('try', page.nonce), nonce: page.nonce });
      expect(await balances(server, userId)).toEqual(before);
      const round = await server.database.db.selectFrom('spin_rounds').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
      expect([round.paid_with, round.prize_id, round.award_type, Number(round.award), Number(round.prize_index), round.server_seed]).toEqual(['ticket', 'try', 'points', 0, 0, SERVER_SEED]);
    });

    it('exactly 200 points pay for a spin, 199 do not; a points spin is listed as a spin of -200', async () => {
      const { client, userId } = await player();
      await givePoints(server, userId, SPIN_COST_POINTS - 1 - DAILY_LOGIN_POINTS);
      const before = await snapshot(server.database);
      expect((await failure(client.call(contract.spinOpenPrize))).code).toBe(ERROR_CODES.NOT_ENOUGH_POINTS);
      expect(await snapshot(server.database)).toEqual(before);
      await givePoints(server, userId, 1);
      const page = await knownWheel(userId, client);
      const spin = await client.call(contract.spinOpenPrize, { clientSeed: clientSeedFor('cash1', page.nonce) });
      expect([spin.prize.id, spin.points, spin.tickets]).toEqual(['cash1', 0, 0]);
      expect(await balances(server, userId)).toMatchObject({ main: 100, points: 0 });
      const list = await client.call(contract.userPointList, { pageNum: 1, pageSize: 1 });
      expect(list.list.map((r) => [r.points, r.reason])).toEqual([[-SPIN_COST_POINTS, 'spin']]);
      const finance = await client.call(contract.financeList, { pageNum: 1, pageSize: 1, type: 0 });
      expect(finance.list[0]).toMatchObject({ amount: 100, remark: '₱1 cash' });
    });

    it('a bonus prize is a bonus grant named after the prize; a ticket prize adds a ticket', async () => {
      const { client, userId } = await player();
      await tickets(userId, 1);
      let page = await knownWheel(userId, client);
      const bonus = await client.call(contract.spinOpenPrize, { clientSeed: clientSeedFor('bonus2', page.nonce) });
      expect([bonus.prize.id, bonus.tickets]).toEqual(['bonus2', 0]);
      const grants = await client.call(contract.bonusList, { status: 'processing' });
      expect(grants.list).toEqual([expect.objectContaining({ kind: 'spin', title: '₱2 bonus', amount: 200 })]);
      await givePoints(server, userId, SPIN_COST_POINTS);
      page = await knownWheel(userId, client);
      const ticket = await client.call(contract.spinOpenPrize, { clientSeed: clientSeedFor('ticket', page.nonce) });
      expect([ticket.prize.id, ticket.tickets, ticket.points]).toEqual(['ticket', 1, DAILY_LOGIN_POINTS]);
      expect((await client.call(contract.spinMainPage)).tickets).toBe(1);
    });
  });

  describe('VIP levels', () => {
    it('a player who climbs two levels at once is paid both levels\' rewards, each once; the top level has no next', async () => {
      const { client, userId } = await player();
      await deposit(server, userId, 600_000);
      await bet(server, userId, 500_000);
      const before = await balances(server, userId);
      const top = await client.call(contract.vipSelfLevel);
      expect(top).toMatchObject({ level: 2, levelName: 'Platino', nextLevelName: null, ruleBetAmount: 500_000, ruleDeposit: 200_000, upgradePoints: 0, upgradeDeposit: 0 });
      expect(await balances(server, userId)).toEqual({ ...before, main: before.main + 1_000, points: before.points + 500 });
      expect((await client.call(contract.userInfo)).vipLevel).toBe(2);
      await client.call(contract.vipSelfLevel);
      expect(await balances(server, userId)).toEqual({ ...before, main: before.main + 1_000, points: before.points + 500 });
      const finance = await client.call(contract.financeList, { pageNum: 1, pageSize: 10, type: 0 });
      expect(finance.list.map((r) => r.remark)).toContain('VIP Platino reward');
    });
  });

  describe('the weekly lucky prize', () => {
    /** Two players who meet the rule in the week of `monday` (3 login days, ₱1,000 turnover), without looking at the prize. */
    async function qualifyTwo(monday: number) {
      server.clock.current = monday + 10 * 3_600_000;
      const pair = [await player(), await player()];
      for (const p of pair) {
        await deposit(server, p.userId, 100_000);
        await bet(server, p.userId, 100_000);
      }
      for (let day = 1; day <= 2; day += 1) {
        server.clock.advance(MS_PER_DAY);
        for (const p of pair) await p.client.call(contract.userInfo);
      }
      return pair;
    }

    it('a week nobody looked at is drawn on the first look after it, with an older week whose seed was committed; the list shows the newest winners first', async () => {
      // Four Mondays in a row (GMT+8).
      const [w0, w1, w2, w3] = [gmt8(2027, 3, 1, 0), gmt8(2027, 3, 8, 0), gmt8(2027, 3, 15, 0), gmt8(2027, 3, 22, 0)];
      const first = await qualifyTwo(w0);
      // Nobody looks in week 0; in week 1 two more qualify, and one of them looks on its last day (a login day of the week too):
      // week 0 is drawn, week 1 committed.
      const second = await qualifyTwo(w1);
      server.clock.current = w2 - 1;
      const sunday = await second[0]!.client.call(contract.weeklyLuckyPrize);
      expect(sunday).toMatchObject({ loginDays: 4, qualified: true, turnover: 100_000 });
      expect(sunday.list.map((w) => [w.weekStart, w.amount])).toEqual([[w0, 50_000], [w0, 20_000]]);
      // Week 2: two more qualify, nobody looks; week 3: the first look draws weeks 1 and 2.
      const third = await qualifyTwo(w2);
      server.clock.current = w3;
      const before = await Promise.all([...second, ...third].map((p) => balances(server, p.userId)));
      const page = await third[0]!.client.call(contract.weeklyLuckyPrize);
      expect(page).toMatchObject({ turnover: 0, loginDays: 1, qualified: false });
      expect(page.list.map((w) => [w.weekStart, w.amount])).toEqual([[w2, 50_000], [w2, 20_000], [w1, 50_000], [w1, 20_000], [w0, 50_000]]);
      const after = await Promise.all([...second, ...third].map((p) => balances(server, p.userId)));
      const won = after.map((b, i) => b.bonus - before[i]!.bonus);
      expect([won[0]! + won[1]!, won[2]! + won[3]!]).toEqual([70_000, 70_000]);
      // Looking again draws nothing more.
      await first[0]!.client.call(contract.weeklyLuckyPrize);
      expect(await Promise.all([...second, ...third].map((p) => balances(server, p.userId)))).toEqual(after);
    });
  });

  describe('the 7-day sign-in', () => {
    it('pays each day the reward its item shows: points, on day 6 a free spin, on day 7 a bonus grant', async () => {
      server.clock.current = gmt8(2027, 5, 3, 9);
      const { client, userId } = await player();
      const board = await client.call(contract.checkinMainPage);
      expect(board.list.map((i) => [i.day, i.awardType, i.award])).toEqual(TEST_ENGAGEMENT.signIn.rewards.map((r, i) => [i + 1, r.awardType, r.award]));
      const start = await balances(server, userId);
      for (let day = 1; day <= 7; day += 1) {
        expect(await client.call(contract.checkinSignin)).toEqual({ day, ...TEST_ENGAGEMENT.signIn.rewards[day - 1] });
        if (day < 7) server.clock.advance(MS_PER_DAY);
      }
      // Points of days 1-5 (and the daily logins of days 2-7), one ticket, one bonus.
      expect(await balances(server, userId)).toEqual({ main: start.main, bonus: start.bonus + 500, points: start.points + 150 + 6 * DAILY_LOGIN_POINTS });
      expect((await client.call(contract.spinMainPage)).tickets).toBe(1);
      const grants = await client.call(contract.bonusList, { status: 'processing' });
      expect(grants.list).toEqual([expect.objectContaining({ kind: 'signIn', title: 'Sign-in day 7', amount: 500 })]);
      const points = await client.call(contract.userPointList, { pageNum: 1, pageSize: 20 });
      expect(points.list.filter((r) => r.reason === 'signIn').map((r) => r.points)).toEqual([50, 40, 30, 20, 10]);
    });
  });
});
