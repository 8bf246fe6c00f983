// Cash out rules at their edges (spec §3 withdrawal info, §4 withdrawal, §5 fee, §8 messages): what a
// player or an operator sees when an amount, an account number or a retried request sits right at a
// rule's line. The real client against the real server, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { loadSeedFile } from '../src/modules/app/seed';
import { DB_KINDS, SEED_FILE, TEST_PASSWORD, fundedPlayer, latestCode, rawCall, phOperatorWithBrazilianBrand, snapshot, startTestServer, type TestServer } from './harness';
import { failure } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const OPERATOR = 'withdrawal-rules-operator-token';
/** A brand whose players are in Brazil (agency code and account type); everyone else is in PH. */
const BR_APP = 'brtest';

let phoneSeq = 0;
function newPhone(): string {
  phoneSeq += 1;
  return `0919${String(Date.now() % 1000).padStart(3, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

describe.each(DB_KINDS)('withdrawal rules at their edges on %s', (kind) => {
  let server: TestServer;
  const seedWallet = loadSeedFile(SEED_FILE).wallet;
  // Changed in place by a test (and put back), as the operator's config reload does. BEP20 is a
  // chain the operator adds with no address format of its own (the general one applies).
  const walletConfig = {
    ...seedWallet,
    withdraw: { ...seedWallet.withdraw },
    withdrawChannels: [...seedWallet.withdrawChannels, { method: 'crypto' as const, code: 'BEP20', name: 'USDT (BEP20)', icon: '/icons/crypto/bep20.png' }],
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { OPERATOR_TOKEN: OPERATOR },
      deps: { walletConfig, protectionConfig: phOperatorWithBrazilianBrand(BR_APP) },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A player with `deposit` in the main wallet and a verified phone (registration). */
  async function player(deposit = 100_000, appCode?: string) {
    const phone = newPhone();
    const { client, userId } = await fundedPlayer(server, phone, deposit, appCode === undefined ? {} : { appCode });
    return { client, userId, phone };
  }

  async function ops(path: string, body: object = {}) {
    return rawCall(server.baseUrl, 'POST', path, JSON.stringify(body), { 'x-operator-token': OPERATOR });
  }

  /** Changes the player's users row behind the server's back, then evicts it as the server's own writes do. */
  async function changeUser(userId: number, set: { frozen_at?: number | null; password_hash?: string | null }, evict = true) {
    await server.database.db.updateTable('users').set(set).where('id', '=', userId).execute();
    if (evict) await server.app.core.sessionCache.evictUser(userId);
  }

  /** A withdraw code sent to the player's phone (past the resend wait). */
  async function withdrawCode(p: Awaited<ReturnType<typeof player>>) {
    server.clock.advance(121_000);
    await p.client.call(contract.smsSend, { phone: p.phone, purpose: 'withdraw' });
    return latestCode(server.baseUrl, p.phone);
  }

  const gcashTo = (number: string) => ({ method: 'gcash' as const, bankCode: 'GCASH', bankName: 'GCash', accountNo: number, phone: number, accountName: 'Maria Clara' });
  const bdo = (accountNo: string) => ({ method: 'bank' as const, bankCode: 'BDO', bankName: 'BDO', accountNo, accountName: 'Maria Clara' });

  /** Runs a call that must be refused with `code` and `message`, and proves nothing changed. */
  async function refusedUnchanged(call: () => Promise<unknown>, code: string, message: string | undefined) {
    const before = await snapshot(server.database);
    const error = await failure(call());
    expect([error.code, error.msg]).toEqual([code, message]);
    expect(await snapshot(server.database)).toEqual(before);
  }

  it('spec §3: a bank account number is 6 to 20 digits, spaces and dashes aside; it is kept without them', async () => {
    const p = await player();
    for (const accountNo of ['12345', '1234-5', '123456789012345678901', '12345a7890']) {
      await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...bdo(accountNo), amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
    }
    const six = await p.client.call(contract.withdrawApply, { ...bdo('123-456'), amount: 10_000, verifyCode: await withdrawCode(p) });
    expect(six.status).toBe('pending');
    expect(await p.client.call(contract.withdrawLatestAccount)).toMatchObject({ method: 'bank', bankCode: 'BDO', accountNo: '123456' });
    await p.client.call(contract.withdrawApply, { ...bdo(' 1234 5678 9012 3456 7890 '), amount: 10_000, verifyCode: await withdrawCode(p) });
    expect(await p.client.call(contract.withdrawLatestAccount)).toEqual({ method: 'bank', bankCode: 'BDO', bankName: 'BDO Unibank', accountNo: '12345678901234567890', accountName: 'Maria Clara' });
    const listed = (await rawCall(server.baseUrl, 'GET', '/ops/withdrawals', undefined, { 'x-operator-token': OPERATOR })).json as { data: { list: { userId: number; accountNo: string }[] } };
    // The operator's queue is oldest first; the player's own list of held withdrawals newest first.
    expect(listed.data.list.filter((w) => w.userId === p.userId).map((w) => w.accountNo)).toEqual(['123456', '12345678901234567890']);
    expect((await p.client.call(contract.withdrawPending)).list.map((w) => w.accountTail)).toEqual(['7890', '3456']);
    // A bank the market does not have, or a malformed address: the spec's "check the information".
    await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...bdo('001234567890'), bankCode: 'NOPE', amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
    const trc20 = { method: 'crypto' as const, bankCode: 'TRC20', bankName: 'x', accountName: 'Maria Clara', accountNo: '0x52908400098527886E0F7030069857D2E4169EE7' };
    await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...trc20, amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
  });

  it('spec §8: GCash needs the phone number the account belongs to; the last GCash destination keeps it', async () => {
    const p = await player();
    const { phone: _phone, ...withoutPhone } = gcashTo(p.phone);
    await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...withoutPhone, amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.VALIDATION, MESSAGES.phoneRequired);
    await p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD });
    expect(await p.client.call(contract.withdrawLatestAccount)).toEqual({ method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: p.phone, accountName: 'Maria Clara', phone: p.phone });
  });

  it('a requestId answers its first order only for the same amount, method and destination code', async () => {
    const p = await player();
    const requestId = 'req-withdraw-edges-1';
    const first = await p.client.call(contract.withdrawApply, { ...bdo('001234567890'), amount: 10_000, verifyCode: await withdrawCode(p), requestId });
    expect((await p.client.call(contract.withdrawApply, { ...bdo('001234567890'), amount: 10_000, pwd: TEST_PASSWORD, requestId })).orderNo).toBe(first.orderNo);
    // Another bank, or the same code under another method: a different request.
    for (const other of [{ ...bdo('001234567890'), bankCode: 'BPI' }, { ...gcashTo(p.phone), bankCode: 'BDO' }]) {
      await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...other, amount: 10_000, pwd: TEST_PASSWORD, requestId }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
    }
    expect((await p.client.call(contract.userInfo)).balance).toBe(90_000);
  });

  it('spec §5: a fee that leaves nothing to pay out is refused as below the minimum; one unit left is paid', async () => {
    const p = await player();
    const saved = walletConfig.withdraw.feeFixed;
    // 2 % of 100.00 is 2.00; with a fixed 98.00 the fee takes all of it.
    walletConfig.withdraw.feeFixed = 9_800;
    try {
      await refusedUnchanged(() => p.client.call(contract.withdrawCheckLimit, { amount: 10_000 }), ERROR_CODES.AMOUNT_BELOW_MIN, MESSAGES.amountBelowMin);
      await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.AMOUNT_BELOW_MIN, MESSAGES.amountBelowMin);
      // 100.50: a fee of ceil(2.01) + 98.00 = 100.01 leaves 0.49.
      expect(await p.client.call(contract.withdrawCheckLimit, { amount: 10_050 })).toEqual({ amount: 10_050, fee: 10_001, actualAmount: 49, availableBalance: 100_000, remainingCount: 3 });
    } finally {
      walletConfig.withdraw.feeFixed = saved;
    }
  });

  it('spec §3: a chain with no address format of its own takes 20 to 128 letters and digits, nothing else', async () => {
    const p = await player();
    const bep20 = (accountNo: string) => ({ method: 'crypto' as const, bankCode: 'BEP20', bankName: 'x', accountName: 'Maria Clara', accountNo, amount: 10_000 });
    const twenty = 'A1b2C3d4E5f6G7h8J9k0';
    for (const accountNo of [twenty.slice(1), `--${twenty}`, `${twenty}--`, `${twenty.slice(0, 10)}_${twenty.slice(10)}`]) {
      await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...bep20(accountNo), pwd: TEST_PASSWORD }), ERROR_CODES.VALIDATION, MESSAGES.checkInformation);
    }
    expect((await p.client.call(contract.withdrawApply, { ...bep20(twenty), verifyCode: await withdrawCode(p) })).status).toBe('pending');
    expect(await p.client.call(contract.withdrawLatestAccount)).toEqual({ method: 'crypto', bankCode: 'BEP20', bankName: 'USDT (BEP20)', accountNo: twenty, accountName: 'Maria Clara' });
  });

  it('spec §3: a Brazilian bank keeps its agency code and account type with the order and as the last destination', async () => {
    const p = await player(100_000, BR_APP);
    const itau = { method: 'bank' as const, bankCode: '341', bankName: 'x', accountNo: '12345-6', accountName: 'Maria Clara', agencyCode: ' 0001 ', accountType: 'checking' as const, amount: 10_000 };
    expect((await p.client.call(contract.withdrawApply, { ...itau, verifyCode: await withdrawCode(p) })).status).toBe('pending');
    const latest = await p.client.call(contract.withdrawLatestAccount);
    expect(latest).toMatchObject({ method: 'bank', bankCode: '341', accountNo: '123456', agencyCode: '0001', accountType: 'checking' });
    expect(latest).not.toHaveProperty('phone');
    const row = await server.database.db.selectFrom('withdrawal_orders').select(['agency_code', 'account_type', 'phone']).where('user_id', '=', p.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ agency_code: '0001', account_type: 'checking', phone: null });
  });

  it('a player who never withdrew has no last destination; a GCash order keeps the phone, a bank order none', async () => {
    const p = await player();
    expect(await p.client.call(contract.withdrawLatestAccount)).toBeNull();
    await p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD });
    const rows = await server.database.db.selectFrom('withdrawal_orders').select(['phone', 'agency_code', 'account_type']).where('user_id', '=', p.userId).execute();
    expect(rows).toEqual([{ phone: p.phone, agency_code: null, account_type: null }]);
  });

  it('spec §6: a frozen account cannot check or apply, even when the freeze lands after its session was read', async () => {
    const p = await player();
    await changeUser(p.userId, { frozen_at: server.clock.now() });
    await refusedUnchanged(() => p.client.call(contract.withdrawCheckLimit, { amount: 10_000 }), ERROR_CODES.ACCOUNT_FROZEN, MESSAGES.accountFrozen);
    const q = await player();
    await q.client.call(contract.withdrawCheckLimit, { amount: 10_000 });
    // Frozen behind the session cache's back: the application reads the account again with the order.
    await changeUser(q.userId, { frozen_at: server.clock.now() }, false);
    await refusedUnchanged(() => q.client.call(contract.withdrawApply, { ...gcashTo(q.phone), amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.ACCOUNT_FROZEN, MESSAGES.accountFrozen);
  });

  it('a password sent by an account that has none (social sign-in) is a wrong password, not an error', async () => {
    const p = await player();
    await changeUser(p.userId, { password_hash: null });
    await refusedUnchanged(() => p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD }), ERROR_CODES.CREDENTIALS_INCORRECT, MESSAGES.passwordIncorrect);
  });

  it('an order is numbered W + its GMT+8 day; the records say "Cash out" and, once rejected, "Cash out returned"', async () => {
    const p = await player();
    const order = await p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD });
    expect(order.orderNo).toMatch(/^W20260115[0-9A-F]{12}$/);
    expect(((await ops(`/ops/withdrawals/${order.orderNo}/reject`, { reason: 'wrong name' })).json as { data: { status: string } }).data.status).toBe('failed');
    const records = await p.client.call(contract.financeList, { pageNum: 1, pageSize: 10, type: 1 });
    expect(records.list.filter((r) => r.orderNo === order.orderNo).map((r) => [r.amount, r.remark])).toEqual([
      [10_000, 'Cash out returned'],
      [-10_000, 'Cash out'],
    ]);
    // An order number nobody has: not found, whichever the decision.
    for (const decision of ['approve', 'reject']) {
      expect(((await ops(`/ops/withdrawals/W20260115000000000000/${decision}`)).json as { code: string }).code).toBe(ERROR_CODES.NOT_FOUND);
    }
  });

  it('the same requestId sent twice at once creates one order and answers it to both', async () => {
    const p = await player();
    const apply = () => p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 20_000, pwd: TEST_PASSWORD, requestId: 'req-withdraw-race-1' });
    const [a, b] = await Promise.all([apply(), apply()]);
    expect(a.orderNo).toBe(b.orderNo);
    expect(await server.database.db.selectFrom('withdrawal_orders').select('order_no').where('user_id', '=', p.userId).execute()).toEqual([{ order_no: a.orderNo }]);
    expect((await p.client.call(contract.userInfo)).balance).toBe(80_000);
    // One of today's three is used.
    expect((await p.client.call(contract.withdrawCheckLimit, { amount: 10_000 })).remainingCount).toBe(2);
  });

  it('an order whose payout provider is not configured on this server is never approved here (it would be marked paid unpaid)', async () => {
    const p = await player();
    const order = await p.client.call(contract.withdrawApply, { ...gcashTo(p.phone), amount: 10_000, pwd: TEST_PASSWORD });
    // Created by a server that had Xendit configured.
    await server.database.db.updateTable('withdrawal_orders').set({ payout_adapter: 'xendit' }).where('order_no', '=', order.orderNo).execute();
    expect(((await ops(`/ops/withdrawals/${order.orderNo}/approve`)).json as { code: string }).code).toBe(ERROR_CODES.FORBIDDEN);
    expect(await p.client.call(contract.withdrawStatus, { orderNo: order.orderNo })).toMatchObject({ status: 'pending' });
    expect((await p.client.call(contract.userInfo)).balance).toBe(90_000);
  });
});
