// Issue 15 player protection, enforced by the server on SQLite and PostgreSQL: the 21+ age gate
// (sign-up and asked once), deposit, loss and play-time limits (a cut at once, a raise after 24 h,
// GMT+8 day and week boundaries), cooling-off and self-exclusion (bets, deposits, bonuses and
// events refused; sign-in, records and withdrawals still work). Every refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES, HEADERS, contract, type OgBet, type ProtectionRefusal } from '@perya/api/contract';
import { LIMIT_RAISE_DELAY_MS, MESSAGES, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, periodWindow } from '@perya/domain';
import { createLedger } from '../src/modules/ledger/ledger';
import { ADULT_BIRTHDAY, DB_KINDS, TEST_PASSWORD, fundedPlayer, latestCode, rawCall, registerPlayer, snapshot, startTestServer, testProtection, type TestServer } from './harness';
import { failure, testClient } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0918${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}
let requestSeq = 0;
const newRequestId = () => `prot-${Date.now()}-${(requestSeq += 1)}`;

/** 0:00 GMT+8 of a UTC calendar day is 16:00 UTC of the day before. */
const gmt8Midnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * MS_PER_HOUR;

const DICE: OgBet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };

describe.each(DB_KINDS)('player protection on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { sabongSchedule: null, lottoTickMs: null } });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A call that must be refused: its envelope (code, message, data) over raw HTTP. */
  async function refused(token: string, endpoint: { method: 'GET' | 'POST'; path: string }, body: object) {
    const res = await rawCall(server.baseUrl, endpoint.method, endpoint.path, JSON.stringify(body), { [HEADERS.token]: token });
    const envelope = res.json as { code: string; message: string; data: ProtectionRefusal | null };
    expect(envelope.code).not.toBe('00000');
    return envelope;
  }

  /** Bets (stakes) posted straight to the ledger at the clock's time: a player's play and losses. */
  async function stake(userId: number, amount: number, key: string) {
    await createLedger(server.database.db, server.clock.now).post({
      idempotencyKey: `test-stake:${key}`,
      cause: 'bet',
      reference: key,
      postings: [
        { account: { userId, wallet: 'main' }, amount: -amount },
        { account: { system: 'house' }, amount },
      ],
    });
  }

  describe('the age gate', () => {
    it('refuses a sign-up under 21 (the PH market) with a clear message and creates nothing', async () => {
      const phone = newPhone();
      const client = testClient(server.baseUrl);
      await client.call(contract.smsSendRegister, { phone });
      const code = await latestCode(server.baseUrl, phone);
      const at = new Date(server.clock.now());
      const twenty = `${at.getUTCFullYear() - 20}-01-01`;
      const before = await server.database.db.selectFrom('users').select('id').execute();
      const error = await failure(client.call(contract.registerByAccount, { account: phone, pwd: TEST_PASSWORD, code, birthday: twenty }));
      expect([error.code, error.msg]).toEqual([ERROR_CODES.AGE_RESTRICTED, MESSAGES.ageRestricted21]);
      expect((await server.database.db.selectFrom('users').select('id').execute()).length).toBe(before.length);
    });

    it('asks a player without a date of birth once: no deposit or bet until given, never changed after', async () => {
      const { client, userId, token } = await registerPlayer(server.baseUrl, newPhone(), TEST_PASSWORD, { birthday: undefined as unknown as string });
      await server.database.db.updateTable('users').set({ birthday: null }).where('id', '=', userId).execute();
      await createLedger(server.database.db, server.clock.now).post({
        idempotencyKey: `prot-fund:${userId}`,
        cause: 'deposit',
        reference: 'f',
        postings: [{ account: { system: 'clearing' }, amount: -50_000 }, { account: { userId, wallet: 'main' }, amount: 50_000 }],
      });
      const before = await snapshot(server.database);
      expect((await refused(token, contract.ogPlay, { requestId: newRequestId(), bet: DICE })).code).toBe(ERROR_CODES.AGE_UNCONFIRMED);
      expect((await refused(token, contract.recharge, { amount: 10_000, channelId: 'qrph' })).message).toBe(MESSAGES.birthdayRequired);
      expect(await snapshot(server.database)).toEqual(before);
      expect((await client.call(contract.protectionState, {})).birthday).toBe('');

      const young = await refused(token, contract.protectionBirthday, { birthday: '2010-05-05' });
      expect([young.code, young.data?.minAge]).toEqual([ERROR_CODES.AGE_RESTRICTED, 21]);
      expect(await client.call(contract.protectionBirthday, { birthday: ADULT_BIRTHDAY })).toEqual({ birthday: ADULT_BIRTHDAY });
      expect((await failure(client.call(contract.protectionBirthday, { birthday: '1980-01-01' }))).code).toBe(ERROR_CODES.ALREADY_BOUND);
      expect((await failure(client.call(contract.userInfoEdit, { birthday: '1980-01-01' }))).code).toBe(ERROR_CODES.ALREADY_BOUND);
      const played = await client.call(contract.ogPlay, { requestId: newRequestId(), bet: DICE });
      expect(played.round.totalStake).toBe(1_000);
      const history = await client.call(contract.protectionHistory, {});
      expect(history.list.map((h) => h.type)).toEqual(['birthday']);
    });
  });

  describe('deposit limits', () => {
    it('a cut is in force at once, a raise only after 24 h; a refusal says when the limit resets and changes nothing', async () => {
      server.clock.current = gmt8Midnight(2026, 3, 2) + 10 * MS_PER_HOUR; // Monday 10:00 GMT+8
      const { client, token } = await registerPlayer(server.baseUrl, newPhone());
      const cut = await client.call(contract.protectionLimitSet, { kind: 'deposit', period: 'day', amount: 15_000 });
      expect([cut.effect, cut.limit.amount, cut.limit.resetsAt]).toEqual(['now', 15_000, gmt8Midnight(2026, 3, 3)]);

      await client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' });
      const before = await snapshot(server.database);
      const over = await refused(token, contract.recharge, { amount: 10_000, channelId: 'qrph' });
      expect([over.code, over.message]).toEqual([ERROR_CODES.LIMIT_REACHED, MESSAGES.depositLimitReached]);
      expect(over.data).toEqual({ reason: 'limit', kind: 'deposit', period: 'day', limit: 15_000, remaining: 5_000, resetsAt: gmt8Midnight(2026, 3, 3) });
      expect(await snapshot(server.database)).toEqual(before);

      const raise = await client.call(contract.protectionLimitSet, { kind: 'deposit', period: 'day', amount: 50_000 });
      expect([raise.effect, raise.effectiveAt, raise.limit.amount, raise.limit.pending]).toEqual([
        'later',
        server.clock.now() + LIMIT_RAISE_DELAY_MS,
        15_000,
        { amount: 50_000, effectiveAt: server.clock.now() + LIMIT_RAISE_DELAY_MS },
      ]);
      expect((await refused(token, contract.recharge, { amount: 10_000, channelId: 'qrph' })).code).toBe(ERROR_CODES.LIMIT_REACHED);

      // A weekly cut still bites after the day resets at 0:00 GMT+8 (Tuesday).
      await client.call(contract.protectionLimitSet, { kind: 'deposit', period: 'week', amount: 20_000 });
      server.clock.current = gmt8Midnight(2026, 3, 3) + 1;
      const week = await refused(token, contract.recharge, { amount: 20_000, channelId: 'qrph' });
      expect(week.data).toMatchObject({ kind: 'deposit', period: 'week', remaining: 10_000, resetsAt: gmt8Midnight(2026, 3, 9) });
      await client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' });

      // The next Monday 0:00 GMT+8 opens the week; the raised day limit is in force by then.
      server.clock.current = gmt8Midnight(2026, 3, 9);
      const state = await client.call(contract.protectionState, {});
      const day = state.limits.find((l) => l.kind === 'deposit' && l.period === 'day');
      expect([day?.amount, day?.pending, day?.used]).toEqual([50_000, null, 0]);
      await client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' });
      expect((await client.call(contract.protectionHistory, {})).list.map((h) => [h.type, h.kind, h.period, h.from, h.to])).toEqual([
        ['limit', 'deposit', 'week', null, 20_000],
        ['limit', 'deposit', 'day', 15_000, 50_000],
        ['limit', 'deposit', 'day', null, 15_000],
      ]);
    });

    it('parallel deposits cannot pass a limit together', async () => {
      const { client, token } = await registerPlayer(server.baseUrl, newPhone());
      await client.call(contract.protectionLimitSet, { kind: 'deposit', period: 'month', amount: 25_000 });
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
      expect((await refused(token, contract.recharge, { amount: 10_000, channelId: 'qrph' })).data?.remaining).toBe(5_000);
    });
  });

  describe('loss and play-time limits', () => {
    it('a loss limit refuses a bet that could pass it, until 0:00 GMT+8', async () => {
      server.clock.current = gmt8Midnight(2026, 3, 10) + 23 * MS_PER_HOUR + 50 * MS_PER_MINUTE; // 23:50 GMT+8
      const { client, userId, token } = await fundedPlayer(server, newPhone(), 100_000);
      await client.call(contract.protectionLimitSet, { kind: 'loss', period: 'day', amount: 5_000 });
      await stake(userId, 4_500, `loss-${userId}`);
      const before = await snapshot(server.database);
      const over = await refused(token, contract.ogPlay, { requestId: newRequestId(), bet: DICE });
      expect([over.code, over.message, over.data?.kind, over.data?.remaining, over.data?.resetsAt]).toEqual([
        ERROR_CODES.LIMIT_REACHED,
        MESSAGES.lossLimitReached,
        'loss',
        500,
        gmt8Midnight(2026, 3, 11),
      ]);
      expect(await snapshot(server.database)).toEqual(before);
      server.clock.current = gmt8Midnight(2026, 3, 11);
      expect((await client.call(contract.ogPlay, { requestId: newRequestId(), bet: DICE })).round.totalStake).toBe(1_000);
    });

    it('a play-time limit stops play once its minutes are used; play from before 0:00 GMT+8 does not count', async () => {
      server.clock.current = gmt8Midnight(2026, 3, 12) - 10 * MS_PER_MINUTE; // 23:50 GMT+8
      const { client, userId, token } = await fundedPlayer(server, newPhone(), 100_000);
      await client.call(contract.protectionLimitSet, { kind: 'session', period: 'day', amount: 30 });
      for (let i = 0; i < 9; i += 1) {
        await stake(userId, 100, `time-${userId}-${i}`);
        server.clock.advance(4 * MS_PER_MINUTE);
      }
      // Stakes every 4 minutes from 23:50, now 0:26: 36 minutes of play, 26 of them after 0:00 GMT+8.
      const state = await client.call(contract.protectionState, {});
      expect(state.limits.find((l) => l.kind === 'session' && l.period === 'day')?.used).toBe(26);
      expect(state.sitting.startedAt).toBe(gmt8Midnight(2026, 3, 12) - 10 * MS_PER_MINUTE);
      await client.call(contract.ogPlay, { requestId: newRequestId(), bet: DICE });
      server.clock.advance(4 * MS_PER_MINUTE); // 0:30: the 30 minutes are used
      const over = await refused(token, contract.ogPlay, { requestId: newRequestId(), bet: DICE });
      expect([over.code, over.message, over.data?.kind, over.data?.resetsAt]).toEqual([ERROR_CODES.LIMIT_REACHED, MESSAGES.sessionLimitReached, 'session', gmt8Midnight(2026, 3, 13)]);
    });

    it('the reality check is due every N minutes of the sitting, with time played and the net result', async () => {
      server.clock.current = gmt8Midnight(2026, 3, 14) + 9 * MS_PER_HOUR;
      const { client, userId } = await fundedPlayer(server, newPhone(), 100_000);
      expect(await client.call(contract.protectionRealityCheckSet, { minutes: 15 })).toEqual({ realityCheckMinutes: 15 });
      const start = server.clock.now();
      for (let i = 0; i < 5; i += 1) {
        await stake(userId, 1_000, `rc-${userId}-${i}`);
        server.clock.advance(4 * MS_PER_MINUTE);
      }
      const state = await client.call(contract.protectionState, {});
      expect(state.sitting).toEqual({ startedAt: start, playedMs: 20 * MS_PER_MINUTE, net: -5_000, nextCheckAt: start + 30 * MS_PER_MINUTE });
      const bad = await failure(client.call(contract.protectionRealityCheckSet, { minutes: 7 as 15 }));
      expect(bad.code).toBe(ERROR_CODES.VALIDATION);
    });
  });

  describe('cooling-off and self-exclusion', () => {
    it('refuses bets, deposits, bonuses and events; sign-in, records and a withdrawal still work; it only lengthens', async () => {
      server.clock.current = gmt8Midnight(2026, 4, 1) + 12 * MS_PER_HOUR; // noon GMT+8: inside the cash-out hours
      const phone = newPhone();
      const { client, token } = await fundedPlayer(server, phone, 100_000);
      const { exclusion } = await client.call(contract.protectionExclude, { kind: 'coolingOff', hours: 24 });
      expect(exclusion).toEqual({ kind: 'coolingOff', startedAt: server.clock.now(), endsAt: server.clock.now() + MS_PER_DAY, liftableFrom: null });

      const before = await snapshot(server.database);
      const bet = await refused(token, contract.ogPlay, { requestId: newRequestId(), bet: DICE });
      expect([bet.code, bet.message, bet.data]).toEqual([ERROR_CODES.SELF_EXCLUDED, MESSAGES.accountExcluded, { reason: 'excluded', resetsAt: exclusion.endsAt }]);
      expect((await refused(token, contract.recharge, { amount: 10_000, channelId: 'qrph' })).code).toBe(ERROR_CODES.SELF_EXCLUDED);
      expect((await refused(token, contract.checkinSignin, {})).code).toBe(ERROR_CODES.SELF_EXCLUDED);
      expect((await refused(token, contract.guaranteedPopover, {})).code).toBe(ERROR_CODES.SELF_EXCLUDED);
      expect(await snapshot(server.database)).toEqual(before);

      // Sign in again, see the records, take the money out.
      const again = testClient(server.baseUrl);
      again.setSession(await again.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD }));
      expect((await again.call(contract.financeList, { pageNum: 1, pageSize: 10, type: 0 })).list.length).toBeGreaterThan(0);
      const order = await again.call(contract.withdrawApply, { method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: phone, phone, accountName: 'Maria Clara', amount: 20_000, pwd: TEST_PASSWORD });
      expect(order.orderNo).toBeTruthy();

      // A shorter break changes nothing; a self-exclusion lengthens it, the first 6 months for good.
      expect((await failure(client.call(contract.protectionExclude, { kind: 'coolingOff', hours: 24 }))).msg).toBe(MESSAGES.exclusionCannotShorten);
      const self = await client.call(contract.protectionExclude, { kind: 'selfExclusion', term: '1y' });
      expect(self.exclusion.kind).toBe('selfExclusion');
      expect(self.exclusion.liftableFrom).toBe(gmt8Midnight(2026, 10, 1) + 12 * MS_PER_HOUR);
      expect(self.exclusion.endsAt).toBe(gmt8Midnight(2027, 4, 1) + 12 * MS_PER_HOUR);

      expect((await failure(client.call(contract.protectionLift, {}))).msg).toBe(MESSAGES.exclusionNotLiftable);

      // Six months on (a new session: the old one has expired) the player may ask to end it: it
      // ends 24 h after the request, and holds to its last instant.
      const from = self.exclusion.liftableFrom!;
      const later = testClient(server.baseUrl);
      server.clock.current = from - 1;
      const session = await later.call(contract.loginByAccount, { account: phone, pwd: TEST_PASSWORD });
      later.setSession(session);
      expect((await failure(later.call(contract.protectionLift, {}))).msg).toBe(MESSAGES.exclusionNotLiftable);
      server.clock.current = from;
      const lifted = await later.call(contract.protectionLift, {});
      expect([lifted.exclusion.endsAt, lifted.exclusion.liftableFrom]).toEqual([from + MS_PER_DAY, null]);
      expect((await later.call(contract.protectionHistory, {})).list[0]).toMatchObject({ type: 'selfExclusionLift', effectiveAt: from + MS_PER_DAY });
      server.clock.current = from + MS_PER_DAY - 1;
      expect((await refused(session.token, contract.ogPlay, { requestId: newRequestId(), bet: DICE })).code).toBe(ERROR_CODES.SELF_EXCLUDED);
      server.clock.current = from + MS_PER_DAY;
      expect((await later.call(contract.protectionState, {})).exclusion).toBeNull();
      expect((await later.call(contract.ogPlay, { requestId: newRequestId(), bet: DICE })).round.totalStake).toBe(1_000);
    });
  });

  it('property: what a limit counts is exactly the play inside its GMT+8 day and week, at any instant', async () => {
    const { userId } = await fundedPlayer(server, newPhone(), 10_000_000);
    const protection = testProtection(server.database, server.clock.now);
    // Time only moves forward (as on a real server): a stake, then a probe some time later.
    let cursor = gmt8Midnight(2026, 5, 4); // a Monday
    const stakes: { at: number; amount: number }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 * MS_PER_HOUR }), fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 0, max: 40 * MS_PER_HOUR }), async (gap, amount, wait) => {
        cursor += gap;
        server.clock.current = cursor;
        await stake(userId, amount, `prop-${userId}-${stakes.length}`);
        stakes.push({ at: cursor, amount });
        cursor += wait;
        server.clock.current = cursor;
        const state = await protection.state(userId);
        for (const period of ['day', 'week'] as const) {
          const window = periodWindow(period, cursor);
          const expected = stakes.filter((s) => s.at >= window.start).reduce((sum, s) => sum + s.amount, 0);
          const limit = state.limits.find((l) => l.kind === 'loss' && l.period === period);
          expect([limit?.used, limit?.resetsAt]).toEqual([expected, window.end]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
