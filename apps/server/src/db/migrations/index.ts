// Schema migrations, run on every start with Kysely's Migrator: one file per migration in this
// folder, named as Kysely records it (kysely_migration), listed below in order. Listed in code (not
// read from the folder) so the bundled dist/main.js carries them. Append new migrations (a new file
// and a line below); never edit old ones: databases have run them (test/migrations.test.ts).
import { Migrator, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { DbKind } from '../database';
import type { AnyDb } from '../migrationHelpers';
import { DEFAULTS } from '../../config';
import { initial } from './0001_initial';
import { ledger } from './0002_ledger';
import { wallet } from './0003_wallet';
import { gamesMigration } from './0004_games';
import { jumpMigration } from './0004_games_jump';
import { sabongMigration } from './0004_games_sabong';
import { vestMigration } from './0005_vest_migration';
import { maskPayerTaxIdMigration } from './0005_wallet_payer_tax_id_masked';
import { nextSeedMigration } from './0006_games_next_seed';
import { phoneE164Migration } from './0006_phone_e164';
import { usersAppCodeMigration } from './0006_users_app_code';
import { sessionTimesMigration } from './0007_session_times';
import { telemetryOutMigration } from './0007_telemetry_out';
import { engagementMigration } from './0008_engagement';
import { bonusActivityMigration } from './0009_bonus_activity';
import { openStakesIndexMigration } from './0010_open_stakes_idx';
import { idempotencyKeysMigration } from './0011_idempotency_keys';
import { lottoMigration } from './0012_lotto';
import { tradingMigration } from './0013_trading';
import { tradeTicksMigration } from './0025_trade_ticks';
import { protectionMigration } from './0014_protection';
import { promoIntegrityMigration } from './0015_promo_integrity';
import { sabongSandboxFightsMigration } from './0016_sabong_sandbox_fights';
import { dailyPopupsMigration } from './0017_daily_popups';
import { sabongFightResumeMigration } from './0018_sabong_fight_resume';
import { withdrawalFeedbackMigration } from './0019_withdrawal_feedback';
import { facebookIdMigration } from './0020_users_facebook_id';
import { kycDocumentIndexMigration } from './0021_kyc_document_index';
import { kycProviderRefMigration } from './0026_kyc_provider_ref';
import { emailBindingMigration } from './0022_email_binding';
import { smsMessagesMigration } from './0023_sms_messages';
import { orderAdaptersMigration } from './0024_order_adapters';

/** `dialCode`: the dialling code stored phones are normalised for (config PHONE_DIAL_CODE). */
export function migrationsFor(kind: DbKind, dialCode: string = DEFAULTS.phoneDialCode): Record<string, Migration> {
  return {
    '0001_initial': initial(kind),
    '0002_ledger': ledger(kind),
    '0003_wallet': wallet(kind),
    '0004_games': gamesMigration(kind),
    '0004_games_jump': jumpMigration(kind),
    '0004_games_sabong': sabongMigration(kind),
    '0005_vest_migration': vestMigration,
    '0005_wallet_payer_tax_id_masked': maskPayerTaxIdMigration,
    '0006_games_next_seed': nextSeedMigration,
    '0006_phone_e164': phoneE164Migration(dialCode),
    '0006_users_app_code': usersAppCodeMigration,
    '0007_session_times': sessionTimesMigration,
    '0007_telemetry_out': telemetryOutMigration(kind),
    '0008_engagement': engagementMigration(kind),
    '0009_bonus_activity': bonusActivityMigration(kind),
    '0010_open_stakes_idx': openStakesIndexMigration,
    '0011_idempotency_keys': idempotencyKeysMigration(),
    '0012_lotto': lottoMigration(kind),
    '0013_trading': tradingMigration(kind),
    '0014_protection': protectionMigration(kind),
    '0015_promo_integrity': promoIntegrityMigration(kind),
    '0016_sabong_sandbox_fights': sabongSandboxFightsMigration,
    '0017_daily_popups': dailyPopupsMigration,
    '0018_sabong_fight_resume': sabongFightResumeMigration,
    '0019_withdrawal_feedback': withdrawalFeedbackMigration(kind),
    '0020_users_facebook_id': facebookIdMigration,
    '0021_kyc_document_index': kycDocumentIndexMigration,
    '0022_email_binding': emailBindingMigration(kind),
    '0023_sms_messages': smsMessagesMigration(kind),
    '0024_order_adapters': orderAdaptersMigration,
    '0025_trade_ticks': tradeTicksMigration,
    '0026_kyc_provider_ref': kycProviderRefMigration,
  };
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
