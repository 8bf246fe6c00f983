// Schema changes of the account-migration module and of the payer data rule (listed in
// src/db/migrations.ts; append, never edit).
import { sql, type Kysely, type Migration } from 'kysely';
import { isMaskedTaxId, maskTaxId } from '../wallet/payerData';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;

/** Child-app export fields, migration tokens and the protect-migration state of users. */
export const vestMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('users').addColumn('protect_migration', 'varchar(16)', (c) => c.notNull().defaultTo('NONE')).execute();
    for (const [name, type] of [
      ['phone', 'varchar(32)'],
      ['name', 'varchar(64)'],
      ['last_login_at', 'bigint'],
      ['device_info_id', 'varchar(64)'],
      ['migrated_user_id', 'bigint'],
      ['token_hash', 'varchar(64)'],
      ['token_expires_at', 'bigint'],
      ['last_visit_at', 'bigint'],
    ] as const) {
      await db.schema.alterTable('child_accounts').addColumn(name, sql.raw(type)).execute();
    }
    await db.schema.alterTable('child_accounts').addColumn('visits_after_migration', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('child_accounts_token_idx').on('child_accounts').column('token_hash').execute();
    await db.schema.createIndex('child_accounts_device_idx').on('child_accounts').columns(['app_code', 'device_info_id']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('child_accounts_device_idx').execute();
    await db.schema.dropIndex('child_accounts_token_idx').execute();
    for (const name of ['visits_after_migration', 'last_visit_at', 'token_expires_at', 'token_hash', 'migrated_user_id', 'device_info_id', 'last_login_at', 'name', 'phone']) {
      await db.schema.alterTable('child_accounts').dropColumn(name).execute();
    }
    await db.schema.alterTable('users').dropColumn('protect_migration').execute();
  },
};

/** Deposit orders written before the rule kept the payer's full CPF/CNPJ: mask them in place. */
export const maskPayerTaxIdMigration: Migration = {
  async up(db: AnyDb) {
    const rows = (await db.selectFrom('deposit_orders').select(['id', 'payer_tax_id']).where('payer_tax_id', 'is not', null).execute()) as {
      id: number;
      payer_tax_id: string;
    }[];
    for (const row of rows) {
      if (isMaskedTaxId(row.payer_tax_id)) continue;
      await db.updateTable('deposit_orders').set({ payer_tax_id: maskTaxId(row.payer_tax_id) }).where('id', '=', row.id).execute();
    }
  },
  async down() {
    // The full numbers are gone by design; nothing to restore.
  },
};
