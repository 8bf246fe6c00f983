// Migration 0024_order_adapters (issue 26 item 2): existing deposit orders take the adapter, method
// and kind of their channel from the wallet config stored when the migration runs, and 'sandbox'
// (the only adapter before it) when their channel is gone; withdrawals take the sandbox payout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderAdaptersMigration } from '../src/db/migrations/0024_order_adapters';
import { DB_KINDS, insertUser, openTestDatabase } from './harness';

describe.each(DB_KINDS)('migration 0024_order_adapters on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('backfills deposit orders from the stored channel config, else sandbox', async () => {
    const db = handle.database.db;
    const userId = await insertUser(db);
    const order = (orderNo: string, channelId: string) => ({
      order_no: orderNo, user_id: userId, channel_id: channelId, amount: 10_000, bonus_amount: 0, status: 'pending',
      qr_code: '', pay_url: '', bonus_announced: 0, created_at: 0, expires_at: 1,
    });
    await db.insertInto('deposit_orders').values([order('DMIG0001', 'partner_qr'), order('DMIG0002', 'gone_channel')]).execute();
    const stored = await db.selectFrom('config_values').select('value').where('key', '=', 'wallet').executeTakeFirstOrThrow();
    const wallet = JSON.parse(stored.value) as { payChannels: Record<string, unknown>[] };
    wallet.payChannels.push({ id: 'partner_qr', name: 'Partner QR', method: 'qrph', kind: 'qr', min: 10_000, max: 5_000_000, icon: '', adapter: 'partner' });
    await db.updateTable('config_values').set({ value: JSON.stringify(wallet) }).where('key', '=', 'wallet').execute();

    // As a database that had not run it yet: the columns gone, then the migration.
    await orderAdaptersMigration.down?.(db);
    await orderAdaptersMigration.up(db);

    const rows = await db.selectFrom('deposit_orders').select(['order_no', 'adapter', 'pay_method', 'pay_kind']).where('order_no', 'in', ['DMIG0001', 'DMIG0002']).orderBy('order_no').execute();
    expect(rows).toEqual([
      { order_no: 'DMIG0001', adapter: 'partner', pay_method: 'qrph', pay_kind: 'qr' },
      { order_no: 'DMIG0002', adapter: 'sandbox', pay_method: '', pay_kind: '' },
    ]);
  });
});
