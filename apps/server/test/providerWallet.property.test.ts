// Property (issue 7, seamless wallet): any sequence of provider callbacks — debits, credits and
// rollbacks on a few round ids, each possibly repeated or sent concurrently, in any order — moves
// each round's money at most once: the player's balance always equals the deposit minus the stakes
// of debited rounds plus the wins of settled rounds plus nothing for rolled-back ones, it never goes
// negative, no settled round paid more than its stake x the game's maximum multiplier (issue 11),
// and the ledger's books stay balanced. On SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditLedger } from '../src/modules/ledger/audit';
import { AppError } from '../src/http/errors';
import { DB_KINDS, insertUser } from './harness';
import { providerWalletTestDatabase } from './ledgerDatabase';

type Call =
  | { kind: 'debit'; round: number; amount: number }
  | { kind: 'credit'; round: number; amount: number }
  | { kind: 'rollback'; round: number };

const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({ kind: fc.constant('debit' as const), round: fc.integer({ min: 0, max: 3 }), amount: fc.constantFrom(100, 700, 2_500) }),
  fc.record({ kind: fc.constant('credit' as const), round: fc.integer({ min: 0, max: 3 }), amount: fc.constantFrom(0, 300, 5_000) }),
  fc.record({ kind: fc.constant('rollback' as const), round: fc.integer({ min: 0, max: 3 }) }),
);

/** Small enough that some generated credits (5_000 on a 100 stake) are over the cap. */
const MAX_MULTIPLIER = 20;

describe.each(DB_KINDS)('seamless wallet under any callback sequence on %s', (kind) => {
  const t = providerWalletTestDatabase(kind, MAX_MULTIPLIER);

  it('moves each round at most once and keeps the books balanced', { timeout: 120_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(call, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }), async (batches) => {
        run += 1;
        const userId = await insertUser(t.db);
        const deposit = 5_000;
        await t.ledger.post({
          idempotencyKey: `pw-deposit:${userId}`,
          cause: 'deposit',
          reference: `pw-${userId}`,
          postings: [
            { account: { system: 'clearing' }, amount: -deposit },
            { account: { userId, wallet: 'main' }, amount: deposit },
          ],
        });
        const token = await t.wallet.openSession(userId, 'sandbox', 'jili_2');
        const roundId = (r: number) => `p${run}-r${r}`;
        // Each batch is sent concurrently (retries and duplicates racing); batches in order.
        for (const batch of batches) {
          await Promise.all(
            batch.map(async (c) => {
              try {
                if (c.kind === 'debit') await t.wallet.debit('sandbox', token, roundId(c.round), 'jili_2', c.amount);
                else if (c.kind === 'credit') await t.wallet.credit('sandbox', token, roundId(c.round), 'jili_2', c.amount);
                else await t.wallet.rollback('sandbox', token, roundId(c.round), 'jili_2');
              } catch (error) {
                // Refusals (conflicts, unknown rounds, overdrafts) are answers, not failures.
                if (!(error instanceof AppError)) throw error;
              }
            }),
          );
        }
        const rounds = await t.db.selectFrom('provider_rounds').selectAll().where('user_id', '=', userId).execute();
        let expected = deposit;
        for (const r of rounds) {
          if (r.status === 'open') expected -= r.debit_amount;
          if (r.status === 'settled') expected += (r.credit_amount ?? 0) - r.debit_amount;
          if (r.status === 'settled') expect(r.credit_amount ?? 0).toBeLessThanOrEqual(r.debit_amount * MAX_MULTIPLIER);
          // rolledback: the stake (if any) came back.
        }
        const balance = (await t.ledger.balances(userId)).main;
        expect(balance).toBe(expected);
        expect(balance).toBeGreaterThanOrEqual(0);
        // Each round posted each of its movements at most once.
        const keys = await t.db
          .selectFrom('ledger_transactions')
          .select('idempotency_key')
          .where('reference', 'like', `sandbox:p${run}-%`)
          .execute();
        expect(new Set(keys.map((k) => k.idempotency_key)).size).toBe(keys.length);
      }),
      { numRuns: 25 },
    );
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });
});
