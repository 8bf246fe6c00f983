// The ledger's books-balance check, for tests, the wallet benchmark and operators
// (`pnpm --filter @perya/server ops audit`). Answers every broken invariant it finds; [] is healthy.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface AuditReport {
  readonly problems: readonly string[];
  readonly accounts: number;
  readonly transactions: number;
  readonly entries: number;
}

export async function auditLedger(db: Kysely<Database>): Promise<AuditReport> {
  const problems: string[] = [];

  // 1. Per unit, all accounts sum to zero.
  const units = await db
    .selectFrom('ledger_accounts')
    .select(['unit', sql<string>`sum(balance)`.as('total')])
    .groupBy('unit')
    .execute();
  for (const u of units) if (Number(u.total) !== 0) problems.push(`accounts in ${u.unit} sum to ${u.total}, not 0`);

  // 2. Each account's balance is the sum of its entries, and its last entry's balance-after.
  const mismatched = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ledger_entries')
          .select(['account_id', sql<string>`sum(amount)`.as('total'), sql<number>`max(id)`.as('last_id')])
          .groupBy('account_id')
          .as('e'),
      (join) => join.onRef('e.account_id', '=', 'a.id'),
    )
    .leftJoin('ledger_entries as last', 'last.id', 'e.last_id')
    .select(['a.code', 'a.balance', 'e.total', 'last.balance_after'])
    .execute();
  for (const a of mismatched) {
    const total = a.total === null ? 0 : Number(a.total);
    if (Number(a.balance) !== total) problems.push(`account ${a.code} balance ${a.balance} but its entries sum to ${total}`);
    if (a.balance_after !== null && Number(a.balance_after) !== Number(a.balance)) {
      problems.push(`account ${a.code} balance ${a.balance} but its last entry says ${a.balance_after}`);
    }
  }

  // 3. No account that may not go negative is negative (the CHECK constraint should make this moot).
  const negative = await db.selectFrom('ledger_accounts').select(['code', 'balance']).where('allow_negative', '=', 0).where('balance', '<', 0).execute();
  for (const a of negative) problems.push(`account ${a.code} is negative: ${a.balance}`);

  // 4. Every transaction balances per unit and has entries.
  const unbalanced = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.transaction_id', 'a.unit', sql<string>`sum(e.amount)`.as('total')])
    .groupBy(['e.transaction_id', 'a.unit'])
    .having(sql`sum(e.amount)`, '<>', 0)
    .execute();
  for (const t of unbalanced) problems.push(`transaction ${t.transaction_id} is unbalanced in ${t.unit} by ${t.total}`);
  const empty = await db
    .selectFrom('ledger_transactions as t')
    .select('t.idempotency_key')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ledger_entries as e').select('e.id').whereRef('e.transaction_id', '=', 't.id'))))
    .execute();
  for (const t of empty) problems.push(`transaction ${t.idempotency_key} has no entries`);

  const count = async (table: 'ledger_accounts' | 'ledger_transactions' | 'ledger_entries') =>
    Number((await db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  return {
    problems,
    accounts: await count('ledger_accounts'),
    transactions: await count('ledger_transactions'),
    entries: await count('ledger_entries'),
  };
}
