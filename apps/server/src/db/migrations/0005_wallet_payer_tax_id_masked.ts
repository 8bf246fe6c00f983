// Migration 0005_wallet_payer_tax_id_masked: the payer data rule (src/modules/wallet/payerData.ts).
// Moved here unchanged (issue 25 item 4); never edit: databases have run it.
import type { Migration } from 'kysely';
import { isMaskedTaxId, maskTaxId } from '../../modules/wallet/payerData';
import type { AnyDb } from '../migrationHelpers';

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
