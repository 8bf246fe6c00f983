// Tables of player protection (issue 15) and their migration 0014_protection. Times are epoch ms;
// money is integer minor units; session limits are minutes.
import type { Generated, Migration } from 'kysely';
import type { DbKind } from '../../db/database';
import { withId, type AnyDb } from '../../db/migrationHelpers';

/** One row per player who ever set something: the reality check and the exclusion in force. */
export interface ProtectionSettingsTable {
  user_id: number;
  /** The reality check interval in minutes, or null (off). */
  reality_check_minutes: number | null;
  /** coolingOff | selfExclusion, or null: none ever set (an ended one stays until replaced). */
  exclusion_kind: string | null;
  exclusion_started_at: number | null;
  exclusion_ends_at: number | null;
  /** 1 when any limit (or a pending one) is set: only then do bets and deposits sum the period. */
  has_limits: number;
  updated_at: number;
}

/** A limit of one kind (deposit | loss | session) and period (day | week | month). */
export interface ProtectionLimitsTable {
  user_id: number;
  kind: string;
  period: string;
  /** In force now (null: none). */
  amount: number | null;
  /** 1 when a loosening waits for pending_effective_at (its amount may be null: removal). */
  pending: number;
  pending_amount: number | null;
  pending_effective_at: number | null;
  updated_at: number;
}

/** Every change a player asked for, kept for the player's page and the auditor. */
export interface ProtectionHistoryTable {
  id: Generated<number>;
  user_id: number;
  at: number;
  /** limit | realityCheck | coolingOff | selfExclusion | selfExclusionLift | birthday | kyc */
  type: string;
  kind: string | null;
  period: string | null;
  from_value: number | null;
  to_value: number | null;
  effective_at: number;
}

/**
 * A player's identity check (issue 15 KYC): the latest submission. The document number and the
 * selfie are stored encrypted at rest (AES-256-GCM with the server's identity key); only the
 * number's last 4 characters are kept in clear, for the player's page.
 */
export interface KycChecksTable {
  user_id: number;
  /** pending | verified | rejected */
  status: string;
  document_type: string;
  document_tail: string;
  /** base64 of iv ‖ tag ‖ ciphertext. */
  document_number_enc: string;
  selfie_enc: string;
  /** The identity adapter's reference for the check. */
  provider_ref: string;
  submitted_at: number;
  decided_at: number | null;
}

export interface ProtectionTables {
  protection_settings: ProtectionSettingsTable;
  protection_limits: ProtectionLimitsTable;
  protection_history: ProtectionHistoryTable;
  kyc_checks: KycChecksTable;
}

export const PROTECTION_TABLES = ['protection_settings', 'protection_limits', 'protection_history', 'kyc_checks'] as const;

/**
 * 0014_protection: the tables above, and an index of ledger entries by account and time (a limit
 * sums a player's deposits, stakes and payouts of the current day, week or month).
 */
export function protectionMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('protection_settings')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('reality_check_minutes', 'integer')
        .addColumn('exclusion_kind', 'varchar(16)')
        .addColumn('exclusion_started_at', 'bigint')
        .addColumn('exclusion_ends_at', 'bigint')
        .addColumn('has_limits', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('protection_limits')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('period', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount', 'bigint')
        .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pending_amount', 'bigint')
        .addColumn('pending_effective_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('protection_limits_pk', ['user_id', 'kind', 'period'])
        .execute();
      await withId(kind, db.schema.createTable('protection_history'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(24)', (c) => c.notNull())
        .addColumn('kind', 'varchar(8)')
        .addColumn('period', 'varchar(8)')
        .addColumn('from_value', 'bigint')
        .addColumn('to_value', 'bigint')
        .addColumn('effective_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('protection_history_user_idx').on('protection_history').columns(['user_id', 'id']).execute();
      await db.schema
        .createTable('kyc_checks')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('document_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('document_tail', 'varchar(8)', (c) => c.notNull())
        .addColumn('document_number_enc', 'text', (c) => c.notNull())
        .addColumn('selfie_enc', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(64)', (c) => c.notNull())
        .addColumn('submitted_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema.createIndex('ledger_entries_account_time_idx').on('ledger_entries').columns(['account_id', 'created_at']).execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex('ledger_entries_account_time_idx').execute();
      for (const table of ['kyc_checks', 'protection_history', 'protection_limits', 'protection_settings']) await db.schema.dropTable(table).execute();
    },
  };
}
