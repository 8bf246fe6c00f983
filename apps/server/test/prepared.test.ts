// The hot-path query machinery (src/db/prepared.ts, issue 13): on SQLite a prepared query in a
// transaction runs straight on better-sqlite3 and a read outside one never sees another caller's
// uncommitted rows; on PostgreSQL the hot texts are named prepared statements of the connection.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { prepareQuery } from '../src/db/prepared';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describe.each(DB_KINDS)('prepared queries on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.database.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('run in a transaction they see its own writes, and outside it they see only what committed', async () => {
    const userId = await insertUser(db);
    const nameOf = prepareQuery(db, (q, p: { id: number }) => q.selectFrom('users').select(['name']).where('id', '=', p.id));
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let insideSaw: string | undefined;
    let didRead = () => undefined as void;
    const read = new Promise<void>((resolve) => (didRead = resolve));
    const open = db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ name: 'Uncommitted' }).where('id', '=', userId).execute();
      insideSaw = (await nameOf(trx, { id: userId }))[0]?.name;
      didRead();
      await held; // the transaction stays open across the event loop
      throw new Error('roll back');
    });
    // Once the transaction has read (not after a fixed wait: a busy machine took longer than 20 ms,
    // and the transaction, never released, then held the connection past the suite's end).
    await Promise.race([read, open]);
    expect(insideSaw).toBe('Uncommitted');
    // Outside the open transaction: the committed name, once the transaction has ended (SQLite's
    // single connection makes the read wait for it; PostgreSQL's reads another connection).
    const outside = nameOf(db, { id: userId });
    release();
    await expect(open).rejects.toThrow('roll back');
    expect((await outside)[0]?.name).toBe('Ledger Test');
  });

  it.runIf(kind === 'sqlite')('refuse a transaction of another database instead of running outside it', async () => {
    const other = await openTestDatabase('sqlite');
    try {
      const count = prepareQuery(db, (q, _p: Record<string, never>) => q.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')));
      await expect(other.database.db.transaction().execute((trx) => count(trx, {}))).rejects.toThrow('another database');
    } finally {
      await other.close();
    }
  });

  it.runIf(kind === 'postgres')('are named prepared statements of the PostgreSQL connection', async () => {
    const userId = await insertUser(db);
    const nameOf = prepareQuery(db, (q, p: { id: number }) => q.selectFrom('users').select(['name']).where('id', '=', p.id));
    const prepared = await db.transaction().execute(async (trx) => {
      await nameOf(trx, { id: userId });
      await nameOf(trx, { id: userId });
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx);
      return rows;
    });
    expect(prepared.some((r) => r.name.startsWith('perya_') && r.statement.includes('"users"'))).toBe(true);
  });
});
