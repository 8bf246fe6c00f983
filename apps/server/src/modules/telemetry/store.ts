// The log store: client log lines, behaviour events and attribution pushes in their own SQLite
// file (LOG_DATABASE_FILE), never in the money database, whichever that is. Each day (GMT+8) has
// byte budgets per IP, per token and in total, counted in the same transaction that stores a row,
// so nothing is stored past a cap even across restarts; rows past the retention are deleted.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated, type Insertable } from 'kysely';
import { gmt8DayKey, MS_PER_DAY } from '@perya/domain';
import type { LogsConfig } from '../../config';

export interface EventReportsTable {
  id: Generated<number>;
  event_type: string;
  event_value: string | null;
  app_code: string | null;
  ga_id: string | null;
  user_id: string | null;
  h5_id: string | null;
  aaid: string | null;
  created_at: number;
}

export interface LogEntriesTable {
  id: Generated<number>;
  version: number;
  url: string | null;
  action: string | null;
  device_id: string | null;
  device_version: string | null;
  content: string | null;
  user_id: number | null;
  created_at: number;
}

export interface PushBranchEventsTable {
  id: Generated<number>;
  event: string;
  device_info: string | null;
  created_at: number;
}

/** The fbCollectId cookie a device reported (spec §7 collect-id log, issue 12). */
export interface CollectIdLogsTable {
  id: Generated<number>;
  fb_collect_id: string;
  fbp: string | null;
  fbc: string | null;
  /** The device info id header, when sent. */
  device_id: string | null;
  user_id: number | null;
  created_at: number;
}

/** Bytes stored per GMT+8 day and budget key ('total', 'ip:<ip>', 'token:<sha256>'). */
export interface LogUsageTable {
  day: string;
  key: string;
  bytes: number;
}

export interface LogDatabase {
  log_entries: LogEntriesTable;
  event_reports: EventReportsTable;
  push_branch_events: PushBranchEventsTable;
  collect_id_logs: CollectIdLogsTable;
  log_usage: LogUsageTable;
}

export type LogTable = 'log_entries' | 'event_reports' | 'push_branch_events' | 'collect_id_logs';

/** Who sent a row: the budgets it counts against. */
export interface LogSender {
  readonly ip: string;
  /** sha256 of the token header, when one was sent. */
  readonly tokenHash: string | undefined;
}

export interface LogStore {
  readonly db: Kysely<LogDatabase>;
  /** Stores the row unless it would take a budget of today past its cap; answers whether it did. */
  record<T extends LogTable>(table: T, row: Insertable<LogDatabase[T]>, sender: LogSender): Promise<boolean>;
  /** Deletes rows (and day budgets) older than the retention; answers how many rows went. */
  purge(): Promise<number>;
  destroy(): Promise<void>;
}

export type LogLimits = Pick<LogsConfig, 'bytesPerIpPerDay' | 'bytesPerTokenPerDay' | 'bytesPerDay' | 'retentionDays'>;

const LOG_TABLES: readonly LogTable[] = ['log_entries', 'event_reports', 'push_branch_events', 'collect_id_logs'];

async function createSchema(db: Kysely<LogDatabase>): Promise<void> {
  await db.schema
    .createTable('log_entries')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('action', 'text')
    .addColumn('device_id', 'text')
    .addColumn('device_version', 'text')
    .addColumn('content', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('event_reports')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_value', 'text')
    .addColumn('app_code', 'text')
    .addColumn('ga_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('h5_id', 'text')
    .addColumn('aaid', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_branch_events')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('device_info', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('collect_id_logs')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fb_collect_id', 'text', (c) => c.notNull())
    .addColumn('fbp', 'text')
    .addColumn('fbc', 'text')
    .addColumn('device_id', 'text')
    .addColumn('user_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  for (const table of LOG_TABLES) {
    await db.schema.createIndex(`${table}_created_idx`).ifNotExists().on(table).column('created_at').execute();
  }
  await db.schema
    .createTable('log_usage')
    .ifNotExists()
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('log_usage_pk', ['day', 'key'])
    .execute();
}

/** Opens (and creates) the log store at `file`; ':memory:' keeps it in memory. */
export async function openLogStore(file: string, limits: LogLimits, now: () => number): Promise<LogStore> {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<LogDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
  await createSchema(db);

  return {
    db,
    async record(table, row, sender) {
      const bytes = Buffer.byteLength(JSON.stringify(row), 'utf8');
      const budgets: [string, number][] = [
        ['total', limits.bytesPerDay],
        [`ip:${sender.ip}`, limits.bytesPerIpPerDay],
      ];
      if (sender.tokenHash !== undefined) budgets.push([`token:${sender.tokenHash}`, limits.bytesPerTokenPerDay]);
      return db.transaction().execute(async (trx) => {
        const day = gmt8DayKey(now());
        const used = await trx
          .selectFrom('log_usage')
          .select(['key', 'bytes'])
          .where('day', '=', day)
          .where('key', 'in', budgets.map(([key]) => key))
          .execute();
        const usedOf = new Map(used.map((u) => [u.key, u.bytes]));
        if (budgets.some(([key, cap]) => (usedOf.get(key) ?? 0) + bytes > cap)) return false;
        for (const [key] of budgets) {
          await trx
            .insertInto('log_usage')
            .values({ day, key, bytes })
            .onConflict((oc) => oc.columns(['day', 'key']).doUpdateSet({ bytes: sql`bytes + ${bytes}` }))
            .execute();
        }
        // The generic row type cannot be narrowed per table here; `table` and `row` agree by the signature.
        await trx.insertInto(table as 'log_entries').values(row as Insertable<LogDatabase['log_entries']>).execute();
        return true;
      });
    },
    async purge() {
      const at = now();
      const cutoff = at - limits.retentionDays * MS_PER_DAY;
      let deleted = 0;
      for (const table of LOG_TABLES) {
        const result = await db.deleteFrom(table).where('created_at', '<', cutoff).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      // Budgets only matter for today; keep yesterday's for whoever looks.
      await db.deleteFrom('log_usage').where('day', '<', gmt8DayKey(at - MS_PER_DAY)).execute();
      return deleted;
    },
    destroy: () => db.destroy(),
  };
}
