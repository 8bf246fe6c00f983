// Issue 26 item 2 (Philippines): real cash in and cash out through Xendit, with the official SDK
// (xendit-node) pointed at the local fake of test/fakeXendit.ts. First the adapter alone (what
// the SDK sends and how answers and webhooks are read), then whole flows through buildApp and
// HTTP: a deposit credited once whatever the redeliveries, a wrong x-callback-token refused with
// nothing credited, an amount mismatch, an order that keeps its adapter after the channel config
// changed, payouts that succeed, fail, are refused, run automatically under the threshold, and
// are never sent twice while in flight.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XenditSdkError } from 'xendit-node';
import { ERROR_CODES, contract } from '@perya/api/contract';
import {
  PayoutRefusedError,
  XENDIT_CALLBACK_HEADER,
  callbackTokenValid,
  createXenditPaymentAdapter,
  createXenditPayouts,
  toMinor,
  xenditBalance,
} from '../src/adapters/payment/xendit';
import type { CheckoutRequest } from '../src/adapters/payment/gateway';
import { loadSeedFile } from '../src/modules/app/seed';
import type { WalletConfig } from '../src/modules/wallet/config';
import { PAYOUT_WEBHOOK_PATH_PREFIX, WEBHOOK_PATH_PREFIX } from '../src/modules/wallet/providerRoutes';
import { auditLedger } from '../src/modules/ledger/audit';
import { DB_KINDS, SEED_FILE, fundedPlayer, latestCode, rawCall, registerPlayer, snapshot, startTestServer, type TestServer } from './harness';
import { startFakeXendit, type FakeXendit } from './fakeXendit';
import { failure, testClient } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SECRET_KEY = 'xnd_development_P4qDfOss0OCpl8RtKrROHjaQYNCk9dN5lSfk';
const CALLBACK_TOKEN = 'cb-token-7Hk2pQ9xVb3mZr8LwY5nTf4sJd6gAe1c';

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0917${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** The API server's origin (PUBLIC_BASE_URL) and the brand app's (an allowed CORS origin): e-wallets return the player to the latter. */
const API_ORIGIN = 'https://api.perya.example';
const BRAND_ORIGIN = 'https://play.perya.example';
const resultUrl = (orderNo: string) => `${BRAND_ORIGIN}/#/cashin/result?orderNo=${orderNo}`;

const checkout = (overrides: Partial<CheckoutRequest>): CheckoutRequest => ({
  orderNo: `D20260115${String(Math.random()).slice(2, 14)}`,
  userId: 7,
  amountMinor: 50_000,
  kind: 'page',
  channelId: 'x',
  method: 'gcash',
  payer: {},
  expiresAt: Date.UTC(2026, 0, 15, 5, 0, 0),
  publicBaseUrl: API_ORIGIN,
  appOrigin: BRAND_ORIGIN,
  ...overrides,
});

describe('the Xendit adapter through xendit-node', () => {
  let fake: FakeXendit;
  const config = () => ({ secretKey: SECRET_KEY, callbackToken: CALLBACK_TOKEN, apiUrl: fake.url });
  beforeAll(async () => {
    fake = await startFakeXendit(SECRET_KEY);
  });
  afterAll(async () => {
    await fake?.close();
  });

  it('creates a GCash e-wallet payment request: pesos, the order number as reference and idempotency key, the checkout URL as payUrl', async () => {
    const adapter = createXenditPaymentAdapter(config());
    const request = checkout({ amountMinor: 50_050 });
    const answer = await adapter.createCheckout(request);
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', path: '/payment_requests' });
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SECRET_KEY}:`).toString('base64')}`);
    expect(sent?.headers['idempotency-key']).toBe(request.orderNo);
    expect(sent?.body).toMatchObject({
      reference_id: request.orderNo,
      amount: 500.5,
      currency: 'PHP',
      payment_method: {
        type: 'EWALLET',
        reusability: 'ONE_TIME_USE',
        // Both outcomes return to the brand app's cash-in result page (it reads the order's status), never to the API server.
        ewallet: { channel_code: 'GCASH', channel_properties: { success_return_url: resultUrl(request.orderNo), failure_return_url: resultUrl(request.orderNo) } },
      },
    });
    expect(answer.providerRef).toMatch(/^pr-/);
    expect(answer.payUrl).toMatch(/^https:\/\/ewallet-mock-connector\.xendit\.co\//);
    expect(answer.qrCode).toBe('');
  });

  it.each([
    ['maya', undefined, 'PAYMAYA'],
    ['grabpay', undefined, 'GRABPAY'],
    ['shopeepay', undefined, 'SHOPEEPAY'],
  ])('e-wallet channel %s / %s asks Xendit for %s', async (method, providerChannel, code) => {
    const answer = await createXenditPaymentAdapter(config()).createCheckout(checkout({ method, providerChannel }));
    expect((fake.requests.at(-1)?.body?.payment_method as { ewallet: { channel_code: string } }).ewallet.channel_code).toBe(code);
    expect(answer.payUrl).not.toBe('');
  });

  it('QR Ph answers the QR string as qrCode (no page); online banking is a Direct Debit bank redirect', async () => {
    const qr = await createXenditPaymentAdapter(config()).createCheckout(checkout({ method: 'qrph', kind: 'qr' }));
    expect(fake.requests.at(-1)?.body?.payment_method).toMatchObject({ type: 'QR_CODE', qr_code: { channel_code: 'QRPH' } });
    expect(qr.qrCode).toMatch(/^000201/);
    expect(qr.payUrl).toBe('');
    const bank = await createXenditPaymentAdapter(config()).createCheckout(checkout({ method: 'online_banking', providerChannel: 'UBP_ONLINE_BANKING', payer: { email: 'maria@example.ph' } }));
    expect(fake.requests.at(-1)?.body?.payment_method).toMatchObject({ type: 'DIRECT_DEBIT', direct_debit: { type: 'BANK_REDIRECT', channel_code: 'UBP_ONLINE_BANKING', channel_properties: { email: 'maria@example.ph' } } });
    expect(bank.payUrl).toMatch(/^https:\/\/link-web\.xendit\.co\//);
  });

  it('without a trusted brand origin, refuses e-wallets and bank redirects before Xendit is asked (no page to return to); QR Ph needs none', async () => {
    const adapter = createXenditPaymentAdapter(config());
    const before = fake.requests.length;
    for (const request of [checkout({ method: 'grabpay', appOrigin: undefined }), checkout({ method: 'online_banking', appOrigin: undefined })]) {
      await expect(adapter.createCheckout(request)).rejects.toThrow(/needs a return URL/);
    }
    expect(fake.requests.length).toBe(before);
    const qr = await adapter.createCheckout(checkout({ method: 'qrph', kind: 'qr', appOrigin: undefined }));
    expect(qr.qrCode).toMatch(/^000201/);
    expect(JSON.stringify(fake.requests.at(-1)?.body)).not.toContain('return_url');
  });

  it('refuses a channel it does not serve, and surfaces a refused key as the SDK error', async () => {
    await expect(createXenditPaymentAdapter(config()).createCheckout(checkout({ method: 'pix' }))).rejects.toThrow(/serves no channel/);
    const wrong = createXenditPaymentAdapter({ ...config(), secretKey: 'xnd_development_wrongwrongwrong' });
    await expect(wrong.createCheckout(checkout({}))).rejects.toBeInstanceOf(XenditSdkError);
  });

  it('verifies a payment webhook by x-callback-token (constant time) and reads its outcome in centavos', async () => {
    const adapter = createXenditPaymentAdapter(config());
    const request = checkout({ amountMinor: 12_345 });
    const { providerRef } = await adapter.createCheckout(request);
    const body = fake.paymentWebhook(request.orderNo, 'SUCCEEDED');
    expect(await adapter.verifyWebhook(body, { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN })).toMatchObject({ orderNo: request.orderNo, providerRef, status: 'paid', amountMinor: 12_345 });
    expect(await adapter.verifyWebhook(body, { [XENDIT_CALLBACK_HEADER]: `${CALLBACK_TOKEN}x` })).toBeUndefined();
    expect(await adapter.verifyWebhook(body, {})).toBeUndefined();
    expect(await adapter.verifyWebhook(fake.paymentWebhook(request.orderNo, 'FAILED'), { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN })).toMatchObject({ status: 'failed' });
    // Not an outcome, or not JSON: nothing.
    const pending = JSON.parse(body) as { data: Record<string, unknown> };
    pending.data.status = 'PENDING';
    expect(await adapter.verifyWebhook(JSON.stringify(pending), { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN })).toBeUndefined();
    expect(await adapter.verifyWebhook('not json', { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN })).toBeUndefined();
    expect(callbackTokenValid({ [XENDIT_CALLBACK_HEADER]: [CALLBACK_TOKEN] }, CALLBACK_TOKEN)).toBe(true);
    expect(callbackTokenValid({ [XENDIT_CALLBACK_HEADER]: '' }, '')).toBe(false);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBeNaN();
  });

  it('creates a v2 payout with the order number as Idempotency-key; a repeat is the same payout; a refusal is PayoutRefusedError', async () => {
    const payouts = createXenditPayouts(config());
    const request = { orderNo: 'W20260115AAAA00000001', channelCode: 'PH_BDO', accountNo: '001234567890', accountName: 'Maria Clara', amountMinor: 98_000 };
    const first = await payouts.create(request);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: '/v2/payouts', body: { reference_id: request.orderNo, channel_code: 'PH_BDO', amount: 980, currency: 'PHP', channel_properties: { account_number: '001234567890', account_holder_name: 'Maria Clara' } } });
    expect(fake.requests.at(-1)?.headers['idempotency-key']).toBe(request.orderNo);
    expect(first.providerRef).toMatch(/^disb-/);
    expect((await payouts.create(request)).providerRef).toBe(first.providerRef);
    await expect(payouts.create({ ...request, orderNo: 'W20260115AAAA00000002', channelCode: 'PH_NOPE' })).rejects.toBeInstanceOf(PayoutRefusedError);
    fake.failNext = { status: 503, body: { error_code: 'SERVER_ERROR', message: 'try again' } };
    await expect(payouts.create({ ...request, orderNo: 'W20260115AAAA00000003' })).rejects.toBeInstanceOf(XenditSdkError);
    const event = payouts.verifyWebhook(fake.payoutWebhook(request.orderNo, 'SUCCEEDED'), { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN });
    expect(event).toMatchObject({ orderNo: request.orderNo, providerRef: first.providerRef, status: 'paid', amountMinor: 98_000 });
    expect(payouts.verifyWebhook(fake.payoutWebhook(request.orderNo, 'REVERSED'), { [XENDIT_CALLBACK_HEADER]: CALLBACK_TOKEN })).toMatchObject({ status: 'reversed' });
    expect(payouts.verifyWebhook(fake.payoutWebhook(request.orderNo, 'FAILED'), { [XENDIT_CALLBACK_HEADER]: 'nope' })).toBeUndefined();
  });

  it('reads the cash balance (the doctor call)', async () => {
    fake.balance = 1_234_567.5;
    expect(await xenditBalance(config(), 5_000)).toBe(1_234_567.5);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/balance' });
  });
});

describe.each(DB_KINDS)('Xendit cash in and cash out through the server on %s', (kind) => {
  let server: TestServer;
  let fake: FakeXendit;
  const seedWallet = loadSeedFile(SEED_FILE).wallet;
  // The seed's channels stay on the sandbox (off here: Xendit is configured); these are Xendit's.
  const walletConfig: WalletConfig = {
    ...seedWallet,
    withdraw: { ...seedWallet.withdraw, dailyCountLimit: 100 },
    payChannels: [
      ...seedWallet.payChannels,
      { id: 'x_gcash', name: 'GCash', method: 'gcash', kind: 'gcash', min: 10_000, max: 5_000_000, icon: '/icons/pay/gcash.png', adapter: 'xendit' },
      { id: 'x_qrph', name: 'QR Ph', method: 'qrph', kind: 'qr', min: 10_000, max: 5_000_000, icon: '/icons/pay/qrph.png', adapter: 'xendit' },
      { id: 'x_grabpay', name: 'GrabPay', method: 'grabpay', kind: 'page', min: 10_000, max: 5_000_000, icon: '/icons/pay/grabpay.png', adapter: 'xendit' },
      { id: 'x_moved', name: 'Maya', method: 'maya', kind: 'page', min: 10_000, max: 5_000_000, icon: '/icons/pay/maya.png', adapter: 'xendit' },
    ],
  };

  beforeAll(async () => {
    fake = await startFakeXendit(SECRET_KEY);
    server = await startTestServer(kind, { env: { XENDIT_SECRET_KEY: SECRET_KEY, XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN, XENDIT_API_URL: fake.url, CORS_ORIGINS: BRAND_ORIGIN }, deps: { walletConfig } });
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  // A deposit from the brand app carries its Origin (a browser sends it on every POST): the player's client with that header.
  const from = (client: ReturnType<typeof testClient>, origin = BRAND_ORIGIN) => testClient(server.baseUrl, {}, { origin, storage: client.storage });
  const webhook = (path: string, body: string, token = CALLBACK_TOKEN) => rawCall(server.baseUrl, 'POST', path, body, { [XENDIT_CALLBACK_HEADER]: token });
  const paymentHook = (body: string, token?: string) => webhook(`${WEBHOOK_PATH_PREFIX}/xendit`, body, token);
  const payoutHook = (body: string, token?: string) => webhook(`${PAYOUT_WEBHOOK_PATH_PREFIX}/xendit`, body, token);
  const ops = (orderNo: string, decision: 'approve' | 'reject') => rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${orderNo}/${decision}`, '{}');
  const order = (orderNo: string) => server.database.db.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  const payoutCalls = (orderNo: string) => fake.requests.filter((r) => r.path === '/v2/payouts' && r.headers['idempotency-key'] === orderNo).length;

  async function withdraw(amount: number, account: { method: 'bank' | 'gcash' | 'crypto'; bankCode: string; accountNo: string; phone?: string }) {
    const phone = newPhone();
    const { client, userId } = await fundedPlayer(server, phone, 500_000);
    server.clock.advance(121_000);
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const verifyCode = await latestCode(server.baseUrl, phone);
    const applied = await client.call(contract.withdrawApply, { ...account, bankName: 'x', accountName: 'Maria Clara', amount, verifyCode });
    return { client, userId, applied };
  }

  it('credits a GCash deposit once: redeliveries of the SUCCEEDED webhook change nothing', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await from(client).call(contract.recharge, { amount: 50_000, channelId: 'x_gcash' });
    expect(placed.payUrl).toMatch(/^https:\/\/ewallet-mock-connector\.xendit\.co\//);
    const row = await server.database.db.selectFrom('deposit_orders').select(['adapter', 'pay_method', 'pay_kind', 'provider_ref']).where('order_no', '=', placed.orderNo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ adapter: 'xendit', pay_method: 'gcash', pay_kind: 'gcash', provider_ref: expect.stringMatching(/^pr-/) as unknown });
    const body = fake.paymentWebhook(placed.orderNo, 'SUCCEEDED');
    for (let i = 0; i < 3; i += 1) {
      const res = await paymentHook(body);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ data: { outcome: 'credited' } });
    }
    expect((await client.call(contract.rechargeStatus, { orderNo: placed.orderNo })).status).toBe('success');
    expect((await client.call(contract.userInfo)).balance).toBe(50_000);
  });

  it('a GrabPay deposit returns the player to the brand app\'s cash-in result page; a foreign Origin is never used', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await from(client).call(contract.recharge, { amount: 15_000, channelId: 'x_grabpay' });
    const sent = fake.requests.filter((r) => r.path === '/payment_requests').at(-1);
    expect(sent?.body).toMatchObject({
      reference_id: placed.orderNo,
      payment_method: { type: 'EWALLET', ewallet: { channel_code: 'GRABPAY', channel_properties: { success_return_url: resultUrl(placed.orderNo), failure_return_url: resultUrl(placed.orderNo) } } },
    });
    expect(JSON.stringify(sent?.body)).not.toContain(server.baseUrl);
    // From a site that is no allowed brand origin, or with no Origin at all: no return URL to give, no order, Xendit not asked.
    const before = fake.requests.length;
    for (const caller of [from(client, 'https://evil.example'), from(client, 'null'), from(client, `${BRAND_ORIGIN}.evil.example`), client]) {
      expect((await failure(caller.call(contract.recharge, { amount: 15_000, channelId: 'x_grabpay' }))).code).toBe(ERROR_CODES.ORDER_FAILED);
    }
    expect(fake.requests.length).toBe(before);
    expect(fake.requests.some((r) => JSON.stringify(r.body ?? {}).includes('evil.example'))).toBe(false);
  });

  it('QR Ph answers the QR string; a FAILED webhook fails the order and credits nothing', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await client.call(contract.recharge, { amount: 20_000, channelId: 'x_qrph' });
    expect(placed.qrCode).toMatch(/^000201/);
    expect((await paymentHook(fake.paymentWebhook(placed.orderNo, 'FAILED'))).json).toMatchObject({ data: { outcome: 'failed' } });
    expect((await client.call(contract.rechargeStatus, { orderNo: placed.orderNo })).status).toBe('failed');
    expect((await client.call(contract.userInfo)).balance).toBe(0);
  });

  it('refuses a webhook without the right x-callback-token: 401, nothing changes', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await from(client).call(contract.recharge, { amount: 30_000, channelId: 'x_gcash' });
    const body = fake.paymentWebhook(placed.orderNo, 'SUCCEEDED');
    const before = await snapshot(server.database);
    for (const token of ['wrong-token-wrong-token-wrong-token', '']) {
      const res = await paymentHook(body, token);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ code: ERROR_CODES.UNAUTHORIZED });
    }
    expect(await snapshot(server.database)).toEqual(before);
    expect((await client.call(contract.userInfo)).balance).toBe(0);
    // A verified notice with no outcome in it (pending) is answered 200 so Xendit stops resending it; nothing changes.
    const pending = JSON.parse(body) as { data: Record<string, unknown> };
    pending.data.status = 'PENDING';
    expect((await paymentHook(JSON.stringify(pending))).json).toMatchObject({ data: { outcome: 'ignored:no_outcome' } });
    expect((await paymentHook(JSON.stringify(pending), 'wrong-token-wrong-token-wrong-token')).status).toBe(401);
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('does not credit an amount that is not the order\'s', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await from(client).call(contract.recharge, { amount: 40_000, channelId: 'x_gcash' });
    const res = await paymentHook(fake.paymentWebhook(placed.orderNo, 'SUCCEEDED', { amount: 4_000 }));
    expect(res.json).toMatchObject({ data: { outcome: 'amount_mismatch' } });
    expect((await client.call(contract.rechargeStatus, { orderNo: placed.orderNo })).status).toBe('pending');
    expect((await client.call(contract.userInfo)).balance).toBe(0);
  });

  it('an order keeps its adapter: after its channel is moved to the sandbox and then removed, the Xendit webhook still credits it once', async () => {
    const { client } = await registerPlayer(server.baseUrl, newPhone());
    const placed = await from(client).call(contract.recharge, { amount: 25_000, channelId: 'x_moved' });
    const index = walletConfig.payChannels.findIndex((c) => c.id === 'x_moved');
    const channel = walletConfig.payChannels[index];
    if (channel === undefined) throw new Error('channel missing');
    try {
      // The operator points the channel elsewhere, then removes it.
      (walletConfig.payChannels as WalletConfig['payChannels'])[index] = { ...channel, adapter: 'sandbox' };
      walletConfig.payChannels.splice(index, 1);
      const body = fake.paymentWebhook(placed.orderNo, 'SUCCEEDED');
      expect((await paymentHook(body)).json).toMatchObject({ data: { outcome: 'credited' } });
      expect((await paymentHook(body)).json).toMatchObject({ data: { outcome: 'credited' } });
      expect((await client.call(contract.userInfo)).balance).toBe(25_000);
    } finally {
      walletConfig.payChannels.splice(index, 0, channel);
    }
  });

  it('pays a PH bank withdrawal after the approval, once, and settles it on payout.succeeded', async () => {
    const { client, applied } = await withdraw(100_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567890' });
    expect(applied.status).toBe('pending');
    expect(await order(applied.orderNo)).toMatchObject({ payout_adapter: 'xendit', payout_status: null });
    // Nothing is sent before an operator approves (the threshold is 0).
    expect(payoutCalls(applied.orderNo)).toBe(0);
    const approved = await ops(applied.orderNo, 'approve');
    expect(approved.json).toMatchObject({ data: { status: 'pending', payoutStatus: 'processing' } });
    expect(fake.requests.filter((r) => r.path === '/v2/payouts').at(-1)?.body).toMatchObject({ reference_id: applied.orderNo, channel_code: 'PH_BDO', amount: applied.actualAmount / 100, currency: 'PHP' });
    // In flight: another approval sends nothing, a rejection is refused.
    expect((await ops(applied.orderNo, 'approve')).json).toMatchObject({ data: { payoutStatus: 'processing' } });
    expect(payoutCalls(applied.orderNo)).toBe(1);
    expect((await ops(applied.orderNo, 'reject')).status).toBe(403);
    // A payout webhook with a wrong token moves nothing.
    const body = fake.payoutWebhook(applied.orderNo, 'SUCCEEDED');
    expect((await payoutHook(body, 'nope-nope-nope-nope-nope-nope')).status).toBe(401);
    expect((await order(applied.orderNo)).status).toBe('pending');
    expect((await payoutHook(body)).json).toMatchObject({ data: { outcome: 'settled' } });
    expect((await payoutHook(body)).json).toMatchObject({ data: { outcome: 'ignored:success' } });
    // Each verified delivery is kept for finance, counted per event.
    const receipt = await server.database.db.selectFrom('payment_webhooks').select(['channel', 'status', 'outcome', 'deliveries']).where('order_no', '=', applied.orderNo).executeTakeFirstOrThrow();
    expect(receipt).toEqual({ channel: 'payout:xendit', status: 'paid', outcome: 'ignored:success', deliveries: 2 });
    expect(await order(applied.orderNo)).toMatchObject({ status: 'success', settled_by: 'payout:xendit', provider_ref: expect.stringMatching(/^disb-/) as unknown });
    expect((await client.call(contract.userInfo)).balance).toBe(400_000);
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
  });

  it('returns the money when the payout fails, once; a reversal after that changes nothing', async () => {
    const { client, applied } = await withdraw(50_000, { method: 'gcash', bankCode: 'GCASH', accountNo: '09171234567', phone: '09171234567' });
    await ops(applied.orderNo, 'approve');
    expect(fake.requests.filter((r) => r.path === '/v2/payouts').at(-1)?.body).toMatchObject({ channel_code: 'PH_GCASH' });
    expect((await client.call(contract.userInfo)).balance).toBe(450_000);
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'FAILED'))).json).toMatchObject({ data: { outcome: 'returned' } });
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'FAILED'))).json).toMatchObject({ data: { outcome: 'ignored:failed' } });
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'REVERSED'))).json).toMatchObject({ data: { outcome: 'ignored:failed' } });
    expect(await order(applied.orderNo)).toMatchObject({ status: 'failed', reason: 'payout failed' });
    expect((await client.call(contract.userInfo)).balance).toBe(500_000);
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
  });

  it('a payout cancelled or reversed before it succeeded returns the money too, once; a late success then moves nothing', async () => {
    for (const [status, reason] of [['CANCELLED', 'payout failed'], ['REVERSED', 'payout reversed']] as const) {
      const { client, applied } = await withdraw(40_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567000' });
      await ops(applied.orderNo, 'approve');
      expect((await client.call(contract.userInfo)).balance, status).toBe(460_000);
      expect((await payoutHook(fake.payoutWebhook(applied.orderNo, status))).json, status).toMatchObject({ data: { outcome: 'returned' } });
      expect((await payoutHook(fake.payoutWebhook(applied.orderNo, status))).json, status).toMatchObject({ data: { outcome: 'ignored:failed' } });
      expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'SUCCEEDED'))).json, status).toMatchObject({ data: { outcome: 'ignored:failed' } });
      expect(await order(applied.orderNo), status).toMatchObject({ status: 'failed', reason });
      expect((await client.call(contract.userInfo)).balance, status).toBe(500_000);
    }
    expect((await auditLedger(server.database.db)).problems).toEqual([]);
  });

  it('a payout Xendit refuses outright returns the money at once; an amount mismatch settles nothing', async () => {
    const refused = await withdraw(30_000, { method: 'bank', bankCode: 'BPI', accountNo: '009876543210' });
    fake.failNext = { status: 400, body: { error_code: 'API_VALIDATION_ERROR', message: 'account_number is invalid' } };
    expect((await ops(refused.applied.orderNo, 'approve')).json).toMatchObject({ data: { status: 'failed' } });
    expect(await order(refused.applied.orderNo)).toMatchObject({ status: 'failed', reason: 'refused by xendit: API_VALIDATION_ERROR' });
    expect((await refused.client.call(contract.userInfo)).balance).toBe(500_000);

    const other = await withdraw(30_000, { method: 'bank', bankCode: 'BPI', accountNo: '009876543210' });
    await ops(other.applied.orderNo, 'approve');
    expect((await payoutHook(fake.payoutWebhook(other.applied.orderNo, 'SUCCEEDED', { amount: 1 }))).json).toMatchObject({ data: { outcome: 'mismatch' } });
    expect((await order(other.applied.orderNo)).status).toBe('pending');
  });

  it('a lost answer leaves the payout processing; the next approval asks again under the same idempotency key', async () => {
    const { applied } = await withdraw(20_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567899' });
    fake.failNext = { status: 503, body: { error_code: 'SERVER_ERROR', message: 'unavailable' } };
    expect((await ops(applied.orderNo, 'approve')).status).toBe(500);
    expect(await order(applied.orderNo)).toMatchObject({ status: 'pending', payout_status: 'processing', provider_ref: null });
    expect((await ops(applied.orderNo, 'approve')).json).toMatchObject({ data: { payoutStatus: 'processing' } });
    expect(fake.payouts.get(applied.orderNo)?.id).toBe((await order(applied.orderNo)).provider_ref);
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'SUCCEEDED'))).json).toMatchObject({ data: { outcome: 'settled' } });
  });

  it('pays at or under withdraw.autoPayoutMaxMinor without an approval; above it waits', async () => {
    walletConfig.withdraw.autoPayoutMaxMinor = 20_000;
    try {
      const small = await withdraw(20_000, { method: 'bank', bankCode: 'UBP', accountNo: '001122334455' });
      expect(payoutCalls(small.applied.orderNo)).toBe(1);
      expect(await order(small.applied.orderNo)).toMatchObject({ status: 'pending', payout_status: 'processing', settled_by: 'auto' });
      const large = await withdraw(20_100, { method: 'bank', bankCode: 'UBP', accountNo: '001122334455' });
      expect(payoutCalls(large.applied.orderNo)).toBe(0);
      expect((await order(large.applied.orderNo)).payout_status).toBeNull();
    } finally {
      walletConfig.withdraw.autoPayoutMaxMinor = 0;
    }
  });

  it('a destination Xendit does not pay (crypto) stays with the operator (sandbox payout, settled by the approval)', async () => {
    const { applied } = await withdraw(30_000, { method: 'crypto', bankCode: 'TRC20', accountNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' });
    expect((await order(applied.orderNo)).payout_adapter).toBe('sandbox');
    expect((await ops(applied.orderNo, 'approve')).json).toMatchObject({ data: { status: 'success' } });
    expect(payoutCalls(applied.orderNo)).toBe(0);
  });

  it('a payout webhook moves nothing for an unknown order, an order never sent, another payout\'s id or a sandbox order', async () => {
    /** A delivery of a real payout's webhook with some of its fields changed (signed with the right token). */
    const rewritten = (body: string, data: Record<string, unknown>) => {
      const parsed = JSON.parse(body) as { data: Record<string, unknown> };
      return JSON.stringify({ ...parsed, data: { ...parsed.data, ...data } });
    };
    const sent = await withdraw(40_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567801' });
    await ops(sent.applied.orderNo, 'approve');
    const waiting = await withdraw(40_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567802' });
    const sandbox = await withdraw(40_000, { method: 'crypto', bankCode: 'TRC20', accountNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' });
    const body = fake.payoutWebhook(sent.applied.orderNo, 'SUCCEEDED');
    const before = await snapshot(server.database);
    const outcome = async (delivery: string) => ((await payoutHook(delivery)).json as { data: { outcome: string } }).data.outcome;
    expect(await outcome(rewritten(body, { reference_id: 'W20260115nobody' }))).toBe('unknown_order');
    // Same amount, but this order was never sent to Xendit (it waits for an approval).
    expect(await outcome(rewritten(body, { id: 'disb-waiting', reference_id: waiting.applied.orderNo }))).toBe('mismatch');
    expect(await outcome(rewritten(body, { id: 'disb-someone-else' }))).toBe('mismatch');
    // Xendit's webhook never settles an order the sandbox pays: refused, and recorded for finance.
    expect((await payoutHook(rewritten(body, { id: 'disb-sandbox', reference_id: sandbox.applied.orderNo }))).status).toBe(403);
    const receipt = await server.database.db.selectFrom('payment_webhooks').select(['channel', 'outcome', 'deliveries']).where('order_no', '=', sandbox.applied.orderNo).executeTakeFirstOrThrow();
    expect(receipt).toEqual({ channel: 'payout:xendit', outcome: 'wrong_adapter', deliveries: 1 });
    // Only the receipts changed: every order and balance is as it was.
    const after = await snapshot(server.database);
    expect({ ...after, payment_webhooks: [] }).toEqual({ ...before, payment_webhooks: [] });
    expect(await order(waiting.applied.orderNo)).toMatchObject({ status: 'pending', payout_status: null, provider_ref: null });
    expect(await order(sandbox.applied.orderNo)).toMatchObject({ status: 'pending', payout_adapter: 'sandbox' });
    // The real delivery still settles its own order.
    expect(await outcome(body)).toBe('settled');
    expect((await sent.client.call(contract.userInfo)).balance).toBe(460_000);
  });

  it('once a payout settled or was refused, an approval answers the paid order and is refused for the returned one', async () => {
    const paid = await withdraw(20_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567803' });
    await ops(paid.applied.orderNo, 'approve');
    expect((await payoutHook(fake.payoutWebhook(paid.applied.orderNo, 'SUCCEEDED'))).json).toMatchObject({ data: { outcome: 'settled' } });
    expect((await ops(paid.applied.orderNo, 'approve')).json).toMatchObject({ data: { status: 'success' } });
    expect(payoutCalls(paid.applied.orderNo)).toBe(1);

    const refused = await withdraw(20_000, { method: 'bank', bankCode: 'BPI', accountNo: '009876543211' });
    fake.failNext = { status: 400, body: { error_code: 'API_VALIDATION_ERROR', message: 'account_number is invalid' } };
    expect((await ops(refused.applied.orderNo, 'approve')).json).toMatchObject({ data: { status: 'failed' } });
    expect(await order(refused.applied.orderNo)).toMatchObject({ status: 'failed', settled_by: 'payout:xendit' });
    expect((await ops(refused.applied.orderNo, 'approve')).status).toBe(403);
    expect(payoutCalls(refused.applied.orderNo)).toBe(1);
    expect((await refused.client.call(contract.userInfo)).balance).toBe(500_000);
  });

  it('the webhook of a payout whose answer was lost settles it and keeps Xendit\'s payout id', async () => {
    const { client, applied } = await withdraw(20_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567898' });
    fake.failNext = { status: 503, body: { error_code: 'SERVER_ERROR', message: 'unavailable' } };
    expect((await ops(applied.orderNo, 'approve')).status).toBe(500);
    expect((await order(applied.orderNo)).provider_ref).toBeNull();
    // Xendit did take it (the fake keeps the payout the lost answer described).
    if (!fake.payouts.has(applied.orderNo)) {
      expect((await ops(applied.orderNo, 'approve')).json).toMatchObject({ data: { payoutStatus: 'processing' } });
      await server.database.db.updateTable('withdrawal_orders').set({ provider_ref: null }).where('order_no', '=', applied.orderNo).execute();
    }
    const id = fake.payouts.get(applied.orderNo)?.id;
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'SUCCEEDED'))).json).toMatchObject({ data: { outcome: 'settled' } });
    expect(await order(applied.orderNo)).toMatchObject({ status: 'success', provider_ref: id });
    expect((await client.call(contract.userInfo)).balance).toBe(480_000);
  });

  it('approvals at once pay once: every request carries the order number as its idempotency key, one payout exists', async () => {
    const { client, applied } = await withdraw(20_000, { method: 'bank', bankCode: 'BDO', accountNo: '001234567897' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => ops(applied.orderNo, 'approve')));
    expect(answers.map((a) => [a.status, (a.json as { data: { payoutStatus: string } }).data.payoutStatus])).toEqual(Array(4).fill([200, 'processing']));
    const sent = fake.requests.filter((r) => r.path === '/v2/payouts' && r.body?.reference_id === applied.orderNo);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.every((r) => r.headers['idempotency-key'] === applied.orderNo)).toBe(true);
    expect(await order(applied.orderNo)).toMatchObject({ status: 'pending', payout_status: 'processing', provider_ref: fake.payouts.get(applied.orderNo)?.id });
    expect((await payoutHook(fake.payoutWebhook(applied.orderNo, 'SUCCEEDED'))).json).toMatchObject({ data: { outcome: 'settled' } });
    expect((await client.call(contract.userInfo)).balance).toBe(480_000);
  });

  it('an automatic payout that cannot reach Xendit still answers the application; the order waits, processing, for the operator', async () => {
    walletConfig.withdraw.autoPayoutMaxMinor = 20_000;
    try {
      fake.failNext = { status: 503, body: { error_code: 'SERVER_ERROR', message: 'unavailable' } };
      const { client, applied } = await withdraw(20_000, { method: 'bank', bankCode: 'UBP', accountNo: '001122334466' });
      expect(applied).toMatchObject({ status: 'pending', amount: 20_000, availableBalance: 480_000 });
      expect(await order(applied.orderNo)).toMatchObject({ status: 'pending', payout_status: 'processing', provider_ref: null });
      expect((await client.call(contract.userInfo)).balance).toBe(480_000);
      expect((await ops(applied.orderNo, 'approve')).json).toMatchObject({ data: { payoutStatus: 'processing' } });
      expect((await order(applied.orderNo)).provider_ref).toMatch(/^disb-/);
      // Under the threshold too, a destination Xendit does not pay waits for the operator.
      const crypto = await withdraw(20_000, { method: 'crypto', bankCode: 'TRC20', accountNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' });
      expect(await order(crypto.applied.orderNo)).toMatchObject({ status: 'pending', payout_adapter: 'sandbox', settled_by: null });
    } finally {
      walletConfig.withdraw.autoPayoutMaxMinor = 0;
    }
  });
});

describe('Xendit channels in the seed are checked at start', () => {
  const seedWallet = loadSeedFile(SEED_FILE).wallet;
  const channel = { id: 'x_gcash', name: 'GCash', method: 'gcash' as const, kind: 'gcash' as const, min: 10_000, max: 5_000_000, icon: '', adapter: 'xendit' };
  it('a channel on xendit without XENDIT_* configured, or with a code Xendit does not serve, fails the start (ConfigError)', async () => {
    await expect(startTestServer('sqlite', { deps: { walletConfig: { ...seedWallet, payChannels: [...seedWallet.payChannels, channel] } } })).rejects.toThrow(/x_gcash names adapter xendit: set XENDIT_SECRET_KEY/);
    const env = { XENDIT_SECRET_KEY: SECRET_KEY, XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN, XENDIT_API_URL: 'http://127.0.0.1:1' };
    const typo = { ...channel, providerChannel: 'GCASHH' };
    await expect(startTestServer('sqlite', { env, deps: { walletConfig: { ...seedWallet, payChannels: [...seedWallet.payChannels, typo] } } })).rejects.toThrow(/Xendit serves no channel 'GCASHH'/);
    await expect(startTestServer('sqlite', { env: { ...env, PAYMENT_SANDBOX: '1' } })).rejects.toThrow(/PAYMENT_SANDBOX=1 cannot run beside Xendit/);
  });
});
