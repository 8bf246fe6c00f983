// Engagement over real HTTP (issue 12): daily login points, VIP from the ledger, missions and their
// GMT+8 reset, the 7-day sign-in streak, the points list and the weekly lucky prize draw.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, ERROR_CODES } from '@perya/api/contract';
import { DAILY_LOGIN_POINTS, MISSION_CLAIMABLE, MISSION_CLAIMED, MS_PER_DAY, SIGN_STATE_UNSIGNED, addDays, gmt8DayKey, weeklyTicketMessage } from '@perya/domain';
import { auditLedger } from '../src/modules/ledger/audit';
import { createLedger } from '../src/modules/ledger/ledger';
import { createProviderWallet } from '../src/modules/games/provider/wallet';
import { failure } from './client';
import { DB_KINDS, registerPlayer, startTestServer, type TestServer, testProtection } from './harness';
import { TEST_ENGAGEMENT, balances, bet, deposit, gmt8 } from './fixtures/engagement';

const LONG_SESSIONS = { TOKEN_TTL_S: String(365 * 24 * 60 * 60) };
let phoneSeq = 0;
const nextPhone = () => `0917${String(3_000_000 + (phoneSeq += 1)).padStart(7, '0')}`;

describe.each(DB_KINDS)('engagement on %s', (kind) => {
  let server: TestServer;
  const player = async (signup: { inviteCode?: string } = {}) => {
    const p = await registerPlayer(server.baseUrl, nextPhone(), undefined, signup);
    return { ...p, userId: Number(p.session.userId) };
  };
  const setClock = (at: number) => {
    expect(at).toBeGreaterThanOrEqual(server.clock.current);
    server.clock.current = at;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: LONG_SESSIONS, deps: { engagementConfig: TEST_ENGAGEMENT } });
  });
  afterAll(async () => {
    if (server !== undefined) expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server?.close();
  });

  it('spec §9 daily login: 35 points once per GMT+8 day, from the first session or call of the day', async () => {
    setClock(gmt8(2026, 1, 15, 23, 59));
    const { client, userId } = await player();
    expect((await client.call(contract.userInfo)).points).toBe(DAILY_LOGIN_POINTS);
    await client.call(contract.userInfo);
    await client.call(contract.tokenRenewal).then((renewed) => client.setSession({ ...renewed, userId: String(userId) }));
    expect((await balances(server, userId)).points).toBe(DAILY_LOGIN_POINTS);
    // 0:00 GMT+8: a new day, the app still open.
    setClock(gmt8(2026, 1, 16, 0, 0));
    expect((await client.call(contract.userInfo)).points).toBe(2 * DAILY_LOGIN_POINTS);
    const list = await client.call(contract.userPointList, { pageNum: 1, pageSize: 10 });
    expect(list).toMatchObject({ total: 2, points: 2 * DAILY_LOGIN_POINTS });
    expect(list.list.map((r) => [r.points, r.reason])).toEqual([[35, 'dailyLogin'], [35, 'dailyLogin']]);
    const days = await server.database.db.selectFrom('login_days').select('day').where('user_id', '=', userId).orderBy('day').execute();
    expect(days.map((d) => d.day)).toEqual(['2026-01-15', '2026-01-16']);
  });

  it('spec §1/§3 VIP level and progress come from the ledger; a level reward is paid once', async () => {
    const { client, userId } = await player();
    const fresh = await client.call(contract.vipSelfLevel);
    expect(fresh).toMatchObject({ level: 0, levelName: 'Bronze', nextLevelName: 'Silver', currentActualBetAmount: 0, ruleBetAmount: 100_000, ruleBetAmountFormat: '₱1,000.00', ruleDeposit: 50_000, upgradeDeposit: 50_000, upgradePoints: 1_000, privileges: ['Daily spin'] });
    // The whole ladder for /vips, lowest first.
    expect(fresh.levels.map((l) => [l.level, l.name])).toEqual(TEST_ENGAGEMENT.vip.levels.map((l) => [l.level, l.name]));
    expect(fresh.levels[1]).toMatchObject({ ruleBetAmount: 100_000, ruleDeposit: 50_000 });
    expect((await client.call(contract.userInfo)).vipLevel).toBe(0);

    await deposit(server, userId, 110_000);
    await bet(server, userId, 60_000);
    // A refunded stake is not turnover.
    await bet(server, userId, 10_000);
    const { createLedger } = await import('../src/modules/ledger/ledger');
    await createLedger(server.database.db, server.clock.now).post({ idempotencyKey: `refund-${userId}`, cause: 'reversal', reference: 'r', postings: [{ account: { system: 'house' }, amount: -10_000 }, { account: { userId, wallet: 'main' }, amount: 10_000 }] });
    expect(await client.call(contract.vipSelfLevel)).toMatchObject({ level: 0, currentActualBetAmount: 60_000, currentActualBetAmountFormat: '₱600.00', currentActualDeposit: 110_000, upgradeDeposit: 0, upgradePoints: 400 });

    const pointsBefore = (await balances(server, userId)).points;
    await bet(server, userId, 40_000);
    const silver = await client.call(contract.vipSelfLevel);
    expect(silver).toMatchObject({ level: 1, levelName: 'Silver', nextLevelName: 'Platino', ruleBetAmount: 500_000, ruleDeposit: 200_000, privileges: ['Weekly draw'] });
    expect(silver.points).toBe(pointsBefore + 500);
    const info = await client.call(contract.userInfo);
    expect([info.vipLevel, info.vipName, info.points]).toEqual([1, 'Silver', pointsBefore + 500]);
    await client.call(contract.vipSelfLevel);
    expect((await balances(server, userId)).points).toBe(pointsBefore + 500);

    // Last month's score and deposit: the GMT+8 calendar month before.
    setClock(gmt8(2026, 2, 1, 0, 0));
    const february = await client.call(contract.vipSelfLevel);
    expect([february.lastMonthScore, february.lastMonthDeposit]).toEqual([1_000, 110_000]);
  });

  it('spec §3/§4 missions: progress, claim once, UNACCALIMED first, errors change nothing', async () => {
    const { client, userId } = await player();
    const page = await client.call(contract.missionMainPage);
    expect(page.dailyMisson.map((m) => [m.id, m.receiveState, m.progress, m.target])).toEqual([
      ['daily_bet', 'INCOMPLETE', 0, 50_000],
      ['daily_joint', 'INCOMPLETE', 0, 2],
    ]);
    // Logged in today: 1 of 2 login days.
    expect(page.accumulativeMisson.find((m) => m.id === 'login_2')).toMatchObject({ progress: 1, target: 2, receiveState: 'INCOMPLETE' });

    for (const missionId of ['daily_bet', 'no_such_mission']) {
      const before = await balances(server, userId);
      expect((await failure(client.call(contract.missionReceiveAward, { missionId }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
      expect(await balances(server, userId)).toEqual(before);
    }

    await deposit(server, userId, 100_000);
    await bet(server, userId, 50_000);
    const ready = await client.call(contract.missionMainPage);
    expect(ready.dailyMisson.map((m) => m.receiveState)).toEqual([MISSION_CLAIMABLE, MISSION_CLAIMABLE]);
    expect(ready.accumulativeMisson[0]).toMatchObject({ id: 'deposit_1k', receiveState: MISSION_CLAIMABLE });

    const before = await balances(server, userId);
    expect(await client.call(contract.missionReceiveAward, { missionId: 'daily_joint' })).toEqual({ awardType: 'bonus', award: 2_000 });
    expect(await client.call(contract.missionReceiveAward, { missionId: 'daily_bet' })).toEqual({ awardType: 'points', award: 100 });
    for (const missionId of ['daily_joint', 'daily_bet']) {
      expect((await failure(client.call(contract.missionReceiveAward, { missionId }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    }
    expect(await balances(server, userId)).toEqual({ ...before, bonus: before.bonus + 2_000, points: before.points + 100 });
    const claimed = await client.call(contract.missionMainPage);
    expect(claimed.dailyMisson.map((m) => m.receiveState)).toEqual([MISSION_CLAIMED, MISSION_CLAIMED]);
    const points = await client.call(contract.userPointList, { pageNum: 1, pageSize: 1 });
    expect(points.list[0]).toMatchObject({ points: 100, reason: 'mission' });
    const finance = await client.call(contract.financeList, { pageNum: 1, pageSize: 5, type: 2 });
    expect(finance.list[0]).toMatchObject({ amount: 2_000, remark: 'Bet and deposit' });
    // A bonus-wallet award is a bonus grant: listed as processing, with the turnover it asks.
    const bonuses = await client.call(contract.bonusList, { status: 'processing' });
    expect(bonuses.list).toEqual([expect.objectContaining({ kind: 'mission', title: 'Bet and deposit', amount: 2_000, status: 'processing' })]);
    expect(bonuses.list[0]?.turnoverRequired).toBeGreaterThan(0);
    expect(bonuses.bonusBalance).toBe(before.bonus + 2_000);
  });

  it('a stake that may still be refunded is no turnover: missions and VIP count it once its round is settled', async () => {
    const { client, userId } = await player();
    await deposit(server, userId, 200_000);
    const provider = createProviderWallet(server.database.db, createLedger(server.database.db, server.clock.now), server.clock.now, { maxMultiplier: () => 10, onRefusedCredit: () => undefined, guard: testProtection(server.database, server.clock.now) });
    const token = await provider.openSession(userId, 'sandbox', 'jili_2');
    const dailyBet = async () => (await client.call(contract.missionMainPage)).dailyMisson.find((m) => m.id === 'daily_bet');

    // Open (it may be rolled back): not counted, the mission cannot be claimed on it.
    await provider.debit('sandbox', token, `open-${userId}`, 'jili_2', 50_000);
    expect(await dailyBet()).toMatchObject({ receiveState: 'INCOMPLETE', progress: 0 });
    const before = await balances(server, userId);
    expect((await failure(client.call(contract.missionReceiveAward, { missionId: 'daily_bet' }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    expect(await balances(server, userId)).toEqual(before);
    expect((await client.call(contract.vipSelfLevel)).currentActualBetAmount).toBe(0);
    // Rolled back: never counted.
    await provider.rollback('sandbox', token, `open-${userId}`, 'jili_2');
    expect(await dailyBet()).toMatchObject({ receiveState: 'INCOMPLETE', progress: 0 });
    // Settled: counted.
    await provider.debit('sandbox', token, `settled-${userId}`, 'jili_2', 50_000);
    await provider.credit('sandbox', token, `settled-${userId}`, 'jili_2', 0);
    expect(await dailyBet()).toMatchObject({ receiveState: MISSION_CLAIMABLE, progress: 50_000 });
    expect((await client.call(contract.vipSelfLevel)).currentActualBetAmount).toBe(50_000);
  });

  it('spec §9 daily missions reset at 0:00 GMT+8; a claim twice in concurrency pays once', async () => {
    setClock(gmt8(2026, 2, 3, 23, 0));
    const { client, userId } = await player();
    await deposit(server, userId, 60_000);
    await bet(server, userId, 50_000);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => client.call(contract.missionReceiveAward, { missionId: 'daily_bet' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const afterClaim = (await balances(server, userId)).points;
    setClock(gmt8(2026, 2, 3, 23, 59, 59, 999));
    expect((await client.call(contract.missionMainPage)).dailyMisson.find((m) => m.id === 'daily_bet')?.receiveState).toBe(MISSION_CLAIMED);
    setClock(gmt8(2026, 2, 4, 0, 0));
    expect((await client.call(contract.missionMainPage)).dailyMisson.find((m) => m.id === 'daily_bet')).toMatchObject({ receiveState: 'INCOMPLETE', progress: 0 });
    await bet(server, userId, 5_000);
    expect((await failure(client.call(contract.missionReceiveAward, { missionId: 'daily_bet' }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    // The new day's login points arrived (35), nothing else.
    expect((await balances(server, userId)).points).toBe(afterClaim + DAILY_LOGIN_POINTS);
  });

  it('invite and login-day missions count qualified invitees and login days; tickets are paid as tickets', async () => {
    const { client, userId, session } = await player();
    const info = await client.call(contract.userInfo);
    expect(session.userId).toBe(String(userId));
    const invitee = await player({ inviteCode: info.inviteCode });
    // spec §6: an invitee counts once they have deposited.
    expect((await failure(client.call(contract.missionReceiveAward, { missionId: 'invite_1' }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    await deposit(server, invitee.userId, 10_000);
    expect(await client.call(contract.missionReceiveAward, { missionId: 'invite_1' })).toEqual({ awardType: 'balance', award: 3_000 });
    expect((await balances(server, userId)).main).toBe(3_000);
    server.clock.advance(MS_PER_DAY);
    await client.call(contract.userInfo);
    expect(await client.call(contract.missionReceiveAward, { missionId: 'login_2' })).toEqual({ awardType: 'spinTicket', award: 2 });
    expect((await client.call(contract.spinMainPage)).tickets).toBe(2);
    expect((await failure(client.call(contract.missionReceiveAward, { missionId: 'login_2' }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    expect((await client.call(contract.spinMainPage)).tickets).toBe(2);
  });

  it('spec §4/§9 sign-in: 7 items, one sign-in a day, streak across GMT+8 days, reset after a missed day', async () => {
    setClock(gmt8(2026, 2, 10, 23, 59, 59, 999));
    const { client, userId } = await player();
    const board = await client.call(contract.checkinMainPage);
    expect(board.list).toHaveLength(7);
    expect(board.list.map((i) => [i.day, i.isCanSign, i.signState])).toEqual([[1, true, SIGN_STATE_UNSIGNED], ...[2, 3, 4, 5, 6, 7].map((d) => [d, false, SIGN_STATE_UNSIGNED])]);
    expect(board.list[0]).toMatchObject({ awardType: 'points', award: 10 });
    const points = (await balances(server, userId)).points;
    expect(await client.call(contract.checkinSignin)).toEqual({ day: 1, awardType: 'points', award: 10 });
    expect((await failure(client.call(contract.checkinSignin))).code).toBe(ERROR_CODES.ALREADY_SIGNED_IN);
    expect((await balances(server, userId)).points).toBe(points + 10);
    expect((await client.call(contract.checkinMainPage)).list.every((i) => !i.isCanSign)).toBe(true);
    // One millisecond later it is the next GMT+8 day.
    server.clock.advance(1);
    expect(await client.call(contract.checkinSignin)).toMatchObject({ day: 2, award: 20 });
    expect((await client.call(contract.checkinMainPage)).streak).toBe(2);
    server.clock.advance(2 * MS_PER_DAY);
    expect((await client.call(contract.checkinMainPage)).streak).toBe(0);
    expect(await client.call(contract.checkinSignin)).toMatchObject({ day: 1 });
  });

  it('spec §9 sign-in streak: any pattern of days matches the 7-day rule', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 9 }), async (gaps) => {
        const { client } = await player();
        let streak = 0;
        for (const gap of gaps) {
          server.clock.advance(gap * MS_PER_DAY);
          if (gap === 0 && streak > 0) {
            expect((await failure(client.call(contract.checkinSignin))).code).toBe(ERROR_CODES.ALREADY_SIGNED_IN);
            continue;
          }
          streak = gap === 1 && streak > 0 ? (streak % 7) + 1 : 1;
          expect((await client.call(contract.checkinSignin)).day).toBe(streak);
          const page = await client.call(contract.checkinMainPage);
          expect([page.streak, page.list.filter((i) => i.signState === 'SIGNED').length]).toEqual([streak, streak]);
        }
      }),
      { numRuns: kind === 'sqlite' ? 6 : 3 },
    );
  });

  it('spec §9 weekly lucky prize: progress this week, a draw after the week that pays once, private names', async () => {
    // Monday 10:00 GMT+8 of a fresh week.
    const monday = gmt8(2026, 9, 7, 10);
    expect(new Date(monday + 8 * 3600_000).getUTCDay()).toBe(1);
    setClock(monday);
    const a = await player();
    const b = await player();
    const c = await player();
    await server.database.db.updateTable('users').set({ name: 'Juan Dela Cruz' }).where('id', '=', a.userId).execute();
    for (const p of [a, b, c]) {
      await deposit(server, p.userId, 150_000);
      await bet(server, p.userId, 100_000);
    }
    const progress = await a.client.call(contract.weeklyLuckyPrize);
    expect(progress).toMatchObject({ turnover: 100_000, requiredTurnover: 100_000, loginDays: 1, requiredLoginDays: 3, qualified: false });
    // a and c log in on two more days (Tuesday, Wednesday); b only again on Wednesday, by asking.
    for (let day = 1; day <= 2; day++) {
      server.clock.advance(MS_PER_DAY);
      await a.client.call(contract.userInfo);
      await c.client.call(contract.userInfo);
    }
    expect(await a.client.call(contract.weeklyLuckyPrize)).toMatchObject({ loginDays: 3, qualified: true });
    expect(await b.client.call(contract.weeklyLuckyPrize)).toMatchObject({ loginDays: 2, qualified: false });

    // Next Monday 0:00 GMT+8: the week is over; the first request draws it.
    setClock(gmt8(2026, 9, 14, 0, 0));
    const before = await Promise.all([a, b, c].map((p) => balances(server, p.userId)));
    const [first, second] = await Promise.all([a.client.call(contract.weeklyLuckyPrize), b.client.call(contract.weeklyLuckyPrize)]);
    expect(second.list).toEqual(first.list);
    await c.client.call(contract.weeklyLuckyPrize);
    const after = await Promise.all([a, b, c].map((p) => balances(server, p.userId)));
    const won = after.map((x, i) => x.bonus - (before[i] as typeof x).bonus);
    expect(won[1]).toBe(0);
    expect([won[0], won[2]].sort()).toEqual([20_000, 50_000]);
    expect(first.list.map((w) => w.weekStart)).toEqual([monday - 10 * 3600_000, monday - 10 * 3600_000]);
    expect(first.list.map((w) => w.amount)).toEqual([50_000, 20_000]);
    const winnerA = first.list.find((w) => w.amount === won[0]);
    expect(winnerA?.name).toBe('Jua***');
    expect(first).toMatchObject({ turnover: 0, loginDays: 1, qualified: false });

    // The proof: the revealed seed matches its commitment and recomputes the order.
    const draw = await server.database.db.selectFrom('weekly_draws').selectAll().where('week_start', '=', monday - 10 * 3600_000).executeTakeFirstOrThrow();
    expect(createHash('sha256').update(draw.seed).digest('hex')).toBe(draw.seed_hash);
    const ticket = (userId: number) => createHmac('sha256', draw.seed).update(weeklyTicketMessage(Number(draw.week_start), userId)).digest('hex');
    expect(ticket(a.userId) < ticket(c.userId)).toBe(won[0] === 50_000);
    expect(gmt8DayKey(Number(draw.week_start))).toBe('2026-09-07');
    expect(addDays('2026-09-07', 7)).toBe(gmt8DayKey(server.clock.now()));
  });
});
