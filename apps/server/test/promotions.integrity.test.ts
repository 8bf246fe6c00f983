// Promotion integrity (spec §6, issue 23 item 3): the bonus rule per brand and market (trading-only
// by default, play-through where the brand has no trading), turnover weighted by risk, one account
// and one IP per player for every bonus, mission and reward, invite missions that count qualified
// invitees only, the welcome spin, and the operator's fraud freeze. Each rule has its abuse case.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { createLedger } from '../src/modules/ledger/ledger';
import { auditLedger } from '../src/modules/ledger/audit';
import { createBonusService } from '../src/modules/bonus/service';
import { loadSeedFile } from '../src/modules/app/seed';
import { OPERATOR_TOKEN_HEADER } from '../src/security/operator';
import { DB_KINDS, PRODUCTION_ENV, SEED_FILE, latestCode, rawCall, registerPlayer, startTestServer, type TestServer, testProtection } from './harness';
import { failure } from './client';
import { diceBets, newPhone, paidDeposit, playerFrom } from './promotions.helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const seed = loadSeedFile(SEED_FILE);
/** The seed's rules, with the child app as a brand without trading. */
const CHILD_APP = 'childph01';
const BONUS = { ...seed.bonus, withoutTrading: [CHILD_APP] };
const OPS = { [OPERATOR_TOKEN_HEADER]: PRODUCTION_ENV.OPERATOR_TOKEN, 'content-type': 'application/json' };

describe.each(DB_KINDS)('promotion integrity on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { TRUST_PROXY_HOPS: '1', OPERATOR_TOKEN: PRODUCTION_ENV.OPERATOR_TOKEN }, deps: { bonusConfig: BONUS } });
  });
  afterAll(async () => {
    if (server !== undefined) expect((await auditLedger(server.database.db)).problems).toEqual([]);
    await server?.close();
  });

  const ledger = () => createLedger(server.database.db, server.clock.now);
  const bonuses = () => createBonusService({ db: server.database.db, ledger: ledger(), config: BONUS, now: server.clock.now, guard: testProtection(server.database, server.clock.now) });
  /** A player of a brand (app code) with `amount` in the main wallet. */
  async function funded(amount: number, appCode?: string) {
    const phone = newPhone();
    const p = await registerPlayer(server.baseUrl, phone, undefined, appCode === undefined ? {} : { appCode });
    const userId = Number(p.session.userId);
    await ledger().post({
      idempotencyKey: `test-fund:${userId}`,
      cause: 'deposit',
      reference: `test-${userId}`,
      postings: [
        { account: { system: 'clearing' }, amount: -amount },
        { account: { userId, wallet: 'main' }, amount },
      ],
    });
    return { client: p.client, userId, phone };
  }
  const grant = (userId: number, amount: number, key: string) =>
    ledger().transaction((trx) => bonuses().grant(trx, { userId, kind: 'mission', title: 'Mission', amount, turnoverMultiplier: 1, idempotencyKey: `test-${key}:${userId}`, reference: key }));

  it('spec §6 trading-only by default: a bonus never converts from game bets, and user info names the rule', async () => {
    const { client, userId } = await funded(100_000);
    expect((await client.call(contract.userInfo)).bonusRule).toBe('tradingOnly');
    const { grantId } = await grant(userId, 1_000, 'trading-only');
    // Abuse: turnover met many times over in a game, the bonus stays in the bonus wallet.
    const net = await diceBets(client, 5_000);
    const list = await client.call(contract.bonusList, {});
    expect(list.list.map((g) => [g.id, g.status])).toEqual([[String(grantId), 'processing']]);
    expect(list.bonusBalance).toBe(1_000);
    expect((await client.call(contract.userInfo)).balance).toBe(100_000 + net);
  });

  it('spec §6 a brand without trading offers a play-through bonus; abuse: 98 % dice bets clear only their odds against', async () => {
    const { client, userId } = await funded(100_000, CHILD_APP);
    expect((await client.call(contract.userInfo)).bonusRule).toBe('playThrough');
    const { grantId } = await grant(userId, 1_000, 'risk');
    // ₱100 of 98 % bets (10 × ₱10, 1.01× each) count 2.04 % each: ₱0.20 each, ₱2.00 in all.
    await diceBets(client, 10_000, 1_000, 9_800);
    let [g] = (await client.call(contract.bonusList, {})).list;
    expect([g?.id, g?.status, g?.turnoverDone]).toEqual([String(grantId), 'processing', 200]);
    // Even bets count whole: the rest of the turnover, and the bonus converts once.
    await diceBets(client, 800);
    [g] = (await client.call(contract.bonusList, {})).list;
    expect([g?.status, g?.turnoverDone]).toEqual(['completed', 1_000]);
    expect((await client.call(contract.bonusList, {})).bonusBalance).toBe(0);
  });

  it('spec §6 one account and one IP per player: the second account of an IP gets no welcome spin, bonus or mission award', async () => {
    const first = await playerFrom(server, '203.0.113.7');
    const second = await playerFrom(server, '203.0.113.7');
    // spec §6 "guests may register to play the wheel free": the first account's welcome spin only.
    expect((await first.call(contract.spinMainPage)).tickets).toBe(1);
    expect((await second.call(contract.spinMainPage)).tickets).toBe(0);
    const spun = await first.call(contract.spinOpenPrize, {});
    expect(spun.fairness).toBeDefined();
    // The welcome ticket is spent; the wheel's own "Free spin" prize (a random draw) gives one back.
    expect((await first.call(contract.spinMainPage)).tickets).toBe(spun.prize.awardType === 'spinTicket' ? spun.prize.award : 0);

    // The first deposit bonus: the first account's, not the second's (the deposit itself stands).
    await paidDeposit(first, 20_000);
    await paidDeposit(second, 20_000);
    expect((await first.call(contract.userInfo)).bonus).toBeGreaterThan(0);
    expect(await second.call(contract.userInfo)).toMatchObject({ balance: 20_000, bonus: 0 });
    // Abuse: a mission the second account completed is refused with a clear message, nothing paid.
    const refused = await failure(second.call(contract.missionReceiveAward, { missionId: 'daily_deposit' }));
    expect([refused.code, refused.msg]).toEqual([ERROR_CODES.ONE_PER_PLAYER, MESSAGES.onePerPlayer]);
    expect((await second.call(contract.userInfo)).points).toBe(0);
    expect(await first.call(contract.missionReceiveAward, { missionId: 'daily_deposit' })).toMatchObject({ awardType: 'points' });
  });

  it('spec §6 an invite counts for a mission only when the invitee qualifies; abuse: three sign-ups from the inviter\'s IP pay nothing', async () => {
    const inviter = await playerFrom(server, '192.0.2.50');
    for (let i = 0; i < 3; i++) await playerFrom(server, '192.0.2.50', inviter.inviteCode);
    const none = await failure(inviter.call(contract.missionReceiveAward, { missionId: 'invite_3' }));
    expect(none.code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    // Three friends on their own networks who have not deposited yet: still nothing.
    const friends = [];
    for (const ip of ['192.0.2.61', '192.0.2.62', '192.0.2.63']) friends.push(await playerFrom(server, ip, inviter.inviteCode));
    expect((await failure(inviter.call(contract.missionReceiveAward, { missionId: 'invite_3' }))).code).toBe(ERROR_CODES.NOTHING_TO_CLAIM);
    // Once each has deposited, they are three players: the mission pays.
    for (const friend of friends) await paidDeposit(friend, 10_000);
    expect(await inviter.call(contract.missionReceiveAward, { missionId: 'invite_3' })).toMatchObject({ awardType: 'bonus' });
  });

  it('spec §6 the operator freezes an account for fraud: audited; abuse: the frozen account cannot bet, deposit, withdraw or claim', async () => {
    const { client, userId, phone } = await funded(50_000);
    // A withdrawal already waiting for the operator when the fraud is found.
    server.clock.advance(121_000);
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const crypto = { method: 'crypto' as const, bankCode: 'TRC20', bankName: 'x', accountName: 'Maria Clara', accountNo: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' };
    const order = await client.call(contract.withdrawApply, { ...crypto, amount: 10_000, verifyCode: await latestCode(server.baseUrl, phone) });
    const path = `/ops/accounts/${userId}`;
    const body = JSON.stringify({ reason: 'chargeback ring', actor: 'risk-desk' });
    // Shut to anyone without the operator's token.
    const shut = await rawCall(server.baseUrl, 'POST', `${path}/freeze`, body, { 'content-type': 'application/json' });
    expect((shut.json as { code: string }).code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect((await client.call(contract.userInfo)).underReview).toBe(false);

    const frozen = await rawCall(server.baseUrl, 'POST', `${path}/freeze`, body, OPS);
    expect(frozen.json).toMatchObject({ code: ERROR_CODES.SUCCESS, data: { userId, frozen: true } });
    expect(await client.call(contract.userInfo)).toMatchObject({ underReview: true, balance: 40_000 });
    // The held withdrawal is not paid out while frozen; rejecting it puts the money back on hold in the account.
    const approve = await rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${order.orderNo}/approve`, '{}', OPS);
    expect((approve.json as { code: string }).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    const reject = await rawCall(server.baseUrl, 'POST', `/ops/withdrawals/${order.orderNo}/reject`, '{}', OPS);
    expect(reject.json).toMatchObject({ data: { status: 'failed' } });
    const bet = await failure(client.call(contract.ogPlay, { requestId: `req-frozen-${userId}`, bet: { game: 'dice', stake: 1_000, chanceX100: 4_950, direction: 'under' } }));
    expect([bet.code, bet.msg]).toEqual([ERROR_CODES.ACCOUNT_FROZEN, MESSAGES.accountFrozen]);
    expect((await failure(client.call(contract.withdrawCheckLimit, { amount: 10_000 }))).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    expect((await failure(client.call(contract.recharge, { amount: 10_000, channelId: 'qrph' }))).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    await expect(grant(userId, 500, 'frozen')).rejects.toMatchObject({ code: 'ACCOUNT_FROZEN' });
    // Not even the wheel: its welcome spin waits for the review.
    expect((await failure(client.call(contract.spinOpenPrize, {}))).code).toBe(ERROR_CODES.ACCOUNT_FROZEN);
    expect((await client.call(contract.spinMainPage)).tickets).toBe(1);
    expect((await client.call(contract.userInfo)).balance).toBe(50_000);
    // The player can still read their records while frozen.
    expect((await client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: 0 })).list.length).toBeGreaterThan(0);

    const released = await rawCall(server.baseUrl, 'POST', `${path}/release`, JSON.stringify({ reason: 'cleared by review', actor: 'risk-desk' }), OPS);
    expect(released.json).toMatchObject({ data: { frozen: false } });
    await client.call(contract.ogPlay, { requestId: `req-released-${userId}`, bet: { game: 'dice', stake: 1_000, chanceX100: 4_950, direction: 'under' } });
    const history = await rawCall(server.baseUrl, 'GET', `${path}/freezes`, undefined, { [OPERATOR_TOKEN_HEADER]: PRODUCTION_ENV.OPERATOR_TOKEN });
    expect((history.json as { data: { history: { action: string; actor: string; reason: string }[] } }).data.history.map((h) => [h.action, h.actor, h.reason])).toEqual([
      ['release', 'risk-desk', 'cleared by review'],
      ['freeze', 'risk-desk', 'chargeback ring'],
    ]);
  });
});
