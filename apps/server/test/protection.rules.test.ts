// Player protection's rules as a player or operator meets them (src/modules/protection/service.ts),
// on SQLite and PostgreSQL, through the service itself: the 18+ market's own refusal, an empty date
// of birth, a frozen account, the edges of an exclusion, what a loss, play-time and deposit limit
// count (a winning day uses nothing, a stake does not use minutes, only paid or open deposit orders
// from the period's first millisecond), the sitting's 5-minute gaps, the history of changes (only
// real ones, newest first), an exclusion carried to the same person's other account, and a lift
// that is offered only while it still shortens the exclusion.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Kysely } from 'kysely';
import { LIMIT_RAISE_DELAY_MS, MARKET_RULES, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, PLAY_GAP_MS, addMonthsGmt8, periodWindow } from '@perya/domain';
import type { Database } from '../src/db/schema';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger';
import { createProtection, type Protection } from '../src/modules/protection/service';
import type { ProtectionConfig } from '../src/modules/protection/config';
import { AppError } from '../src/http/errors';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** A PH operator (21+) with one Brazilian brand (18+, identity check before a deposit). */
const CONFIG: ProtectionConfig = { market: 'PH', brands: [{ appCodes: ['br-app'], market: 'BR' }], overrides: {} };

/** 0:00 GMT+8 of a UTC calendar day is 16:00 UTC of the day before. */
const gmt8Midnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * MS_PER_HOUR;

/** What a guard threw: its code, message key and envelope data (undefined when it let the action pass). */
async function outcome(run: Promise<unknown>) {
  try {
    await run;
    return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { code: error.code, key: error.messageKey, data: error.data };
  }
}

describe.each(DB_KINDS)('protection rules on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  let ledger: Ledger;
  let protection: Protection;
  const changed: number[] = [];
  let seq = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    ledger = createLedger(db, handle.clock.now);
    protection = createProtection({ db, kind, now: handle.clock.now, config: CONFIG, userChanged: async (id) => void changed.push(id) });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const at = (instant: number) => {
    handle.clock.current = instant;
  };
  async function player(fields: { birthday?: string | null; appCode?: string; frozenAt?: number } = {}): Promise<number> {
    const id = await insertUser(db);
    await db
      .updateTable('users')
      .set({ ...(fields.birthday === undefined ? {} : { birthday: fields.birthday }), app_code: fields.appCode ?? null, frozen_at: fields.frozenAt ?? null })
      .where('id', '=', id)
      .execute();
    return id;
  }
  async function fund(userId: number, amount: number) {
    await ledger.post({ idempotencyKey: `rules-fund:${userId}`, cause: 'deposit', reference: 'f', postings: [{ account: { system: 'clearing' }, amount: -amount }, { account: { userId, wallet: 'main' }, amount }] });
  }
  /** A stake (lost to the house) or, with a negative amount, money won back, at the clock's time. */
  async function play(userId: number, amount: number) {
    seq += 1;
    await ledger.post({
      idempotencyKey: `rules-play:${userId}:${seq}`,
      cause: amount > 0 ? 'bet' : 'payout',
      reference: `p${seq}`,
      postings: [{ account: { userId, wallet: 'main' }, amount: -amount }, { account: { system: 'house' }, amount }],
    });
  }
  async function depositOrder(userId: number, amount: number, status: string, createdAt: number) {
    seq += 1;
    await db
      .insertInto('deposit_orders')
      .values({ order_no: `DRULE${seq}${userId}`, user_id: userId, channel_id: 'qrph', amount, bonus_amount: 0, status, qr_code: '', pay_url: '', bonus_announced: 0, created_at: createdAt, expires_at: createdAt + MS_PER_HOUR })
      .execute();
  }
  const bet = (userId: number, stake: number) => outcome(db.transaction().execute((trx) => protection.guardBet(trx, userId, stake)));
  const deposit = (userId: number, amount: number) => outcome(db.transaction().execute((trx) => protection.guardDeposit(trx, userId, amount)));
  const bonus = (userId: number) => outcome(protection.guardBonus(db, userId));
  const limit = async (userId: number, k: 'deposit' | 'loss' | 'session', p: 'day' | 'week' | 'month') =>
    (await protection.state(userId)).limits.find((l) => l.kind === k && l.period === p);

  describe('the age gate', () => {
    it('an 18+ market refuses under 18 with its own message (not the 21+ one) and lets a 19-year-old in', async () => {
      at(Date.UTC(2026, 5, 1));
      expect(await outcome(Promise.resolve().then(() => protection.checkSignUpBirthday('2009-01-01', 'br-app')))).toEqual({
        code: 'AGE_RESTRICTED',
        key: 'ageRestricted18',
        data: { reason: 'ageRestricted', minAge: 18 },
      });
      expect(await outcome(Promise.resolve().then(() => protection.checkSignUpBirthday('2007-01-01', 'br-app')))).toBeUndefined();
      expect(await outcome(Promise.resolve().then(() => protection.checkSignUpBirthday('2007-01-01', null)))).toMatchObject({ code: 'AGE_RESTRICTED', key: 'ageRestricted21' });
      expect(await outcome(Promise.resolve().then(() => protection.checkSignUpBirthday('2099-01-01', 'br-app')))).toEqual({ code: 'VALIDATION', key: 'birthdayInvalid', data: undefined });

      // A BR player on record as 17 is refused a bet and a deposit with the 18+ message.
      const young = await player({ birthday: '2009-01-01', appCode: 'br-app' });
      expect(await bet(young, 100)).toEqual({ code: 'AGE_RESTRICTED', key: 'ageRestricted18', data: { reason: 'ageRestricted', minAge: 18 } });
      expect(await deposit(young, 10_000)).toMatchObject({ code: 'AGE_RESTRICTED', key: 'ageRestricted18' });
    });

    it('an empty date of birth is no date of birth: the bet and the deposit ask for it first', async () => {
      const blank = await player({ birthday: '' });
      expect(await bet(blank, 100)).toEqual({ code: 'AGE_UNCONFIRMED', key: undefined, data: { reason: 'ageUnconfirmed', minAge: 21 } });
      expect(await deposit(blank, 10_000)).toMatchObject({ code: 'AGE_UNCONFIRMED' });
      expect(await bet(await player({ birthday: null }), 100)).toMatchObject({ code: 'AGE_UNCONFIRMED' });
      // ... and the player gives it like any player without one: then the bet is taken.
      expect(await protection.setBirthday(blank, '1990-01-01')).toBe('1990-01-01');
      expect((await db.selectFrom('users').select('birthday').where('id', '=', blank).executeTakeFirstOrThrow()).birthday).toBe('1990-01-01');
      expect(await outcome(protection.setBirthday(blank, '1991-01-01'))).toMatchObject({ code: 'ALREADY_BOUND' });
    });

    it('a date of birth is given once, for the market of the brand, and the session cache is told', async () => {
      const br = await player({ birthday: null, appCode: 'br-app' });
      expect(await protection.setBirthday(br, '2007-01-01')).toBe('2007-01-01');
      expect(changed).toContain(br);
      expect(await outcome(protection.setBirthday(br, '1990-01-01'))).toMatchObject({ code: 'ALREADY_BOUND' });
      expect((await protection.history(br, 10)).map((h) => [h.type, h.effectiveAt])).toEqual([['birthday', handle.clock.now()]]);
      expect(await outcome(protection.setBirthday(await player({ birthday: null, appCode: 'br-app' }), '2009-01-01'))).toMatchObject({ code: 'AGE_RESTRICTED', key: 'ageRestricted18' });
      // A server without a session cache to tell sets it all the same.
      const plain = createProtection({ db, kind, now: handle.clock.now, config: CONFIG });
      expect(await plain.setBirthday(await player({ birthday: null }), '1990-01-01')).toBe('1990-01-01');
    });

    it('a player the database does not know is refused as signed out', async () => {
      expect(await bet(999_999_999, 100)).toEqual({ code: 'UNAUTHORIZED', key: undefined, data: undefined });
    });
  });

  describe('a frozen account and the identity check', () => {
    it('a frozen account may not bet, deposit or get a bonus, and no promotion is offered to it', async () => {
      const frozen = await player({ frozenAt: 1 });
      for (const refused of [await bet(frozen, 100), await deposit(frozen, 10_000), await bonus(frozen)]) expect(refused).toMatchObject({ code: 'ACCOUNT_FROZEN' });
      expect(await protection.promotionsWithheld(db, frozen)).toBe(true);
      const free = await player();
      expect(await protection.promotionsWithheld(db, free)).toBe(false);
      expect(await bonus(free)).toBeUndefined();
    });

    it("a player's second account (the same device) gets no bonus and no promotion; the first one does", async () => {
      const device = `rules-device-${Date.now()}`;
      const first = await player();
      const second = await player();
      await db.updateTable('users').set({ register_device: device }).where('id', 'in', [first, second]).execute();
      expect(await bonus(first)).toBeUndefined();
      expect(await protection.promotionsWithheld(db, first)).toBe(false);
      expect(await bonus(second)).toMatchObject({ code: 'ONE_PER_PLAYER' });
      expect(await protection.promotionsWithheld(db, second)).toBe(true);
    });

    it('a BR player deposits only once the identity check is verified; a pending one is not enough', async () => {
      const br = await player({ appCode: 'br-app' });
      expect(await deposit(br, 10_000)).toEqual({ code: 'KYC_REQUIRED', key: undefined, data: { reason: 'kycRequired' } });
      await db
        .insertInto('kyc_checks')
        .values({ user_id: br, status: 'pending', document_type: 'cpf', document_tail: '1234', document_number_enc: 'x', selfie_enc: 'x', provider_ref: 'r', submitted_at: 1, decided_at: null })
        .execute();
      expect(await deposit(br, 10_000)).toMatchObject({ code: 'KYC_REQUIRED' });
      expect((await protection.state(br)).kyc).toEqual({ status: 'pending', required: true, documentType: 'cpf', documentTail: '1234' });
      await db.updateTable('kyc_checks').set({ status: 'verified' }).where('user_id', '=', br).execute();
      expect(await deposit(br, 10_000)).toBeUndefined();
      const ph = await protection.state(await player());
      expect(ph.kyc).toEqual({ status: 'none', required: false, documentType: null, documentTail: '' });
      // The market's rules and help lines, as the law and the operator set them.
      expect(ph.rules).toEqual({ market: 'PH', ...MARKET_RULES.PH, helpLines: [...MARKET_RULES.PH.helpLines] });
      expect(ph.rules.helpLines.length).toBeGreaterThan(0);
      expect((await protection.state(br)).rules).toEqual({ market: 'BR', ...MARKET_RULES.BR, helpLines: [...MARKET_RULES.BR.helpLines] });
      // Nothing played: no sitting.
      expect(ph.sitting).toEqual({ startedAt: null, playedMs: 0, net: 0, nextCheckAt: null });
    });
  });

  describe('an exclusion', () => {
    it('holds from its first to its last millisecond, for bets, deposits, bonuses and promotions', async () => {
      at(gmt8Midnight(2026, 6, 1));
      const id = await player();
      const { endsAt } = await protection.exclude(id, { kind: 'coolingOff', hours: 48 });
      expect(endsAt).toBe(handle.clock.now() + 48 * MS_PER_HOUR);
      at(endsAt - 1);
      expect(await protection.isExcluded(db, id)).toBe(true);
      expect(await protection.promotionsWithheld(db, id)).toBe(true);
      expect(await bonus(id)).toEqual({ code: 'SELF_EXCLUDED', key: undefined, data: { reason: 'excluded', resetsAt: endsAt } });
      expect(await deposit(id, 10_000)).toMatchObject({ code: 'SELF_EXCLUDED' });
      at(endsAt);
      expect(await protection.isExcluded(db, id)).toBe(false);
      expect(await protection.promotionsWithheld(db, id)).toBe(false);
      expect(await bonus(id)).toBeUndefined();
      expect(await deposit(id, 10_000)).toBeUndefined();
      expect((await protection.state(id)).exclusion).toBeNull();
      expect(await protection.isExcluded(db, await player())).toBe(false);
    });

    it('the history says how long: the hours of a cooling-off, the months of a self-exclusion', async () => {
      at(gmt8Midnight(2026, 6, 10));
      const id = await player();
      const cooling = await protection.exclude(id, { kind: 'coolingOff', hours: 30 });
      const self = await protection.exclude(id, { kind: 'selfExclusion', term: '5y' });
      expect(self.startedAt).toBe(handle.clock.now());
      expect((await protection.history(id, 10)).map((h) => [h.type, h.kind, h.period, h.from, h.to, h.effectiveAt])).toEqual([
        ['selfExclusion', null, null, null, 60, self.endsAt],
        ['coolingOff', null, null, null, 30, cooling.endsAt],
      ]);
      expect((await protection.history(id, 1)).map((h) => h.type)).toEqual(['selfExclusion']);
    });

    it('a lift is offered while it would still end the exclusion sooner, not in its last day', async () => {
      const start = gmt8Midnight(2026, 1, 1);
      at(start);
      const id = await player();
      const six = await protection.exclude(id, { kind: 'selfExclusion', term: '6m' });
      // A 6-month term is all irrevocable: never liftable.
      expect(six.liftableFrom).toBeNull();
      const year = await protection.exclude(id, { kind: 'selfExclusion', term: '1y' });
      const from = addMonthsGmt8(start, 6);
      expect(year.liftableFrom).toBe(from);
      // Still offered in the irrevocable months (when it opens), and a day and a millisecond before the end.
      at(year.endsAt - MS_PER_DAY - 1);
      expect((await protection.state(id)).exclusion?.liftableFrom).toBe(from);
      // In its last day a lift would end it no sooner: not offered, and asking changes nothing.
      at(year.endsAt - MS_PER_DAY);
      expect((await protection.state(id)).exclusion?.liftableFrom).toBeNull();
      const before = await protection.history(id, 10);
      const same = await protection.lift(id);
      expect([same.endsAt, same.liftableFrom]).toEqual([year.endsAt, null]);
      expect(await protection.history(id, 10)).toEqual(before);
      expect(await outcome(protection.lift(await player()))).toEqual({ code: 'VALIDATION', key: 'exclusionNotLiftable', data: undefined });
    });

    it("the same person's other account takes on an exclusion in force, with its start and end, unless its own is longer", async () => {
      at(gmt8Midnight(2026, 7, 1));
      const holder = await player();
      const other = await player();
      const free = await player();
      // Nothing to take on from a holder without one (or whose exclusion is over).
      expect(await db.transaction().execute((trx) => protection.inheritExclusion(trx, other, free))).toBeNull();
      const held = await protection.exclude(holder, { kind: 'selfExclusion', term: '1y' });
      at(handle.clock.now() + MS_PER_HOUR);
      const taken = await db.transaction().execute((trx) => protection.inheritExclusion(trx, other, holder));
      expect(taken).toEqual({ kind: 'selfExclusion', startedAt: held.startedAt, endsAt: held.endsAt });
      expect(await protection.isExcluded(db, other)).toBe(true);
      expect((await protection.history(other, 10)).map((h) => [h.type, h.to, h.effectiveAt])).toEqual([['selfExclusion', null, held.endsAt]]);

      // A player whose own exclusion is longer keeps it, and nothing is recorded.
      const longer = await player();
      const own = await protection.exclude(longer, { kind: 'selfExclusion', term: '5y' });
      const kept = await db.transaction().execute((trx) => protection.inheritExclusion(trx, longer, holder));
      expect(kept).toEqual({ kind: 'selfExclusion', startedAt: own.startedAt, endsAt: own.endsAt });
      expect(await protection.history(longer, 10)).toHaveLength(1);

      at(held.endsAt);
      expect(await db.transaction().execute((trx) => protection.inheritExclusion(trx, free, holder))).toBeNull();
      expect(await protection.isExcluded(db, free)).toBe(false);
    });
  });

  describe('what a limit counts', () => {
    it('a loss limit counts only money lost: a winning day uses none of it, and a stake may reach the limit exactly', async () => {
      at(gmt8Midnight(2026, 8, 3) + 10 * MS_PER_HOUR);
      const id = await player();
      await fund(id, 100_000);
      await protection.setLimit(id, 'loss', 'day', 5_000);
      await play(id, 1_000);
      await play(id, -3_000);
      expect((await limit(id, 'loss', 'day'))?.used).toBe(0);
      expect(await bet(id, 5_000)).toBeUndefined();
      expect(await bet(id, 5_001)).toMatchObject({ code: 'LIMIT_REACHED', key: 'lossLimitReached', data: { kind: 'loss', period: 'day', limit: 5_000, remaining: 5_000 } });
      await play(id, 6_000);
      expect((await limit(id, 'loss', 'day'))?.used).toBe(4_000);
      expect(await bet(id, 1_000)).toBeUndefined();
      expect(await bet(id, 1_001)).toMatchObject({ data: { remaining: 1_000 } });
      // A limit set later starts with what the period has used already.
      expect((await protection.setLimit(id, 'loss', 'week', 9_000)).limit.used).toBe(4_000);
    });

    it('a play-time limit counts minutes, whatever the stake; a sitting goes on while stakes are 5 minutes apart or less', async () => {
      const start = gmt8Midnight(2026, 8, 5) + 9 * MS_PER_HOUR;
      at(start);
      const id = await player();
      await fund(id, 1_000_000);
      await protection.setLimit(id, 'session', 'day', 20);
      // Stakes exactly 5 minutes apart: one sitting.
      for (let i = 0; i < 3; i += 1) {
        at(start + i * PLAY_GAP_MS);
        await play(id, 100);
      }
      // 5 minutes and a millisecond after the last: a new sitting starts with this stake.
      const second = start + 3 * PLAY_GAP_MS + 1;
      at(second);
      await play(id, 100);
      at(second + 2 * MS_PER_MINUTE + 59_999);
      const state = await protection.state(id);
      // 10 minutes, the 5-minute gap (counted up to 5 minutes: 5 of 5 min 0.001 s) and the 2 min 59.999 s since: rounded down.
      expect(state.limits.find((l) => l.kind === 'session' && l.period === 'day')?.used).toBe(17);
      expect(state.sitting).toMatchObject({ startedAt: second, playedMs: 2 * MS_PER_MINUTE + 59_999, net: -100 });
      // Minutes left: a stake of any size passes the play-time limit.
      expect(await bet(id, 900_000)).toBeUndefined();
    });

    it('the sitting reaches now while the last stake is at most 5 minutes old, and joins stakes exactly 5 minutes apart', async () => {
      const start = gmt8Midnight(2026, 8, 6) + 9 * MS_PER_HOUR;
      const id = await player();
      await fund(id, 100_000);
      await protection.setRealityCheck(id, 15);
      for (let i = 0; i < 4; i += 1) {
        at(start + i * PLAY_GAP_MS);
        await play(id, 100);
      }
      const last = start + 3 * PLAY_GAP_MS;
      at(last + PLAY_GAP_MS);
      const playing = await protection.state(id);
      expect(playing.sitting).toEqual({ startedAt: start, playedMs: 4 * PLAY_GAP_MS, net: -400, nextCheckAt: start + 30 * MS_PER_MINUTE });
      expect(playing.realityCheckMinutes).toBe(15);
      // Still playing: the 5 minutes since the last stake count too.
      expect(playing.limits.find((l) => l.kind === 'session' && l.period === 'day')?.used).toBe(20);
      at(last + PLAY_GAP_MS + 1);
      expect((await protection.state(id)).sitting).toEqual({ startedAt: null, playedMs: 0, net: 0, nextCheckAt: null });
    });

    it('a play-time limit counts the minutes of a sitting that ended, and refuses once they are used', async () => {
      const start = gmt8Midnight(2026, 8, 7) + 9 * MS_PER_HOUR;
      const id = await player();
      await fund(id, 100_000);
      for (let i = 0; i <= 4; i += 1) {
        at(start + i * PLAY_GAP_MS);
        await play(id, 100);
      }
      await protection.setLimit(id, 'session', 'day', 20);
      // An hour later the sitting is over: its 20 minutes still count, and the limit is used.
      at(start + MS_PER_HOUR);
      expect((await limit(id, 'session', 'day'))?.used).toBe(20);
      expect(await bet(id, 100)).toMatchObject({ code: 'LIMIT_REACHED', key: 'sessionLimitReached', data: { kind: 'session', remaining: 0 } });
      // The next day the day is fresh, the week still holds those minutes.
      at(start + MS_PER_DAY);
      expect([(await limit(id, 'session', 'day'))?.used, (await limit(id, 'session', 'week'))?.used]).toEqual([0, 20]);
    });

    it('play that starts before the month counts in it from its first millisecond', async () => {
      // June 2026 starts on a Monday: the day, the week and the month all start at this instant.
      const month = gmt8Midnight(2026, 6, 1);
      const id = await player();
      await fund(id, 100_000);
      at(month - 2 * MS_PER_MINUTE);
      await play(id, 100);
      at(month + 3 * MS_PER_MINUTE);
      await play(id, 100);
      at(month + MS_PER_HOUR);
      expect([(await limit(id, 'session', 'day'))?.used, (await limit(id, 'session', 'week'))?.used, (await limit(id, 'session', 'month'))?.used]).toEqual([3, 3, 3]);
    });

    it('two deposits checked at once cannot pass a limit together: the second is checked after the first is written', async () => {
      at(gmt8Midnight(2026, 10, 5) + 10 * MS_PER_HOUR);
      const id = await player();
      await protection.setLimit(id, 'deposit', 'day', 30_000);
      const attempt = () =>
        outcome(
          db.transaction().execute(async (trx) => {
            await protection.guardDeposit(trx, id, 20_000);
            await new Promise((resolve) => setTimeout(resolve, 300));
            seq += 1;
            await trx
              .insertInto('deposit_orders')
              .values({ order_no: `DPAR${seq}${id}`, user_id: id, channel_id: 'qrph', amount: 20_000, bonus_amount: 0, status: 'pending', qr_code: '', pay_url: '', bonus_announced: 0, created_at: handle.clock.now(), expires_at: handle.clock.now() + MS_PER_HOUR })
              .execute();
          }),
        );
      const results = await Promise.all([attempt(), attempt()]);
      expect(results.filter((r) => r === undefined)).toHaveLength(1);
      expect(results.find((r) => r !== undefined)).toMatchObject({ code: 'LIMIT_REACHED', data: { remaining: 10_000 } });
    });

    it('a deposit limit counts paid and open orders from the first millisecond of the period, not failed or canceled ones', async () => {
      const day = periodWindow('day', gmt8Midnight(2026, 8, 11) + 12 * MS_PER_HOUR);
      at(day.start + 12 * MS_PER_HOUR);
      const id = await player();
      await protection.setLimit(id, 'deposit', 'day', 30_000);
      await depositOrder(id, 5_000, 'success', day.start);
      await depositOrder(id, 7_000, 'pending', day.start + 1);
      await depositOrder(id, 9_000, 'failed', day.start + 2);
      await depositOrder(id, 11_000, 'canceled', day.start + 3);
      await depositOrder(id, 13_000, 'success', day.start - 1);
      expect((await limit(id, 'deposit', 'day'))?.used).toBe(12_000);
      expect(await deposit(id, 18_000)).toBeUndefined();
      expect(await deposit(id, 18_001)).toEqual({
        code: 'LIMIT_REACHED',
        key: 'depositLimitReached',
        data: { reason: 'limit', kind: 'deposit', period: 'day', limit: 30_000, remaining: 18_000, resetsAt: day.end },
      });
      // The week counts the order of the day before too (a Tuesday: both are in the week).
      expect((await limit(id, 'deposit', 'week'))?.used).toBe(25_000);
    });

    it('a limit that is not set, or set and then loosened in time, lets the action through', async () => {
      at(gmt8Midnight(2026, 8, 18) + 10 * MS_PER_HOUR);
      const id = await player();
      await fund(id, 100_000);
      await protection.setLimit(id, 'loss', 'week', 1_000);
      expect(await bet(id, 2_000)).toMatchObject({ data: { kind: 'loss', period: 'week' } });
      const raise = await protection.setLimit(id, 'loss', 'week', null);
      expect([raise.effect, raise.limit.amount, raise.limit.pending]).toEqual(['later', 1_000, { amount: null, effectiveAt: handle.clock.now() + LIMIT_RAISE_DELAY_MS }]);
      at(handle.clock.now() + LIMIT_RAISE_DELAY_MS);
      expect(await bet(id, 2_000)).toBeUndefined();
      expect((await limit(id, 'loss', 'week'))?.amount).toBeNull();
      // Asked again once in force: no limit stays no limit.
      expect((await protection.setLimit(id, 'loss', 'week', null)).limit.amount).toBeNull();
      expect(await bet(id, 2_000)).toBeUndefined();
    });
  });

  describe('the history of changes', () => {
    it('records a limit or reality check only when it changes, with what it was', async () => {
      at(gmt8Midnight(2026, 9, 1) + 10 * MS_PER_HOUR);
      const id = await player();
      expect((await protection.setLimit(id, 'deposit', 'month', 50_000)).effect).toBe('now');
      const again = await protection.setLimit(id, 'deposit', 'month', 50_000);
      expect([again.effect, again.limit.amount, again.limit.used]).toEqual(['none', 50_000, 0]);
      await protection.setLimit(id, 'deposit', 'month', 40_000);
      // The second cut is in force as it is, with nothing pending.
      expect(await deposit(id, 40_000)).toBeUndefined();
      expect(await deposit(id, 40_001)).toMatchObject({ code: 'LIMIT_REACHED', data: { limit: 40_000 } });
      expect((await limit(id, 'deposit', 'month'))?.pending).toBeNull();
      expect(await protection.setRealityCheck(id, 30)).toBe(30);
      await protection.setRealityCheck(id, 30);
      expect(await protection.setRealityCheck(id, null)).toBeNull();
      expect((await protection.state(id)).realityCheckMinutes).toBeNull();
      expect((await protection.history(id, 10)).map((h) => [h.type, h.kind, h.period, h.from, h.to])).toEqual([
        ['realityCheck', null, null, 30, null],
        ['realityCheck', null, null, null, 30],
        ['limit', 'deposit', 'month', 50_000, 40_000],
        ['limit', 'deposit', 'month', null, 50_000],
      ]);
    });
  });
});
