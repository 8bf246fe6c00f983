// Issue 26 item 7 (re-test): "anyone, without logging in, can pay another user's pending order on
// the sandbox checkout that `pnpm start` turns on". The checkout page pays only through the URL the
// owner's recharge answer carried: a short-lived token bound to the order and its owner (HMAC with a
// server secret), like a real provider's hosted checkout. Without it, with a forged one, with another
// order's or another player's, or once it expired, the page shows nothing and pays nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '@perya/api/contract';
import { SANDBOX_CHECKOUT_PATH, createSandboxPaymentAdapter } from '../../src/adapters/payment/sandbox';
import type { PaymentAdapter } from '../../src/adapters/payment/gateway';
import { ConfigError } from '../../src/config';
import { DB_KINDS, registerPlayer, snapshot, startTestServer, type TestServer } from '../harness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0915${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const pay = (url: string, outcome = 'paid') => fetch(url, { method: 'POST', headers: form, body: `outcome=${outcome}` });

describe.each(DB_KINDS)('sandbox checkout on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("nobody but the order's owner, through the payUrl the owner was given, can pay or see a pending order", async () => {
    const victim = await registerPlayer(server.baseUrl, newPhone());
    const attacker = await registerPlayer(server.baseUrl, newPhone());
    const order = await victim.client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' });
    const own = await attacker.client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' });
    const bare = `${server.baseUrl}${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(order.orderNo)}`;
    const ownToken = new URL(own.payUrl).search;
    const victimToken = new URL(order.payUrl).searchParams.get('t') ?? '';
    const before = await snapshot(server.database);

    const attempts = [
      bare, // no token: anyone who knows or guesses the order number
      `${bare}?t=`,
      `${bare}${ownToken}`, // the attacker's own valid token, for another order
      `${bare}?t=${encodeURIComponent(victimToken.replace(/.$/, (c) => (c === '0' ? '1' : '0')))}`, // tampered
      `${bare}?t=${encodeURIComponent(`9999999999999.${'0'.repeat(64)}`)}`, // forged, far expiry
      `${bare}?t=${'x'.repeat(5000)}`,
    ];
    for (const url of attempts) {
      const page = await fetch(url);
      const html = await page.text();
      expect(page.status, url).toBe(403);
      expect(html).not.toContain(order.qrCode);
      expect(html).toContain('This checkout link is not valid');
      const paid = await pay(url);
      expect(paid.status, url).toBe(403);
      expect(await paid.text()).not.toContain('credited');
    }
    expect(await snapshot(server.database)).toEqual(before);
    expect((await victim.client.call(contract.rechargeStatus, { orderNo: order.orderNo })).status).toBe('pending');
    expect((await victim.client.call(contract.userInfo)).balance).toBe(0);

    // The owner's own link still pays, once.
    expect(await (await fetch(order.payUrl)).text()).toContain(order.qrCode);
    const paid = await pay(order.payUrl);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('credited');
    expect((await victim.client.call(contract.userInfo)).balance).toBe(20_000);
    expect((await attacker.client.call(contract.userInfo)).balance).toBe(0);
  });

  it('a checkout link stops working when its order expires', async () => {
    const owner = await registerPlayer(server.baseUrl, newPhone());
    const order = await owner.client.call(contract.recharge, { amount: 15_000, channelId: 'qrph' });
    server.clock.advance(order.expiresAt - server.clock.now() + 1);
    const page = await pay(order.payUrl);
    expect(page.status).toBe(403);
    expect((await owner.client.call(contract.rechargeStatus, { orderNo: order.orderNo })).status).not.toBe('success');
    expect((await owner.client.call(contract.userInfo)).balance).toBe(0);
  });
});

// Issue 26 item 7b: "a sandbox adapter refuses to run beside a real adapter of the same kind". The
// environment's case (FACEBOOK_SANDBOX=1 beside FACEBOOK_APP_ID) is src/config.test.ts; a real payment
// adapter is given in code, so buildApp refuses the payment sandbox beside it.
describe('the payment sandbox beside a real payment adapter', () => {
  const real: PaymentAdapter = {
    name: 'realpay',
    createCheckout: () => Promise.reject(new Error('not called')),
    verifyWebhook: () => Promise.resolve(undefined),
  };
  it('is refused at start with a ConfigError naming both; with PAYMENT_SANDBOX=0, or beside another sandbox, it starts', async () => {
    await expect(startTestServer('sqlite', { deps: { paymentAdapters: [real] } })).rejects.toThrow(ConfigError);
    await expect(startTestServer('sqlite', { deps: { paymentAdapters: [real] } })).rejects.toThrow(/PAYMENT_SANDBOX=1 cannot run beside a real payment adapter \(realpay\)/);
    const without = await startTestServer('sqlite', { env: { PAYMENT_SANDBOX: '0' }, deps: { paymentAdapters: [real] } });
    expect((await fetch(`${without.baseUrl}${SANDBOX_CHECKOUT_PATH}/D1`)).status).toBe(404);
    await without.close();
    const partner = { ...createSandboxPaymentAdapter({ secret: 'x'.repeat(32), now: Date.now }), name: 'partner' };
    const both = await startTestServer('sqlite', { deps: { paymentAdapters: [partner] } });
    await both.close();
  });
});
