// The named transfers (src/modules/ledger/transfers.ts): each builds exactly the PostInput its
// call sites built by hand before (the literals below are those call sites' old postings, order,
// causes, amountTypes and remarks included), so keys posted before keep their fingerprints; the
// one overdraft mapping; and, on SQLite and PostgreSQL, a module path (the provider wallet's
// debit, credit and rollback) whose posts are replays of the old hand-built inputs — same
// fingerprint, same entries.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_TYPE } from '@perya/api/contract';
import { createLedger, LedgerError, type Ledger, type PostInput } from '../src/modules/ledger/ledger';
import * as transfers from '../src/modules/ledger/transfers';
import { createProviderWallet } from '../src/modules/games/provider/wallet';
import { AppError } from '../src/http/errors';
import { auditLedger } from '../src/modules/ledger/audit';
import { DB_KINDS, insertUser, openTestDatabase, PACKAGE_DIR, testProtection } from './harness';

const userId = 7;

describe('named transfers build the postings the modules built by hand', () => {
  it('stake: the player wallet → house, cause bet (main by default, bonus for a bonus-funded trade)', () => {
    expect(transfers.stake({ userId, amount: 500, key: 'lotto:T1:bet', reference: 'D1', remark: 'lotto' })).toStrictEqual({
      idempotencyKey: 'lotto:T1:bet',
      cause: 'bet',
      reference: 'D1',
      postings: [
        { account: { userId, wallet: 'main' }, amount: -500, remark: 'lotto' },
        { account: { system: 'house' }, amount: 500 },
      ],
    } satisfies PostInput);
    expect(transfers.stake({ userId, wallet: 'bonus', amount: 100, key: 'trade:O1', reference: 'O1', remark: 'Trade BTC up' }).postings).toStrictEqual([
      { account: { userId, wallet: 'bonus' }, amount: -100, remark: 'Trade BTC up' },
      { account: { system: 'house' }, amount: 100 },
    ]);
  });

  it('payout and refund: house → the player wallet, cause payout / reversal, amountType only when given', () => {
    expect(transfers.payout({ userId, amount: 900, key: 'jump:B1:payout', reference: 'R1', remark: 'jump' })).toStrictEqual({
      idempotencyKey: 'jump:B1:payout',
      cause: 'payout',
      reference: 'R1',
      postings: [
        { account: { system: 'house' }, amount: -900 },
        { account: { userId, wallet: 'main' }, amount: 900, remark: 'jump' },
      ],
    });
    expect(transfers.refund({ userId, amount: 300, key: 'sabong:B2:payout', reference: 'F1', remark: 'sabong' })).toStrictEqual({
      idempotencyKey: 'sabong:B2:payout',
      cause: 'reversal',
      reference: 'F1',
      postings: [
        { account: { system: 'house' }, amount: -300 },
        { account: { userId, wallet: 'main' }, amount: 300, remark: 'sabong' },
      ],
    });
    // The trading settlement names its amountType explicitly (part of the key's fingerprint).
    expect(
      transfers.refund({ userId, wallet: 'bonus', amount: 100, amountType: AMOUNT_TYPE.REFUND, key: 'trade-settle:O1', reference: 'O1', remark: 'Trade BTC tie' }).postings,
    ).toStrictEqual([
      { account: { system: 'house' }, amount: -100 },
      { account: { userId, wallet: 'bonus' }, amount: 100, amountType: AMOUNT_TYPE.REFUND, remark: 'Trade BTC tie' },
    ]);
  });

  it('deposit and the sandbox crowd refill: clearing / sandboxCrowd → main, cause deposit', () => {
    expect(transfers.deposit({ userId, amount: 100_00, key: 'deposit:D1', reference: 'D1', remark: 'Cash in' })).toStrictEqual({
      idempotencyKey: 'deposit:D1',
      cause: 'deposit',
      reference: 'D1',
      postings: [
        { account: { system: 'clearing' }, amount: -100_00 },
        { account: { userId, wallet: 'main' }, amount: 100_00, remark: 'Cash in' },
      ],
    });
    expect(transfers.sandboxFunding({ userId, amount: 50, key: 'sabong-crowd:B:fund', reference: 'sandbox-crowd', remark: 'sandbox crowd' })).toStrictEqual({
      idempotencyKey: 'sabong-crowd:B:fund',
      cause: 'deposit',
      reference: 'sandbox-crowd',
      postings: [
        { account: { system: 'sandboxCrowd' }, amount: -50 },
        { account: { userId, wallet: 'main' }, amount: 50, remark: 'sandbox crowd' },
      ],
    });
  });

  it('withdrawal hold, settle and release', () => {
    expect(transfers.withdrawalHold({ userId, amount: 200_00, key: 'withdrawal:hold:W1', reference: 'W1', remark: 'Cash out' })).toStrictEqual({
      idempotencyKey: 'withdrawal:hold:W1',
      cause: 'withdrawal',
      reference: 'W1',
      postings: [
        { account: { userId, wallet: 'main' }, amount: -200_00, amountType: AMOUNT_TYPE.WITHDRAWAL, remark: 'Cash out' },
        { account: { system: 'withdrawalHolds' }, amount: 200_00 },
      ],
    });
    expect(transfers.withdrawalSettle({ amount: 200_00, paid: 198_00, fee: 2_00, key: 'withdrawal:settle:W1', reference: 'W1' })).toStrictEqual({
      idempotencyKey: 'withdrawal:settle:W1',
      cause: 'withdrawal',
      reference: 'W1',
      postings: [
        { account: { system: 'withdrawalHolds' }, amount: -200_00 },
        { account: { system: 'clearing' }, amount: 198_00 },
        { account: { system: 'fees' }, amount: 2_00, cause: 'fee' },
      ],
    });
    // No fee: no fees posting (and no clearing posting when nothing is paid out).
    expect(transfers.withdrawalSettle({ amount: 100, paid: 100, fee: 0, key: 'k', reference: 'W2' }).postings).toStrictEqual([
      { account: { system: 'withdrawalHolds' }, amount: -100 },
      { account: { system: 'clearing' }, amount: 100 },
    ]);
    expect(transfers.withdrawalSettle({ amount: 100, paid: 0, fee: 100, key: 'k', reference: 'W3' }).postings).toStrictEqual([
      { account: { system: 'withdrawalHolds' }, amount: -100 },
      { account: { system: 'fees' }, amount: 100, cause: 'fee' },
    ]);
    expect(transfers.withdrawalRelease({ userId, amount: 200_00, key: 'withdrawal:settle:W1', reference: 'W1', remark: 'Cash out returned' })).toStrictEqual({
      idempotencyKey: 'withdrawal:settle:W1',
      cause: 'reversal',
      reference: 'W1',
      postings: [
        { account: { system: 'withdrawalHolds' }, amount: -200_00 },
        { account: { userId, wallet: 'main' }, amount: 200_00, amountType: AMOUNT_TYPE.WITHDRAWAL_REFUND, remark: 'Cash out returned' },
      ],
    });
  });

  it('bonus grant, convert and expire', () => {
    expect(transfers.bonusGrant({ userId, amount: 50_00, amountType: AMOUNT_TYPE.BONUS, key: 'deposit-bonus:D1', reference: 'D1', remark: 'Deposit bonus' })).toStrictEqual({
      idempotencyKey: 'deposit-bonus:D1',
      cause: 'bonus',
      reference: 'D1',
      postings: [
        { account: { system: 'promotions' }, amount: -50_00, amountType: AMOUNT_TYPE.BONUS },
        { account: { userId, wallet: 'bonus' }, amount: 50_00, amountType: AMOUNT_TYPE.BONUS, remark: 'Deposit bonus' },
      ],
    });
    expect(transfers.bonusConvert({ userId, amount: 10, key: 'bonus-convert:3', reference: 'bonus:3', remark: 'T' })).toStrictEqual({
      idempotencyKey: 'bonus-convert:3',
      cause: 'bonus',
      reference: 'bonus:3',
      postings: [
        { account: { userId, wallet: 'bonus' }, amount: -10, remark: 'T' },
        { account: { userId, wallet: 'main' }, amount: 10, remark: 'T' },
      ],
    });
    expect(transfers.bonusExpire({ userId, amount: 10, key: 'bonus-expire:3', reference: 'bonus:3', remark: 'T' })).toStrictEqual({
      idempotencyKey: 'bonus-expire:3',
      cause: 'bonus',
      reference: 'bonus:3',
      postings: [
        { account: { userId, wallet: 'bonus' }, amount: -10, remark: 'T' },
        { account: { system: 'promotions' }, amount: 10 },
      ],
    });
  });

  it('awards, points and a spin: legs with their own causes, combined by transfer()', () => {
    expect(transfers.legs.award({ userId, wallet: 'main', amount: 5_00, amountType: AMOUNT_TYPE.MISSION_AWARD, remark: 'Mission' })).toStrictEqual([
      { account: { system: 'promotions' }, amount: -5_00, cause: 'bonus' },
      { account: { userId, wallet: 'main' }, amount: 5_00, cause: 'bonus', amountType: AMOUNT_TYPE.MISSION_AWARD, remark: 'Mission' },
    ]);
    expect(transfers.award({ key: 'k', reference: 'r' }, { userId, wallet: 'points', amount: 30, amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Spin' })).toStrictEqual({
      idempotencyKey: 'k',
      cause: 'bonus',
      reference: 'r',
      postings: [
        { account: { system: 'pointsIssuer' }, amount: -30, cause: 'bonus' },
        { account: { userId, wallet: 'points' }, amount: 30, cause: 'bonus', amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Spin' },
      ],
    });
    expect(transfers.pointsGrant({ userId, amount: 10, key: 'daily:7', reference: '2026-11-29', remark: 'Daily login' })).toStrictEqual({
      idempotencyKey: 'daily:7',
      cause: 'bonus',
      reference: '2026-11-29',
      postings: [
        { account: { system: 'pointsIssuer' }, amount: -10 },
        { account: { userId, wallet: 'points' }, amount: 10, amountType: AMOUNT_TYPE.BONUS, remark: 'Daily login' },
      ],
    });
    const spin = transfers.transfer(
      { key: 'spin:7:0', cause: 'bet', reference: 'spin:7:0' },
      transfers.legs.pointsSpend({ userId, amount: 200, amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Spin' }),
      transfers.legs.award({ userId, wallet: 'main', amount: 1_00, amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Prize' }),
    );
    expect(spin).toStrictEqual({
      idempotencyKey: 'spin:7:0',
      cause: 'bet',
      reference: 'spin:7:0',
      postings: [
        { account: { userId, wallet: 'points' }, amount: -200, cause: 'bet', amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Spin' },
        { account: { system: 'pointsIssuer' }, amount: 200, cause: 'bet' },
        { account: { system: 'promotions' }, amount: -1_00, cause: 'bonus' },
        { account: { userId, wallet: 'main' }, amount: 1_00, cause: 'bonus', amountType: AMOUNT_TYPE.SPIN_PRIZE, remark: 'Prize' },
      ],
    });
  });

  it('a migration: the balance from clearing and the bonus from promotions, player first', () => {
    expect(
      transfers.transfer(
        { key: 'migration:4', cause: 'deposit', reference: 'A:U', memo: 'child account A:U' },
        transfers.legs.migratedBalance({ userId, amount: 70, remark: 'Migrated balance' }),
        transfers.legs.migrationBonus({ userId, amount: 20, remark: 'Migration bonus' }),
      ),
    ).toStrictEqual({
      idempotencyKey: 'migration:4',
      cause: 'deposit',
      reference: 'A:U',
      memo: 'child account A:U',
      postings: [
        { account: { userId, wallet: 'main' }, amount: 70, amountType: AMOUNT_TYPE.MIGRATION, remark: 'Migrated balance' },
        { account: { system: 'clearing' }, amount: -70 },
        { account: { userId, wallet: 'bonus' }, amount: 20, cause: 'bonus', amountType: AMOUNT_TYPE.MIGRATION, remark: 'Migration bonus' },
        { account: { system: 'promotions' }, amount: -20, cause: 'bonus' },
      ],
    });
  });

  it('one overdraft mapping: INSUFFICIENT_BALANCE for money, NOT_ENOUGH_POINTS for points, anything else unchanged', () => {
    const money = new LedgerError('INSUFFICIENT_FUNDS', 'x', { userId, wallet: 'main' });
    const points = new LedgerError('INSUFFICIENT_FUNDS', 'x', { userId, wallet: 'points' });
    const other = new LedgerError('IDEMPOTENCY_CONFLICT', 'x');
    expect(transfers.isInsufficientFunds(money)).toBe(true);
    expect(transfers.isInsufficientFunds(other)).toBe(false);
    expect(transfers.isInsufficientFunds(new Error('x'))).toBe(false);
    const refusal = (error: unknown) => {
      try {
        transfers.refuseOverdraft(error);
      } catch (thrown) {
        return thrown;
      }
      throw new Error('refuseOverdraft returned');
    };
    expect(refusal(money)).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(refusal(money)).toBeInstanceOf(AppError);
    expect(refusal(points)).toMatchObject({ code: 'NOT_ENOUGH_POINTS' });
    expect(refusal(new LedgerError('INSUFFICIENT_FUNDS', 'x', { system: 'withdrawalHolds' }))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    // A refusal that names no account (an older caller, a database CHECK) is still a money refusal.
    expect(refusal(new LedgerError('INSUFFICIENT_FUNDS', 'x'))).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(refusal(other)).toBe(other);
  });
});

describe('modules move money only through modules/ledger', () => {
  const modules = join(PACKAGE_DIR, 'src', 'modules');
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ name: relative(modules, join(modules, f)).split(sep).join('/'), text: readFileSync(join(modules, f), 'utf8') }))
    .filter((f) => !f.name.startsWith('ledger/'));
  const offending = (pattern: RegExp, allowed: readonly string[] = []) => files.filter((f) => pattern.test(f.text) && !allowed.includes(f.name)).map((f) => f.name);

  it('no module names a system account or maps INSUFFICIENT_FUNDS itself', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(offending(/system: '/)).toEqual([]);
    expect(offending(/INSUFFICIENT_FUNDS/)).toEqual([]);
  });

  it("no module reads the ledger's tables (schemas declare keys and indexes on them)", () => {
    const allowed = ['bonus/schema.ts', 'protection/schema.ts'];
    expect(offending(/'ledger_(entries|accounts|transactions)/, allowed)).toEqual([]);
  });
});

describe.each(DB_KINDS)('a module path posts what it posted before on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let ledger: Ledger;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ledger = createLedger(handle.database.db, handle.clock.now);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('the provider wallet: debit, credit and rollback are replays of the old hand-built posts', async () => {
    const db = handle.database.db;
    const wallet = createProviderWallet(db, ledger, handle.clock.now, { maxMultiplier: () => 20, onRefusedCredit: () => undefined, guard: testProtection(handle.database, handle.clock.now) });
    const player = await insertUser(db);
    await ledger.post(transfers.deposit({ userId: player, amount: 5_000, key: `tt-deposit:${player}`, reference: 'tt', remark: 'Cash in' }));
    const token = await wallet.openSession(player, 'sandbox', 'jili_2');
    await wallet.debit('sandbox', token, 'r1', 'jili_2', 700);
    await wallet.credit('sandbox', token, 'r1', 'jili_2', 1_400);
    await wallet.debit('sandbox', token, 'r2', 'jili_2', 300);
    await wallet.rollback('sandbox', token, 'r2', 'jili_2');
    // An overdraft is the API's refusal.
    await expect(wallet.debit('sandbox', token, 'r3', 'jili_2', 1_000_000)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });

    // What the provider wallet posted by hand before the named transfers.
    const remark = 'sandbox jili_2';
    const before: PostInput[] = [
      {
        idempotencyKey: 'provider:sandbox:r1:debit',
        cause: 'bet',
        reference: 'sandbox:r1',
        postings: [
          { account: { userId: player, wallet: 'main' }, amount: -700, remark },
          { account: { system: 'house' }, amount: 700 },
        ],
      },
      {
        idempotencyKey: 'provider:sandbox:r1:credit',
        cause: 'payout',
        reference: 'sandbox:r1',
        postings: [
          { account: { system: 'house' }, amount: -1_400 },
          { account: { userId: player, wallet: 'main' }, amount: 1_400, remark },
        ],
      },
      {
        idempotencyKey: 'provider:sandbox:r2:debit',
        cause: 'bet',
        reference: 'sandbox:r2',
        postings: [
          { account: { userId: player, wallet: 'main' }, amount: -300, remark },
          { account: { system: 'house' }, amount: 300 },
        ],
      },
      {
        idempotencyKey: 'provider:sandbox:r2:rollback',
        cause: 'reversal',
        reference: 'sandbox:r2',
        postings: [
          { account: { system: 'house' }, amount: -300 },
          { account: { userId: player, wallet: 'main' }, amount: 300, remark },
        ],
      },
    ];
    for (const input of before) {
      const stored = await ledger.findTransaction(input.idempotencyKey);
      // Same fingerprint: the old input is a replay of what the module posted (a different one
      // would be IDEMPOTENCY_CONFLICT), with the same entries.
      const replay = await ledger.post(input);
      expect(replay.replayed).toBe(true);
      expect(replay.entries).toEqual(stored?.entries);
      expect(stored?.entries.map((e) => [e.accountCode, e.amount, e.cause, e.amountType])).toEqual(
        input.postings.map((p) => ['system' in p.account ? `system:${p.account.system}` : `user:${player}:main`, p.amount, input.cause, expect.any(Number)]),
      );
    }
    const rows = await db.selectFrom('ledger_entries').select(['remark', 'reference']).where('reference', 'in', ['sandbox:r1', 'sandbox:r2']).orderBy('id').execute();
    expect(rows.map((r) => r.remark)).toEqual([remark, '', '', remark, remark, '', '', remark]);
    expect(await ledger.balances(player)).toEqual({ main: 5_000 - 700 + 1_400, bonus: 0, points: 0 });
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
