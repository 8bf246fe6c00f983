// Bonuses (spec §2 bonus list, §4 processing → completed | expired, §6 "bonus usable only for
// trading, not withdrawable"). Every bonus is a grant: the promotions account pays the player's
// bonus wallet and a bonus_grants row records it, in the caller's transaction. Turnover (stakes of
// the player's main-wallet bets, every game, ledger cause 'bet') counts towards the oldest
// processing grant first; once a grant's turnover is met its amount moves bonus → main wallet
// (ledger key bonus-convert:{grantId}) and it is completed; past its expiry with turnover open its
// amount goes back to promotions (bonus-expire:{grantId}) and it is expired.
//
// When that happens (our choice, as the brief allows): lazily on the player's own bonus list, and
// by a ticker (unref'd interval, stopped with the app) that looks at every player with a processing
// grant every `evaluateEverySeconds`. Both run one idempotent evaluation: a per-player cursor (the
// last main-wallet entry counted) is advanced with a compare-and-set in the same transaction as the
// turnover it counted, so a bet is never counted twice however many evaluations race; conversions
// and forfeits are ledger posts under their own keys with a guarded status change. Withdrawals read
// the main wallet only, so a bonus is never withdrawable before it converts.
// A stake given back (a provider rollback, a cancelled or drawn sabong fight: ledger entries of
// finance type REFUND) is no turnover: the refund takes the turnover back (domain allocateTurnover).
// A player can trigger such refunds (a bet on a fight nobody takes the other side of is cancelled),
// so while any such bet is still open no bonus completes: the conversion waits for the bet's fate.
import type { Kysely, Transaction } from 'kysely';
import { nextBonusStatus, turnoverRequiredMinor, allocateTurnover, bonusConverts, canTransitionBonus, weightedTurnover, MS_PER_DAY, type BonusRule, type BonusStatus, type Market } from '@perya/domain';
import { AMOUNT_TYPE, type BonusRecord } from '@perya/api/contract';
import type { BONUS_KINDS } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { LedgerError, type Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import { stakeMovements } from '../ledger/reads';
import { openRefundableStakes } from '../games/openStakes';
import { bonusRuleOf, type BonusConfig } from './config';
import { stakeRisks } from './betRisk';
import { AppError } from '../../http/errors';
import type { ProtectionGuard } from '../protection/service';

export type BonusKind = (typeof BONUS_KINDS)[number];

export interface GrantInput {
  readonly userId: number;
  readonly kind: BonusKind;
  /** Shown in the bonus list and the ledger remark (≤ 128 characters). */
  readonly title: string;
  /** Minor units, a positive integer. */
  readonly amount: number;
  /** Turnover asked before it converts, as a multiple of the amount; default: the operator's. */
  readonly turnoverMultiplier?: number | undefined;
  /** The grant's ledger key: one grant per key, whoever calls again (e.g. `first-deposit:{userId}`). */
  readonly idempotencyKey: string;
  /** Order number, round id, activity run … (≤ 128 characters). */
  readonly reference: string;
  /** How long it may stay processing; default: the operator's expiresInDays (0: never). */
  readonly expiresInMs?: number | undefined;
}

export interface GrantResult {
  readonly grantId: number;
  /** True when this key had already granted: nothing was paid now. */
  readonly replayed: boolean;
}

/** The finance record type of a grant's ledger entries (AMOUNT_TYPE of the contract). */
const AMOUNT_TYPE_OF_KIND: Partial<Record<BonusKind, number>> = {
  mission: AMOUNT_TYPE.MISSION_AWARD,
  signIn: AMOUNT_TYPE.SIGN_IN_AWARD,
  spin: AMOUNT_TYPE.SPIN_PRIZE,
  invite: AMOUNT_TYPE.INVITE_REWARD,
  guaranteed: AMOUNT_TYPE.GUARANTEED_AWARD,
};

/** Bets read per evaluation; the next evaluation carries on from the cursor. */
const BETS_PER_EVALUATION = 5_000;
/** The market of a player when no one says (tests, tools): the operator's default. */
const DEFAULT_MARKET: Market = 'PH';
/** Players evaluated per tick. */
const PLAYERS_PER_TICK = 500;

class CursorMoved extends Error {}

export interface BonusServiceDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly config: BonusConfig;
  readonly now: () => number;
  /** Player protection (issue 15): no bonus while a cooling-off or self-exclusion is in force. */
  readonly guard: Pick<ProtectionGuard, 'guardBonus'>;
  /** The market of a player by the app code they signed up from (protection marketFor). */
  readonly marketOf?: ((appCode: string | null | undefined) => Market) | undefined;
}

export function createBonusService(deps: BonusServiceDeps) {
  const { db, ledger, config, now } = deps;
  let ticker: NodeJS.Timeout | undefined;

  /** spec §6 the bonus rule of a player by their sign-up app code. */
  function ruleOf(appCode: string | null | undefined): BonusRule {
    return bonusRuleOf(config, deps.marketOf?.(appCode) ?? DEFAULT_MARKET, appCode);
  }
  let running: Promise<void> | undefined;

  /**
   * Pays a bonus to the player's bonus wallet and records the grant, in `trx` (the caller's
   * transaction: the grant happens with whatever earned it, or not at all). One grant per
   * idempotency key: a second call answers the first grant and pays nothing.
   */
  async function grant(trx: Transaction<Database>, input: GrantInput): Promise<GrantResult> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new LedgerError('INVALID', `a bonus must be a positive integer amount, got ${input.amount}`);
    // An excluded player is given nothing (SELF_EXCLUDED): a claim is refused; a bonus that rides
    // on another movement (a deposit's, an inviter's) is skipped by its caller with withheld().
    await deps.guard.guardBonus(trx, input.userId);
    const title = input.title.slice(0, 128);
    const required = turnoverRequiredMinor(input.amount, input.turnoverMultiplier ?? config.defaultTurnoverMultiplier);
    const ttl = input.expiresInMs ?? config.expiresInDays * MS_PER_DAY;
    const at = now();
    // The grant's key is claimed first (unique): a racing grant of the same key waits here for
    // ours to commit, then pays nothing, whatever amount it computed.
    const row = await trx
      .insertInto('bonus_grants')
      .values({
        user_id: input.userId,
        kind: input.kind,
        title,
        amount: input.amount,
        turnover_required: required,
        turnover_done: 0,
        status: 'processing',
        created_at: at,
        expires_at: ttl > 0 ? at + ttl : null,
        settled_at: null,
        settled_amount: 0,
        idempotency_key: input.idempotencyKey,
        reference: input.reference,
        ledger_tx_id: null,
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row === undefined) {
      const first = await trx.selectFrom('bonus_grants').select('id').where('idempotency_key', '=', input.idempotencyKey).executeTakeFirstOrThrow();
      return { grantId: first.id, replayed: true };
    }
    const amountType = AMOUNT_TYPE_OF_KIND[input.kind] ?? AMOUNT_TYPE.BONUS;
    const posted = await ledger.post(
      transfers.bonusGrant({ userId: input.userId, amount: input.amount, amountType, key: input.idempotencyKey, reference: input.reference, remark: title }),
      trx,
    );
    await trx.updateTable('bonus_grants').set({ ledger_tx_id: posted.transactionId }).where('id', '=', row.id).execute();
    return { grantId: row.id, replayed: false };
  }

  /** Counts new bets, then completes or expires what is due: one transaction, idempotent. */
  async function evaluateIn(trx: Transaction<Database>, userId: number): Promise<void> {
    // One evaluation of a player at a time: this write takes the row locks of the player's
    // processing grants (PostgreSQL; SQLite writes one transaction at a time anyway), so a second
    // evaluation waits here and then reads what the first settled. Without it two evaluations read
    // the same bonus wallet balance and the second settlement's debit would take it below zero.
    await trx
      .updateTable('bonus_grants')
      .set((eb) => ({ status: eb.ref('status') }))
      .where('user_id', '=', userId)
      .where('status', '=', 'processing')
      .execute();
    const grants = await trx
      .selectFrom('bonus_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'processing')
      .orderBy('id')
      .execute();
    if (grants.length === 0) return;

    const cursorRow = await trx.selectFrom('bonus_turnover_cursors').select('last_entry_id').where('user_id', '=', userId).executeTakeFirst();
    const cursor = cursorRow?.last_entry_id ?? 0;
    // Stakes (bets debit the main wallet) and stakes given back (refunds credit it).
    const bets = await stakeMovements(trx, userId, { afterId: cursor, limit: BETS_PER_EVALUATION });
    // spec §6 turnover weighted by risk: each stake counts by its odds against (domain bonusRule);
    // stakes of a crash round still in play wait for its end (the cursor stops before them).
    const risks = await stakeRisks(
      trx,
      bets.filter((b) => b.amount < 0).map((b) => ({ id: b.id, reference: b.reference, key: b.key })),
    );
    const counted = risks.undecidedFrom === undefined ? bets : bets.filter((b) => b.id < (risks.undecidedFrom as number));
    const gained = allocateTurnover(
      grants.map((g) => ({ id: g.id, grantedTx: g.ledger_tx_id ?? Number.MAX_SAFE_INTEGER, expiresAt: g.expires_at, required: g.turnover_required, done: g.turnover_done })),
      counted.map((b) => ({ tx: b.transactionId, at: b.createdAt, amount: weightedTurnover(-b.amount, risks.chances.get(b.id)) })),
    );
    const last = counted.at(-1)?.id;
    if (last !== undefined) {
      // Compare-and-set: an evaluation that raced us and counted these bets first wins.
      if (cursorRow === undefined) {
        const inserted = await trx
          .insertInto('bonus_turnover_cursors')
          .values({ user_id: userId, last_entry_id: last })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (inserted === undefined) throw new CursorMoved();
      } else {
        const moved = await trx
          .updateTable('bonus_turnover_cursors')
          .set({ last_entry_id: last })
          .where('user_id', '=', userId)
          .where('last_entry_id', '=', cursor)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new CursorMoved();
      }
    }
    // A bet that may still be refunded holds every conversion until it is settled.
    let openStakes: boolean | undefined;
    // spec §6: under the trading-only rule no bonus ever becomes main-wallet money.
    const owner = await trx.selectFrom('users').select('app_code').where('id', '=', userId).executeTakeFirst();
    const converts = bonusConverts(ruleOf(owner?.app_code));
    for (const g of grants) {
      const added = gained.get(g.id) ?? 0;
      const done = g.turnover_done + added;
      if (added !== 0) await trx.updateTable('bonus_grants').set({ turnover_done: done }).where('id', '=', g.id).execute();
      const next = nextBonusStatus({ status: g.status as BonusStatus, required: g.turnover_required, done, expiresAt: g.expires_at }, now());
      // A trade bonus never converts to the main wallet (spec §6: usable only for trading, not
      // withdrawable): it stays processing, investable in trades, until its unused rest expires —
      // with its turnover met or none asked (a trade bonus asks none), at its expiry all the same.
      if (next === 'completed' && (g.kind === 'trade' || !converts)) {
        const unconverted = nextBonusStatus({ status: g.status as BonusStatus, required: Number.POSITIVE_INFINITY, done, expiresAt: g.expires_at }, now());
        if (unconverted !== undefined) await settle(trx, g, unconverted);
        continue;
      }
      if (next === 'completed') openStakes ??= (await openRefundableStakes(trx, [userId])).has(userId);
      if (next === 'completed' && openStakes === true) continue;
      if (next !== undefined) await settle(trx, g, next);
    }
  }

  /** processing → completed (bonus → main) or expired (bonus → promotions), once. */
  async function settle(trx: Transaction<Database>, g: { id: number; user_id: number; amount: number; status: string; title: string }, to: BonusStatus): Promise<void> {
    if (!canTransitionBonus(g.status as BonusStatus, to)) return;
    // What is left of it: the bonus wallet may hold less if something else spent it.
    const balance = (await ledger.balances(g.user_id, trx)).bonus;
    const amount = Math.min(g.amount, balance);
    const changed = await trx
      .updateTable('bonus_grants')
      .set({ status: to, settled_at: now(), settled_amount: amount })
      .where('id', '=', g.id)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    if (amount <= 0) return;
    await ledger.post(
      to === 'completed'
        ? transfers.bonusConvert({ userId: g.user_id, amount, key: `bonus-convert:${g.id}`, reference: `bonus:${g.id}`, remark: g.title })
        : transfers.bonusExpire({ userId: g.user_id, amount, key: `bonus-expire:${g.id}`, reference: `bonus:${g.id}`, remark: g.title }),
      trx,
    );
  }

  async function evaluate(userId: number): Promise<void> {
    try {
      await ledger.transaction((trx) => evaluateIn(trx, userId));
    } catch (error) {
      // Another evaluation of this player counted the same bets first: it did the work.
      if (!(error instanceof CursorMoved)) throw error;
    }
  }

  /** Where the ticker's sweep of players stopped: the next tick carries on after it. */
  let sweptUpTo = 0;

  /**
   * Evaluates the next players with a processing grant, at most PLAYERS_PER_TICK, carrying on
   * from where the last call stopped and starting over after the last one; answers how many.
   */
  async function evaluateDue(): Promise<number> {
    const users = await db
      .selectFrom('bonus_grants')
      .select('user_id')
      .distinct()
      .where('status', '=', 'processing')
      .where('user_id', '>', sweptUpTo)
      .orderBy('user_id')
      .limit(PLAYERS_PER_TICK)
      .execute();
    sweptUpTo = users.length < PLAYERS_PER_TICK ? 0 : (users.at(-1)?.user_id ?? 0);
    for (const u of users) await evaluate(u.user_id);
    return users.length;
  }

  function view(row: { id: number; kind: string; title: string; amount: number; turnover_required: number; turnover_done: number; status: string; created_at: number; expires_at: number | null }): BonusRecord {
    return {
      id: String(row.id),
      kind: row.kind as BonusKind,
      title: row.title,
      amount: row.amount,
      turnoverRequired: row.turnover_required,
      turnoverDone: Math.min(row.turnover_done, row.turnover_required),
      status: row.status as BonusStatus,
      createTime: row.created_at,
      expireTime: row.expires_at,
    };
  }


  /** True when a bonus for this player must be skipped now (an exclusion in force). */
  async function withheld(trx: Transaction<Database>, userId: number): Promise<boolean> {
    try {
      await deps.guard.guardBonus(trx, userId);
      return false;
    } catch (error) {
      // Excluded, frozen, or a second account of one player (spec §6): skipped, the movement stands.
      if (error instanceof AppError && (error.code === 'SELF_EXCLUDED' || error.code === 'ACCOUNT_FROZEN' || error.code === 'ONE_PER_PLAYER')) return true;
      throw error;
    }
  }
  return {
    grant,
    ruleOf,
    withheld,
    evaluate,
    evaluateDue,

    /** POST /x2/bonus/list: the player's grants newest first, after bringing them up to date. */
    async list(userId: number, input: { status?: BonusStatus | undefined; pageNum: number; pageSize: number }) {
      await evaluate(userId);
      let query = db.selectFrom('bonus_grants').where('user_id', '=', userId);
      if (input.status !== undefined) query = query.where('status', '=', input.status);
      const total = Number((await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize)
        .execute();
      return {
        list: rows.map(view),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
        bonusBalance: (await ledger.balances(userId)).bonus,
      };
    },

    /** Starts the evaluation ticker (unref'd: it never keeps the process alive). */
    startTicker(onError: (error: unknown) => void): void {
      if (ticker !== undefined) return;
      ticker = setInterval(() => {
        if (running !== undefined) return;
        running = evaluateDue()
          .then(() => undefined)
          .catch(onError)
          .finally(() => {
            running = undefined;
          });
      }, config.evaluateEverySeconds * 1000);
      ticker.unref();
    },

    /** Stops the ticker and waits for a tick in flight. */
    async stopTicker(): Promise<void> {
      if (ticker !== undefined) clearInterval(ticker);
      ticker = undefined;
      await running;
    },
  };
}

export type BonusService = ReturnType<typeof createBonusService>;
