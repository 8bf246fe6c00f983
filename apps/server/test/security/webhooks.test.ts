// Issue 11 item 2 (last line): a deposit webhook settles only an order of a channel its own
// adapter serves. One verified by adapter X for an order created on a channel of adapter Z is
// refused (FORBIDDEN), logged, recorded, and credits nothing; the right adapter still credits it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract, type RechargeOrder } from '@perya/api/contract';
import { SANDBOX_SIGNATURE_HEADER, createSandboxPaymentAdapter, signSandboxBody } from '../../src/adapters/payment/sandbox';
import { loadSeedFile } from '../../src/modules/app/seed';
import { WEBHOOK_PATH_PREFIX } from '../../src/modules/wallet/providerRoutes';
import { DB_KINDS, SEED_FILE, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SANDBOX_SECRET = 'webhooks-test-sandbox-secret-0123456789';
const PARTNER_SECRET = 'webhooks-test-partner-secret-9876543210';

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0916${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.each(DB_KINDS)('deposit webhooks on %s', (kind) => {
  let server: TestServer;
  const seedWallet = loadSeedFile(SEED_FILE).wallet;
  // A second provider ("partner", its own secret) next to the sandbox, with one channel of its own.
  const walletConfig = {
    ...seedWallet,
    payChannels: [...seedWallet.payChannels, { id: 'partner_qr', name: 'Partner QR', method: 'qrph' as const, kind: 'qr' as const, min: 10_000, max: 5_000_000, icon: '/icons/pay/qrph.png', adapter: 'partner' }],
  };

  beforeAll(async () => {
    // Its signatures are checked against the server's clock.
    const partner = { ...createSandboxPaymentAdapter({ secret: PARTNER_SECRET, now: () => server.clock.now() }), name: 'partner' };
    server = await startTestServer(kind, { env: { PAYMENT_WEBHOOK_SECRET: SANDBOX_SECRET }, deps: { walletConfig, paymentAdapters: [partner] } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function deliver(adapter: 'sandbox' | 'partner', order: RechargeOrder, eventId: string) {
    const row = await server.database.db.selectFrom('deposit_orders').select('provider_ref').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    const raw = JSON.stringify({ eventId, orderNo: order.orderNo, providerRef: row.provider_ref, status: 'paid', amount: order.amount });
    const signature = signSandboxBody(adapter === 'sandbox' ? SANDBOX_SECRET : PARTNER_SECRET, raw, Math.floor(server.clock.now() / 1000));
    return rawCall(server.baseUrl, 'POST', `${WEBHOOK_PATH_PREFIX}/${adapter}`, raw, { [SANDBOX_SIGNATURE_HEADER]: signature });
  }

  async function refusedCreditsNothing(adapter: 'sandbox' | 'partner', order: RechargeOrder, client: Awaited<ReturnType<typeof registerPlayer>>['client']) {
    // Everything but the webhook receipts table stays as it was.
    const { payment_webhooks: _receipts, ...before } = await snapshot(server.database);
    const res = await deliver(adapter, order, `evt-${adapter}-${order.orderNo}`);
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: ERROR_CODES.FORBIDDEN });
    const { payment_webhooks: _receiptsAfter, ...after } = await snapshot(server.database);
    expect(after).toEqual(before);
    expect((await client.call(contract.rechargeStatus, { orderNo: order.orderNo })).status).toBe('pending');
    expect((await client.call(contract.userInfo)).balance).toBe(0);
    // Logged, and recorded with its outcome for the finance team.
    expect(server.logs.some((line) => line.includes('another adapter') && line.includes(order.orderNo))).toBe(true);
    const receipt = await server.database.db.selectFrom('payment_webhooks').select(['channel', 'outcome']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(receipt).toEqual({ channel: adapter, outcome: 'wrong_adapter' });
  }

  it('a partner-signed webhook for a sandbox order is refused and credits nothing; the sandbox one credits', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const order = await client.call(contract.recharge, { amount: 50_000, channelId: 'qrph' });
    await refusedCreditsNothing('partner', order, client);
    const paid = await deliver('sandbox', order, `evt-ok-${order.orderNo}`);
    expect(paid.json).toMatchObject({ data: { outcome: 'credited' } });
    expect((await client.call(contract.userInfo)).balance).toBe(50_000);
  });

  it('a sandbox-signed webhook for a partner order is refused and credits nothing; the partner one credits', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const order = await client.call(contract.recharge, { amount: 30_000, channelId: 'partner_qr' });
    await refusedCreditsNothing('sandbox', order, client);
    // A redelivery of the refused event is refused again.
    expect((await deliver('sandbox', order, `evt-sandbox-${order.orderNo}`)).status).toBe(403);
    const paid = await deliver('partner', order, `evt-ok-${order.orderNo}`);
    expect(paid.json).toMatchObject({ data: { outcome: 'credited' } });
    expect((await client.call(contract.userInfo)).balance).toBe(30_000);
  });
});
