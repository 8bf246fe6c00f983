// Issue 26 item 2 (Brazil): the Mercado Pago Pix adapter through the real SDK (mercadopago) against
// the local fake of its API (test/fakeMercadoPago.ts): the payment it creates, a refusal, the
// notification's signature (good, bad, stale, tampered) and the payment read back after it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { MercadoPagoError } from 'mercadopago';
import { brasiliaTime, brlOfCentavos, centavosOfBrl, createMercadoPagoAdapter, MERCADOPAGO_API_URL, MERCADOPAGO_WEBHOOK_PATH, type MercadoPagoAdapter } from '../src/adapters/payment/mercadoPago';
import type { CheckoutRequest } from '../src/adapters/payment/gateway';
import { startFakeMercadoPago, type FakeMercadoPago, type FakeMercadoPagoNotification } from './fakeMercadoPago';
import { TestClock } from './harness';

const ACCESS_TOKEN = 'TEST-4412345678901234-011512-0f1e2d3c4b5a69788796a5b4c3d2e1f0-1987654321';
const WEBHOOK_SECRET = 'c0ffee5a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbcc';

describe('centavos and decimal BRL', () => {
  it('converts exactly both ways, with no float drift', () => {
    expect([0, 1, 10, 29, 100, 1005, 1050, 123_456, 999_999_999_99].map(brlOfCentavos)).toEqual([0, 0.01, 0.1, 0.29, 1, 10.05, 10.5, 1234.56, 999_999_999.99]);
    // 0.29 * 100 is 28.999999999999996 in floating point; the conversion goes through the decimal text.
    expect(centavosOfBrl(0.29)).toBe(29);
    expect(centavosOfBrl(1234.56)).toBe(123_456);
    const drifted: number[] = [];
    for (let minor = 0; minor <= 1_000_000; minor += 1) if (centavosOfBrl(brlOfCentavos(minor)) !== minor) drifted.push(minor);
    expect(drifted).toEqual([]);
    // Not whole centavos, negative or not a number: no amount (never rounded).
    expect([10.005, -1, Number.NaN, '10.00', 1e21].map(centavosOfBrl)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(() => brlOfCentavos(10.5)).toThrow();
  });

  it("writes an expiry as Mercado Pago's examples do (Brasília time, milliseconds, offset)", () => {
    expect(brasiliaTime(Date.UTC(2026, 0, 15, 4, 30, 0))).toBe('2026-01-15T01:30:00.000-03:00');
  });
});

describe('the Mercado Pago adapter against the fake API', () => {
  const clock = new TestClock();
  let fake: FakeMercadoPago;
  let adapter: MercadoPagoAdapter;
  const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    orderNo: `D${clock.now()}${Math.floor(Math.random() * 1e6)}`,
    userId: 7,
    amountMinor: 123_456,
    kind: 'pix',
    channelId: 'pix_mp',
    payer: { name: 'Maria Clara Souza', email: 'maria@example.com', taxId: '529.982.247-25' },
    expiresAt: clock.now() + 30 * 60_000,
    publicBaseUrl: 'https://api.perya.example',
    ...overrides,
  });
  const verify = (n: FakeMercadoPagoNotification, headers: Record<string, string> = n.headers, body = n.body) => {
    const url = new URL(n.url, 'https://api.perya.example');
    return adapter.verifyWebhook(body, headers, Object.fromEntries(url.searchParams));
  };

  beforeAll(async () => {
    fake = await startFakeMercadoPago({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, now: clock.now });
    adapter = createMercadoPagoAdapter({ accessToken: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, now: clock.now });
  });
  afterAll(async () => {
    await fake?.close();
  });
  afterEach(() => {
    // The SDK's process-wide base URL is put back after every call.
    expect(AppConfig.BASE_URL).toBe(MERCADOPAGO_API_URL);
  });

  it('creates a Pix payment: decimal BRL, the payer with CPF, the order as external_reference, an idempotency key per order', async () => {
    const order = request();
    const checkout = await adapter.createCheckout(order);
    const payment = fake.payments.at(-1);
    expect(payment?.request).toMatchObject({
      payment_method_id: 'pix',
      transaction_amount: 1234.56,
      external_reference: order.orderNo,
      notification_url: `https://api.perya.example${MERCADOPAGO_WEBHOOK_PATH}`,
      date_of_expiration: brasiliaTime(order.expiresAt),
      payer: { email: 'maria@example.com', first_name: 'Maria', last_name: 'Clara Souza', identification: { type: 'CPF', number: '52998224725' } },
    });
    expect(fake.requests.at(-1)).toEqual({ method: 'POST', path: '/v1/payments', idempotencyKey: `perya-deposit-${order.orderNo}`, authorization: `Bearer ${ACCESS_TOKEN}` });
    expect(checkout.providerRef).toBe(String(payment?.id));
    expect(checkout.qrCode).toBe(payment?.qrCode);
    expect(checkout.qrCode).toMatch(/^000201.*br\.gov\.bcb\.pix.*5303986.*6304[0-9A-F]{4}$/);
    expect(checkout.payUrl).toMatch(new RegExp(`^https://www\\.mercadopago\\.com\\.br/payments/${payment?.id}/ticket`));
    // The same order again (a retry) is the same payment: the key is the order's.
    expect((await adapter.createCheckout(order)).providerRef).toBe(checkout.providerRef);
    expect(fake.payments.filter((p) => p.request.external_reference === order.orderNo)).toHaveLength(1);
    // A CNPJ payer, a one-word name.
    await adapter.createCheckout(request({ payer: { name: 'Perya', email: 'caixa@empresa.com.br', taxId: '11.222.333/0001-81' } }));
    expect(fake.payments.at(-1)?.request.payer).toEqual({ email: 'caixa@empresa.com.br', first_name: 'Perya', identification: { type: 'CNPJ', number: '11222333000181' } });
  });

  it("a refusal rejects with Mercado Pago's message and causes; nothing but Pix is offered", async () => {
    const refused = await adapter.createCheckout(request({ payer: { name: 'Maria', email: 'not-an-email', taxId: '52998224725' } })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MercadoPagoError);
    expect(refused).toMatchObject({ status: 400, message: 'payer.email must be a valid email', causes: [{ code: 4050, description: 'payer.email must be a valid email', data: null }] });
    const wrongToken = createMercadoPagoAdapter({ accessToken: 'APP_USR-0000000000000000-000000-wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url, now: clock.now });
    await expect(wrongToken.createCheckout(request())).rejects.toMatchObject({ status: 401, message: 'invalid access token' });
    const count = fake.requests.length;
    await expect(adapter.createCheckout(request({ kind: 'qr' }))).rejects.toThrow(/Pix/);
    expect(fake.requests).toHaveLength(count);
  });

  it('a notification with a good signature is read back from the API: its status, amount and order come from GET /v1/payments/{id}', async () => {
    const order = request({ amountMinor: 5_050 });
    const { providerRef } = await adapter.createCheckout(order);
    const payment = fake.payments.at(-1);
    if (payment === undefined) throw new Error('no payment');
    expect(await verify(fake.notification(payment.id))).toEqual({ eventId: `${providerRef}:pending`, orderNo: order.orderNo, providerRef, status: 'pending', amountMinor: 5_050 });
    payment.status = 'approved';
    const before = fake.requests.length;
    expect(await verify(fake.notification(payment.id))).toEqual({ eventId: `${providerRef}:approved`, orderNo: order.orderNo, providerRef, status: 'paid', amountMinor: 5_050 });
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/payments/${payment.id}`]);
    // The body says nothing about the status or amount: what the API answers is what counts.
    payment.amount = 50.51;
    expect((await verify(fake.notification(payment.id)))?.amountMinor).toBe(5_051);
    const statuses: [string, string][] = [['rejected', 'failed'], ['cancelled', 'failed'], ['in_process', 'pending'], ['refunded', 'refunded'], ['charged_back', 'charged_back']];
    for (const [status, mapped] of statuses) {
      payment.status = status;
      expect((await verify(fake.notification(payment.id)))?.status).toBe(mapped);
    }
  });

  it('a bad, stale or tampered signature is refused before any call to the API', async () => {
    await adapter.createCheckout(request());
    const payment = fake.payments.at(-1);
    const other = fake.payments.at(0);
    if (payment === undefined || other === undefined || other === payment) throw new Error('payments missing');
    const before = fake.requests.length;
    const good = fake.notification(payment.id);
    // Another secret.
    expect(await verify(fake.notification(payment.id, { secret: 'f'.repeat(64) }))).toBeUndefined();
    // Signed more than 5 minutes ago (a replay), or ahead.
    expect(await verify(fake.notification(payment.id, { ts: Math.floor(clock.now() / 1000) - 301 }))).toBeUndefined();
    expect(await verify(fake.notification(payment.id, { ts: Math.floor(clock.now() / 1000) + 301 }))).toBeUndefined();
    // Another payment's id under this signature (query and body changed alike), or only the body's.
    const swapped = { ...good, url: good.url.replace(`data.id=${payment.id}`, `data.id=${other.id}`), body: good.body.replace(`"id":"${payment.id}"`, `"id":"${other.id}"`) };
    expect(await verify(swapped)).toBeUndefined();
    expect(await verify(good, good.headers, good.body.replace(`"id":"${payment.id}"`, `"id":"${other.id}"`))).toBeUndefined();
    // Another request id, no request id, no signature, a body that is not a notification.
    expect(await verify(good, { ...good.headers, 'x-request-id': 'another-request' })).toBeUndefined();
    const { 'x-request-id': _requestId, ...noRequestId } = good.headers;
    expect(await verify(good, noRequestId)).toBeUndefined();
    const { 'x-signature': _signature, ...unsigned } = good.headers;
    expect(await verify(good, unsigned)).toBeUndefined();
    expect(await verify(good, good.headers, 'not json')).toBeUndefined();
    expect(fake.requests.length).toBe(before);
    // The good one still passes.
    expect((await verify(good))?.providerRef).toBe(String(payment.id));
  });

  it('an authentic notification whose payment cannot be read rejects (Mercado Pago delivers it again)', async () => {
    await adapter.createCheckout(request());
    const payment = fake.payments.at(-1);
    if (payment === undefined) throw new Error('no payment');
    fake.failNext = { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000, description: 'Payment not found', data: null }] } };
    await expect(verify(fake.notification(payment.id))).rejects.toMatchObject({ status: 404 });
  });

  it("the account check (pnpm doctor) reads the token's account", async () => {
    expect(await adapter.account()).toEqual({ id: 1_987_654_321, nickname: 'PERYALTDA', siteId: 'MLB' });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: '/users/me' });
  });
});
