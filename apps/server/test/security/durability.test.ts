// Door: the money database's durability. On SQLite a committed ledger transaction must survive a
// power cut, not only a crash of the process: WAL with synchronous=FULL (NORMAL may lose the last
// commits). On PostgreSQL the server must not turn synchronous_commit off.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, openTestDatabase } from '../harness';

describe.each(DB_KINDS)('money database durability on %s', (kind) => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('commits durably', async () => {
    const { db } = opened.database;
    if (kind === 'sqlite') {
      const journal = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
      const synchronous = await sql<{ synchronous: number }>`PRAGMA synchronous`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      // 2 = FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      expect(synchronous.rows[0]?.synchronous).toBe(2);
    } else {
      const setting = await sql<{ synchronous_commit: string }>`SHOW synchronous_commit`.execute(db);
      expect(setting.rows[0]?.synchronous_commit).toBe('on');
    }
  });
});
