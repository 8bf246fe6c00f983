// Schema migrations, run on every start with Kysely's Migrator. Listed in code (not read from a
// folder) so the bundled dist/main.js carries them. Append new migrations; never edit old ones.
import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { DbKind } from './database';
import { gamesMigration, jumpMigration, nextSeedMigration, sabongMigration, sabongFightResumeMigration, sabongSandboxFightsMigration, usersAppCodeMigration } from '../modules/games/migration';
import { maskPayerTaxIdMigration, vestMigration } from '../modules/migration/schema';
import { phoneE164Migration } from '../modules/account/phoneMigration';
import { bonusActivityMigration } from '../modules/bonus/schema';
import { DEFAULTS } from '../config';
import { engagementMigration } from '../modules/engagement/schema';
import { dailyPopupsMigration } from '../modules/popups/schema';
import { openStakesIndexMigration } from '../modules/games/openStakes';
import { tradingMigration } from '../modules/trading/schema';
import { protectionMigration } from '../modules/protection/schema';
import { lottoMigration } from '../modules/lotto/schema';
import { promoIntegrityMigration } from '../modules/integrity/schema';
import { withdrawalFeedbackMigration } from '../modules/withdrawalFeedback/schema';
import { withId, type AnyDb } from './migrationHelpers';

/** The telemetry tables as 0001 created them (0007_telemetry_out moves them to the log store). */
async function createTelemetryTables(kind: DbKind, db: AnyDb): Promise<void> {
  await withId(kind, db.schema.createTable('event_reports'))
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_value', 'text')
    .addColumn('app_code', 'varchar(255)')
    .addColumn('ga_id', 'varchar(255)')
    .addColumn('user_id', 'varchar(64)')
    .addColumn('h5_id', 'varchar(255)')
    .addColumn('aaid', 'varchar(255)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(kind, db.schema.createTable('log_entries'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('action', 'text')
    .addColumn('device_id', 'varchar(255)')
    .addColumn('device_version', 'varchar(255)')
    .addColumn('content', 'text')
    .addColumn('user_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(kind, db.schema.createTable('push_branch_events'))
    .addColumn('event', 'varchar(255)', (c) => c.notNull())
    .addColumn('device_info', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

function initial(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('users'))
        .addColumn('account', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('phone', 'varchar(32)')
        .addColumn('password_hash', 'varchar(255)')
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('email', 'varchar(255)')
        .addColumn('birthday', 'varchar(32)')
        .addColumn('avatar', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('google_sub', 'varchar(255)', (c) => c.unique())
        .addColumn('invite_code', 'varchar(32)', (c) => c.notNull().unique())
        .addColumn('inviter_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('give_bonus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'varchar(64)')
        .addColumn('ad_data', 'text')
        .addColumn('af_id', 'varchar(255)')
        .addColumn('fb_ins_id', 'varchar(255)')
        .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('store_status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('security_changed_at', 'bigint')
        .execute();
      await db.schema.createIndex('users_phone_idx').on('users').column('phone').execute();
      await db.schema.createIndex('users_inviter_idx').on('users').column('inviter_id').execute();

      await withId(kind, db.schema.createTable('sessions'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await withId(kind, db.schema.createTable('sms_codes'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'bigint')
        .execute();
      await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'created_at']).execute();

      await withId(kind, db.schema.createTable('sms_outbox'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('devices')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('fingerprint', 'varchar(255)', (c) => c.unique())
        .addColumn('app_id', 'varchar(255)')
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await createTelemetryTables(kind, db);

      await withId(kind, db.schema.createTable('child_accounts'))
        .addColumn('app_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('migrated_at', 'bigint')
        .addUniqueConstraint('child_accounts_app_user_key', ['app_code', 'user_code'])
        .execute();

      await db.schema
        .createTable('config_values')
        .addColumn('key', 'varchar(128)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of [
        'config_values',
        'child_accounts',
        'push_branch_events',
        'log_entries',
        'event_reports',
        'devices',
        'sms_outbox',
        'sms_codes',
        'sessions',
        'users',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

/**
 * The double-entry ledger (issue 6, src/modules/ledger/ledger.ts). Balances are integer minor units
 * (points for the points wallet); a CHECK keeps accounts that may not go negative at or above zero.
 */
function ledger(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('ledger_accounts'))
        .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.references('users.id'))
        .addColumn('wallet', 'varchar(32)', (c) => c.notNull())
        .addColumn('unit', 'varchar(8)', (c) => c.notNull())
        .addColumn('allow_negative', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('ledger_accounts_non_negative', sql`allow_negative = 1 or balance >= 0`)
        .execute();
      await db.schema.createIndex('ledger_accounts_user_idx').on('ledger_accounts').column('user_id').execute();

      await withId(kind, db.schema.createTable('ledger_transactions'))
        .addColumn('idempotency_key', 'varchar(191)', (c) => c.notNull().unique())
        .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
        .addColumn('cause', 'varchar(16)', (c) => c.notNull())
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('memo', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(kind, db.schema.createTable('ledger_entries'))
        .addColumn('transaction_id', 'bigint', (c) => c.notNull().references('ledger_transactions.id'))
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('cause', 'varchar(16)', (c) => c.notNull())
        .addColumn('amount_type', 'integer', (c) => c.notNull())
        .addColumn('reference', 'varchar(128)', (c) => c.notNull())
        .addColumn('remark', 'varchar(255)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('ledger_entries_non_zero', sql`amount <> 0`)
        .execute();
      await db.schema.createIndex('ledger_entries_account_idx').on('ledger_entries').columns(['account_id', 'id']).execute();
      await db.schema.createIndex('ledger_entries_transaction_idx').on('ledger_entries').column('transaction_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['ledger_entries', 'ledger_transactions', 'ledger_accounts']) await db.schema.dropTable(table).execute();
    },
  };
}

/** Deposit and withdrawal orders and payment-provider webhook receipts (issue 6). */
function wallet(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      await withId(kind, db.schema.createTable('deposit_orders'))
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)')
        .addColumn('channel_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('bonus_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('activity_id', 'varchar(64)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('payer_name', 'varchar(128)')
        .addColumn('payer_email', 'varchar(255)')
        .addColumn('payer_tax_id', 'varchar(20)')
        .addColumn('qr_code', 'text', (c) => c.notNull())
        .addColumn('pay_url', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(128)')
        .addColumn('bonus_announced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addUniqueConstraint('deposit_orders_user_request_key', ['user_id', 'request_id'])
        .addCheckConstraint('deposit_orders_amount_positive', sql`amount > 0`)
        .execute();
      await db.schema.createIndex('deposit_orders_user_idx').on('deposit_orders').columns(['user_id', 'id']).execute();

      await withId(kind, db.schema.createTable('withdrawal_orders'))
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('request_id', 'varchar(64)')
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull())
        .addColumn('actual_amount', 'bigint', (c) => c.notNull())
        .addColumn('method', 'varchar(16)', (c) => c.notNull())
        .addColumn('bank_code', 'varchar(64)', (c) => c.notNull())
        .addColumn('bank_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('account_no', 'varchar(128)', (c) => c.notNull())
        .addColumn('account_name', 'varchar(128)', (c) => c.notNull())
        .addColumn('agency_code', 'varchar(32)')
        .addColumn('account_type', 'varchar(16)')
        .addColumn('phone', 'varchar(32)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider_ref', 'varchar(128)')
        .addColumn('settled_by', 'varchar(64)')
        .addColumn('reason', 'varchar(255)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('settled_at', 'bigint')
        .addUniqueConstraint('withdrawal_orders_user_request_key', ['user_id', 'request_id'])
        .addCheckConstraint('withdrawal_orders_amounts', sql`amount > 0 and fee >= 0 and actual_amount = amount - fee`)
        .execute();
      await db.schema.createIndex('withdrawal_orders_user_idx').on('withdrawal_orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('withdrawal_orders_status_idx').on('withdrawal_orders').columns(['status', 'id']).execute();

      await withId(kind, db.schema.createTable('payment_webhooks'))
        .addColumn('channel', 'varchar(64)', (c) => c.notNull())
        .addColumn('event_id', 'varchar(128)', (c) => c.notNull())
        .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('outcome', 'varchar(32)', (c) => c.notNull())
        .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('received_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('payment_webhooks_event_key', ['channel', 'event_id'])
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['payment_webhooks', 'withdrawal_orders', 'deposit_orders']) await db.schema.dropTable(table).execute();
    },
  };
}

/**
 * Sessions rotate and time out (issue 11): started_at (the login the absolute maximum age counts
 * from; a renewal copies it) and last_seen_at (the idle timeout counts from it). Existing sessions
 * count from their creation.
 */
const sessionTimesMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sessions').addColumn('started_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('sessions').set({ started_at: sql`created_at`, last_seen_at: sql`created_at` }).execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
    await db.schema.alterTable('sessions').dropColumn('started_at').execute();
  },
};

/**
 * Client logs, behaviour events and attribution pushes live in their own store (src/modules/
 * telemetry/store.ts, LOG_DATABASE_FILE), so a flood of them cannot fill the disk under the ledger
 * (issue 11). Their old rows here are diagnostics, not money records: dropped with the tables.
 */
function telemetryOutMigration(kind: DbKind): Migration {
  return {
    async up(db: AnyDb) {
      for (const table of ['push_branch_events', 'log_entries', 'event_reports']) await db.schema.dropTable(table).ifExists().execute();
    },
    async down(db: AnyDb) {
      await createTelemetryTables(kind, db);
    },
  };
}

/**
 * Idempotency-Keys of money-moving calls (issue 13): one row per caller, endpoint and key, written
 * in the money's transaction; created_at indexed for the 24 h purge.
 */
function idempotencyKeysMigration(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'bigint', (c) => c.notNull())
        .addColumn('endpoint', 'varchar(64)', (c) => c.notNull())
        .addColumn('idem_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('response', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'endpoint', 'idem_key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}

/** Facebook Login links an account by the Facebook user id, one account per Facebook user. */
const facebookIdMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('facebook_id', 'varchar(64)').execute();
    await db.schema.createIndex('users_facebook_id_uq').unique().on('users').column('facebook_id').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('users_facebook_id_uq').execute();
    await db.schema.alterTable('users').dropColumn('facebook_id').execute();
  },
};

/** `dialCode`: the dialling code stored phones are normalised for (config PHONE_DIAL_CODE). */
export function migrationsFor(kind: DbKind, dialCode: string = DEFAULTS.phoneDialCode): Record<string, Migration> {
  return { '0001_initial': initial(kind), '0002_ledger': ledger(kind), '0003_wallet': wallet(kind), '0004_games': gamesMigration(kind), '0004_games_jump': jumpMigration(kind), '0004_games_sabong': sabongMigration(kind), '0005_vest_migration': vestMigration, '0005_wallet_payer_tax_id_masked': maskPayerTaxIdMigration, '0006_games_next_seed': nextSeedMigration, '0006_phone_e164': phoneE164Migration(dialCode), '0006_users_app_code': usersAppCodeMigration, '0007_session_times': sessionTimesMigration, '0007_telemetry_out': telemetryOutMigration(kind), '0008_engagement': engagementMigration(kind), '0009_bonus_activity': bonusActivityMigration(kind), '0010_open_stakes_idx': openStakesIndexMigration, '0011_idempotency_keys': idempotencyKeysMigration(), '0012_lotto': lottoMigration(kind), '0013_trading': tradingMigration(kind), '0014_protection': protectionMigration(kind), '0015_promo_integrity': promoIntegrityMigration(kind), '0016_sabong_sandbox_fights': sabongSandboxFightsMigration, '0017_daily_popups': dailyPopupsMigration, '0018_sabong_fight_resume': sabongFightResumeMigration, '0019_withdrawal_feedback': withdrawalFeedbackMigration(kind), '0020_users_facebook_id': facebookIdMigration };
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: AnyDb, kind: DbKind, dialCode?: string): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrationsFor(kind, dialCode)) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Used by tests to check the database answers at all. */
export async function ping(db: AnyDb): Promise<void> {
  await sql`select 1`.execute(db);
}
