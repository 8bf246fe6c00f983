// Issue 6 item 5: any sequence of concurrent deposits (with webhook replays and failures),
// withdrawals, approvals, rejections (including approve/reject races) and bonus grants leaves the
// books balanced — every unit sums to zero, no wallet is negative, every user's balance equals the
// sum of their entries — and the orders agree with the ledger. On SQLite and PostgreSQL, through
// the real services, the sandbox adapter's HMAC verification and the real database.
// Issue 12: bonuses are grants (src/modules/bonus) — deposit offers, the first-deposit bonus and
// direct grants — converted to the main wallet by evaluations racing the rest; the grants explain
// the bonus wallet and the conversions the main wallet.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { createSandboxPaymentAdapter, SANDBOX_SIGNATURE_HEADER, signSandboxBody } from '../src/adapters/payment/sandbox';
import { createLedger, LedgerError, type Ledger } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { loadSeedFile } from '../src/modules/app/seed';
import { createDepositService, type DepositService } from '../src/modules/wallet/deposits';
import { createWithdrawalService, sandboxPayoutAdapter, type WithdrawalProofCheck, type WithdrawalService } from '../src/modules/wallet/withdrawals';
import { createPasswordHasher } from '../src/security/passwords';
import { AppError } from '../src/http/errors';
import { createBonusService, type BonusService } from '../src/modules/bonus/service';
import { DB_KINDS, SEED_FILE, insertUser, openTestDatabase, testProtection } from './harness';

// Generous on a shared 2-core machine: these tests do real database work, concurrently.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const SECRET = 'property-test-webhook-secret-0000';

const depositOp = fc.record({
  t: fc.constant('deposit' as const),
  u: fc.nat(2),
  amount: fc.integer({ min: 100, max: 200_000 }),
  channel: fc.constantFrom('pix', 'qrph', 'gcash_pay', 'card_page'),
  activity: fc.boolean(),
  outcome: fc.constantFrom('paid' as const, 'paid' as const, 'failed' as const, 'none' as const),
  deliveries: fc.integer({ min: 1, max: 3 }),
});
const withdrawOp = fc.record({
  t: fc.constant('withdraw' as const),
  u: fc.nat(2),
  amount: fc.integer({ min: 100, max: 150_000 }),
  decision: fc.constantFrom('approve' as const, 'reject' as const, 'race' as const, 'none' as const),
});
const bonusOp = fc.record({
  t: fc.constant('bonus' as const),
  u: fc.nat(2),
  amount: fc.integer({ min: 1, max: 50_000 }),
  turnover: fc.constantFrom(0, 1),
  // 1 ms: expired by the next run (the clock moves 1 ms per run); otherwise the operator's days.
  ttl: fc.constantFrom(undefined, 1),
});
/** A main-wallet bet as the games post it, given back (a rollback, a cancelled fight) or not. */
const betOp = fc.record({ t: fc.constant('bet' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 30_000 }), refund: fc.boolean() });
/** A bonus evaluation (conversion of grants whose turnover is met), as the bonus list or ticker runs it. */
const evaluateOp = fc.record({ t: fc.constant('evaluate' as const), u: fc.nat(2) });
const ops = fc.array(fc.oneof(depositOp, depositOp, withdrawOp, withdrawOp, bonusOp, evaluateOp, betOp), { minLength: 1, maxLength: 20 });

async function sum(db: Kysely<Database>, table: 'deposit_orders' | 'withdrawal_orders', column: 'amount' | 'bonus_amount' | 'fee' | 'actual_amount', statuses: string[], userId?: number): Promise<number> {
  let query = db.selectFrom(table).select(sql<string | null>`sum(${sql.ref(column)})`.as('total')).where('status', 'in', statuses);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return Number((await query.executeTakeFirstOrThrow()).total ?? 0);
}

describe.each(DB_KINDS)('wallet invariants on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  let ledger: Ledger;
  let deposits: DepositService;
  let withdrawals: WithdrawalService;
  let bonuses: BonusService;
  const adapter = createSandboxPaymentAdapter({ secret: SECRET, now: () => handle.clock.now() });

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    ledger = createLedger(db, handle.clock.now);
    const seed = loadSeedFile(SEED_FILE).wallet;
    const config = {
      ...seed,
      recharge: { ...seed.recharge, min: 100 },
      payChannels: seed.payChannels.map((c) => ({ ...c, min: 100 })),
      withdraw: { ...seed.withdraw, min: 100, dailyCountLimit: 10_000 },
    };
    const seedBonus = loadSeedFile(SEED_FILE).bonus;
    // The first-deposit bonus on any amount: every player's first successful deposit grants one.
    const bonusConfig = { ...seedBonus, firstDeposit: { ...seedBonus.firstDeposit, enabled: true, minDeposit: 0 } };
    bonuses = createBonusService({ db, ledger, config: bonusConfig, now: handle.clock.now, guard: testProtection(handle.database, handle.clock.now) });
    deposits = createDepositService({ db, ledger, config, adapters: new Map([[adapter.name, adapter]]), now: handle.clock.now, guard: testProtection(handle.database, handle.clock.now), bonuses, bonusConfig });
    withdrawals = createWithdrawalService({ db, ledger, config, payouts: [sandboxPayoutAdapter], now: handle.clock.now, marketOf: () => 'PH' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /**
   * A provider delivery, signed and verified exactly as the webhook route does it. Copies 0 and 2
   * are redeliveries of one event; copy 1 is a second event about the same payment.
   */
  async function deliver(orderNo: string, status: 'paid' | 'failed', amount: number, copy: number) {
    const order = await db.selectFrom('deposit_orders').select('provider_ref').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    const raw = JSON.stringify({ eventId: `evt-${orderNo}-${status}-${copy % 2}`, orderNo, providerRef: order.provider_ref, status, amount });
    const headers = { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, raw, Math.floor(handle.clock.now() / 1000)) };
    const event = await adapter.verifyWebhook(raw, headers);
    if (event === undefined) throw new Error('the sandbox refused its own signature');
    return deposits.applyPaymentEvent(adapter.name, event, raw);
  }

  it('any concurrent mix keeps the books balanced and the orders in agreement with the ledger', async () => {
    const users = [await insertUser(db), await insertUser(db), await insertUser(db)];
    // Each player has a verified phone and a password, and cashes out to their own GCash number
    // with the password (issue 11: the proof a withdrawal needs).
    const passwords = createPasswordHasher(1024);
    const passwordHash = await passwords.hash('pass123');
    const phoneOf = (id: number) => `091712${String(id).padStart(5, '0')}`;
    for (const id of users) await db.updateTable('users').set({ phone: phoneOf(id), verified: 1, password_hash: passwordHash }).where('id', '=', id).execute();
    const proof: WithdrawalProofCheck = {
      passwords,
      sms: {
        send: () => Promise.reject(new Error('no SMS in this test')),
        verify: () => Promise.reject(new Error('no SMS in this test')),
        check: () => Promise.reject(new Error('no SMS in this test')),
      },
      attempt: async () => true,
    };
    const userRow = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(ops, async (list) => {
        run += 1;
        handle.clock.advance(1);
        const outcomes = await Promise.allSettled(
          list.map(async (o, i) => {
            const userId = users[o.u] as number;
            if (o.t === 'deposit') {
              const order = await deposits.create(
                userId,
                { amount: o.amount, channelId: o.channel, ...(o.channel === 'pix' ? { name: 'Maria', email: 'm@example.com', taxId: '52998224725' } : {}), ...(o.activity ? { activityId: 'first_deposit' } : {}) },
                'http://127.0.0.1',
              );
              if (o.outcome === 'none') return;
              await Promise.all(Array.from({ length: o.deliveries }, (_, k) => deliver(order.orderNo, o.outcome as 'paid' | 'failed', o.amount, k)));
              return;
            }
            if (o.t === 'bonus') {
              await ledger.transaction((trx) =>
                bonuses.grant(trx, { userId, kind: 'mission', title: 'Mission', amount: o.amount, turnoverMultiplier: o.turnover, idempotencyKey: `grant-${run}-${i}`, reference: `grant-${run}-${i}`, expiresInMs: o.ttl }),
              );
              return;
            }
            if (o.t === 'bet') {
              const key = `test-bet:${run}-${i}`;
              try {
                await ledger.post({ idempotencyKey: key, cause: 'bet', reference: key, postings: [{ account: { userId, wallet: 'main' }, amount: -o.amount }, { account: { system: 'house' }, amount: o.amount }] });
              } catch (error) {
                // Not enough in the main wallet: the game refuses the bet, nothing moves.
                if (error instanceof LedgerError && error.code === 'INSUFFICIENT_FUNDS') return;
                throw error;
              }
              if (o.refund) {
                await ledger.post({ idempotencyKey: `${key}:refund`, cause: 'reversal', reference: key, postings: [{ account: { system: 'house' }, amount: -o.amount }, { account: { userId, wallet: 'main' }, amount: o.amount }] });
              }
              return;
            }
            if (o.t === 'evaluate') {
              await bonuses.evaluate(userId);
              return;
            }
            const order = await withdrawals.apply(await userRow(userId), {
              method: 'gcash',
              bankCode: 'GCASH',
              bankName: 'GCash',
              accountNo: phoneOf(userId),
              phone: phoneOf(userId),
              accountName: 'Maria',
              amount: o.amount,
              pwd: 'pass123',
            }, proof);
            if (o.decision === 'race') {
              const both = await Promise.allSettled([
                withdrawals.settle(order.orderNo, 'approve', 'test'),
                withdrawals.settle(order.orderNo, 'reject', 'test'),
              ]);
              expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
              const lost = both.find((r) => r.status === 'rejected');
              expect((lost?.reason as AppError).code).toBe('FORBIDDEN');
            } else if (o.decision !== 'none') {
              await Promise.all([withdrawals.settle(order.orderNo, o.decision, 'test'), withdrawals.settle(order.orderNo, o.decision, 'test')]);
            }
          }),
        );
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') {
            // The only refusal a valid request can meet here: not enough money.
            expect(outcome.reason).toBeInstanceOf(AppError);
            expect((outcome.reason as AppError).code).toBe('INSUFFICIENT_BALANCE');
          }
        }

        expect((await auditLedger(db)).problems).toEqual([]);
        for (const userId of users) {
          const balances = await ledger.balances(userId);
          const entries = await db
            .selectFrom('ledger_entries')
            .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
            .select(['ledger_accounts.wallet', sql<string>`sum(ledger_entries.amount)`.as('total')])
            .where('ledger_accounts.user_id', '=', userId)
            .groupBy('ledger_accounts.wallet')
            .execute();
          for (const wallet of ['main', 'bonus'] as const) {
            expect(balances[wallet]).toBeGreaterThanOrEqual(0);
            expect(balances[wallet]).toBe(Number(entries.find((e) => e.wallet === wallet)?.total ?? 0));
          }
          // The orders explain the main wallet: deposits credited minus withdrawals not returned,
          // plus the bonuses converted; the processing grants are the bonus wallet.
          const credited = await sum(db, 'deposit_orders', 'amount', ['success'], userId);
          const withdrawn = await sum(db, 'withdrawal_orders', 'amount', ['pending', 'success'], userId);
          const grants = await db.selectFrom('bonus_grants').select(['status', 'amount', 'settled_amount', 'turnover_required', 'turnover_done']).where('user_id', '=', userId).execute();
          const converted = grants.filter((g) => g.status === 'completed').reduce((t, g) => t + g.settled_amount, 0);
          // Bets and their refunds (the games' movements of the main wallet).
          const betRows = await db
            .selectFrom('ledger_entries')
            .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
            .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
            .select(['ledger_entries.amount'])
            .where('ledger_accounts.user_id', '=', userId)
            .where('ledger_accounts.wallet', '=', 'main')
            .where('ledger_transactions.idempotency_key', 'like', 'test-bet:%')
            .execute();
          const played = betRows.reduce((t, r) => t + Number(r.amount), 0);
          const staked = betRows.reduce((t, r) => t + Math.max(0, -Number(r.amount)), 0);
          expect(balances.main).toBe(credited - withdrawn + converted + played);
          expect(balances.bonus).toBe(grants.filter((g) => g.status === 'processing').reduce((t, g) => t + g.amount, 0));
          // A settled grant moved exactly its amount (to main or back to promotions), a completed
          // one only with its turnover met; turnover is never counted past what was staked.
          for (const g of grants) {
            if (g.status !== 'processing') expect(g.settled_amount).toBe(g.amount);
            if (g.status === 'completed') expect(g.turnover_done).toBeGreaterThanOrEqual(g.turnover_required);
          }
          expect(grants.reduce((t, g) => t + g.turnover_done, 0)).toBeLessThanOrEqual(staked);
          // One first-deposit bonus per player who deposited successfully, none for the others.
          const firstDeposit = await db.selectFrom('bonus_grants').select('id').where('idempotency_key', '=', `first-deposit:${userId}`).execute();
          expect(firstDeposit).toHaveLength(credited > 0 ? 1 : 0);
        }
        // System accounts agree with the orders.
        const system = Object.fromEntries(
          (await db.selectFrom('ledger_accounts').select(['wallet', 'balance']).where('user_id', 'is', null).execute()).map((a) => [a.wallet, Number(a.balance)]),
        );
        expect(system.withdrawalHolds ?? 0).toBe(await sum(db, 'withdrawal_orders', 'amount', ['pending']));
        expect(system.fees ?? 0).toBe(await sum(db, 'withdrawal_orders', 'fee', ['success']));
        expect(system.clearing ?? 0).toBe((await sum(db, 'withdrawal_orders', 'actual_amount', ['success'])) - (await sum(db, 'deposit_orders', 'amount', ['success'])));
        // Exactly one credit per successful deposit, none for the others.
        const depositTx = await db.selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', 'like', 'deposit:%').executeTakeFirstOrThrow();
        const successful = await db.selectFrom('deposit_orders').select(sql<string>`count(*)`.as('n')).where('status', '=', 'success').executeTakeFirstOrThrow();
        expect(Number(depositTx.n)).toBe(Number(successful.n));
        // One deposit-bonus grant per successful deposit with a bonus.
        const withBonus = await db.selectFrom('deposit_orders').select('order_no').where('status', '=', 'success').where('bonus_amount', '>', 0).execute();
        const depositGrants = await db.selectFrom('bonus_grants').select('idempotency_key').where('idempotency_key', 'like', 'deposit-bonus:%').execute();
        expect(depositGrants.map((g) => g.idempotency_key).sort()).toEqual(withBonus.map((o) => `deposit-bonus:${o.order_no}`).sort());
      }),
      { numRuns: kind === 'sqlite' ? 25 : 12 },
    );
  });
});
