// Cash in rules at their edges (spec §3 the deposit form, §4 deposit states, §5 amounts and bonus,
// §8 messages): what a player sees when an amount sits on a channel's limit, a Pix form misses a
// field, or an unpaid order reaches its expiry. The real client against the real server, on SQLite
// and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract, type RechargeOrder } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { SANDBOX_SIGNATURE_HEADER, SANDBOX_WEBHOOK_PATH, signSandboxBody } from '../src/adapters/payment/sandbox';
import { loadSeedFile } from '../src/modules/app/seed';
import type { WalletConfig } from '../src/modules/wallet/config';
import { DB_KINDS, SEED_FILE, rawCall, registerPlayer, phOperatorWithBrazilianBrand, snapshot, startTestServer, type TestServer } from './harness';
import { failure } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const SECRET = 'deposit-rules-webhook-secret-0123456789';
const OPERATOR = 'deposit-rules-operator-token';
const BR_APP = 'brtest';

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0920${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.each(DB_KINDS)('deposit rules at their edges on %s', (kind) => {
  let server: TestServer;
  const seed = loadSeedFile(SEED_FILE);
  // A QR channel of its own limits, narrower than the operator's 100.00-50,000.00. Changed in
  // place by a test (and put back), as the operator's config reload does.
  const walletConfig: WalletConfig = {
    ...seed.wallet,
    recharge: { ...seed.wallet.recharge },
    payChannels: [...seed.wallet.payChannels, { id: 'qr_narrow', method: 'qrph', name: 'QR Ph (narrow)', kind: 'qr', min: 20_000, max: 100_000, icon: '/icons/pay/qrph.png', adapter: 'sandbox' }],
  };
  // The first-deposit bonus is off: these count the deposit's own bonus only.
  const bonusConfig = { ...seed.bonus, firstDeposit: { ...seed.bonus.firstDeposit, enabled: false } };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { PAYMENT_WEBHOOK_SECRET: SECRET, OPERATOR_TOKEN: OPERATOR },
      deps: { walletConfig, bonusConfig, protectionConfig: phOperatorWithBrazilianBrand(BR_APP) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function player(appCode?: string) {
    const { client, userId } = await registerPlayer(server.baseUrl, newPhone(), undefined, appCode === undefined ? {} : { appCode });
    return Object.assign(client, { userId });
  }

  async function pay(order: RechargeOrder, providerRef?: string) {
    const row = await server.database.db.selectFrom('deposit_orders').select('provider_ref').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    const ref = providerRef ?? row.provider_ref;
    const raw = JSON.stringify({ eventId: `evt-${order.orderNo}-${ref}`, orderNo: order.orderNo, providerRef: ref, status: 'paid', amount: order.amount });
    const res = await rawCall(server.baseUrl, 'POST', SANDBOX_WEBHOOK_PATH, raw, { [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SECRET, raw, Math.floor(server.clock.now() / 1000)) });
    return (res.json as { data: { outcome: string } }).data.outcome;
  }

  async function refusedUnchanged(call: () => Promise<unknown>, code: string, message: string | undefined) {
    const before = await snapshot(server.database);
    const error = await failure(call());
    expect([error.code, error.msg]).toEqual([code, message]);
    expect(await snapshot(server.database)).toEqual(before);
  }

  it('spec §5: a channel\'s own minimum and maximum narrow the operator\'s, each with its code and message', async () => {
    const client = await player();
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 19_999, channelId: 'qr_narrow' }), ERROR_CODES.AMOUNT_BELOW_MIN, MESSAGES.amountBelowMin);
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 100_001, channelId: 'qr_narrow' }), ERROR_CODES.AMOUNT_ABOVE_MAX, MESSAGES.amountAboveMax);
    expect((await client.call(contract.recharge, { amount: 20_000, channelId: 'qr_narrow' })).status).toBe('pending');
    expect((await client.call(contract.recharge, { amount: 100_000, channelId: 'qr_narrow' })).status).toBe('pending');
    // The operator's own bounds, on a channel as wide as them.
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 9_999, channelId: 'qrph' }), ERROR_CODES.AMOUNT_BELOW_MIN, MESSAGES.amountBelowMin);
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 5_000_001, channelId: 'qrph' }), ERROR_CODES.AMOUNT_ABOVE_MAX, MESSAGES.amountAboveMax);
    expect((await client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' })).status).toBe('pending');
  });

  it('spec §3/§8: the Pix form names the field that is missing: the name, the email, then the CPF', async () => {
    const client = await player(BR_APP);
    const form = { amount: 50_000, channelId: 'pix', name: 'Maria Clara', email: 'maria@example.com', taxId: '529.982.247-25' };
    const without = (field: 'name' | 'email' | 'taxId') => {
      const { [field]: _dropped, ...rest } = form;
      return rest;
    };
    await refusedUnchanged(() => client.call(contract.recharge, without('name')), ERROR_CODES.VALIDATION, MESSAGES.nameRequired);
    await refusedUnchanged(() => client.call(contract.recharge, without('email')), ERROR_CODES.VALIDATION, MESSAGES.emailRequired);
    await refusedUnchanged(() => client.call(contract.recharge, without('taxId')), ERROR_CODES.VALIDATION, MESSAGES.cpfRequired);
    const order = await client.call(contract.recharge, form);
    expect(order.status).toBe('pending');
    // The payer's name and email stay with the order for the finance team; the CPF only masked.
    const row = await server.database.db.selectFrom('deposit_orders').select(['payer_name', 'payer_email', 'payer_tax_id']).where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect(row).toEqual({ payer_name: 'Maria Clara', payer_email: 'maria@example.com', payer_tax_id: '***.982.247-**' });
  });

  it('spec §4: an unpaid order is pending up to its last millisecond and canceled at its expiry, read or swept', async () => {
    const client = await player();
    const read = await client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' });
    const swept = await client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' });
    const status = async (orderNo: string) => (await server.database.db.selectFrom('deposit_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).status;
    const saved = server.clock.current;
    try {
      server.clock.current = read.expiresAt - 1;
      expect((await client.call(contract.rechargeStatus, { orderNo: read.orderNo })).status).toBe('pending');
      await rawCall(server.baseUrl, 'POST', '/ops/deposits/expire', '{}', { 'x-operator-token': OPERATOR });
      expect(await status(swept.orderNo)).toBe('pending');
      server.clock.current = read.expiresAt;
      expect((await client.call(contract.rechargeStatus, { orderNo: read.orderNo })).status).toBe('canceled');
      const sweep = await rawCall(server.baseUrl, 'POST', '/ops/deposits/expire', '{}', { 'x-operator-token': OPERATOR });
      expect((sweep.json as { data: { canceled: number } }).data.canceled).toBeGreaterThanOrEqual(1);
      expect(await status(swept.orderNo)).toBe('canceled');
      expect(await pay(read)).toBe('ignored:canceled');
    } finally {
      server.clock.current = saved;
    }
    expect((await client.call(contract.userInfo)).balance).toBe(0);
  });

  it('spec §5: a deposit outside an offer earns the operator\'s default bonus rate; an offer that does not exist is refused', async () => {
    const client = await player();
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 100_000, channelId: 'qrph', activityId: 'no_such_offer' }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
    walletConfig.recharge.bonusRateBps = 500;
    let first: RechargeOrder;
    let second: RechargeOrder;
    try {
      first = await client.call(contract.recharge, { amount: 100_000, channelId: 'qrph' });
      second = await client.call(contract.recharge, { amount: 30_000, channelId: 'qrph' });
      expect([await pay(first), await pay(second)]).toEqual(['credited', 'credited']);
    } finally {
      walletConfig.recharge.bonusRateBps = seed.wallet.recharge.bonusRateBps;
    }
    expect(await client.call(contract.userInfo)).toMatchObject({ balance: 130_000, bonus: 6_500 });
    // Each is a deposit bonus of its own order, to be played through depositTurnoverMultiplier (5) times.
    const grants = await server.database.db.selectFrom('bonus_grants').select(['kind', 'title', 'amount', 'turnover_required', 'reference', 'idempotency_key']).where('user_id', '=', client.userId).orderBy('id').execute();
    expect(grants).toEqual([
      { kind: 'deposit', title: 'Deposit bonus', amount: 5_000, turnover_required: 25_000, reference: first.orderNo, idempotency_key: `deposit-bonus:${first.orderNo}` },
      { kind: 'deposit', title: 'Deposit bonus', amount: 1_500, turnover_required: 7_500, reference: second.orderNo, idempotency_key: `deposit-bonus:${second.orderNo}` },
    ]);
    // Both bonuses are announced together, once.
    expect(await client.call(contract.payListBonus)).toBe(6_500);
    expect(await client.call(contract.payListBonus)).toBe(0);
  });

  it('a paid webhook for the right amount but another payment of the provider credits nothing', async () => {
    const client = await player();
    const order = await client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' });
    expect(await pay(order, 'sandbox-someone-elses-payment')).toBe('amount_mismatch');
    expect((await client.call(contract.rechargeStatus, { orderNo: order.orderNo })).status).toBe('pending');
    expect((await client.call(contract.userInfo)).balance).toBe(0);
    expect(await pay(order)).toBe('credited');
    expect((await client.call(contract.userInfo)).balance).toBe(20_000);
  });

  it('a requestId answers its first order only for the same amount and channel', async () => {
    const client = await player();
    const requestId = 'req-deposit-edges-1';
    const first = await client.call(contract.recharge, { amount: 20_000, channelId: 'qrph', requestId });
    expect((await client.call(contract.recharge, { amount: 20_000, channelId: 'qrph', requestId })).orderNo).toBe(first.orderNo);
    await refusedUnchanged(() => client.call(contract.recharge, { amount: 20_000, channelId: 'qr_narrow', requestId }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
  });
});
