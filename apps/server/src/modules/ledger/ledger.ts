// The double-entry ledger: every movement of money (and points) on the platform, in integer minor
// units. Nothing else in the server writes a balance.
//
// ── How a module moves money: named transfers (transfers.ts) ────────────────────────────────────
//   import * as transfers from '../ledger/transfers';
//   const ledger = createLedger(db, now);
//
//   await ledger.post(
//     transfers.stake({ userId, amount: 500, key: `jump:${betId}:bet`, reference: roundId, remark: 'jump' }),
//     trx,
//   );                                   // → { transactionId, replayed, entries[] }
//   // stake · payout · refund · deposit · sandboxFunding · withdrawalHold · withdrawalSettle ·
//   // withdrawalRelease · bonusGrant · bonusConvert · bonusExpire · award · pointsGrant, and
//   // transfers.transfer(head, ...transfers.legs.*) for one transaction of several movements.
//   } catch (error) {
//     transfers.refuseOverdraft(error);  // the one INSUFFICIENT_FUNDS → INSUFFICIENT_BALANCE /
//   }                                    // NOT_ENOUGH_POINTS mapping (isInsufficientFunds to test)
//
// No module outside modules/ledger builds postings, names a system account or reads the ledger's
// tables: a record page, stakes, turnover, deposits and net play come from reads.ts (entryPage,
// stakeMovements, stakedLessRefunds, depositedBy, playNetSince, …), balances from balances().
//
// ── API (what a transfer is) ─────────────────────────────────────────────────────────────────
//   await ledger.post({
//     idempotencyKey: `bet:${roundId}:${userId}`,   // unique per intended movement, ≤ 191 chars
//     cause: 'bet',                                 // deposit | withdrawal | bet | payout | bonus | fee | reversal
//     reference: roundId,                           // order number / round id shown in records
//     postings: [
//       { account: { userId, wallet: 'main' }, amount: -500 },   // debit the player
//       { account: { system: 'house' }, amount: 500 },           // credit the house
//     ],
//   });                                  // what transfers.stake builds (a new movement: a new
//                                        // transfer in transfers.ts, with its test)
//
//   await ledger.post(input, trx);       // the same, inside the caller's own Kysely transaction
//   await ledger.postAll([stake, payout], trx);
//                                        // consecutive transactions with fresh keys, each account
//                                        // row updated once for all of them (a round's bet + payout)
//   await ledger.transaction(async (trx) => { ...; await ledger.post(input, trx); });
//                                        // a transaction retried on PG deadlock/serialization errors
//   await ledger.settle(async (trx) => { ...; await ledger.post(input, trx); }, { hooks });
//                                        // the same as a job of the group-commit writer (the hot
//                                        // paths: og/play, provider wallet callbacks): one shared
//                                        // transaction per batch, a savepoint per job, answered after
//                                        // the commit (src/db/groupCommit.ts); transaction() when the
//                                        // ledger was created without a writer
//   await ledger.balances(userId);       // { main, bonus, points } (0 for wallets never used)
//   await ledger.findTransaction(key);   // what a key posted, or undefined
//
// Rules it enforces (a violation throws LedgerError and nothing is written):
// - postings sum to zero per unit (PHP money, POINTS) — so the sum of all accounts of a unit is
//   always zero; every amount is a non-zero safe integer (minor units / whole points);
// - no player wallet and no non-negative system account (withdrawal holds, fees) ends a
//   transaction below zero ('INSUFFICIENT_FUNDS', with the account); the database has the same
//   rule as a CHECK constraint;
// - one idempotency key posts once: a replay with the same content answers the original result
//   with replayed: true; the same key with different content is 'IDEMPOTENCY_CONFLICT'.
//   Concurrent posts of one key are safe (the key is claimed first, ON CONFLICT DO NOTHING).
// Each entry keeps its cause, reference, amountType (the finance record type of
// /x2/finance/list, derived from the cause unless given) and the account's balance after it.
//
// Accounts: per user `main` (withdrawable), `bonus` (play only, spec §6), `points` (unit POINTS);
// system accounts (see SYSTEM_ACCOUNTS): `clearing` (money held at payment providers: deposits
// debit it, payouts credit it), `house` (game results), `promotions` (bonus money given),
// `withdrawalHolds` (cash-out amounts between apply and settlement), `fees` (fees earned),
// `pointsIssuer` (points given/spent), `sandboxCrowd` (the sandbox sabong crowd's stake money). Accounts are created on first use.
//
// House shards (PostgreSQL, LedgerOptions.houseShards): every bet and win posts to the house, and an
// account row stays locked until its transaction commits, so with one house row every writer's
// batch (one per instance) waits for the other's commit. With n shards the house is n rows
// (`system:house`, `system:house:1` … `system:house:<n-1>`), one picked at random per database
// transaction for all its house postings: two instances' batches meet on one row only by chance
// (1 in n), and the house's balance is the sum of its rows (wallet 'house'). A posting still names
// `{ system: 'house' }`; a key's fingerprint does not depend on the shard, so a replay matches.
//
// Concurrency: account rows are updated in descending code order — one total order, so posts never
// deadlock each other, and the busy system accounts (`system:…` sorts below `user:…`) are locked
// last, for the shortest time — each with an atomic `balance = balance + delta … where balance +
// delta >= 0` found by its code, whose RETURNING gives the id and the new balance (no lookup of
// the account first; only when no row answers is it looked up: missing → created, else
// insufficient funds). SQLite serialises writers.
import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { AMOUNT_TYPE } from '@perya/api/contract';
import type { GroupCommit, JobHook, RunOptions } from '../../db/groupCommit';
import { batchTransaction } from '../../db/pipeline';
import { isRetryable } from '../../db/errors';
import { prepareQuery, prepareShaped } from '../../db/prepared';
import type { Database, LedgerEntriesTable } from '../../db/schema';
import { claimIdempotencyKey, IdempotencyTaken, settleClaim, takeClaim, type IdempotencyClaim } from '../idempotency/claim';

export const LEDGER_CAUSES = ['deposit', 'withdrawal', 'bet', 'payout', 'bonus', 'fee', 'reversal'] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

export const USER_WALLETS = ['main', 'bonus', 'points'] as const;
export type UserWallet = (typeof USER_WALLETS)[number];

export type LedgerUnit = 'PHP' | 'POINTS';

export const SYSTEM_ACCOUNTS = {
  clearing: { unit: 'PHP', allowNegative: true },
  house: { unit: 'PHP', allowNegative: true },
  promotions: { unit: 'PHP', allowNegative: true },
  withdrawalHolds: { unit: 'PHP', allowNegative: false },
  fees: { unit: 'PHP', allowNegative: false },
  pointsIssuer: { unit: 'POINTS', allowNegative: true },
  // The sandbox's sabong crowd (modules/games/inhouse/sabongCrowd.ts) is funded from here: its
  // balance is minus what the sandbox has put into play, never money conjured on a player wallet.
  sandboxCrowd: { unit: 'PHP', allowNegative: true },
} as const satisfies Record<string, { unit: LedgerUnit; allowNegative: boolean }>;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

export type AccountRef = { readonly userId: number; readonly wallet: UserWallet } | { readonly system: SystemAccount };

export interface PostingInput {
  readonly account: AccountRef;
  /** Signed: positive credits the account, negative debits it. Non-zero safe integer. */
  readonly amount: number;
  /** Defaults to the transaction's cause. */
  readonly cause?: LedgerCause;
  /** Finance record type (AMOUNT_TYPE of the contract); defaults from the cause. */
  readonly amountType?: number;
  /** Text for the player's records ('' by default). */
  readonly remark?: string;
}

export interface PostInput {
  readonly idempotencyKey: string;
  readonly cause: LedgerCause;
  /** Order number, round id, … (≤ 128 chars). */
  readonly reference: string;
  readonly postings: readonly PostingInput[];
  /** Free text for operators. */
  readonly memo?: string;
}

export interface PostedEntry {
  readonly id: number;
  readonly accountCode: string;
  readonly userId: number | null;
  readonly wallet: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly cause: LedgerCause;
  readonly amountType: number;
}

export interface PostResult {
  readonly transactionId: number;
  /** True when this key had already posted: nothing was written now. */
  readonly replayed: boolean;
  readonly createdAt: number;
  readonly entries: readonly PostedEntry[];
}

export interface Balances {
  readonly main: number;
  readonly bonus: number;
  readonly points: number;
}

export type LedgerErrorCode = 'INSUFFICIENT_FUNDS' | 'UNBALANCED' | 'IDEMPOTENCY_CONFLICT' | 'INVALID';

export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    message: string,
    /** The account that would go negative (INSUFFICIENT_FUNDS). */
    readonly account?: AccountRef,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** Largest single amount accepted: 10^13 minor units (100 billion pesos), far inside safe integers. */
export const MAX_POSTING_AMOUNT = 10_000_000_000_000;
const MAX_POSTINGS = 64;

const DEFAULT_AMOUNT_TYPE: Record<LedgerCause, number> = {
  deposit: AMOUNT_TYPE.DEPOSIT,
  withdrawal: AMOUNT_TYPE.WITHDRAWAL,
  bet: AMOUNT_TYPE.BET,
  payout: AMOUNT_TYPE.WIN,
  bonus: AMOUNT_TYPE.BONUS,
  fee: AMOUNT_TYPE.FEE,
  reversal: AMOUNT_TYPE.REFUND,
};

type Executor = Kysely<Database> | Transaction<Database>;

export function accountCode(ref: AccountRef): string {
  return 'system' in ref ? `system:${ref.system}` : `user:${ref.userId}:${ref.wallet}`;
}

function accountShape(ref: AccountRef): { user_id: number | null; wallet: string; unit: LedgerUnit; allow_negative: number } {
  if ('system' in ref) {
    const def = SYSTEM_ACCOUNTS[ref.system];
    return { user_id: null, wallet: ref.system, unit: def.unit, allow_negative: def.allowNegative ? 1 : 0 };
  }
  return { user_id: ref.userId, wallet: ref.wallet, unit: ref.wallet === 'points' ? 'POINTS' : 'PHP', allow_negative: 0 };
}

function validate(input: PostInput): void {
  const key = input.idempotencyKey;
  if (typeof key !== 'string' || key.length === 0 || key.length > 191) throw new LedgerError('INVALID', 'idempotencyKey must be 1-191 characters');
  if (!(LEDGER_CAUSES as readonly string[]).includes(input.cause)) throw new LedgerError('INVALID', `unknown cause ${String(input.cause)}`);
  if (input.reference.length > 128) throw new LedgerError('INVALID', 'reference is longer than 128 characters');
  if (input.postings.length < 2 || input.postings.length > MAX_POSTINGS) {
    throw new LedgerError('INVALID', `a transaction needs 2 to ${MAX_POSTINGS} postings`);
  }
  const sums = new Map<LedgerUnit, number>();
  for (const p of input.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0 || Math.abs(p.amount) > MAX_POSTING_AMOUNT) {
      throw new LedgerError('INVALID', `posting amount must be a non-zero integer within ±${MAX_POSTING_AMOUNT}, got ${String(p.amount)}`);
    }
    if (p.cause !== undefined && !(LEDGER_CAUSES as readonly string[]).includes(p.cause)) throw new LedgerError('INVALID', `unknown cause ${String(p.cause)}`);
    if (p.remark !== undefined && p.remark.length > 255) throw new LedgerError('INVALID', 'remark is longer than 255 characters');
    if ('system' in p.account) {
      if (!Object.hasOwn(SYSTEM_ACCOUNTS, p.account.system)) throw new LedgerError('INVALID', `unknown system account ${String(p.account.system)}`);
    } else if (!Number.isSafeInteger(p.account.userId) || p.account.userId <= 0 || !(USER_WALLETS as readonly string[]).includes(p.account.wallet)) {
      throw new LedgerError('INVALID', 'a user account needs a positive userId and a wallet main, bonus or points');
    }
    const unit = accountShape(p.account).unit;
    sums.set(unit, (sums.get(unit) ?? 0) + p.amount);
  }
  for (const [unit, sum] of sums) {
    if (sum !== 0) throw new LedgerError('UNBALANCED', `postings in ${unit} sum to ${sum}, not 0`);
  }
}

/** sha256 of what a key means, so a replay can be told from a different request reusing the key. */
function fingerprint(input: PostInput): string {
  const canonical = JSON.stringify([
    input.cause,
    input.reference,
    input.postings.map((p) => [accountCode(p.account), p.amount, p.cause ?? input.cause, p.amountType ?? null, p.remark ?? '']),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export interface Ledger {
  post(input: PostInput, trx?: Transaction<Database>): Promise<PostResult>;
  /**
   * Several transactions posted in trx as if one after another (each its own key, entries and
   * balance-afters; each must keep every account >= 0 at its end), with each account row updated
   * once for all of them: a round's bet and payout in four statements instead of eight. The keys
   * must be fresh (e.g. derived from a new round id): a key already used refuses the whole call
   * with IDEMPOTENCY_CONFLICT and never replays. At most 8 inputs.
   */
  postAll(inputs: readonly PostInput[], trx: Transaction<Database>): Promise<PostResult[]>;
  /** Runs fn in one database transaction, retried (up to 5 times) on deadlocks and busy errors. */
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * Runs fn as one job of the group-commit writer (see src/db/groupCommit.ts): its own savepoint in
   * the batch's transaction, its answer after the commit; hooks run first in the same savepoint.
   * Without a writer: transaction(), hooks first.
   */
  settle<T>(fn: (trx: Transaction<Database>) => Promise<T>, options?: RunOptions): Promise<T>;
  balances(userId: number, executor?: Executor): Promise<Balances>;
  findTransaction(idempotencyKey: string, executor?: Executor): Promise<PostResult | undefined>;
}

export interface LedgerOptions {
  /** The process's single writer for the hot paths (settle); absent: settle is transaction(). */
  readonly writer?: GroupCommit;
  /**
   * Told the players whose wallets a post changed, once the post is committed (issue 23: every
   * balance on screen follows every settlement). A post in a transaction the ledger opened
   * (transaction(), settle(), post() alone) is told right after its commit; a post in a caller's
   * own Kysely transaction, whose commit the ledger cannot see, is told after
   * UNTRACKED_COMMIT_DELAYS_MS (each telling makes listeners read the balance afresh).
   */
  readonly onCommitted?: (userIds: readonly number[]) => void;
  /** Rows the house account is split over (see "House shards" above); 1 (default): `system:house` only. */
  readonly houseShards?: number;
}

/** The house's rows on PostgreSQL, where writers of several instances run at once (SQLite: 1). */
export const POSTGRES_HOUSE_SHARDS = 8;

/**
 * The group-commit lane of a job for one player (src/db/groupCommit.ts "Lanes"): a player's jobs in
 * a batch run in order, other players' beside them. For a job whose reads-then-writes are all of
 * this player's rows (balances, nonces, limits, rounds); the house is written in single statements.
 */
export function playerLane(userId: number): RunOptions {
  return { lane: `user:${userId}` };
}

/** The code of house shard i (0 is the house account of a ledger without shards). */
export function houseShardCode(i: number): string {
  return i === 0 ? 'system:house' : `system:house:${i}`;
}

// The house shard of each open transaction, shared by every ledger in the process (two ledgers
// posting in one transaction lock one house row, not two), and by the pipelined views of one
// group-commit batch (batchTransaction: the batch's jobs lock one house row, not one each, so two
// instances' batches cannot take two shards each in opposite orders).
const houseShardOf = new WeakMap<Transaction<Database>, number>();

/** When a post in a transaction the ledger did not open is told (see LedgerOptions.onCommitted). */
export const UNTRACKED_COMMIT_DELAYS_MS = [100, 1_000] as const;

/** The columns of a ledger entry row, in insert order (the prepared insert's parameter names). */
const ENTRY_COLUMNS = ['transaction_id', 'account_id', 'amount', 'balance_after', 'cause', 'amount_type', 'reference', 'remark', 'created_at'] as const;
type EntryRow = Omit<Insertable<LedgerEntriesTable>, 'id'>;

/** The hot queries of a post, compiled once per ledger (src/db/prepared.ts). */
function ledgerQueries(db: Kysely<Database>) {
  return {
    claimKey: prepareQuery(db, (q, p: { key: string; print: string; cause: string; reference: string; memo: string | null; at: number }) =>
      q
        .insertInto('ledger_transactions')
        .values({ idempotency_key: p.key, fingerprint: p.print, cause: p.cause, reference: p.reference, memo: p.memo, created_at: p.at })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id'),
    ),
    // postAll's keys in one statement (they are fresh: no replay to tell apart).
    claimKeys: prepareShaped(db, (q, p: Record<string, string | number | null>, count) =>
      q
        .insertInto('ledger_transactions')
        .values(
          Array.from({ length: count }, (_, i) => ({
            idempotency_key: p[`key${i}`] as string,
            fingerprint: p[`print${i}`] as string,
            cause: p[`cause${i}`] as string,
            reference: p[`reference${i}`] as string,
            memo: p[`memo${i}`] as string | null,
            created_at: p.at as number,
          })),
        )
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning(['id', 'idempotency_key']),
    ),
    accountByCode: prepareQuery(db, (q, p: { code: string }) => q.selectFrom('ledger_accounts').select(['id']).where('code', '=', p.code)),
    // floor: the lowest running total of the deltas at a transaction's end (postAll); delta alone
    // for one transaction.
    applyDelta: prepareQuery(db, (q, p: { code: string; delta: number; floor: number }) =>
      q
        .updateTable('ledger_accounts')
        .set({ balance: sql<number>`balance + ${p.delta}` })
        .where('code', '=', p.code)
        .where((eb) => eb.or([eb('allow_negative', '=', 1), eb(sql<number>`balance + ${p.floor}`, '>=', 0)]))
        .returning(['id', 'balance']),
    ),
    insertEntries: prepareShaped(db, (q, p: Record<string, unknown>, count) =>
      q
        .insertInto('ledger_entries')
        .values(Array.from({ length: count }, (_, i) => Object.fromEntries(ENTRY_COLUMNS.map((c) => [c, p[`${c}${i}`]])) as EntryRow))
        .returning('id'),
    ),
    balances: prepareQuery(db, (q, p: { userId: number }) => q.selectFrom('ledger_accounts').select(['wallet', 'balance']).where('user_id', '=', p.userId)),
  };
}

/** A job hook claiming an Idempotency-Key; a key already taken refuses the job. */
function claimHook(claim: IdempotencyClaim): JobHook {
  return async (trx) => {
    const outcome = await claimIdempotencyKey(trx, claim);
    if (outcome !== 'claimed') throw new IdempotencyTaken(outcome);
  };
}

export function createLedger(db: Kysely<Database>, now: () => number, options: LedgerOptions = {}): Ledger {
  const queries = ledgerQueries(db);
  const houseShards = options.houseShards ?? 1;
  if (!Number.isSafeInteger(houseShards) || houseShards < 1) throw new LedgerError('INVALID', `houseShards must be a whole number from 1, got ${String(houseShards)}`);
  /** The row an account ref posts to in trx: its own code, or the transaction's house shard. */
  function rowCode(ref: AccountRef, trx: Transaction<Database>): string {
    if (houseShards === 1 || !('system' in ref) || ref.system !== 'house') return accountCode(ref);
    const batch = batchTransaction(trx);
    let shard = houseShardOf.get(batch);
    if (shard === undefined) {
      shard = Math.floor(Math.random() * houseShards);
      houseShardOf.set(batch, shard);
    }
    return houseShardCode(shard % houseShards);
  }
  const { onCommitted } = options;
  // The players each open transaction of the ledger's own has posted to, told after its commit.
  const touched = new WeakMap<Transaction<Database>, Set<number>>();
  function tell(users: ReadonlySet<number>): void {
    if (onCommitted !== undefined && users.size > 0) onCommitted([...users]);
  }
  function noteTouched(trx: Transaction<Database>, results: readonly PostResult[]): void {
    if (onCommitted === undefined) return;
    const users = new Set<number>();
    for (const r of results) for (const e of r.entries) if (e.userId !== null && !r.replayed) users.add(e.userId);
    if (users.size === 0) return;
    const open = touched.get(trx);
    if (open !== undefined) {
      for (const u of users) open.add(u);
      return;
    }
    for (const ms of UNTRACKED_COMMIT_DELAYS_MS) setTimeout(() => tell(users), ms).unref();
  }
  /** fn with its posts collected into `users` (the set is emptied at each start: a retried attempt). */
  function collecting<T>(fn: (trx: Transaction<Database>) => Promise<T>, users: Set<number>) {
    return async (trx: Transaction<Database>): Promise<T> => {
      users.clear();
      touched.set(trx, users);
      try {
        return await fn(trx);
      } finally {
        touched.delete(trx);
      }
    };
  }
  async function transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    // A request with an Idempotency-Key claims it first thing in its first transaction, so the key
    // commits with the money or not at all (modules/idempotency/claim.ts).
    const claim = takeClaim();
    const users = new Set<number>();
    const inner = collecting(fn, users);
    const run =
      claim === undefined
        ? inner
        : async (trx: Transaction<Database>) => {
            const outcome = await claimIdempotencyKey(trx, claim);
            if (outcome !== 'claimed') throw new IdempotencyTaken(outcome);
            return inner(trx);
          };
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await db.transaction().execute(run);
        if (claim !== undefined) settleClaim(claim, true);
        tell(users);
        return result;
      } catch (error) {
        if (attempt >= 5 || !isRetryable(error)) {
          if (claim !== undefined) settleClaim(claim, false);
          throw error;
        }
        // Stryker disable next-line ArithmeticOperator: only the wait before the next attempt changes, not its outcome
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
      }
    }
  }

  async function loadResult(executor: Executor, transactionId: number, createdAt: number, replayed: boolean): Promise<PostResult> {
    const rows = await executor
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select([
        'ledger_entries.id',
        'ledger_accounts.code',
        'ledger_accounts.user_id',
        'ledger_accounts.wallet',
        'ledger_entries.amount',
        'ledger_entries.balance_after',
        'ledger_entries.cause',
        'ledger_entries.amount_type',
      ])
      .where('ledger_entries.transaction_id', '=', transactionId)
      .orderBy('ledger_entries.id')
      .execute();
    return {
      transactionId,
      replayed,
      createdAt,
      entries: rows.map((r) => ({
        id: r.id,
        accountCode: r.code,
        userId: r.user_id,
        wallet: r.wallet,
        amount: r.amount,
        balanceAfter: r.balance_after,
        cause: r.cause as LedgerCause,
        amountType: r.amount_type,
      })),
    };
  }

  async function findTransaction(idempotencyKey: string, executor: Executor = db): Promise<PostResult | undefined> {
    const row = await executor
      .selectFrom('ledger_transactions')
      .select(['id', 'created_at'])
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row === undefined ? undefined : loadResult(executor, row.id, row.created_at, true);
  }

  async function postIn(trx: Transaction<Database>, input: PostInput): Promise<PostResult> {
    const result = (await postAllIn(trx, [input]))[0] as PostResult;
    noteTouched(trx, [result]);
    return result;
  }

  /**
   * Posts the inputs as consecutive transactions in trx, each account row updated once for all of
   * them (see postAll). One input may be a replay of its key; several must all be fresh.
   */
  async function postAllIn(trx: Transaction<Database>, inputs: readonly PostInput[]): Promise<PostResult[]> {
    const at = now();
    // Claim the keys first: a concurrent post of the same key waits here, then sees ours.
    const transactionIds: number[] = [];
    if (inputs.length > 1) {
      const params: Record<string, string | number | null> = { at };
      inputs.forEach((input, i) => {
        params[`key${i}`] = input.idempotencyKey;
        params[`print${i}`] = fingerprint(input);
        params[`cause${i}`] = input.cause;
        params[`reference${i}`] = input.reference;
        params[`memo${i}`] = input.memo ?? null;
      });
      const claimed = await queries.claimKeys(trx, params, inputs.length);
      const idOfKey = new Map(claimed.map((r) => [r.idempotency_key, Number(r.id)]));
      for (const input of inputs) {
        const id = idOfKey.get(input.idempotencyKey);
        if (id === undefined) throw new LedgerError('IDEMPOTENCY_CONFLICT', `idempotency key ${input.idempotencyKey} was already used (postAll takes fresh keys only)`);
        transactionIds.push(id);
      }
    } else {
      const input = inputs[0] as PostInput;
      const print = fingerprint(input);
      const [claimed] = await queries.claimKey(trx, {
        key: input.idempotencyKey,
        print,
        cause: input.cause,
        reference: input.reference,
        memo: input.memo ?? null,
        at,
      });
      if (claimed === undefined) {
        const existing = await trx
          .selectFrom('ledger_transactions')
          .select(['id', 'fingerprint', 'created_at'])
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirstOrThrow();
        if (existing.fingerprint !== print) {
          throw new LedgerError('IDEMPOTENCY_CONFLICT', `idempotency key ${input.idempotencyKey} was already used for a different transaction`);
        }
        return [await loadResult(trx, existing.id, existing.created_at, true)];
      }
      transactionIds.push(Number(claimed.id));
    }

    // Net change per account over all the inputs, and its floor: the lowest the account's running
    // total gets at the end of any one transaction, which must keep the balance >= 0 — exactly
    // the check posting the transactions one by one would make. Applied in descending code order
    // (see the top of the file); an account is created on first use, when its update finds no row
    // and no account.
    const refs = new Map<string, AccountRef>();
    const deltas = new Map<string, number>();
    const floors = new Map<string, number>();
    for (const input of inputs) {
      const touched = new Set<string>();
      for (const p of input.postings) {
        const code = rowCode(p.account, trx);
        refs.set(code, p.account);
        deltas.set(code, (deltas.get(code) ?? 0) + p.amount);
        touched.add(code);
      }
      for (const code of touched) {
        const total = deltas.get(code) as number;
        const floor = floors.get(code);
        floors.set(code, floor === undefined ? total : Math.min(floor, total));
      }
    }
    const idOf = new Map<string, number>();
    const finalBalance = new Map<string, number>();
    // Stryker disable next-line MethodExpression: the order only avoids deadlocks between posts; a deadlock is retried (transaction())
    for (const code of [...deltas.keys()].sort().reverse()) {
      const params = { code, delta: deltas.get(code) as number, floor: floors.get(code) as number };
      let [updated] = await queries.applyDelta(trx, params);
      if (updated === undefined) {
        const [existing] = await queries.accountByCode(trx, { code });
        if (existing === undefined) {
          await trx
            .insertInto('ledger_accounts')
            .values({ code, ...accountShape(refs.get(code) as AccountRef), balance: 0, created_at: at })
            .onConflict((oc) => oc.column('code').doNothing())
            .execute();
        }
        // Again in every case: the row may have been created by another transaction that committed
        // between the update and the lookup (PostgreSQL: the update did not see it, the lookup did).
        [updated] = await queries.applyDelta(trx, params);
        if (updated === undefined) throw new LedgerError('INSUFFICIENT_FUNDS', `account ${code} would go below zero`, refs.get(code));
      }
      idOf.set(code, Number(updated.id));
      finalBalance.set(code, Number(updated.balance));
    }

    // Entries in posting order; each one's balance-after follows the account's running balance.
    const running = new Map<string, number>();
    for (const [code, delta] of deltas) running.set(code, (finalBalance.get(code) as number) - delta);
    const codesInOrder: string[] = [];
    const rows = inputs.flatMap((input, n) =>
      input.postings.map((p) => {
        const code = rowCode(p.account, trx);
        codesInOrder.push(code);
        const after = (running.get(code) as number) + p.amount;
        running.set(code, after);
        const cause = p.cause ?? input.cause;
        return {
          transaction_id: transactionIds[n] as number,
          account_id: idOf.get(code) as number,
          amount: p.amount,
          balance_after: after,
          cause,
          amount_type: p.amountType ?? DEFAULT_AMOUNT_TYPE[cause],
          reference: input.reference,
          remark: p.remark ?? '',
          created_at: at,
        };
      }),
    );
    // Answer from what was written (no read-back while the account rows are locked).
    const entryParams: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const column of ENTRY_COLUMNS) entryParams[`${column}${i}`] = row[column];
    });
    const inserted = await queries.insertEntries(trx, entryParams, rows.length);
    // Ids are allocated in VALUES order; RETURNING's own row order is not guaranteed, so sort them.
    const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
    const entries = rows.map((r, i) => {
      const code = codesInOrder[i] as string;
      const shape = accountShape(refs.get(code) as AccountRef);
      return {
        id: ids[i] as number,
        accountCode: code,
        userId: shape.user_id,
        wallet: shape.wallet,
        amount: r.amount,
        balanceAfter: r.balance_after,
        cause: r.cause,
        amountType: r.amount_type,
      };
    });
    let offset = 0;
    return inputs.map((input, n) => {
      const own = entries.slice(offset, offset + input.postings.length);
      offset += input.postings.length;
      return { transactionId: transactionIds[n] as number, replayed: false, createdAt: at, entries: own };
    });
  }

  return {
    async post(input, trx) {
      validate(input);
      if (trx !== undefined) return postIn(trx, input);
      return transaction((t) => postIn(t, input));
    },
    async postAll(inputs, trx) {
      if (inputs.length === 0) return [];
      if (inputs.length > 8) throw new LedgerError('INVALID', 'postAll takes at most 8 transactions');
      for (const input of inputs) validate(input);
      const keys = new Set(inputs.map((i) => i.idempotencyKey));
      if (keys.size !== inputs.length) throw new LedgerError('INVALID', 'postAll needs a different idempotency key per transaction');
      const results = await postAllIn(trx, inputs);
      noteTouched(trx, results);
      return results;
    },
    transaction,
    settle<T>(fn: (trx: Transaction<Database>) => Promise<T>, runOptions: RunOptions = {}): Promise<T> {
      if (options.writer !== undefined) {
        // The players of this job (not of the batch's other jobs), told once the batch committed.
        const users = new Set<number>();
        const job = collecting(fn, users);
        const told = (value: T) => {
          tell(users);
          return value;
        };
        // The request's Idempotency-Key is claimed in this job's own savepoint, so it commits with
        // the job's money or not at all, like transaction() does for a whole transaction.
        const claim = takeClaim();
        if (claim === undefined) return options.writer.run(job, runOptions).then(told);
        return options.writer.run(job, { hooks: [claimHook(claim), ...(runOptions.hooks ?? [])] }).then(
          (value) => {
            settleClaim(claim, true);
            return told(value);
          },
          (error: unknown) => {
            settleClaim(claim, false);
            throw error;
          },
        );
      }
      return transaction(async (trx) => {
        for (const hook of runOptions.hooks ?? []) await hook(trx);
        return fn(trx);
      });
    },
    async balances(userId, executor = db) {
      const rows = await queries.balances(executor, { userId });
      const out = { main: 0, bonus: 0, points: 0 };
      for (const r of rows) if (r.wallet === 'main' || r.wallet === 'bonus' || r.wallet === 'points') out[r.wallet] = Number(r.balance);
      return out;
    },
    findTransaction,
  };
}
