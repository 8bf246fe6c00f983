// The group-commit writer's lanes on PostgreSQL (src/db/groupCommit.ts "Lanes", src/db/pipeline.ts,
// issue 25 item 3): in a batch, the jobs of different players run at once on pipelined views of the
// one transaction, so their statements share round trips (a statement is written to the socket
// before the one ahead of it is answered); one player's jobs still run in arrival order; a job
// without a lane runs alone; a failing job sends the batch back to run one job at a time with
// savepoints; the house is one row per batch. What is on the wire is watched at node-pg's
// Client#query (what the connection writes, and when each answer comes back).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely, type Transaction } from 'kysely';
import net from 'node:net';
import pg from 'pg';
import type { Database } from '../src/db/schema';
import { createGroupCommit, type GroupCommit } from '../src/db/groupCommit';
import { batchTransaction } from '../src/db/pipeline';
import { auditLedger } from '../src/modules/ledger/audit';
import { createLedger, playerLane, type Ledger, type LedgerError } from '../src/modules/ledger/ledger';
import { depositInput as deposit, betInput as bet } from './ledgerDatabase';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// What the connections wrote and got back, in order: "sent <mark>" when node-pg writes a statement
// whose text carries a mark (`select 'mark'`) to the socket (Query#submit), "answered <mark>" when
// the server's ReadyForQuery for it is read (Query#handleReadyForQuery).
const wire: string[] = [];
type Hooked = Record<'submit' | 'handleReadyForQuery', (...args: unknown[]) => unknown>;
const queryProto = pg.Query.prototype as unknown as Hooked;
const original = { submit: queryProto.submit, handleReadyForQuery: queryProto.handleReadyForQuery };
function watchWire(): void {
  for (const [method, label] of [
    ['submit', 'sent'],
    ['handleReadyForQuery', 'answered'],
  ] as const) {
    queryProto[method] = function (this: { text?: string }, ...args: unknown[]) {
      const mark = typeof this.text === 'string' ? /^select '([a-z0-9-]+)'/.exec(this.text)?.[1] : undefined;
      if (mark !== undefined) wire.push(`${label} ${mark}`);
      return original[method].apply(this, args);
    };
  }
}

/** A job that runs `marks` statements in turn, each marked. */
const marked =
  (...marks: string[]) =>
  async (trx: Transaction<Database>): Promise<void> => {
    for (const mark of marks) await sql.raw(`select '${mark}' as m`).execute(trx);
  };

describe.skipIf(!DB_KINDS.includes('postgres'))('group commit lanes on postgres', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  let writer: GroupCommit;
  let ledger: Ledger;
  const batches: number[] = [];
  beforeAll(async () => {
    watchWire();
    handle = await openTestDatabase('postgres');
    db = handle.database.db;
    expect(handle.database.pipeline).toBeDefined();
    writer = createGroupCommit(db, { pipeline: handle.database.pipeline, onBatch: (size) => batches.push(size) });
    ledger = createLedger(db, handle.clock.now, { writer, houseShards: 8 });
  });
  afterAll(async () => {
    Object.assign(queryProto, original);
    await handle?.close();
  });

  it("writes the statements of different players' jobs without waiting for each other's answers", async () => {
    wire.length = 0;
    batches.length = 0;
    await Promise.all([writer.run(marked('a1', 'a2'), { lane: 'user:1' }), writer.run(marked('b1', 'b2'), { lane: 'user:2' })]);
    expect(batches).toEqual([2]);
    // b1 goes out before a1 is answered: the two jobs share the round trip.
    expect(wire.indexOf('sent b1')).toBeLessThan(wire.indexOf('answered a1'));
    expect(wire.indexOf('sent b2')).toBeLessThan(wire.indexOf('answered a2'));
    // Each job's own statements still wait for each other.
    expect(wire.indexOf('answered a1')).toBeLessThan(wire.indexOf('sent a2'));
  });

  it('sends the statements pipelined in one turn of the event loop in one socket write, not one each', async () => {
    const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    const { _write, _writev } = socket;
    let writes = 0;
    socket._write = function (...args: unknown[]) {
      writes++;
      return _write.apply(this, args);
    };
    socket._writev = function (...args: unknown[]) {
      writes++;
      return _writev.apply(this, args);
    };
    try {
      wire.length = 0;
      const lanes = Array.from({ length: 10 }, (_, i) => writer.run(marked(`w${i}-a`, `w${i}-b`, `w${i}-c`), { lane: `user:${i}` }));
      await Promise.all(lanes);
    } finally {
      Object.assign(socket, { _write, _writev });
    }
    expect(wire.filter((w) => w.startsWith('sent'))).toHaveLength(30);
    // 30 statements, begin and commit: a write per step of the lanes (3) and a few around them.
    expect(writes).toBeLessThanOrEqual(10);
  });

  it("runs one player's jobs in arrival order, and a job without a lane alone", async () => {
    wire.length = 0;
    batches.length = 0;
    await Promise.all([
      writer.run(marked('p1'), { lane: 'user:1' }),
      writer.run(marked('q1'), { lane: 'user:2' }),
      writer.run(marked('p2'), { lane: 'user:1' }),
      writer.run(marked('solo')),
      writer.run(marked('r1'), { lane: 'user:3' }),
    ]);
    expect(batches).toEqual([5]);
    expect(wire.indexOf('answered p1')).toBeLessThan(wire.indexOf('sent p2'));
    expect(wire.indexOf('sent q1')).toBeLessThan(wire.indexOf('answered p1'));
    // The job without a lane starts after every job before it and before any after it.
    for (const before of ['p1', 'q1', 'p2']) expect(wire.indexOf(`answered ${before}`)).toBeLessThan(wire.indexOf('sent solo'));
    expect(wire.indexOf('answered solo')).toBeLessThan(wire.indexOf('sent r1'));
  });

  it("a player's second bet in the batch sees the first one's balance: an overdraft is refused, not both paid", async () => {
    const user = await insertUser(db);
    const other = await insertUser(db);
    await ledger.post(deposit(user, 1_000, `ln-fund-${user}`));
    await ledger.post(deposit(other, 1_000, `ln-fund-${other}`));
    batches.length = 0;
    const results = await Promise.allSettled([
      ledger.settle((trx) => ledger.post(bet(user, 600, `ln-a-${user}`), trx), playerLane(user)),
      ledger.settle((trx) => ledger.post(bet(other, 700, `ln-b-${other}`), trx), playerLane(other)),
      ledger.settle((trx) => ledger.post(bet(user, 600, `ln-c-${user}`), trx), playerLane(user)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(((results[2] as PromiseRejectedResult).reason as LedgerError).code).toBe('INSUFFICIENT_FUNDS');
    expect((await ledger.balances(user)).main).toBe(400);
    expect((await ledger.balances(other)).main).toBe(300);
    expect(await ledger.findTransaction(`ln-c-${user}`)).toBeUndefined();
  });

  it('a failing job among lanes undoes itself only: the batch runs again with savepoints, every other bet is in once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => insertUser(db)));
    for (const p of players) await ledger.post(deposit(p, 500, `ln-f-${p}`));
    batches.length = 0;
    const results = await Promise.allSettled(
      players.map((p, i) => ledger.settle((trx) => ledger.post(bet(p, i === 3 ? 5_000 : 100, `ln-g-${p}`), trx), playerLane(p))),
    );
    expect(batches).toEqual([6]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    for (const [i, p] of players.entries()) expect((await ledger.balances(p)).main).toBe(i === 3 ? 500 : 400);
    const entries = await db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', 'in', players.map((p) => `ln-g-${p}`))
      .executeTakeFirstOrThrow();
    expect(Number(entries.n)).toBe(5);
  });

  it('many players betting at once: every bet in, the books balanced, one house row per batch', async () => {
    const players = await Promise.all(Array.from({ length: 40 }, () => insertUser(db)));
    for (const p of players) await ledger.post(deposit(p, 1_000, `ln-m-${p}`));
    // The test before left a failing batch: the next one runs with savepoints, and none after it.
    await Promise.all([writer.run(marked('w1'), { lane: 'user:1' }), writer.run(marked('w2'), { lane: 'user:2' })]);
    batches.length = 0;
    const views = new Set<Transaction<Database>>();
    const roots = new Set<Transaction<Database>>();
    await Promise.all(
      players.flatMap((p) =>
        [1, 2, 3].map((n) =>
          ledger.settle(async (trx) => {
            views.add(trx);
            roots.add(batchTransaction(trx));
            return ledger.post(bet(p, 10 * n, `ln-n-${p}-${n}`), trx);
          }, playerLane(p)),
        ),
      ),
    );
    expect(batches.reduce((a, b) => a + b, 0)).toBe(120);
    expect(views.size).toBe(120); // each job its own view (per-job state stays apart)
    expect(roots.size).toBe(batches.length); // one database transaction per batch
    for (const p of players) expect((await ledger.balances(p)).main).toBe(940);
    // Each batch posted its house side to one shard.
    const houseRows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .select((eb) => eb.fn.count<number>('a.id').distinct().as('n'))
      .where('a.wallet', '=', 'house')
      .where('t.idempotency_key', 'like', 'ln-n-%')
      .executeTakeFirstOrThrow();
    expect(Number(houseRows.n)).toBeLessThanOrEqual(batches.length);
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
