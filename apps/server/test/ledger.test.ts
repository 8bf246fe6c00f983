// The double-entry ledger on its own (src/modules/ledger/ledger.ts), on SQLite and PostgreSQL:
// balanced postings, idempotency under replay and concurrency, no negative balances, and a
// fast-check property that any mix of concurrent movements keeps the books balanced.
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { LedgerError, type PostInput } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { DB_KINDS, insertUser } from './harness';
import { depositInput as deposit, ledgerTestDatabase } from './ledgerDatabase';

// Generous on a shared 2-core machine: these tests do real database work, concurrently.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

async function entrySum(db: Kysely<Database>, userId: number, wallet: string): Promise<number> {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
    .select('ledger_entries.amount')
    .where('ledger_accounts.user_id', '=', userId)
    .where('ledger_accounts.wallet', '=', wallet)
    .execute();
  return rows.reduce((s, r) => s + Number(r.amount), 0);
}

describe.each(DB_KINDS)('ledger on %s', (kind) => {
  const t = ledgerTestDatabase(kind);

  it('creates an account on first use while other transactions create it too: no movement is refused', async () => {
    // Many first movements into new accounts at once (a new player's wallet, a new house row): a
    // transaction may miss the row at its update and see it committed at its lookup.
    for (let round = 0; round < 5; round++) {
      const players = await Promise.all(Array.from({ length: 4 }, () => insertUser(t.db)));
      const results = await Promise.allSettled(
        players.flatMap((userId) => Array.from({ length: 8 }, (_, i) => t.ledger.post(deposit(userId, 100 + i, `first-use-${round}-${userId}-${i}`)))),
      );
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      for (const userId of players) expect((await t.ledger.balances(userId)).main).toBe(8 * 100 + 28);
    }
  });

  it('posts a balanced transaction, records cause, reference, amountType and balance-after', async () => {
    const user = await insertUser(t.db);
    const result = await t.ledger.post(deposit(user, 150_00, `t-dep-${user}`));
    expect(result.replayed).toBe(false);
    expect(result.entries.map((e) => [e.accountCode, e.amount, e.balanceAfter, e.cause, e.amountType])).toEqual([
      ['system:clearing', -150_00, expect.any(Number), 'deposit', 9],
      [`user:${user}:main`, 150_00, 150_00, 'deposit', 9],
    ]);
    expect(await t.ledger.balances(user)).toEqual({ main: 150_00, bonus: 0, points: 0 });
  });

  it('postAll: a stake and its payout post as two transactions with the balance-afters of one after the other', async () => {
    const user = await insertUser(t.db);
    await t.ledger.post(deposit(user, 1_000, `pa-dep-${user}`));
    const player = { userId: user, wallet: 'main' as const };
    const stake: PostInput = { idempotencyKey: `pa-bet-${user}`, cause: 'bet', reference: `pa-${user}`, postings: [{ account: player, amount: -700 }, { account: { system: 'house' }, amount: 700 }] };
    const payout: PostInput = { idempotencyKey: `pa-pay-${user}`, cause: 'payout', reference: `pa-${user}`, postings: [{ account: { system: 'house' }, amount: -1_500 }, { account: player, amount: 1_500 }] };
    const [bet, paid] = await t.ledger.transaction((trx) => t.ledger.postAll([stake, payout], trx));
    expect(bet?.entries.find((e) => e.userId === user)?.balanceAfter).toBe(300);
    expect(paid?.entries.find((e) => e.userId === user)?.balanceAfter).toBe(1_800);
    const house = [bet?.entries.find((e) => e.accountCode === 'system:house'), paid?.entries.find((e) => e.accountCode === 'system:house')];
    expect((house[1]?.balanceAfter ?? 0) - (house[0]?.balanceAfter ?? 0)).toBe(-1_500);
    expect(bet?.transactionId).not.toBe(paid?.transactionId);
    expect(await t.ledger.balances(user)).toEqual({ main: 1_800, bonus: 0, points: 0 });
    expect(await t.ledger.findTransaction(`pa-bet-${user}`)).toMatchObject({ entries: [{ amount: -700, balanceAfter: 300 }, { amount: 700 }] });
    expect((await auditLedger(t.db)).problems).toEqual([]);
  });

  it('postAll refuses a stake the balance does not cover even when the payout after it would, and a used key; nothing is written', async () => {
    const user = await insertUser(t.db);
    await t.ledger.post(deposit(user, 500, `pb-dep-${user}`));
    const player = { userId: user, wallet: 'main' as const };
    const stake = (key: string): PostInput => ({ idempotencyKey: key, cause: 'bet', reference: key, postings: [{ account: player, amount: -700 }, { account: { system: 'house' }, amount: 700 }] });
    const payout = (key: string): PostInput => ({ idempotencyKey: key, cause: 'payout', reference: key, postings: [{ account: { system: 'house' }, amount: -5_000 }, { account: player, amount: 5_000 }] });
    const before = await auditLedger(t.db);
    const broke = t.ledger.transaction((trx) => t.ledger.postAll([stake(`pb-bet-${user}`), payout(`pb-pay-${user}`)], trx));
    await expect(broke).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    // A key already used (here the deposit's) is refused, never replayed, by postAll.
    const reused = t.ledger.transaction((trx) => t.ledger.postAll([payout(`pb-pay2-${user}`), deposit(user, 500, `pb-dep-${user}`)], trx));
    await expect(reused).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const after = await auditLedger(t.db);
    expect([after.transactions, after.entries]).toEqual([before.transactions, before.entries]);
    expect(await t.ledger.balances(user)).toEqual({ main: 500, bonus: 0, points: 0 });
  });

  it('refuses unbalanced, zero, fractional and unsafe postings, and writes nothing', async () => {
    const user = await insertUser(t.db);
    const bad: PostInput[] = [
      { idempotencyKey: `u1-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5 }, { account: { system: 'promotions' }, amount: -4 }] },
      { idempotencyKey: `u2-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 0 }, { account: { system: 'promotions' }, amount: 0 }] },
      { idempotencyKey: `u3-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 1.5 }, { account: { system: 'promotions' }, amount: -1.5 }] },
      // Points do not balance money: a units mix is unbalanced per unit.
      { idempotencyKey: `u4-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'points' }, amount: 5 }, { account: { system: 'promotions' }, amount: -5 }] },
      { idempotencyKey: `u5-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'main' }, amount: 5 }] },
      { idempotencyKey: `u6-${user}`, cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5, remark: 'x'.repeat(256) }, { account: { system: 'promotions' }, amount: -5 }] },
      { idempotencyKey: `u7-${user}`, cause: 'bonus', reference: 'r'.repeat(129), postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5 }, { account: { system: 'promotions' }, amount: -5 }] },
      { idempotencyKey: '', cause: 'bonus', reference: 'r', postings: [{ account: { userId: user, wallet: 'bonus' }, amount: 5 }, { account: { system: 'promotions' }, amount: -5 }] },
    ];
    const before = await auditLedger(t.db);
    for (const input of bad) await expect(t.ledger.post(input)).rejects.toBeInstanceOf(LedgerError);
    const after = await auditLedger(t.db);
    expect([after.transactions, after.entries]).toEqual([before.transactions, before.entries]);
  });

  // The limits of the ledger API (the comment at the top of ledger.ts): each is accepted at its
  // edge and refused one past it, with the code a caller tells apart (INVALID, UNBALANCED).
  it('limits: key 1-191 chars, reference and remark up to 128 / 255, 2-64 postings, amounts within ±10^13, known causes, accounts and wallets', async () => {
    const user = await insertUser(t.db);
    const grant = (over: Partial<PostInput> & { amount?: number; remark?: string; userId?: number; wallet?: string; system?: string; cause2?: string } = {}): PostInput => ({
      idempotencyKey: over.idempotencyKey ?? `lim-${user}-${Math.random()}`,
      cause: over.cause ?? 'bonus',
      reference: over.reference ?? 'r',
      postings: over.postings ?? [
        {
          account: { userId: over.userId ?? user, wallet: (over.wallet ?? 'bonus') as 'bonus' },
          amount: over.amount ?? 5,
          ...(over.remark === undefined ? {} : { remark: over.remark }),
          ...(over.cause2 === undefined ? {} : { cause: over.cause2 as 'bonus' }),
        },
        { account: { system: (over.system ?? 'promotions') as 'promotions' }, amount: -(over.amount ?? 5) },
      ],
    });
    const code = (input: PostInput) => t.ledger.post(input).then(() => 'posted', (e: unknown) => (e instanceof LedgerError ? e.code : String(e)));
    const key191 = `k${user}-`.padEnd(191, 'k');
    expect(await code(grant({ idempotencyKey: key191 }))).toBe('posted');
    expect(await code(grant({ idempotencyKey: `${key191}k` }))).toBe('INVALID');
    expect(await code(grant({ idempotencyKey: '' }))).toBe('INVALID');
    expect(await code(grant({ reference: 'r'.repeat(128) }))).toBe('posted');
    expect(await code(grant({ reference: 'r'.repeat(129) }))).toBe('INVALID');
    expect(await code(grant({ remark: 'x'.repeat(255) }))).toBe('posted');
    expect(await code(grant({ remark: 'x'.repeat(256) }))).toBe('INVALID');
    expect(await code(grant({ cause: 'gift' as 'bonus' }))).toBe('INVALID');
    expect(await code(grant({ cause2: 'gift' }))).toBe('INVALID');
    expect(await code(grant({ cause2: 'fee' }))).toBe('posted');
    expect(await code(grant({ system: 'treasury' }))).toBe('INVALID');
    expect(await code(grant({ wallet: 'savings' }))).toBe('INVALID');
    expect(await code(grant({ userId: 0 }))).toBe('INVALID');
    expect(await code(grant({ userId: -user }))).toBe('INVALID');
    expect(await code(grant({ userId: 1.5 }))).toBe('INVALID');
    // 10^13 minor units is the largest single amount (the promotions account may go negative).
    expect(await code(grant({ amount: 10_000_000_000_000 }))).toBe('posted');
    expect(await code(grant({ amount: 10_000_000_000_001 }))).toBe('INVALID');
    expect(await code(grant({ amount: -10_000_000_000_001 }))).toBe('INVALID');
    // 64 postings in one transaction (32 grants of 1 to the player), not 65; not 1.
    const pairs = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? { account: { userId: user, wallet: 'bonus' as const }, amount: 1 } : { account: { system: 'promotions' as const }, amount: -1 }));
    expect(await code(grant({ postings: pairs(64) }))).toBe('posted');
    expect(await code(grant({ postings: [...pairs(64), { account: { system: 'house' }, amount: 1 }] }))).toBe('INVALID');
    expect(await code(grant({ postings: pairs(1) }))).toBe('INVALID');
    // Balanced per unit: 5 points against 5 pesos is unbalanced, in each unit.
    const mixed = await t.ledger.post(grant({ wallet: 'points' })).catch((e: unknown) => e as LedgerError);
    expect([mixed instanceof LedgerError && mixed.code, mixed instanceof LedgerError && mixed.message]).toEqual(['UNBALANCED', 'postings in POINTS sum to 5, not 0']);
    const balances = await t.ledger.balances(user);
    expect(balances.bonus).toBe(4 * 5 + 10_000_000_000_000 + 32);
  });

  it('postAll: nothing to post is no transaction; more than 8, or one key twice, is refused before anything is written', async () => {
    const user = await insertUser(t.db);
    await t.ledger.post(deposit(user, 1_000, `pc-dep-${user}`));
    const stake = (key: string): PostInput => ({ idempotencyKey: key, cause: 'bet', reference: key, postings: [{ account: { userId: user, wallet: 'main' }, amount: -10 }, { account: { system: 'house' }, amount: 10 }] });
    const before = await auditLedger(t.db);
    expect(await t.ledger.transaction((trx) => t.ledger.postAll([], trx))).toEqual([]);
    const eight = Array.from({ length: 8 }, (_, i) => stake(`pc-${user}-${i}`));
    await expect(t.ledger.transaction((trx) => t.ledger.postAll([...eight, stake(`pc-${user}-8`)], trx))).rejects.toMatchObject({ code: 'INVALID', message: 'postAll takes at most 8 transactions' });
    await expect(t.ledger.transaction((trx) => t.ledger.postAll([stake(`pc-${user}-x`), stake(`pc-${user}-x`)], trx))).rejects.toMatchObject({
      code: 'INVALID',
      message: 'postAll needs a different idempotency key per transaction',
    });
    expect((await auditLedger(t.db)).transactions).toBe(before.transactions);
    const posted = await t.ledger.transaction((trx) => t.ledger.postAll(eight, trx));
    expect(posted.map((r) => r.entries.find((e) => e.userId === user)?.balanceAfter)).toEqual([990, 980, 970, 960, 950, 940, 930, 920]);
    expect(posted.every((r) => !r.replayed)).toBe(true);
  });

  // A deadlock or serialization failure (PG) or a busy database (SQLite) is run again, up to 5
  // attempts in all, each a fresh transaction: a player's post is not lost to a conflict. Any other
  // error is the caller's at once, and nothing of the failed attempts stays.
  it('transaction(): a retryable failure is run again up to 5 attempts; the 5th failure, or any other error, is thrown at once', async () => {
    const user = await insertUser(t.db);
    const failing = (failures: number, code: string) => {
      let calls = 0;
      const run = t.ledger.transaction(async (trx) => {
        calls += 1;
        await t.ledger.post(deposit(user, 10, `retry-${code}-${failures}-${user}-${calls}`), trx);
        if (calls <= failures) throw Object.assign(new Error('conflict'), { code });
        return calls;
      });
      return run.then(
        (value) => ({ value, calls }),
        (error: unknown) => ({ error: (error as { code?: string }).code, calls }),
      );
    };
    expect(await failing(4, '40001')).toEqual({ value: 5, calls: 5 });
    expect(await failing(5, '40P01')).toEqual({ error: '40P01', calls: 5 });
    expect(await failing(1, 'SQLITE_BUSY')).toEqual({ value: 2, calls: 2 });
    expect(await failing(1, '23505')).toEqual({ error: '23505', calls: 1 });
    // Only the successful attempts' posts stay: 10 (4 failures then the 5th) + 10 (the 2nd).
    expect(await t.ledger.balances(user)).toEqual({ main: 20, bonus: 0, points: 0 });
  });

  it('never lets a player wallet go negative', async () => {
    const user = await insertUser(t.db);
    await t.ledger.post(deposit(user, 100, `neg-dep-${user}`));
    const bet = (amount: number, key: string): PostInput => ({
      idempotencyKey: key,
      cause: 'bet',
      reference: 'round-1',
      postings: [
        { account: { userId: user, wallet: 'main' }, amount: -amount },
        { account: { system: 'house' }, amount },
      ],
    });
    const error = await t.ledger.post(bet(101, `neg-bet-${user}`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
    expect((error as LedgerError).account).toEqual({ userId: user, wallet: 'main' });
    expect(await t.ledger.findTransaction(`neg-bet-${user}`)).toBeUndefined();
    await t.ledger.post(bet(100, `neg-bet2-${user}`));
    expect(await t.ledger.balances(user)).toEqual({ main: 0, bonus: 0, points: 0 });
  });

  it('a replayed key answers the original result and posts nothing; a reused key with other content is refused', async () => {
    const user = await insertUser(t.db);
    const first = await t.ledger.post(deposit(user, 500, `rep-${user}`));
    const again = await t.ledger.post(deposit(user, 500, `rep-${user}`));
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.entries).toEqual(first.entries);
    const conflict = await t.ledger.post(deposit(user, 501, `rep-${user}`)).catch((e: unknown) => e);
    expect((conflict as LedgerError).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await t.ledger.balances(user)).toEqual({ main: 500, bonus: 0, points: 0 });
  });

  it('the same key posted concurrently lands once', async () => {
    const user = await insertUser(t.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => t.ledger.post(deposit(user, 700, `conc-${user}`))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await t.ledger.balances(user)).toEqual({ main: 700, bonus: 0, points: 0 });
  });

  it('a post inside a transaction that rolls back leaves nothing, and the key is free again', async () => {
    const user = await insertUser(t.db);
    await expect(
      t.ledger.transaction(async (trx) => {
        await t.ledger.post(deposit(user, 900, `rb-${user}`), trx);
        throw new Error('caller failed after posting');
      }),
    ).rejects.toThrow('caller failed');
    expect(await t.ledger.findTransaction(`rb-${user}`)).toBeUndefined();
    expect((await t.ledger.post(deposit(user, 900, `rb-${user}`))).replayed).toBe(false);
  });

  // Property: any interleaving of deposits (with replays), bets, payouts, bonus grants, bonus
  // bets, withdrawal holds, approvals and rejections keeps every invariant.
  it('any concurrent mix of movements keeps the books balanced and no wallet negative', async () => {
    const users = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)];
    let run = 0;
    const op = fc.oneof(
      fc.record({ t: fc.constant('deposit' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 100_000 }), key: fc.nat(5) }),
      fc.record({ t: fc.constant('bet' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }), wallet: fc.constantFrom('main' as const, 'bonus' as const) }),
      fc.record({ t: fc.constant('payout' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 80_000 }) }),
      fc.record({ t: fc.constant('bonus' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({ t: fc.constant('points' as const), u: fc.nat(2), amount: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0) }),
      // A spin of the wheel (issue 12): 200 points spent and a money prize, in one transaction of two units.
      fc.record({ t: fc.constant('spin' as const), u: fc.nat(2), prize: fc.integer({ min: 1, max: 5_000 }), wallet: fc.constantFrom('main' as const, 'bonus' as const) }),
      fc.record({ t: fc.constant('withdraw' as const), u: fc.nat(2), amount: fc.integer({ min: 2, max: 60_000 }), settle: fc.constantFrom('approve' as const, 'reject' as const, 'none' as const) }),
      // Issue 12: a bonus converted (bonus → main) or forfeited (bonus → promotions), a stake given
      // back (house → main, reversal), the daily-login points (one key per player and day: replays).
      fc.record({ t: fc.constant('bonusSettle' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 20_000 }), to: fc.constantFrom('main' as const, 'promotions' as const) }),
      fc.record({ t: fc.constant('refund' as const), u: fc.nat(2), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ t: fc.constant('dailyLogin' as const), u: fc.nat(2), day: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const tag = `p${run}`;
        const outcomes = await Promise.allSettled(
          ops.map(async (o, i) => {
            const userId = users[o.u] as number;
            const key = `${tag}-${i}`;
            switch (o.t) {
              case 'deposit':
                // Keys collide on purpose (o.key): a replay of the same deposit posts once.
                return t.ledger.post(deposit(userId, o.amount, `${tag}-dep-${o.u}-${o.key}-${o.amount}`));
              case 'bet':
                return t.ledger.post({ idempotencyKey: key, cause: 'bet', reference: key, postings: [{ account: { userId, wallet: o.wallet }, amount: -o.amount }, { account: { system: 'house' }, amount: o.amount }] });
              case 'payout':
                return t.ledger.post({ idempotencyKey: key, cause: 'payout', reference: key, postings: [{ account: { system: 'house' }, amount: -o.amount }, { account: { userId, wallet: 'main' }, amount: o.amount }] });
              case 'bonus':
                return t.ledger.post({ idempotencyKey: key, cause: 'bonus', reference: key, postings: [{ account: { system: 'promotions' }, amount: -o.amount }, { account: { userId, wallet: 'bonus' }, amount: o.amount }] });
              case 'points':
                return t.ledger.post({ idempotencyKey: key, cause: 'bonus', reference: key, postings: [{ account: { system: 'pointsIssuer' }, amount: -o.amount }, { account: { userId, wallet: 'points' }, amount: o.amount }] });
              case 'spin':
                return t.ledger.post({
                  idempotencyKey: key,
                  cause: 'bet',
                  reference: key,
                  postings: [
                    { account: { userId, wallet: 'points' }, amount: -200 },
                    { account: { system: 'pointsIssuer' }, amount: 200 },
                    { account: { system: 'promotions' }, amount: -o.prize, cause: 'bonus' },
                    { account: { userId, wallet: o.wallet }, amount: o.prize, cause: 'bonus' },
                  ],
                });
              case 'bonusSettle':
                return t.ledger.post({
                  idempotencyKey: key,
                  cause: 'bonus',
                  reference: key,
                  postings: [{ account: { userId, wallet: 'bonus' }, amount: -o.amount }, o.to === 'main' ? { account: { userId, wallet: 'main' }, amount: o.amount } : { account: { system: 'promotions' }, amount: o.amount }],
                });
              case 'refund':
                return t.ledger.post({ idempotencyKey: key, cause: 'reversal', reference: key, postings: [{ account: { system: 'house' }, amount: -o.amount }, { account: { userId, wallet: 'main' }, amount: o.amount }] });
              case 'dailyLogin': {
                const daily = `${tag}-daily-login:${userId}:${o.day}`;
                return t.ledger.post({ idempotencyKey: daily, cause: 'bonus', reference: daily, postings: [{ account: { system: 'pointsIssuer' }, amount: -35 }, { account: { userId, wallet: 'points' }, amount: 35 }] });
              }
              case 'withdraw': {
                await t.ledger.post({ idempotencyKey: `${key}-hold`, cause: 'withdrawal', reference: key, postings: [{ account: { userId, wallet: 'main' }, amount: -o.amount }, { account: { system: 'withdrawalHolds' }, amount: o.amount }] });
                const fee = Math.floor(o.amount / 2);
                if (o.settle === 'approve') {
                  return t.ledger.post({ idempotencyKey: `${key}-settle`, cause: 'withdrawal', reference: key, postings: [{ account: { system: 'withdrawalHolds' }, amount: -o.amount }, { account: { system: 'clearing' }, amount: o.amount - fee }, { account: { system: 'fees' }, amount: fee, cause: 'fee' }] });
                }
                if (o.settle === 'reject') {
                  return t.ledger.post({ idempotencyKey: `${key}-settle`, cause: 'reversal', reference: key, postings: [{ account: { system: 'withdrawalHolds' }, amount: -o.amount }, { account: { userId, wallet: 'main' }, amount: o.amount }] });
                }
                return undefined;
              }
            }
          }),
        );
        for (const outcome of outcomes) {
          // The only allowed failure is a refused overdraft.
          if (outcome.status === 'rejected') expect((outcome.reason as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
        }
        const report = await auditLedger(t.db);
        expect(report.problems).toEqual([]);
        for (const userId of users) {
          const balances = await t.ledger.balances(userId);
          for (const wallet of ['main', 'bonus', 'points'] as const) {
            expect(balances[wallet]).toBeGreaterThanOrEqual(0);
            expect(balances[wallet]).toBe(await entrySum(t.db, userId, wallet));
          }
        }
      }),
      { numRuns: kind === 'sqlite' ? 30 : 15 },
    );
  });
});
