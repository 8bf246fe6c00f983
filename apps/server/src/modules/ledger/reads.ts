// Reads of the ledger's tables for the modules (issue 25 item 4): a module asks these for a
// player's records, stakes, turnover, deposits or play; none joins ledger_entries,
// ledger_accounts or ledger_transactions itself. Each takes the caller's executor (the database,
// or its own transaction to read what it is about to decide on).
import { sql, type Kysely, type Transaction } from 'kysely';
import { AMOUNT_TYPE } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { accountCode, type LedgerCause, type UserWallet } from './ledger';

export type LedgerExecutor = Kysely<Database> | Transaction<Database>;

/** One ledger entry on a player's wallet, as records show it. */
export interface EntryRecord {
  readonly id: number;
  readonly transactionId: number;
  /** The idempotency key of the entry's transaction (what the movement was: `spin:…`, `daily-login:…`). */
  readonly key: string;
  readonly wallet: UserWallet;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly cause: LedgerCause;
  readonly amountType: number;
  readonly reference: string;
  readonly remark: string;
  readonly createdAt: number;
}

/** The most player ids one read binds (a longer list is read in parts). */
const IDS_PER_READ = 1_000;

/** The money wallets (bets and wins; points are not money). */
const MONEY_WALLETS = ['main', 'bonus'] as const;

/** A player's entries on the given wallets, newest first, one page (pageNum from 1), and their count. */
export async function entryPage(
  ex: LedgerExecutor,
  userId: number,
  filter: { readonly wallets: readonly UserWallet[]; readonly amountType?: number | undefined; readonly pageNum: number; readonly pageSize: number },
): Promise<{ total: number; entries: EntryRecord[] }> {
  let base = ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .where('a.user_id', '=', userId)
    .where('a.wallet', 'in', [...filter.wallets]);
  if (filter.amountType !== undefined) base = base.where('e.amount_type', '=', filter.amountType);
  const [count, rows] = await Promise.all([
    base.select(sql<string | number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.id', 'e.transaction_id', 't.idempotency_key', 'a.wallet', 'e.amount', 'e.balance_after', 'e.cause', 'e.amount_type', 'e.reference', 'e.remark', 'e.created_at'])
      .orderBy('e.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.pageNum - 1) * filter.pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    entries: rows.map((r) => ({
      id: Number(r.id),
      transactionId: Number(r.transaction_id),
      key: r.idempotency_key,
      wallet: r.wallet as UserWallet,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      cause: r.cause as LedgerCause,
      amountType: r.amount_type,
      reference: r.reference,
      remark: r.remark,
      createdAt: Number(r.created_at),
    })),
  };
}

/**
 * The player's stakes from the main wallet (entries of cause bet, negative) and stakes given back
 * to it (amountType REFUND, positive) after entry `afterId`, in entry order, at most `limit`.
 */
export async function stakeMovements(
  ex: LedgerExecutor,
  userId: number,
  after: { readonly afterId: number; readonly limit: number },
): Promise<{ id: number; transactionId: number; key: string; amount: number; reference: string; createdAt: number }[]> {
  const rows = await ex
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
    .select(['ledger_entries.id', 'ledger_entries.transaction_id', 'ledger_entries.amount', 'ledger_entries.created_at', 'ledger_entries.reference', 'ledger_transactions.idempotency_key'])
    .where('ledger_accounts.code', '=', accountCode({ userId, wallet: 'main' }))
    .where('ledger_entries.id', '>', after.afterId)
    .where((eb) =>
      eb.or([
        eb.and([eb('ledger_entries.cause', '=', 'bet'), eb('ledger_entries.amount', '<', 0)]),
        eb.and([eb('ledger_entries.amount_type', '=', AMOUNT_TYPE.REFUND), eb('ledger_entries.amount', '>', 0)]),
      ]),
    )
    .orderBy('ledger_entries.id')
    .limit(after.limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    transactionId: Number(r.transaction_id),
    key: r.idempotency_key,
    amount: Number(r.amount),
    reference: r.reference,
    createdAt: Number(r.created_at),
  }));
}

/**
 * Each player's stakes from the main and bonus wallets within [from, to) less the stakes given
 * back in it (entries of amountType REFUND); players with no entries are absent. Wins do not count.
 */
export async function stakedLessRefunds(ex: LedgerExecutor, userIds: readonly number[], from: number, to: number): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select([
      'a.user_id',
      sql<string | number | null>`coalesce(sum(case when e.cause = 'bet' and e.amount < 0 then -e.amount when e.amount_type = ${AMOUNT_TYPE.REFUND} and e.amount > 0 then -e.amount else 0 end), 0)`.as('total'),
    ])
    .where('a.user_id', 'in', [...userIds])
    .where('a.wallet', 'in', [...MONEY_WALLETS])
    .where('e.created_at', '>=', from)
    .where('e.created_at', '<', to)
    .groupBy('a.user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total ?? 0)]));
}

/**
 * Each player's deposit credits (cash in: entries of cause deposit and amountType DEPOSIT on the
 * main wallet) within [from, to) (all time by default); players with none are absent.
 */
export async function depositedBy(ex: LedgerExecutor, userIds: readonly number[], window: { readonly from?: number; readonly to?: number } = {}): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  // Bound parameters per statement stay far below SQLite's and PostgreSQL's limits.
  if (userIds.length > IDS_PER_READ) {
    const out = new Map<number, number>();
    // Stryker disable next-line EqualityOperator: one more pass reads an empty list, which answers nothing
    for (let i = 0; i < userIds.length; i += IDS_PER_READ) {
      for (const [userId, total] of await depositedBy(ex, userIds.slice(i, i + IDS_PER_READ), window)) out.set(userId, total);
    }
    return out;
  }
  let query = ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['a.user_id', (eb) => eb.fn.sum<string | number>('e.amount').as('total')])
    .where('a.user_id', 'in', [...userIds])
    .where('a.wallet', '=', 'main')
    .where('e.cause', '=', 'deposit')
    .where('e.amount_type', '=', AMOUNT_TYPE.DEPOSIT)
    .where('e.amount', '>', 0);
  if (window.from !== undefined) query = query.where('e.created_at', '>=', window.from);
  if (window.to !== undefined) query = query.where('e.created_at', '<', window.to);
  const rows = await query.groupBy('a.user_id').execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.total)]));
}

/** How many players invited by `inviterId` have made a deposit (the invite page's "deposited" count). */
export async function invitedDepositors(ex: LedgerExecutor, inviterId: number): Promise<number> {
  const row = await ex
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select((eb) => eb.fn.count<string | number>('a.user_id').distinct().as('n'))
    .where('u.inviter_id', '=', inviterId)
    .where('a.wallet', '=', 'main')
    .where('e.cause', '=', 'deposit')
    .where('e.amount', '>', 0)
    .where('e.amount_type', '=', AMOUNT_TYPE.DEPOSIT)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A player's money accounts (main, bonus), found once and read by playNetSince / stakeTimesSince. */
export interface MoneyAccounts {
  readonly ids: readonly number[];
}

export async function moneyAccounts(ex: LedgerExecutor, userId: number): Promise<MoneyAccounts> {
  const rows = await ex.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).where('wallet', 'in', [...MONEY_WALLETS]).execute();
  return { ids: rows.map((r) => Number(r.id)) };
}

/** Money won minus money staked on these accounts since `from` (entries of cause bet or payout; negative: lost). */
export async function playNetSince(ex: LedgerExecutor, accounts: MoneyAccounts, from: number): Promise<number> {
  if (accounts.ids.length === 0) return 0;
  const row = await ex
    .selectFrom('ledger_entries')
    .select(sql<string | number | null>`sum(amount)`.as('net'))
    .where('account_id', 'in', [...accounts.ids])
    .where('cause', 'in', ['bet', 'payout'])
    .where('created_at', '>=', from)
    .executeTakeFirst();
  // Stryker disable next-line OptionalChaining: an aggregate without GROUP BY always answers one row
  return Number(row?.net ?? 0);
}

/** The instants of the stakes (entries of cause bet) on these accounts since `from`, oldest first. */
export async function stakeTimesSince(ex: LedgerExecutor, accounts: MoneyAccounts, from: number): Promise<number[]> {
  if (accounts.ids.length === 0) return [];
  const rows = await ex
    .selectFrom('ledger_entries')
    .select('created_at')
    .where('account_id', 'in', [...accounts.ids])
    .where('cause', '=', 'bet')
    .where('created_at', '>=', from)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => Number(r.created_at));
}
