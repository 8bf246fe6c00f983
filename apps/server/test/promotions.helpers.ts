// Helpers of the promotions suites (issue 12): players signed up from a chosen IP, real cash-ins
// through the sandbox checkout, and dice bets that stake a chosen turnover.
import { contract } from '@perya/api/contract';
// eslint-disable-next-line perya/boundaries -- contract tests drive the real client against the real server; the product server never imports it
import { createClient } from '@perya/api/client';
import { afterAll, beforeAll } from 'vitest';
import type { DbKind } from '../src/db/database';
import { createBonusService } from '../src/modules/bonus/service';
import type { BonusConfig } from '../src/modules/bonus/config';
import { createLedger } from '../src/modules/ledger/ledger';
import { latestCode, startTestServer, testProtection, TEST_PASSWORD, type TestServer, ADULT_BIRTHDAY } from './harness';
import { memoryStorage, type testClient } from './client';

let seq = 0;
/** A fresh phone number for this run. */
export function newPhone(prefix = '0919'): string {
  seq += 1;
  return `${prefix}${String(Date.now() % 1000).padStart(3, '0')}${String(seq).padStart(4, '0')}`;
}

let requestSeq = 0;
const newRequestId = () => `req_${Date.now().toString(36)}_${requestSeq++}`;

/**
 * A player registered through the real client whose every call comes from `ip` (sent as
 * X-Forwarded-For; the server must trust one proxy hop: TRUST_PROXY_HOPS=1).
 */
export async function playerFrom(server: TestServer, ip: string, inviteCode?: string) {
  const phone = newPhone();
  const storage = memoryStorage();
  const client = createClient({
    baseUrl: server.baseUrl,
    storage,
    timeoutMs: 10_000,
    fetch: (url, init) => {
      const headers = new Headers(init.headers);
      headers.set('x-forwarded-for', ip);
      return fetch(url, { ...init, headers });
    },
  });
  await client.call(contract.smsSendRegister, { phone });
  const code = await latestCode(server.baseUrl, phone);
  const session = await client.call(contract.registerByAccount, { account: phone, pwd: TEST_PASSWORD, code, birthday: ADULT_BIRTHDAY, ...(inviteCode === undefined ? {} : { inviteCode }) });
  client.setSession(session);
  const info = await client.call(contract.userInfo);
  return Object.assign(client, { userId: Number(session.userId), phone, inviteCode: info.inviteCode });
}

type Client = ReturnType<typeof testClient> | Awaited<ReturnType<typeof playerFrom>>;

/** A cash-in paid on the sandbox checkout page (the provider's signed webhook credits it). */
export async function paidDeposit(client: Client, amount: number, activityId?: string): Promise<string> {
  const order = await client.call(contract.recharge, { amount, channelId: 'qrph', ...(activityId === undefined ? {} : { activityId }) });
  const paid = await fetch(order.payUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
  if (!(await paid.text()).includes('credited')) throw new Error(`deposit ${order.orderNo} was not credited`);
  return order.orderNo;
}

/**
 * Dice bets of `stake` each (the last one smaller) until exactly `total` is staked, at `chanceX100`
 * (default 49.5 %: a win pays 2×, so the bet counts whole towards a bonus turnover, spec §6 risk
 * weight; the player's net on them stays within ±total). Answers the player's net winnings on them.
 */
export async function diceBets(client: Client, total: number, stake = 1_000, chanceX100 = 4_950): Promise<number> {
  let net = 0;
  for (let staked = 0; staked < total; staked += stake) {
    const amount = Math.min(stake, total - staked);
    const { round } = await client.call(contract.ogPlay, { requestId: newRequestId(), bet: { game: 'dice', stake: amount, chanceX100, direction: 'under' } });
    net += round.payout - round.totalStake;
  }
  return net;
}

/**
 * The bonus suites' setup: a describe block's own test server with this bonus config (opened before
 * its tests, closed after them), a ledger on its database and a bonus service (its config unless
 * told). Read `server` inside the tests.
 */
export function bonusTestServer(kind: DbKind, config: BonusConfig) {
  let opened: TestServer | undefined;
  beforeAll(async () => {
    opened = await startTestServer(kind, { deps: { bonusConfig: config } });
  });
  afterAll(async () => {
    await opened?.close();
  });
  const server = () => {
    if (opened === undefined) throw new Error('the test server starts in beforeAll: read it inside a test');
    return opened;
  };
  const ledger = () => createLedger(server().database.db, server().clock.now);
  return {
    get server() {
      return server();
    },
    ledger,
    bonuses: (bonusConfig: BonusConfig = config) =>
      createBonusService({ db: server().database.db, ledger: ledger(), config: bonusConfig, now: server().clock.now, guard: testProtection(server().database, server().clock.now) }),
  };
}
