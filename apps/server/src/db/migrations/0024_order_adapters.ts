// Migration 0024_order_adapters (issue 26 item 2): every deposit order keeps the payment adapter,
// method and kind of its channel from its creation, and every withdrawal its payout adapter and
// the payout's state at the provider, so a webhook is matched against the order itself and a later
// change of the seed's channels can never strand a paid deposit or an in-flight payout. Existing
// rows take their channel's adapter from the wallet config stored at the time (config_values),
// else 'sandbox' (the only adapter before this migration). Never edit once released.
import type { Migration } from 'kysely';
import type { AnyDb } from '../migrationHelpers';

interface StoredChannel {
  readonly id?: unknown;
  readonly adapter?: unknown;
  readonly method?: unknown;
  readonly kind?: unknown;
}

export const orderAdaptersMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('deposit_orders').addColumn('adapter', 'varchar(32)', (c) => c.notNull().defaultTo('sandbox')).execute();
    await db.schema.alterTable('deposit_orders').addColumn('pay_method', 'varchar(32)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('deposit_orders').addColumn('pay_kind', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('withdrawal_orders').addColumn('payout_adapter', 'varchar(32)', (c) => c.notNull().defaultTo('sandbox')).execute();
    // null: waiting for a decision; 'processing': sent to the provider, its outcome not yet known.
    await db.schema.alterTable('withdrawal_orders').addColumn('payout_status', 'varchar(16)').execute();

    const stored = (await db.selectFrom('config_values').select('value').where('key', '=', 'wallet').executeTakeFirst()) as { value: string } | undefined;
    let channels: StoredChannel[] = [];
    try {
      const parsed = stored === undefined ? undefined : (JSON.parse(stored.value) as { payChannels?: unknown });
      channels = Array.isArray(parsed?.payChannels) ? (parsed.payChannels as StoredChannel[]) : [];
    } catch {
      channels = [];
    }
    for (const channel of channels) {
      if (typeof channel.id !== 'string') continue;
      await db
        .updateTable('deposit_orders')
        .set({
          adapter: typeof channel.adapter === 'string' ? channel.adapter.slice(0, 32) : 'sandbox',
          pay_method: typeof channel.method === 'string' ? channel.method.slice(0, 32) : '',
          pay_kind: typeof channel.kind === 'string' ? channel.kind.slice(0, 16) : '',
        })
        .where('channel_id', '=', channel.id)
        .execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('withdrawal_orders').dropColumn('payout_status').execute();
    await db.schema.alterTable('withdrawal_orders').dropColumn('payout_adapter').execute();
    await db.schema.alterTable('deposit_orders').dropColumn('pay_kind').execute();
    await db.schema.alterTable('deposit_orders').dropColumn('pay_method').execute();
    await db.schema.alterTable('deposit_orders').dropColumn('adapter').execute();
  },
};
