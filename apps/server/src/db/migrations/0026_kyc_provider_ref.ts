// Migration 0026_kyc_provider_ref (issue 26 item 6): a real identity provider (Onfido) answers later,
// by a webhook naming its check id, which is kyc_checks.provider_ref; the webhook finds the check by
// it without scanning every row. Never edit once released: databases run it.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/** kyc_checks_provider_ref_idx: the check a provider's webhook names. */
export const kycProviderRefMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('kyc_checks_provider_ref_idx').on('kyc_checks').column('provider_ref').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('kyc_checks_provider_ref_idx').execute();
  },
};
