// The group-commit writer (src/db/groupCommit.ts) on SQLite and PostgreSQL: jobs queued together
// share one transaction, a failing job rolls back only its own statements, nobody is answered
// before the batch's commit, a batch that fails as a whole leaves nothing of any of its jobs, and
// a job's hooks run in its own savepoint (a refusing hook undoes the job); a batch runs without
// savepoints until one of its jobs fails.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { createGroupCommit, type GroupCommit } from '../src/db/groupCommit';
import { createLedger, LedgerError, type Ledger } from '../src/modules/ledger/ledger';
import { newClaim, runWithClaim } from '../src/modules/idempotency/claim';
import { depositInput as deposit, betInput as bet } from './ledgerDatabase';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe.each(DB_KINDS)('group commit on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  let writer: GroupCommit;
  let ledger: Ledger;
  const batches: number[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
    writer = createGroupCommit(db, { onBatch: (size) => batches.push(size) });
    ledger = createLedger(db, handle.clock.now, { writer });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const posted = async (key: string) => (await ledger.findTransaction(key)) !== undefined;

  it('runs jobs queued together in one transaction, and a failing job rolls back only itself', async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-fund-${user}`));
    batches.length = 0;
    const results = await Promise.allSettled([
      ledger.settle((trx) => ledger.post(bet(user, 300, `gc-a-${user}`), trx)),
      // Writes a bet, then overdraws: both of its postings must go, the others stay.
      ledger.settle(async (trx) => {
        await ledger.post(bet(user, 100, `gc-b1-${user}`), trx);
        return ledger.post(bet(user, 5_000, `gc-b2-${user}`), trx);
      }),
      ledger.settle((trx) => ledger.post(bet(user, 200, `gc-c-${user}`), trx)),
    ]);
    expect(batches).toEqual([3]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refused = (results[1] as PromiseRejectedResult).reason as unknown;
    expect(refused).toBeInstanceOf(LedgerError);
    expect((refused as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await posted(`gc-a-${user}`)).toBe(true);
    expect(await posted(`gc-b1-${user}`)).toBe(false);
    expect(await posted(`gc-b2-${user}`)).toBe(false);
    expect(await posted(`gc-c-${user}`)).toBe(true);
    expect((await ledger.balances(user)).main).toBe(500);
  });

  it('answers no job before the whole batch has committed', async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-wait-fund-${user}`));
    let releaseSecond: () => void = () => undefined;
    const secondMayFinish = new Promise<void>((resolve) => (releaseSecond = resolve));
    let firstAnswered = false;
    let secondStarted: () => void = () => undefined;
    const secondRunning = new Promise<void>((resolve) => (secondStarted = resolve));
    const first = ledger.settle((trx) => ledger.post(bet(user, 100, `gc-wait-1-${user}`), trx)).then((r) => {
      firstAnswered = true;
      return r;
    });
    const second = ledger.settle(async (trx) => {
      await ledger.post(bet(user, 100, `gc-wait-2-${user}`), trx);
      secondStarted();
      await secondMayFinish;
    });
    await secondRunning;
    // The first job's work is done and the second's is in progress: the batch has not committed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(firstAnswered).toBe(false);
    releaseSecond();
    await Promise.all([first, second]);
    expect(firstAnswered).toBe(true);
    expect(await posted(`gc-wait-1-${user}`)).toBe(true);
    expect(await posted(`gc-wait-2-${user}`)).toBe(true);
  });

  it('a batch that fails as a whole keeps nothing of any of its jobs, and every job gets the error', async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-crash-fund-${user}`));
    const results = await Promise.allSettled([
      ledger.settle((trx) => ledger.post(bet(user, 100, `gc-crash-1-${user}`), trx)),
      // Breaks the writer's savepoint protocol, then fails: undoing it fails, so the batch fails.
      ledger.settle(async (trx) => {
        await ledger.post(bet(user, 100, `gc-crash-2-${user}`), trx);
        await sql`release savepoint job`.execute(trx);
        throw new Error('job failed after releasing its savepoint');
      }),
      ledger.settle((trx) => ledger.post(bet(user, 100, `gc-crash-3-${user}`), trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const i of [1, 2, 3]) expect(await posted(`gc-crash-${i}-${user}`)).toBe(false);
    expect((await ledger.balances(user)).main).toBe(1_000);
    // The writer goes on with the next batch.
    await ledger.settle((trx) => ledger.post(bet(user, 100, `gc-after-${user}`), trx));
    expect((await ledger.balances(user)).main).toBe(900);
  });

  it("runs a job's hooks first in its savepoint: a refusing hook undoes the job, not the batch", async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-hook-fund-${user}`));
    const claim = (key: string) => async (trx: Parameters<Parameters<Ledger['settle']>[0]>[0]) => {
      // A per-job statement in the batch's transaction, as an idempotency claim would be.
      await ledger.post(deposit(user, 1, `gc-hook-claim-${key}-${user}`), trx);
      // (A hook may run twice: a batch whose job fails runs again with savepoints.)
      if (key === 'refused') throw new Error('hook refused the call');
    };
    const results = await Promise.allSettled([
      ledger.settle((trx) => ledger.post(bet(user, 100, `gc-hook-ok-${user}`), trx), { hooks: [claim('ok')] }),
      ledger.settle((trx) => ledger.post(bet(user, 100, `gc-hook-no-${user}`), trx), { hooks: [claim('refused')] }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await posted(`gc-hook-claim-ok-${user}`)).toBe(true);
    expect(await posted(`gc-hook-ok-${user}`)).toBe(true);
    expect(await posted(`gc-hook-claim-refused-${user}`)).toBe(false);
    expect(await posted(`gc-hook-no-${user}`)).toBe(false);
    expect((await ledger.balances(user)).main).toBe(901);
  });

  it("claims a request's Idempotency-Key in its job's savepoint: a twin in the same batch moves nothing, a refused job frees the key", async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-idem-fund-${user}`));
    const claim = (key: string) => newClaim({ userId: user, endpoint: 'ogPlay', key, requestHash: 'same-body', at: handle.clock.now() });
    const keyRow = (key: string) =>
      db.selectFrom('idempotency_keys').select('idem_key').where('user_id', '=', user).where('idem_key', '=', key).executeTakeFirst();
    batches.length = 0;
    // Two processes' worth of the same key in one batch (in one process the HTTP layer already
    // makes the second wait): the first job claims it, the second is refused and posts nothing.
    const twins = await Promise.allSettled([
      runWithClaim(claim('k-twin'), () => ledger.settle((trx) => ledger.post(bet(user, 100, `gc-idem-1-${user}`), trx))),
      runWithClaim(claim('k-twin'), () => ledger.settle((trx) => ledger.post(bet(user, 100, `gc-idem-2-${user}`), trx))),
    ]);
    expect(batches).toEqual([2]);
    expect(twins.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((twins[1] as PromiseRejectedResult).reason).toMatchObject({ name: 'IdempotencyTaken', outcome: 'replay' });
    expect(await posted(`gc-idem-2-${user}`)).toBe(false);
    expect(await keyRow('k-twin')).toBeDefined();
    // A job refused for its own reason (overdraft) rolls its claim back with it: the key is free.
    await expect(runWithClaim(claim('k-over'), () => ledger.settle((trx) => ledger.post(bet(user, 5_000, `gc-idem-3-${user}`), trx)))).rejects.toBeInstanceOf(LedgerError);
    expect(await keyRow('k-over')).toBeUndefined();
    await runWithClaim(claim('k-over'), () => ledger.settle((trx) => ledger.post(bet(user, 100, `gc-idem-4-${user}`), trx)));
    expect(await keyRow('k-over')).toBeDefined();
    expect((await ledger.balances(user)).main).toBe(800);
  });

  it('a batch runs without savepoints until a job fails; then again with them, and the failing job alone is undone', async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `gc-fast-fund-${user}`));
    // A lone job that overdraws: its own refusal, nothing written, the writer goes on.
    const lone = await ledger.settle((trx) => ledger.post(bet(user, 5_000, `gc-fast-lone-${user}`), trx)).catch((error: unknown) => error);
    expect(lone).toBeInstanceOf(LedgerError);
    expect((lone as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
    expect(await posted(`gc-fast-lone-${user}`)).toBe(false);
    // Clean batch, failing batch, clean batch: each job's answer is its own.
    const round = (tag: string, amounts: readonly number[]) =>
      Promise.allSettled(amounts.map((amount, i) => ledger.settle((trx) => ledger.post(bet(user, amount, `gc-fast-${tag}-${i}-${user}`), trx))));
    batches.length = 0;
    expect((await round('a', [10, 20, 30])).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect((await round('b', [40, 9_000, 50])).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await round('c', [60, 70, 80])).map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(batches).toEqual([3, 3, 3]);
    expect(await posted(`gc-fast-b-1-${user}`)).toBe(false);
    for (const key of ['a-0', 'a-2', 'b-0', 'b-2', 'c-0', 'c-2']) expect(await posted(`gc-fast-${key}-${user}`)).toBe(true);
    expect((await ledger.balances(user)).main).toBe(1_000 - (10 + 20 + 30 + 40 + 50 + 60 + 70 + 80));
  });

  it('forms batches from what is queued (many jobs, few commits) and respects maxBatch', async () => {
    const user = await insertUser(db);
    await ledger.post(deposit(user, 100_000, `gc-many-fund-${user}`));
    const sizes: number[] = [];
    const small = createGroupCommit(db, { maxBatch: 16, onBatch: (size) => sizes.push(size) });
    const smallLedger = createLedger(db, handle.clock.now, { writer: small });
    await Promise.all(Array.from({ length: 100 }, (_, i) => smallLedger.settle((trx) => smallLedger.post(bet(user, 10, `gc-many-${i}-${user}`), trx))));
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(16);
    expect(sizes.length).toBeLessThan(100);
    expect((await ledger.balances(user)).main).toBe(100_000 - 1_000);
    await small.drain();
  });
});
