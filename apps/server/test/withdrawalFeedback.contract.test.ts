// A withdrawal's "Speed up" and "Rate this cash-out" over real HTTP (spec §5 cash-out boost and
// comment buttons; the rules are @perya/domain withdrawalFeedback.ts): a player speeds up only
// their own held withdrawal, once an hour, and the operator sees it; rates only their own paid-out
// withdrawal, once; bad input is refused with a message and changes nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMOUNT_TYPE, ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES, WITHDRAWAL_BOOST_COOLDOWN_MS } from '@perya/domain';
import { failure } from './client';
import { DB_KINDS, TEST_PASSWORD, fundedPlayer, rawCall, snapshot, startTestServer, type TestServer } from './harness';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const OPERATOR = 'feedback-test-operator-token';

let phoneSeq = 0;
const nextPhone = () => `0917${String(6_100_000 + (phoneSeq += 1)).padStart(7, '0')}`;

describe.each(DB_KINDS)('withdrawal speed-up and rating on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPERATOR_TOKEN: OPERATOR } });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function player() {
    const phone = nextPhone();
    const p = await fundedPlayer(server, phone, 100_000);
    const withdraw = (amount: number) =>
      p.client.call(contract.withdrawApply, { method: 'gcash', bankCode: 'GCASH', bankName: 'GCash', accountNo: phone, phone, accountName: 'Maria Clara', amount, pwd: TEST_PASSWORD });
    return { ...p, withdraw };
  }
  const opsGet = async <T>(path: string, token = OPERATOR) => (await rawCall(server.baseUrl, 'GET', path, undefined, { 'x-operator-token': token })).json as { code: string; data: T };
  const settle = (orderNo: string, decision: 'approve' | 'reject') => rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${orderNo}/${decision}`, '{}', { 'x-operator-token': OPERATOR });
  type Boost = { orderNo: string; userId: number; status: string; boostCount: number; lastBoostAt: number; requests: { ip: string | null; createdAt: number }[] };
  type Rating = { orderNo: string; userId: number; stars: number; comment: string };

  it('speeds up only the player\'s own held withdrawal, once an hour, and the operator sees it', async () => {
    const me = await player();
    const order = await me.withdraw(20_000);
    const t0 = server.clock.now();
    expect(await me.client.call(contract.withdrawBoost, { orderNo: order.orderNo })).toEqual({ orderNo: order.orderNo, boostedAt: t0, nextBoostAt: t0 + WITHDRAWAL_BOOST_COOLDOWN_MS });
    expect(await me.client.call(contract.withdrawStatus, { orderNo: order.orderNo })).toMatchObject({ status: 'pending', boostedAt: t0, rating: null });

    // Again within the hour: refused with the message, nothing recorded.
    server.clock.advance(WITHDRAWAL_BOOST_COOLDOWN_MS - 1);
    const before = await snapshot(server.database);
    const tooSoon = await failure(me.client.call(contract.withdrawBoost, { orderNo: order.orderNo }));
    expect([tooSoon.code, tooSoon.message]).toEqual([ERROR_CODES.RATE_LIMITED, MESSAGES.withdrawalBoostTooSoon]);
    expect(tooSoon.data).toEqual({ nextBoostAt: t0 + WITHDRAWAL_BOOST_COOLDOWN_MS });
    // Another player's order is unknown to them, and a made-up one to anyone.
    const stranger = await player();
    expect((await failure(stranger.client.call(contract.withdrawBoost, { orderNo: order.orderNo }))).code).toBe(ERROR_CODES.NOT_FOUND);
    expect((await failure(me.client.call(contract.withdrawBoost, { orderNo: 'W-none' }))).code).toBe(ERROR_CODES.NOT_FOUND);
    const after = await snapshot(server.database);
    expect(after.withdrawal_boosts).toEqual(before.withdrawal_boosts);
    expect(after.withdrawal_feedback).toEqual(before.withdrawal_feedback);

    // An hour on: a second request.
    server.clock.advance(1);
    const t1 = server.clock.now();
    expect((await me.client.call(contract.withdrawBoost, { orderNo: order.orderNo })).boostedAt).toBe(t1);

    // The operator's read needs the token, and lists the open request with its trail.
    expect((await opsGet('/ops/withdrawals/boosts', 'wrong-token-wrong-token')).code).toBe(ERROR_CODES.UNAUTHORIZED);
    const open = (await opsGet<{ list: Boost[] }>('/ops/withdrawals/boosts')).data.list.find((b) => b.orderNo === order.orderNo);
    expect(open).toMatchObject({ userId: me.userId, status: 'pending', boostCount: 2, lastBoostAt: t1 });
    expect(open?.requests.map((r) => r.createdAt)).toEqual([t0, t1]);
    expect(open?.requests[0]?.ip).toBeTruthy();

    // Paid out: no longer open, and no longer sped up.
    expect((await settle(order.orderNo, 'approve')).status).toBe(200);
    expect((await opsGet<{ list: Boost[] }>('/ops/withdrawals/boosts')).data.list.some((b) => b.orderNo === order.orderNo)).toBe(false);
    expect((await opsGet<{ list: Boost[] }>('/ops/withdrawals/boosts?all=1')).data.list.find((b) => b.orderNo === order.orderNo)?.status).toBe('success');
    server.clock.advance(WITHDRAWAL_BOOST_COOLDOWN_MS);
    const settled = await failure(me.client.call(contract.withdrawBoost, { orderNo: order.orderNo }));
    expect([settled.code, settled.message]).toEqual([ERROR_CODES.FORBIDDEN, MESSAGES.withdrawalBoostNotPending]);
  });

  it('rates only the player\'s own paid-out withdrawal, once; bad input is refused and changes nothing', async () => {
    const me = await player();
    const paid = await me.withdraw(20_000);
    const held = await me.withdraw(10_000);
    const returned = await me.withdraw(10_000);
    await settle(paid.orderNo, 'approve');
    await settle(returned.orderNo, 'reject');

    const before = await snapshot(server.database);
    // Not paid out (held, returned): refused with the message.
    for (const o of [held, returned]) {
      const e = await failure(me.client.call(contract.withdrawRate, { orderNo: o.orderNo, stars: 5 }));
      expect([e.code, e.message]).toEqual([ERROR_CODES.FORBIDDEN, MESSAGES.withdrawalRateNotPaid]);
    }
    // Another player's order.
    const stranger = await player();
    expect((await failure(stranger.client.call(contract.withdrawRate, { orderNo: paid.orderNo, stars: 1 }))).code).toBe(ERROR_CODES.NOT_FOUND);
    // Bad stars and comments, straight to the server (the client refuses them before sending).
    const raw = async (body: object) => {
      const res = await rawCall(server.baseUrl, 'POST', `/x2/withdraw/order/${paid.orderNo}/rate`, JSON.stringify(body), { token: me.token });
      return res.json as { code: string; message: string };
    };
    for (const stars of [0, 6, 4.5, '5', null]) expect(await raw({ stars })).toMatchObject({ code: ERROR_CODES.VALIDATION, message: MESSAGES.withdrawalRatingInvalid });
    expect(await raw({ stars: 4, comment: 'x'.repeat(161) })).toMatchObject({ code: ERROR_CODES.VALIDATION, message: MESSAGES.withdrawalCommentTooLong });
    expect(await raw({ stars: 4, comment: 'bell\u0007' })).toMatchObject({ code: ERROR_CODES.VALIDATION, message: MESSAGES.withdrawalCommentInvalid });
    const after = await snapshot(server.database);
    expect(after.withdrawal_feedback).toEqual(before.withdrawal_feedback);

    const at = server.clock.now();
    expect(await me.client.call(contract.withdrawRate, { orderNo: paid.orderNo, stars: 4, comment: '  Mabilis, salamat!  ' })).toEqual({ orderNo: paid.orderNo, stars: 4, comment: 'Mabilis, salamat!', createTime: at });
    expect((await me.client.call(contract.withdrawStatus, { orderNo: paid.orderNo })).rating).toEqual({ stars: 4, comment: 'Mabilis, salamat!', createTime: at });
    // Once: a second rating is refused and the first stands.
    const again = await failure(me.client.call(contract.withdrawRate, { orderNo: paid.orderNo, stars: 1, comment: 'changed my mind' }));
    expect([again.code, again.message]).toEqual([ERROR_CODES.FORBIDDEN, MESSAGES.withdrawalAlreadyRated]);
    // The operator reads it.
    const ratings = (await opsGet<{ list: Rating[] }>('/ops/withdrawals/ratings')).data.list;
    expect(ratings.find((r) => r.orderNo === paid.orderNo)).toMatchObject({ userId: me.userId, stars: 4, comment: 'Mabilis, salamat!' });
    // The withdrawal's record line carries the stars; the other orders' lines carry none.
    const records = (await me.client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: 1, amountType: AMOUNT_TYPE.WITHDRAWAL })).list;
    expect(records.filter((r) => r.withdrawalStars !== undefined).map((r) => [r.orderNo, r.withdrawalStars])).toEqual([[paid.orderNo, 4]]);
    // No comment is fine.
    const second = await me.withdraw(10_000);
    await settle(second.orderNo, 'approve');
    expect((await me.client.call(contract.withdrawRate, { orderNo: second.orderNo, stars: 5 })).comment).toBe('');
  });
});
