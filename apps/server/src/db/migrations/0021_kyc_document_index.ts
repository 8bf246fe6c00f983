// Migration 0021_kyc_document_index (issue 26 item 6): a keyed blind index of each identity check's
// document, so one document cannot verify two accounts and a self-exclusion follows the person to
// a new account (src/modules/kyc/documentIndex.ts). Never edit once released: databases run it.
import { sql, type Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

/**
 * kyc_checks.document_index: HMAC-SHA256 (hex) of the normalised document type and number under a
 * key derived from the identity data key; null on rows from before it until the server's start
 * fills them in (it holds the key, a migration does not). A document verifies one account only:
 * unique among verified rows (the partial index also serves the look-up).
 */
export const kycDocumentIndexMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('kyc_checks').addColumn('document_index', 'varchar(64)').execute();
    await db.schema
      .createIndex('kyc_checks_document_index_verified_uq')
      .unique()
      .on('kyc_checks')
      .column('document_index')
      .where(sql.ref('status'), '=', sql.lit('verified'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('kyc_checks_document_index_verified_uq').execute();
    await db.schema.alterTable('kyc_checks').dropColumn('document_index').execute();
  },
};
