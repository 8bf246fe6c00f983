// Player protection on the server (issue 15): the rules are @perya/domain protection.ts, enforced
// here on every deposit, bet and bonus, inside the same database transaction as the money movement.
//
//   const protection = createProtection({ db, kind, now, config });
//   await protection.guardBet(trx, userId, stake);       // in the bet's transaction: age, exclusion,
//                                                         // loss and play-time limits
//   await protection.guardDeposit(trx, userId, amount);  // age, exclusion, identity check, deposit limit
//   await protection.guardBonus(trx, userId);            // exclusion
//
// A refusal is an AppError whose envelope data is a ProtectionRefusal (reason, and for a limit or an
// exclusion the time it opens again).
//
// Cost: a player who never set anything costs one primary-key read per bet (the users row joined to
// protection_settings). A player with limits costs the sums of the period (ledger entries of their
// own wallets by time, deposit orders by user), and on PostgreSQL their settings row is locked for
// the transaction, so two bets of one player are checked one after the other and cannot pass a
// limit together (SQLite has one writer).
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  PLAY_GAP_MS,
  changeLimit,
  checkBirthday,
  checkLimit,
  coolingOff,
  firstRefusal,
  isExcluded,
  limitAt,
  liftableFrom,
  liftExclusion,
  EXCLUSION_LIFT_DELAY_MS,
  mergeExclusion,
  nextRealityCheck,
  periodWindow,
  playedMs,
  selfExclusion,
  SELF_EXCLUSION_MONTHS,
  type Exclusion,
  type LimitKind,
  type LimitPeriod,
  type LimitSetting,
  type LimitVerdict,
  type SelfExclusionTerm,
} from '@perya/domain';
import type { LimitData, ProtectionRefusal, ProtectionState } from '@perya/api/contract';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { prepareQuery } from '../../db/prepared';
import { AppError } from '../../http/errors';
import { marketFor, type PlayerMarket, type ProtectionConfig } from './config';
import { accountFrozen, onePerPlayer, secondAccountOf } from '../integrity/service';
import { moneyAccounts, playNetSince, stakeTimesSince } from '../ledger/reads';

type Executor = Kysely<Database> | Transaction<Database>;

export interface ProtectionDeps {
  readonly db: Kysely<Database>;
  readonly kind: DbKind;
  readonly now: () => number;
  readonly config: ProtectionConfig;
  /** The users row changed (the birthday): the session cache forgets its callers (sessionCache.ts). */
  readonly userChanged?: (userId: number) => Promise<void>;
}

export interface LimitChangeResult {
  readonly limit: LimitData;
  readonly effect: 'now' | 'later' | 'none';
  readonly effectiveAt: number;
}

/** Deposit orders that count against a deposit limit: paid, or still open (so none pass it in parallel). */
const COUNTED_DEPOSITS = ['pending', 'success'] as const;

function refusal(code: 'AGE_UNCONFIRMED' | 'AGE_RESTRICTED' | 'LIMIT_REACHED' | 'SELF_EXCLUDED' | 'KYC_REQUIRED' | 'NOT_IN_MARKET', data: ProtectionRefusal): AppError {
  const key =
    code === 'AGE_RESTRICTED'
      ? data.minAge === 21
        ? 'ageRestricted21'
        : 'ageRestricted18'
      : code === 'LIMIT_REACHED'
        ? data.kind === 'loss'
          ? 'lossLimitReached'
          : data.kind === 'session'
            ? 'sessionLimitReached'
            : 'depositLimitReached'
        : undefined;
  return new AppError(code, key, data);
}

function limitRefusal(verdict: LimitVerdict): AppError {
  // Stryker disable next-line ConditionalExpression,StringLiteral: only ever called with a refused verdict (checkLimits tests allowed first); the throw narrows the type
  if (verdict.allowed) throw new Error('not a refusal');
  return refusal('LIMIT_REACHED', {
    reason: 'limit',
    kind: verdict.kind,
    period: verdict.period,
    limit: verdict.limit,
    remaining: verdict.remaining,
    resetsAt: verdict.resetsAt,
  });
}

interface GateRow {
  birthday: string | null;
  app_code: string | null;
  /** The operator's fraud block (spec §6): null when none. */
  frozen_at: number | null;
  exclusion_kind: string | null;
  exclusion_started_at: number | null;
  exclusion_ends_at: number | null;
  has_limits: number | null;
}

function exclusionOf(row: Pick<GateRow, 'exclusion_kind' | 'exclusion_started_at' | 'exclusion_ends_at'>): Exclusion | null {
  if (row.exclusion_kind === null || row.exclusion_started_at === null || row.exclusion_ends_at === null) return null;
  return { kind: row.exclusion_kind as Exclusion['kind'], startedAt: Number(row.exclusion_started_at), endsAt: Number(row.exclusion_ends_at) };
}

type LimitRows = Map<string, LimitSetting>;
const limitKey = (kind: LimitKind, period: LimitPeriod) => `${kind}:${period}`;

export function createProtection(deps: ProtectionDeps) {
  const { db, kind, now, config } = deps;

  const gate = prepareQuery(db, (q, p: { userId: number }) =>
    q
      .selectFrom('users')
      .leftJoin('protection_settings as ps', 'ps.user_id', 'users.id')
      .select(['users.birthday', 'users.app_code', 'users.frozen_at', 'ps.exclusion_kind', 'ps.exclusion_started_at', 'ps.exclusion_ends_at', 'ps.has_limits'])
      .where('users.id', '=', p.userId),
  );

  async function gateRow(executor: Executor, userId: number): Promise<GateRow> {
    const [row] = await gate(executor, { userId });
    if (row === undefined) throw new AppError('UNAUTHORIZED');
    return row;
  }

  /** Locks the player's settings row for the transaction (PostgreSQL): their checks and movements run one at a time. */
  async function lockSettings(trx: Executor, userId: number): Promise<void> {
    if (kind === 'postgres') await sql`select user_id from protection_settings where user_id = ${userId} for update`.execute(trx);
  }

  async function limitRows(executor: Executor, userId: number): Promise<LimitRows> {
    const rows = await executor.selectFrom('protection_limits').selectAll().where('user_id', '=', userId).execute();
    const map: LimitRows = new Map();
    for (const r of rows) {
      map.set(limitKey(r.kind as LimitKind, r.period as LimitPeriod), {
        amount: r.amount === null ? null : Number(r.amount),
        pending: r.pending === 1 ? { amount: r.pending_amount === null ? null : Number(r.pending_amount), effectiveAt: Number(r.pending_effective_at) } : null,
      });
    }
    return map;
  }

  function settingOf(rows: LimitRows, k: LimitKind, p: LimitPeriod, at: number): LimitSetting {
    return limitAt(rows.get(limitKey(k, p)) ?? { amount: null, pending: null }, at);
  }

  // The player's money accounts, their net play and their stakes' instants: ledger/reads.ts
  // (moneyAccounts, playNetSince, stakeTimesSince).

  async function depositsSince(executor: Executor, userId: number, from: number): Promise<number> {
    const row = await executor
      .selectFrom('deposit_orders')
      .select(sql<string | number | null>`sum(amount)`.as('total'))
      .where('user_id', '=', userId)
      .where('status', 'in', COUNTED_DEPOSITS)
      .where('created_at', '>=', from)
      .executeTakeFirst();
    // Stryker disable next-line OptionalChaining: an aggregate without GROUP BY always answers one row
    return Number(row?.total ?? 0);
  }

  /** Minutes played since `window.start` (a session limit's use), rounded down. */
  function minutesPlayed(times: readonly number[], window: { start: number; end: number }, at: number): number {
    // The sitting in progress counts up to now: the last bet is followed by play until now (at most the gap).
    return Math.floor(playedMs([...times, at], window) / MS_PER_MINUTE);
  }

  /** What each kind has used in each period at `at`: all 9 sums, from three reads. */
  async function usage(executor: Executor, userId: number, at: number): Promise<Map<string, number>> {
    const monthStart = Math.min(...LIMIT_PERIODS.map((p) => periodWindow(p, at).start));
    const accounts = await moneyAccounts(executor, userId);
    const used = new Map<string, number>();
    const times = await stakeTimesSince(executor, accounts, monthStart - PLAY_GAP_MS);
    const playing = times.length > 0 && at - times[times.length - 1]! <= PLAY_GAP_MS;
    for (const period of LIMIT_PERIODS) {
      const window = periodWindow(period, at);
      used.set(limitKey('deposit', period), await depositsSince(executor, userId, window.start));
      used.set(limitKey('loss', period), Math.max(0, -(await playNetSince(executor, accounts, window.start))));
      used.set(limitKey('session', period), playing ? minutesPlayed(times, window, at) : Math.floor(playedMs(times, window) / MS_PER_MINUTE));
    }
    return used;
  }

  function checkAge(row: GateRow, at: number): PlayerMarket {
    const market = marketFor(config, row.app_code);
    if (row.birthday === null || row.birthday === '') throw refusal('AGE_UNCONFIRMED', { reason: 'ageUnconfirmed', minAge: market.rules.minAge });
    if (checkBirthday(row.birthday, at, market.rules.minAge) !== 'ok') throw refusal('AGE_RESTRICTED', { reason: 'ageRestricted', minAge: market.rules.minAge });
    return market;
  }

  /** spec §6 "operator may block account and balance for fraud": nothing moves while blocked. */
  function checkFrozen(row: GateRow): void {
    if (row.frozen_at !== null) throw accountFrozen();
  }

  function checkExclusion(row: GateRow, at: number): void {
    const exclusion = exclusionOf(row);
    if (exclusion !== null && isExcluded(exclusion, at)) throw refusal('SELF_EXCLUDED', { reason: 'excluded', resetsAt: exclusion.endsAt });
  }

  /** The limits of `kinds` that refuse an action of `attempt` (minor units; 0 for time). */
  async function checkLimits(trx: Executor, userId: number, kinds: readonly LimitKind[], attempt: number, at: number): Promise<void> {
    await lockSettings(trx, userId);
    const rows = await limitRows(trx, userId);
    const active = kinds.flatMap((k) => LIMIT_PERIODS.map((p) => ({ k, p, setting: settingOf(rows, k, p, at) }))).filter((l) => l.setting.amount !== null);
    if (active.length === 0) return;
    const used = await usage(trx, userId, at);
    const verdict = firstRefusal(
      active.map(({ k, p, setting }) => checkLimit(k, p, setting.amount, used.get(limitKey(k, p)) ?? 0, k === 'session' ? 0 : attempt, at)),
    );
    if (!verdict.allowed) throw limitRefusal(verdict);
  }

  async function settingsRow(executor: Executor, userId: number) {
    return executor.selectFrom('protection_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** Creates the player's settings row if missing (so it can be locked and updated). */
  async function ensureSettings(trx: Executor, userId: number, at: number): Promise<void> {
    await trx
      .insertInto('protection_settings')
      .values({ user_id: userId, reality_check_minutes: null, exclusion_kind: null, exclusion_started_at: null, exclusion_ends_at: null, has_limits: 0, updated_at: at })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    await lockSettings(trx, userId);
  }

  async function record(
    trx: Executor,
    entry: { userId: number; at: number; type: string; kind?: string | null; period?: string | null; from?: number | null; to?: number | null; effectiveAt: number },
  ): Promise<void> {
    await trx
      .insertInto('protection_history')
      .values({
        user_id: entry.userId,
        at: entry.at,
        type: entry.type,
        kind: entry.kind ?? null,
        period: entry.period ?? null,
        from_value: entry.from ?? null,
        to_value: entry.to ?? null,
        effective_at: entry.effectiveAt,
      })
      .execute();
  }

  function limitView(k: LimitKind, p: LimitPeriod, setting: LimitSetting, used: number, at: number): LimitData {
    return { kind: k, period: p, amount: setting.amount, pending: setting.pending, used, resetsAt: periodWindow(p, at).end };
  }

  /** The exclusion for the player; liftableFrom only while a request to end it would still shorten it. */
  function exclusionView(e: Exclusion, at: number) {
    const from = liftableFrom(e);
    const shortens = from !== undefined && Math.max(at, from) + EXCLUSION_LIFT_DELAY_MS < e.endsAt;
    return { kind: e.kind, startedAt: e.startedAt, endsAt: e.endsAt, liftableFrom: shortens ? from : null };
  }

  /** The age gate at sign-up: throws AGE_RESTRICTED when the date of birth is under the market's age. */
  function checkSignUpBirthday(birthday: string, appCode: string | null | undefined): void {
    const market = marketFor(config, appCode);
    const verdict = checkBirthday(birthday, now(), market.rules.minAge);
    if (verdict === 'invalid') throw new AppError('VALIDATION', 'birthdayInvalid');
    if (verdict === 'tooYoung') throw refusal('AGE_RESTRICTED', { reason: 'ageRestricted', minAge: market.rules.minAge });
  }

  async function transaction<T>(run: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return db.transaction().execute(run);
  }

  return {
    /** The market (and its switches) of a player by the app code they signed up from. */
    marketOf(appCode: string | null | undefined): PlayerMarket {
      return marketFor(config, appCode);
    },

    /**
     * In the bet's own transaction, before its stake moves: the age gate, the exclusion, and the
     * loss (the stake may be lost whole) and play-time limits.
     */
    async guardBet(trx: Executor, userId: number, stake: number): Promise<void> {
      const at = now();
      const row = await gateRow(trx, userId);
      checkFrozen(row);
      checkAge(row, at);
      checkExclusion(row, at);
      if (row.has_limits === 1) await checkLimits(trx, userId, ['loss', 'session'], stake, at);
    },

    /** In the deposit order's transaction: age, exclusion, the market's identity check, the deposit limit. */
    async guardDeposit(trx: Executor, userId: number, amount: number): Promise<void> {
      const at = now();
      const row = await gateRow(trx, userId);
      checkFrozen(row);
      const market = checkAge(row, at);
      checkExclusion(row, at);
      if (market.rules.kycBeforeDeposit) {
        const kyc = await trx.selectFrom('kyc_checks').select('status').where('user_id', '=', userId).executeTakeFirst();
        if (kyc?.status !== 'verified') throw refusal('KYC_REQUIRED', { reason: 'kycRequired' });
      }
      if (row.has_limits === 1) await checkLimits(trx, userId, ['deposit'], amount, at);
    },

    /**
     * Before a bonus, an award or points are given: none while excluded, none to a frozen account
     * (ACCOUNT_FROZEN), none to a player's second account (spec §6 one account and one IP per
     * player: ONE_PER_PLAYER).
     */
    async guardBonus(executor: Executor, userId: number): Promise<void> {
      const row = await gateRow(executor, userId);
      checkFrozen(row);
      checkExclusion(row, now());
      const second = await secondAccountOf(executor, userId);
      if (second !== undefined) throw onePerPlayer(second);
    },

    /** True when no promotion may be given to this player now (excluded, frozen or a second account). */
    async promotionsWithheld(executor: Executor, userId: number): Promise<boolean> {
      const row = await gateRow(executor, userId);
      if (row.frozen_at !== null) return true;
      const exclusion = exclusionOf(row);
      if (exclusion !== null && isExcluded(exclusion, now())) return true;
      return (await secondAccountOf(executor, userId)) !== undefined;
    },

    /** True while a cooling-off or self-exclusion is in force (marketing and events stop). */
    async isExcluded(executor: Executor, userId: number): Promise<boolean> {
      const row = await gateRow(executor, userId);
      const exclusion = exclusionOf(row);
      return exclusion !== null && isExcluded(exclusion, now());
    },

    async state(userId: number): Promise<ProtectionState> {
      const at = now();
      const row = await gateRow(db, userId);
      const market = marketFor(config, row.app_code);
      const settings = await settingsRow(db, userId);
      const rows = await limitRows(db, userId);
      const used = await usage(db, userId, at);
      const limits = LIMIT_KINDS.flatMap((k) => LIMIT_PERIODS.map((p) => limitView(k, p, settingOf(rows, k, p, at), used.get(limitKey(k, p)) ?? 0, at)));
      // The sitting: the run of stakes no more than PLAY_GAP_MS apart that reaches now.
      const accounts = await moneyAccounts(db, userId);
      const recent = await stakeTimesSince(db, accounts, at - 24 * MS_PER_HOUR);
      let startedAt: number | null = null;
      if (recent.length > 0 && at - recent[recent.length - 1]! <= PLAY_GAP_MS) {
        let i = recent.length - 1;
        while (i > 0 && recent[i]! - recent[i - 1]! <= PLAY_GAP_MS) i -= 1;
        startedAt = recent[i]!;
      }
      const net = startedAt === null ? 0 : await playNetSince(db, accounts, startedAt);
      const minutes = settings?.reality_check_minutes ?? null;
      const exclusion = settings === undefined ? null : exclusionOf(settings);
      const kyc = await db.selectFrom('kyc_checks').select(['status', 'document_type', 'document_tail']).where('user_id', '=', userId).executeTakeFirst();
      return {
        serverTime: at,
        rules: { market: market.market, ...market.rules, helpLines: [...market.rules.helpLines] },
        birthday: row.birthday ?? '',
        limits,
        realityCheckMinutes: minutes === null ? null : Number(minutes),
        sitting: {
          startedAt,
          playedMs: startedAt === null ? 0 : at - startedAt,
          net,
          nextCheckAt: startedAt === null || minutes === null ? null : nextRealityCheck(startedAt, Number(minutes), at),
        },
        exclusion: exclusion !== null && isExcluded(exclusion, at) ? exclusionView(exclusion, at) : null,
        kyc: {
          status: (kyc?.status ?? 'none') as ProtectionState['kyc']['status'],
          required: market.rules.kycBeforeDeposit,
          documentType: (kyc?.document_type ?? null) as ProtectionState['kyc']['documentType'],
          documentTail: kyc?.document_tail ?? '',
        },
      };
    },

    /** A limit asked by the player: a cut at once, a loosening after LIMIT_RAISE_DELAY_MS. */
    async setLimit(userId: number, k: LimitKind, p: LimitPeriod, amount: number | null): Promise<LimitChangeResult> {
      return transaction(async (trx) => {
        const at = now();
        await ensureSettings(trx, userId, at);
        const rows = await limitRows(trx, userId);
        const before = rows.get(limitKey(k, p)) ?? { amount: null, pending: null };
        const change = changeLimit(before, amount, at);
        const s = change.setting;
        await trx
          .insertInto('protection_limits')
          .values({ user_id: userId, kind: k, period: p, amount: s.amount, pending: s.pending === null ? 0 : 1, pending_amount: s.pending?.amount ?? null, pending_effective_at: s.pending?.effectiveAt ?? null, updated_at: at })
          .onConflict((oc) =>
            oc.columns(['user_id', 'kind', 'period']).doUpdateSet({ amount: s.amount, pending: s.pending === null ? 0 : 1, pending_amount: s.pending?.amount ?? null, pending_effective_at: s.pending?.effectiveAt ?? null, updated_at: at }),
          )
          .execute();
        // has_limits stays 1 once set: a pending loosening or a later one still needs the sums.
        await trx.updateTable('protection_settings').set({ has_limits: 1, updated_at: at }).where('user_id', '=', userId).execute();
        if (change.effect !== 'none') {
          await record(trx, { userId, at, type: 'limit', kind: k, period: p, from: limitAt(before, at).amount, to: amount, effectiveAt: change.effectiveAt });
        }
        const used = (await usage(trx, userId, at)).get(limitKey(k, p)) ?? 0;
        return { limit: limitView(k, p, s, used, at), effect: change.effect, effectiveAt: change.effectiveAt };
      });
    },

    async setRealityCheck(userId: number, minutes: number | null): Promise<number | null> {
      return transaction(async (trx) => {
        const at = now();
        await ensureSettings(trx, userId, at);
        const before = await settingsRow(trx, userId);
        await trx.updateTable('protection_settings').set({ reality_check_minutes: minutes, updated_at: at }).where('user_id', '=', userId).execute();
        // Stryker disable next-line OptionalChaining: ensureSettings has just created the row, so before is always defined
        const from = before?.reality_check_minutes ?? null;
        if (from !== minutes) await record(trx, { userId, at, type: 'realityCheck', from: from === null ? null : Number(from), to: minutes, effectiveAt: at });
        return minutes;
      });
    },

    /** Starts or lengthens a cooling-off (hours) or a self-exclusion (term); never shortens one. */
    async exclude(userId: number, request: { kind: 'coolingOff'; hours: number } | { kind: 'selfExclusion'; term: SelfExclusionTerm }) {
      return transaction(async (trx) => {
        const at = now();
        await ensureSettings(trx, userId, at);
        const settings = await settingsRow(trx, userId);
        const current = settings === undefined ? null : exclusionOf(settings);
        const next = request.kind === 'coolingOff' ? coolingOff(at, request.hours * MS_PER_HOUR) : selfExclusion(at, request.term);
        const merged = mergeExclusion(current, next, at);
        if (merged === current) throw new AppError('VALIDATION', 'exclusionCannotShorten');
        await trx
          .updateTable('protection_settings')
          .set({ exclusion_kind: merged.kind, exclusion_started_at: merged.startedAt, exclusion_ends_at: merged.endsAt, updated_at: at })
          .where('user_id', '=', userId)
          .execute();
        await record(trx, {
          userId,
          at,
          type: merged.kind,
          to: request.kind === 'coolingOff' ? request.hours : SELF_EXCLUSION_MONTHS[request.term],
          effectiveAt: merged.endsAt,
        });
        return exclusionView(merged, at);
      });
    },

    /**
     * Self-exclusion follows the person (issue 26 item 6): `userId` proved to be the same person as
     * `holderId` (the same identity document, modules/kyc/service.ts), so a cooling-off or
     * self-exclusion in force on the holder is put on `userId` too — the same kind, start and end, so
     * its irrevocable months and its lift are those of the original term — unless `userId` already
     * has a longer one. Recorded on `userId`'s history (type = the kind, effective at its end). Answers
     * the exclusion now in force on `userId`, or null when the holder has none. In `trx`: the caller
     * commits it even when it then refuses the submission.
     */
    async inheritExclusion(trx: Transaction<Database>, userId: number, holderId: number): Promise<Exclusion | null> {
      const at = now();
      const holder = await settingsRow(trx, holderId);
      const inherited = holder === undefined ? null : exclusionOf(holder);
      if (inherited === null || !isExcluded(inherited, at)) return null;
      await ensureSettings(trx, userId, at);
      const mine = await settingsRow(trx, userId);
      const current = mine === undefined ? null : exclusionOf(mine);
      const merged = mergeExclusion(current, inherited, at);
      if (merged !== current) {
        await trx
          .updateTable('protection_settings')
          .set({ exclusion_kind: merged.kind, exclusion_started_at: merged.startedAt, exclusion_ends_at: merged.endsAt, updated_at: at })
          .where('user_id', '=', userId)
          .execute();
        await record(trx, { userId, at, type: merged.kind, to: null, effectiveAt: merged.endsAt });
      }
      return merged;
    },

    /** Asks to end a self-exclusion early: after its irrevocable months it ends 24 h after the request. */
    async lift(userId: number) {
      return transaction(async (trx) => {
        const at = now();
        await ensureSettings(trx, userId, at);
        const settings = await settingsRow(trx, userId);
        const current = settings === undefined ? null : exclusionOf(settings);
        const lifted = current === null ? undefined : liftExclusion(current, at);
        if (current === null || lifted === undefined) throw new AppError('VALIDATION', 'exclusionNotLiftable');
        if (lifted.endsAt < current.endsAt) {
          await trx.updateTable('protection_settings').set({ exclusion_ends_at: lifted.endsAt, updated_at: at }).where('user_id', '=', userId).execute();
          await record(trx, { userId, at, type: 'selfExclusionLift', effectiveAt: lifted.endsAt });
        }
        return exclusionView(lifted, at);
      });
    },

    async history(userId: number, limit: number) {
      const rows = await db.selectFrom('protection_history').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
      return rows.map((r) => ({
        id: Number(r.id),
        at: Number(r.at),
        type: r.type as 'limit',
        kind: r.kind as LimitKind | null,
        period: r.period as LimitPeriod | null,
        from: r.from_value === null ? null : Number(r.from_value),
        to: r.to_value === null ? null : Number(r.to_value),
        effectiveAt: Number(r.effective_at),
      }));
    },

    checkSignUpBirthday,

    /** The date of birth of a player who has none on record (asked once). */
    async setBirthday(userId: number, birthday: string): Promise<string> {
      const set = await transaction(async (trx) => {
        const at = now();
        const user = await trx.selectFrom('users').select(['birthday', 'app_code']).where('id', '=', userId).executeTakeFirstOrThrow();
        if (user.birthday !== null && user.birthday !== '') throw new AppError('ALREADY_BOUND');
        checkSignUpBirthday(birthday, user.app_code);
        // An empty date of birth is none (as read above): it is filled in too. A date set meanwhile
        // by another call is not overwritten, and this one is refused as the read above would be.
        const filled = await trx
          .updateTable('users')
          .set({ birthday, updated_at: at })
          .where('id', '=', userId)
          .where((eb) => eb.or([eb('birthday', 'is', null), eb('birthday', '=', '')]))
          .executeTakeFirst();
        if (Number(filled.numUpdatedRows) === 0) throw new AppError('ALREADY_BOUND');
        await record(trx, { userId, at, type: 'birthday', effectiveAt: at });
        return birthday;
      });
      await deps.userChanged?.(userId);
      return set;
    },
  };

}

export type Protection = ReturnType<typeof createProtection>;

/** What the money paths need of protection: each is required by their deps, so none can forget it. */
export type ProtectionGuard = Pick<Protection, 'guardBet' | 'guardDeposit' | 'guardBonus' | 'isExcluded' | 'promotionsWithheld'>;
