// Migration 0007_telemetry_out. Moved here unchanged (issue 25 item 4); never edit: databases have
// run it.
import type { Migration } from 'kysely';
import type { DbKind } from '../database';
import type { AnyDb } from '../migrationHelpers';
import { createTelemetryTables } from './0001_initial';

/**
 * Client logs, behaviour events and attribution pushes live in their own store (src/modules/
 * telemetry/store.ts, LOG_DATABASE_FILE), so a flood of them cannot fill the disk under the ledger
 * (issue 11). Their old rows here are diagnostics, not money records: dropped with the tables.
 */
export function telemetryOutMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['push_branch_events', 'log_entries', 'event_reports']) await db.schema.dropTable(table).ifExists().execute();
    },
    async down(db: AnyDb) {
      await createTelemetryTables(kind, db);
    },
  };
}
