// Issue 26 item 2 (Brazil): a Brazilian player's Pix deposit on a channel served by Mercado Pago,
// with the adapter made from the environment (MERCADOPAGO_*, no code) and pointed at the local fake
// of its API. Only a notification whose signature holds, read back from the API, credits; once,
// whatever the redeliveries. A forged one, a wrong amount, a payment not final yet and a refund
// after the credit move nothing (the refund is recorded and logged for the operator).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { loadSeedFile } from '../src/modules/app/seed';
import { failure } from './client';
import { startFakeMercadoPago, type FakeMercadoPago, type FakeMercadoPagoNotification } from './fakeMercadoPago';
import { DB_KINDS, SEED_FILE, openTestDatabase, registerPlayer, snapshot, startTestServer, testConfig, type TestServer } from './harness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const ACCESS_TOKEN = 'TEST-4412345678901234-011512-0f1e2d3c4b5a69788796a5b4c3d2e1f0-1987654321';
const WEBHOOK_SECRET = 'c0ffee5a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbcc';
const PIX = { name: 'Maria Clara Souza', email: 'maria@example.com', taxId: '529.982.247-25' };

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0917${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.each(DB_KINDS)('Pix through Mercado Pago on %s', (kind) => {
  let server: TestServer;
  let fake: FakeMercadoPago;
  const seed = loadSeedFile(SEED_FILE);
  // The seed's Pix channel, served by Mercado Pago; the first-deposit bonus off (these count wallet money).
  const walletConfig = { ...seed.wallet, payChannels: seed.wallet.payChannels.map((c) => (c.method === 'pix' ? { ...c, adapter: 'mercadopago' } : c)) };
  const bonusConfig = { ...seed.bonus, firstDeposit: { ...seed.bonus.firstDeposit, enabled: false } };

  beforeAll(async () => {
    fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, now: () => server.clock.now() });
    server = await startTestServer(kind, {
      env: { MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET, MERCADOPAGO_API_URL: fake.url },
      // A Brazilian operator; the identity check before a deposit is off here (these test the money).
      deps: { walletConfig, bonusConfig, protectionConfig: { market: 'BR', brands: [], overrides: { BR: { kycBeforeDeposit: false } } } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const deliver = (n: FakeMercadoPagoNotification, headers: Record<string, string> = n.headers) =>
    server.app.inject({ method: 'POST', url: n.url, headers, payload: n.body });
  const outcome = (res: Awaited<ReturnType<typeof deliver>>) => (res.json() as { data?: { outcome?: string } }).data?.outcome;

  async function pixOrder(amount: number) {
    const { client, userId } = await registerPlayer(server.baseUrl, newPhone());
    const order = await client.call(contract.recharge, { amount, channelId: 'pix', ...PIX });
    const payment = fake.payments.find((p) => p.request.external_reference === order.orderNo);
    if (payment === undefined) throw new Error('no Mercado Pago payment for the order');
    const balance = async () => (await client.call(contract.userInfo)).balance;
    return { client, userId, order, payment, balance };
  }

  it('the Pix order shows the Mercado Pago code; one approved notification credits once, however often it comes', async () => {
    const { client, order, payment, balance } = await pixOrder(25_050);
    expect(payment.request).toMatchObject({ transaction_amount: 250.5, payer: { identification: { type: 'CPF', number: '52998224725' } }, notification_url: `${server.baseUrl}/x2/payment/webhook/mercadopago` });
    expect(order).toMatchObject({ status: 'pending', qrCode: payment.qrCode, payUrl: expect.stringContaining(`/payments/${payment.id}/ticket`) as unknown });
    // The full CPF went to Mercado Pago; the database keeps it masked.
    const row = await server.database.db.selectFrom('deposit_orders').select(['provider_ref', 'payer_tax_id']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ provider_ref: String(payment.id), payer_tax_id: '***.982.247-**' });

    // Created, not paid yet: nothing moves.
    expect(outcome(await deliver(fake.notification(payment.id, { action: 'payment.created' })))).toBe('ignored:pending');
    expect(await balance()).toBe(0);

    payment.status = 'approved';
    payment.statusDetail = 'accredited';
    const first = await deliver(fake.notification(payment.id));
    expect([first.statusCode, outcome(first)]).toEqual([200, 'credited']);
    expect(await balance()).toBe(25_050);
    expect((await client.call(contract.rechargeStatus, { orderNo: order.orderNo })).status).toBe('success');
    // Redeliveries (new request ids and times, the same payment state): no second credit.
    for (let i = 0; i < 3; i += 1) expect(outcome(await deliver(fake.notification(payment.id)))).toBe('credited');
    expect(await balance()).toBe(25_050);
    const receipts = await server.database.db.selectFrom('payment_webhooks').select(['event_id', 'status', 'outcome', 'deliveries']).where('order_no', '=', order.orderNo).orderBy('id').execute();
    expect(receipts).toEqual([
      { event_id: `${payment.id}:pending`, status: 'pending', outcome: 'ignored:pending', deliveries: 1 },
      { event_id: `${payment.id}:approved`, status: 'paid', outcome: 'credited', deliveries: 4 },
    ]);
    const credits = await server.database.db.selectFrom('ledger_transactions').select('idempotency_key').where('reference', '=', order.orderNo).where('cause', '=', 'deposit').execute();
    expect(credits).toEqual([{ idempotency_key: `deposit:${order.orderNo}` }]);

    // Refunded later: recorded and logged for the operator; the balance is theirs to decide.
    payment.status = 'refunded';
    expect(outcome(await deliver(fake.notification(payment.id)))).toBe('reversed');
    expect(await balance()).toBe(25_050);
    const refund = await server.database.db.selectFrom('payment_webhooks').select(['status', 'outcome']).where('event_id', '=', `${payment.id}:refunded`).executeTakeFirstOrThrow();
    expect(refund).toEqual({ status: 'refunded', outcome: 'reversed' });
    expect(server.logs.some((line) => line.includes('payment reversed by the provider') && line.includes(order.orderNo))).toBe(true);
  });

  it('a forged notification credits nothing, even for an approved payment', async () => {
    const { order, payment, balance } = await pixOrder(20_000);
    payment.status = 'approved';
    const { payment_webhooks: _receipts, ...before } = await snapshot(server.database);
    const forged = await deliver(fake.notification(payment.id, { secret: 'f'.repeat(64) }));
    expect([forged.statusCode, forged.json()]).toMatchObject([401, { code: ERROR_CODES.UNAUTHORIZED }]);
    const good = fake.notification(payment.id);
    const { 'x-signature': _signature, ...unsigned } = good.headers;
    expect((await deliver(good, unsigned)).statusCode).toBe(401);
    const stale = await deliver(fake.notification(payment.id, { ts: Math.floor(server.clock.now() / 1000) - 600 }));
    expect(stale.statusCode).toBe(401);
    const { payment_webhooks: _after, ...after } = await snapshot(server.database);
    expect(after).toEqual(before);
    expect(await balance()).toBe(0);
    expect((await server.database.db.selectFrom('deposit_orders').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).status).toBe('pending');
    expect(server.logs.some((line) => line.includes('payment webhook refused: bad signature or body'))).toBe(true);
  });

  it('an approved payment of another amount than the order is refused (amount_mismatch) and credits nothing; failed settles as failed', async () => {
    const { order, payment, balance } = await pixOrder(30_000);
    payment.status = 'approved';
    payment.amount = 3;
    expect(outcome(await deliver(fake.notification(payment.id)))).toBe('amount_mismatch');
    expect(await balance()).toBe(0);
    expect((await server.database.db.selectFrom('deposit_orders').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow()).status).toBe('pending');

    const rejected = await pixOrder(15_000);
    rejected.payment.status = 'rejected';
    expect(outcome(await deliver(fake.notification(rejected.payment.id)))).toBe('failed');
    expect((await rejected.client.call(contract.rechargeStatus, { orderNo: rejected.order.orderNo })).status).toBe('failed');
    expect(await rejected.balance()).toBe(0);
  });

  it('Mercado Pago refusing the payment is ORDER_FAILED, and no order is kept', async () => {
    const { client, userId } = await registerPlayer(server.baseUrl, newPhone());
    fake.failNext = { status: 400, body: { message: 'Invalid users involved', error: 'bad_request', status: 400, cause: [{ code: 2034, description: 'Invalid users involved', data: null }] } };
    const refused = await failure(client.call(contract.recharge, { amount: 20_000, channelId: 'pix', ...PIX }));
    expect(refused.code).toBe(ERROR_CODES.ORDER_FAILED);
    // Mercado Pago's reason is in the log for the operator (never in the player's answer).
    expect(refused.msg).not.toContain('Invalid users involved');
    expect(server.logs.some((line) => line.includes('an outside service failed') && line.includes('Invalid users involved'))).toBe(true);
    expect(await server.database.db.selectFrom('deposit_orders').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});

describe('the payment sandbox beside the configured Mercado Pago adapter', () => {
  it('is refused by the configuration and, for a configuration built in code, by buildApp', async () => {
    const env = { MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: WEBHOOK_SECRET };
    expect(() => testConfig({ kind: 'sqlite', file: ':memory:' }, { ...env, PAYMENT_SANDBOX: '1' })).toThrow(/PAYMENT_SANDBOX=1 cannot run beside Mercado Pago/);
    const handle = await openTestDatabase('sqlite');
    try {
      const config = testConfig({ kind: 'sqlite', file: ':memory:' }, env);
      expect(config.payment.sandbox).toBe(false);
      const forced = { ...config, payment: { ...config.payment, sandbox: true } };
      await expect(buildApp({ config: forced, database: handle.database, now: handle.clock.now, lottoTickMs: null })).rejects.toThrow(ConfigError);
      await expect(buildApp({ config: forced, database: handle.database, now: handle.clock.now, lottoTickMs: null })).rejects.toThrow(/PAYMENT_SANDBOX=1 cannot run beside a real payment adapter \(mercadopago\)/);
    } finally {
      await handle.close();
    }
  });
});
