// The schema migrations are history: existing databases have run them, and Kysely matches what a
// database ran by name (kysely_migration). So the list of names never changes except by appending,
// and a database migrated from zero has exactly the schema it had when each migration was written.
// The frozen snapshots (test/fixtures/schema.<kind>.txt: the resulting schema; migration-sql.<kind>.txt:
// every statement the migrations send) were written by the code as it stood before the migrations
// moved to one file each (issue 25 item 4). A migration appended later adds its name below and
// rewrites the snapshots: PERYA_WRITE_SCHEMA_SNAPSHOT=1 pnpm exec vitest run test/migrations.test.ts,
// then review the diff (it must only add).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, migrationsFor } from '../src/db/migrations';
import {
  DB_KINDS,
  PACKAGE_DIR,
  createTestDatabase,
  type DbKind,
  type TestDatabase,
} from './harness';

/** Every migration name as of issue 25 item 4, in the order they run. Append only. */
const MIGRATION_NAMES = [
  '0001_initial',
  '0002_ledger',
  '0003_wallet',
  '0004_games',
  '0004_games_jump',
  '0004_games_sabong',
  '0005_vest_migration',
  '0005_wallet_payer_tax_id_masked',
  '0006_games_next_seed',
  '0006_phone_e164',
  '0006_users_app_code',
  '0007_session_times',
  '0007_telemetry_out',
  '0008_engagement',
  '0009_bonus_activity',
  '0010_open_stakes_idx',
  '0011_idempotency_keys',
  '0012_lotto',
  '0013_trading',
  '0014_protection',
  '0015_promo_integrity',
  '0016_sabong_sandbox_fights',
  '0017_daily_popups',
  '0018_sabong_fight_resume',
  '0019_withdrawal_feedback',
  '0020_users_facebook_id',
  '0021_kyc_document_index',
  '0022_email_binding',
  '0023_sms_messages',
  '0024_order_adapters',
  '0025_trade_ticks',
  '0026_kyc_provider_ref',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema is what is being read
type AnyDb = Kysely<any>;

/** The whole schema as text, one object per line, in a stable order. */
async function schemaText(db: AnyDb, kind: DbKind): Promise<string> {
  if (kind === 'sqlite') {
    const { rows } = await sql<{
      type: string;
      name: string;
      tbl_name: string;
      sql: string | null;
    }>`
      select type, name, tbl_name, sql from sqlite_master order by type, tbl_name, name`.execute(
      db,
    );
    return (
      rows.map((r) => `${r.type} ${r.tbl_name}.${r.name}: ${r.sql ?? '(automatic)'}`).join('\n') +
      '\n'
    );
  }
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, ordinal_position, data_type, character_maximum_length, is_nullable, column_default, is_identity, identity_generation
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(
    db,
  );
  const constraints = await sql<{ tbl: string; conname: string; def: string }>`
    select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
    from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`.execute(db);
  const indexes = await sql<{ tablename: string; indexname: string; indexdef: string }>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by 1, 2`.execute(
    db,
  );
  return (
    [
      ...columns.rows.map(
        (r) =>
          `column ${String(r.table_name)}.${String(r.column_name)} #${String(r.ordinal_position)}: ${[r.data_type, r.character_maximum_length, r.is_nullable, r.column_default, r.is_identity, r.identity_generation].map(String).join(' | ')}`,
      ),
      ...constraints.rows.map((r) => `constraint ${r.tbl}.${r.conname}: ${r.def}`),
      ...indexes.rows.map((r) => `index ${r.tablename}.${r.indexname}: ${r.indexdef}`),
    ].join('\n') + '\n'
  );
}

/** Compares text with a frozen fixture (or writes the fixture, see the top of this file). */
function expectFixture(actual: string, name: string): void {
  const file = path.join(PACKAGE_DIR, 'test', 'fixtures', name);
  if (process.env.PERYA_WRITE_SCHEMA_SNAPSHOT === '1') writeFileSync(file, actual);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

/** A Kysely on the test database that logs every statement it sends. */
function loggingDb(testDb: TestDatabase, log: string[]): AnyDb {
  let dialect;
  if (testDb.config.kind === 'sqlite') {
    const sqlite = new SQLite(testDb.config.file);
    sqlite.pragma('foreign_keys = ON');
    dialect = new SqliteDialect({ database: sqlite });
  } else {
    dialect = new PostgresDialect({
      pool: new pg.Pool({ connectionString: testDb.config.url, max: 1 }),
    });
  }
  return new Kysely({
    dialect,
    log(event) {
      // Kysely's own bookkeeping (kysely_migration, its lock) carries times: not part of a migration.
      if (event.level === 'query' && !event.query.sql.includes('kysely_migration'))
        log.push(`${event.query.sql} -- ${JSON.stringify(event.query.parameters)}`);
    },
  });
}

describe('the migration list', () => {
  it.each(['sqlite', 'postgres'] as const)(
    'is the frozen list of names, in order, on %s',
    (kind) => {
      expect(Object.keys(migrationsFor(kind))).toEqual(MIGRATION_NAMES);
    },
  );
});

describe.each(DB_KINDS)('migrating from zero on %s', (kind) => {
  let testDb: TestDatabase | undefined;
  let db: AnyDb | undefined;
  afterEach(async () => {
    await db?.destroy();
    await testDb?.drop();
    db = undefined;
    testDb = undefined;
  });

  it('runs every migration by its frozen name, sends the frozen statements and builds the frozen schema', async () => {
    testDb = await createTestDatabase(kind);
    const statements: string[] = [];
    db = loggingDb(testDb, statements);
    expect(await migrateToLatest(db, kind)).toEqual(MIGRATION_NAMES);
    const recorded = await db
      .selectFrom('kysely_migration')
      .select('name')
      .orderBy('name')
      .execute();
    expect(recorded.map((r: { name: string }) => r.name)).toEqual(MIGRATION_NAMES);
    expectFixture(statements.join('\n') + '\n', `migration-sql.${kind}.txt`);
    expectFixture(await schemaText(db, kind), `schema.${kind}.txt`);
    // A second run finds nothing to do.
    expect(await migrateToLatest(db, kind)).toEqual([]);
  });
});
