// The books-balance check (src/modules/ledger/audit.ts, `ops audit`), on SQLite and PostgreSQL: it
// answers nothing for healthy books and, for books broken behind the ledger's back, names each
// broken invariant an operator has to look at — the unit that does not sum to zero, the account
// whose balance its entries do not explain, the negative wallet, the unbalanced or empty
// transaction — with the amounts involved.
import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { auditLedger } from '../src/modules/ledger/audit';
import * as transfers from '../src/modules/ledger/transfers';
import { DB_KINDS, insertUser } from './harness';
import { ledgerTestDatabase } from './ledgerDatabase';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe.each(DB_KINDS)('ledger audit on %s', (kind) => {
  const t = ledgerTestDatabase(kind);

  const accountOf = (code: string) => t.db.selectFrom('ledger_accounts').select(['id', 'balance']).where('code', '=', code).executeTakeFirstOrThrow();

  // One test, in order: each step breaks the books a little more, and the report names exactly
  // what is broken so far.
  it('healthy books answer no problem and count what they checked; each broken invariant is named with its amounts', async () => {
    const before = await auditLedger(t.db);
    const user = await insertUser(t.db);
    await t.ledger.post(transfers.deposit({ userId: user, amount: 1_000, key: `audit-dep:${user}`, reference: 'audit', remark: 'Cash in' }));
    await t.ledger.post(transfers.stake({ userId: user, amount: 300, key: `audit-bet:${user}`, reference: 'audit', remark: 'lotto' }));
    const healthy = await auditLedger(t.db);
    expect(healthy.problems).toEqual([]);
    // Two transactions of two entries each; the player's main wallet, clearing and house are new.
    expect(healthy.transactions - before.transactions).toBe(2);
    expect(healthy.entries - before.entries).toBe(4);
    expect(healthy.accounts - before.accounts).toBe(3);

    // §1-2: a balance changed without an entry (700 → 705): the unit no longer sums to zero, and
    // the account's entries and its last balance-after both disagree with it.
    const main = `user:${user}:main`;
    const account = await accountOf(main);
    await t.db.updateTable('ledger_accounts').set({ balance: 705 }).where('id', '=', account.id).execute();
    expect((await auditLedger(t.db)).problems).toEqual([
      'accounts in PHP sum to 5, not 0',
      `account ${main} balance 705 but its entries sum to 700`,
      `account ${main} balance 705 but its last entry says 700`,
    ]);

    // §2: an entry written without moving the balance (+5, balance-after 705): the balance is
    // explained again, and only the unbalanced transaction is left (by 5, in PHP).
    const bet = await t.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `audit-bet:${user}`).executeTakeFirstOrThrow();
    await t.db
      .insertInto('ledger_entries')
      .values({ transaction_id: bet.id, account_id: account.id, amount: 5, balance_after: 705, cause: 'bet', amount_type: 1, reference: 'audit', remark: '', created_at: t.clock.now() })
      .execute();
    expect((await auditLedger(t.db)).problems).toEqual(['accounts in PHP sum to 5, not 0', `transaction ${bet.id} is unbalanced in PHP by 5`]);

    // §4: a transaction whose key was claimed but that has no entries.
    await t.db
      .insertInto('ledger_transactions')
      .values({ idempotency_key: `audit-empty:${user}`, fingerprint: 'x', cause: 'bet', reference: 'audit', memo: null, created_at: t.clock.now() })
      .execute();
    expect((await auditLedger(t.db)).problems).toEqual([
      'accounts in PHP sum to 5, not 0',
      `transaction ${bet.id} is unbalanced in PHP by 5`,
      `transaction audit-empty:${user} has no entries`,
    ]);
  });

  it('§3: a player wallet below zero (past the CHECK constraint) is named with its balance', async () => {
    const user = await insertUser(t.db);
    await t.ledger.post(transfers.deposit({ userId: user, amount: 50, key: `audit-neg:${user}`, reference: 'audit', remark: 'Cash in' }));
    const main = `user:${user}:main`;
    const account = await accountOf(main);
    // Only a broken database can hold this: the CHECK constraint is lifted for the test.
    if (kind === 'sqlite') await sql`PRAGMA ignore_check_constraints = ON`.execute(t.db);
    else await sql`ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_non_negative`.execute(t.db);
    await t.db.updateTable('ledger_accounts').set({ balance: -20 }).where('id', '=', account.id).execute();
    const problems = (await auditLedger(t.db)).problems;
    expect(problems).toContain(`account ${main} is negative: -20`);
    expect(problems).toContain(`account ${main} balance -20 but its entries sum to 50`);
    // An account with a balance and no entry at all: its entries (none) sum to 0; there is no last
    // entry to disagree with.
    await t.db.insertInto('ledger_accounts').values({ code: `user:${user}:bonus`, user_id: user, wallet: 'bonus', unit: 'PHP', allow_negative: 0, balance: 20, created_at: 0 }).execute();
    const withEmpty = (await auditLedger(t.db)).problems;
    expect(withEmpty).toContain(`account user:${user}:bonus balance 20 but its entries sum to 0`);
    expect(withEmpty.filter((p) => p.startsWith(`account user:${user}:bonus`))).toHaveLength(1);
    // The house and clearing may be negative: never named as negative.
    expect(problems.filter((p) => p.includes('is negative'))).toEqual([`account ${main} is negative: -20`]);
  });
});
