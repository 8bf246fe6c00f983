// Issue 13: Idempotency-Key on every money-moving call. A table of every endpoint the contract
// marks `movesMoney` (the table must cover exactly those): the same key and body answer the same
// envelope and move nothing again; the same key with another body is refused (422) and moves
// nothing. Then the rules around it: waiting for an in-flight twin, refusals not kept, keys per
// caller, 24 h expiry and purge, the key claimed in the money's own transaction, CORS.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, ERROR_CODES, contract, splitPayload, type AnyEndpoint, type EndpointName } from '@perya/api/contract';
import { MESSAGES, gmt8DayKey } from '@perya/domain';
import { jumpTimeToReach } from '@perya/games/engines';
import type { GuaranteedConfig } from '../src/modules/activity/config';
import { claimIdempotencyKey, newClaim, outsideClaim, runWithClaim } from '../src/modules/idempotency/claim';
import { createLedger } from '../src/modules/ledger/ledger';
import { DB_KINDS, fundedPlayer, latestCode, openTestDatabase, insertUser, rawCall, registerPlayer, startTestServer, type TestServer } from './harness';
import { TEST_ENGAGEMENT, bet as ledgerBet, deposit as ledgerDeposit, givePoints } from './fixtures/engagement';
import { diceBets } from './promotions.helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let phoneSeq = 0;
const newPhone = () => `0917${String(3_000_000 + (Date.now() % 100_000) * 10 + phoneSeq++).padStart(7, '0').slice(-7)}`;
let seq = 0;
const rid = () => `idem_${Date.now().toString(36)}_${seq++}`;
const newKey = () => crypto.randomUUID();

const guaranteedConfig: GuaranteedConfig = {
  activities: [
    {
      id: 'dice_daily',
      title: 'Dice guarantee',
      summary: 'Bet ₱30.00 on Dice today',
      actAmount: 5_000,
      gameArray: ['og_10005'],
      minTurnover: 3_000,
      details: 'Bet ₱30.00 on Dice today and win at least ₱50.00.',
      daily: { start: '00:00', end: '23:59' },
      turnoverMultiplier: 1,
    },
  ],
};

interface Prepared {
  readonly token: string;
  readonly userId: number;
  readonly body: Record<string, unknown>;
  /** Another valid request of the same endpoint; absent when the endpoint takes no fields. */
  readonly otherBody?: Record<string, unknown>;
}

type Case = (server: TestServer) => Promise<Prepared>;

const LONG = 10 * 60 * 1000;

async function jumpBetting(server: TestServer, token: string) {
  for (let i = 0; i < 5; i++) {
    const state = (await call(server, contract.ogJumpState, {}, token)).json.data as { phase: string; roundId: string; bettingEndsAt: number };
    if (state.phase === 'betting') return state;
    server.clock.advance(LONG);
  }
  throw new Error('no jump betting window');
}

/** Every money-moving endpoint, set up to succeed once. */
const CASES: Record<string, Case> = {
  async ogPlay(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const bet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };
    return { token, userId, body: { requestId: rid(), bet }, otherBody: { requestId: rid(), bet } };
  },
  async recharge(server) {
    const { token, userId } = await registerPlayer(server.baseUrl, newPhone());
    return { token, userId, body: { amount: 50_000, channelId: 'qrph' }, otherBody: { amount: 60_000, channelId: 'qrph' } };
  },
  async withdrawApply(server) {
    const phone = newPhone();
    const { token, userId, client } = await registerPlayer(server.baseUrl, phone);
    await ledgerDeposit(server, userId, 100_000);
    server.clock.advance(121_000);
    await client.call(contract.smsSend, { phone, purpose: 'withdraw' });
    const verifyCode = await latestCode(server.baseUrl, phone);
    const bank = { method: 'bank', bankCode: 'BDO', bankName: 'x', accountNo: '001234567890', accountName: 'Maria Clara', verifyCode };
    return { token, userId, body: { ...bank, amount: 10_000 }, otherBody: { ...bank, amount: 20_000 } };
  },
  async checkinSignin(server) {
    const { token, userId } = await registerPlayer(server.baseUrl, newPhone());
    return { token, userId, body: {} };
  },
  async missionReceiveAward(server) {
    const { token, userId } = await registerPlayer(server.baseUrl, newPhone());
    await ledgerDeposit(server, userId, 100_000);
    await ledgerBet(server, userId, 50_000);
    return { token, userId, body: { missionId: 'daily_joint' }, otherBody: { missionId: 'daily_bet' } };
  },
  async spinOpenPrize(server) {
    const { token, userId } = await registerPlayer(server.baseUrl, newPhone());
    await givePoints(server, userId, 2_000);
    return { token, userId, body: { clientSeed: 'lucky-1' }, otherBody: { clientSeed: 'lucky-2' } };
  },
  async guaranteedReceiveBonus(server) {
    const { token, userId, client } = await fundedPlayer(server, newPhone(), 100_000);
    await diceBets(client, 3_000);
    const id = `dice_daily@${gmt8DayKey(server.clock.now())}`;
    return { token, userId, body: { id }, otherBody: { id: `dice_daily@${gmt8DayKey(server.clock.now() - 86_400_000)}` } };
  },
  async ogSabongBet(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const opened = (await rawCall(server.baseUrl, 'POST', '/ops/sabong/open', '{}')).json as { data: { fightId: string } | null };
    let fightId = opened.data?.fightId;
    if (fightId === undefined) fightId = ((await call(server, contract.ogSabongState, {}, token)).json.data as { fight: { fightId: string } }).fight.fightId;
    return { token, userId, body: { requestId: rid(), fightId, side: 'meron', stake: 10_000 }, otherBody: { requestId: rid(), fightId, side: 'wala', stake: 10_000 } };
  },
  async lottoBuy(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const state = (await call(server, contract.lottoState, {}, token)).json.data as { games: { game: string; next: { drawId: string } | null }[] };
    const drawId = state.games.find((g) => g.game === 'swertres')!.next!.drawId;
    return { token, userId, body: { requestId: rid(), drawId, betType: 'straight', pick: [1, 2, 3], stake: 1_000 }, otherBody: { requestId: rid(), drawId, betType: 'rambolito', pick: [1, 2, 3], stake: 1_000 } };
  },
  async ogJumpBet(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const open = await jumpBetting(server, token);
    return { token, userId, body: { requestId: rid(), roundId: open.roundId, stake: 1_000, autoCashOutX100: null }, otherBody: { requestId: rid(), roundId: open.roundId, stake: 2_000, autoCashOutX100: null } };
  },
  async ogJumpCashOut(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    // A round that reaches 1.20× (most do), a bet in its window, then the clock just past 1.10×.
    for (let i = 0; i < 40; i++) {
      server.clock.advance(LONG);
      const open = await jumpBetting(server, token);
      const crash = await server.database.db.selectFrom('og_jump_rounds').select('crash_point_x100').where('round_id', '=', open.roundId).executeTakeFirstOrThrow();
      if (crash.crash_point_x100 < 120) continue;
      const placed = await call(server, contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 10_000, autoCashOutX100: null }, token);
      const betId = (placed.json.data as { betId: string }).betId;
      server.clock.advance(open.bettingEndsAt - server.clock.now() + jumpTimeToReach(110));
      return { token, userId, body: { requestId: rid(), roundId: open.roundId, betId }, otherBody: { requestId: rid(), roundId: open.roundId, betId } };
    }
    throw new Error('no jump round reached 1.20×');
  },
  // After the jump cases: their clock jumps would let the settler pay this order in another case's window.
  async tradePlace(server) {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const order = { symbol: 'BTCUSDT', invest: 1_000, expirySeconds: 60, account: 'real' };
    return { token, userId, body: { ...order, direction: 'up' }, otherBody: { ...order, direction: 'down' } };
  },
};

interface Answer {
  readonly status: number;
  readonly json: { code: string; message: string; status: number; data: unknown };
  readonly text: string;
  readonly replayed: string | null;
}

async function call(server: TestServer, endpoint: AnyEndpoint, body: unknown, token: string, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', token };
  if (key !== undefined) headers['idempotency-key'] = key;
  const { path, rest } = splitPayload(endpoint, body as Record<string, unknown>);
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: endpoint.method,
    headers,
    ...(endpoint.method === 'POST' ? { body: JSON.stringify(rest) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Answer['json'], text, replayed: response.headers.get('idempotent-replayed') };
}

/** What a money-moving call can change: ledger rows, orders, rounds and bets, and the player's wallets. */
async function moneyState(server: TestServer, userId: number) {
  const { db } = server.database;
  const count = async (table: 'ledger_entries' | 'deposit_orders' | 'withdrawal_orders' | 'og_rounds' | 'idempotency_keys') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    ledgerEntries: await count('ledger_entries'),
    depositOrders: await count('deposit_orders'),
    withdrawalOrders: await count('withdrawal_orders'),
    rounds: await count('og_rounds'),
    balances: await createLedger(db, server.clock.now).balances(userId),
  };
}

it('the table covers exactly the endpoints the contract marks movesMoney', () => {
  expect(Object.keys(CASES).sort()).toEqual(endpoints.filter((e) => e.options.movesMoney === true).map((e) => e.name).sort());
});

describe.each(DB_KINDS)('Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { engagementConfig: TEST_ENGAGEMENT, guaranteedConfig, sabongSchedule: null } });
  });
  afterAll(async () => {
    await server?.close();
  });

  // The jump cases move the clock by hours: last.
  it.each(Object.keys(CASES))('%s: a replay answers the same envelope and moves nothing; another body is refused', async (name) => {
    const endpoint = contract[name as EndpointName] as AnyEndpoint;
    const { token, userId, body, otherBody } = await (CASES[name] as Case)(server);
    const key = newKey();
    const before = await moneyState(server, userId);

    const first = await call(server, endpoint, body, token, key);
    expect(first.json.code, first.text).toBe('00000');
    expect(first.replayed).toBeNull();
    const after = await moneyState(server, userId);
    expect(after).not.toEqual(before);

    const again = await call(server, endpoint, body, token, key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.replayed).toBe('true');
    expect(await moneyState(server, userId)).toEqual(after);

    if (otherBody !== undefined) {
      const other = await call(server, endpoint, otherBody, token, key);
      expect([other.status, other.json.code, other.json.message, other.json.data]).toEqual([422, ERROR_CODES.IDEMPOTENCY_KEY_REUSED, MESSAGES.idempotencyKeyReused, null]);
      expect(await moneyState(server, userId)).toEqual(after);
    }
    const rows = await server.database.db.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('endpoint', '=', name).execute();
    expect(rows.map((r) => [r.endpoint, r.idem_key, JSON.parse(r.response ?? 'null')])).toEqual([[name, key, first.json]]);
  });

  it('concurrent calls with one key run once and answer the same; a concurrent other body is refused', async () => {
    const { token, userId } = await fundedPlayer(server, newPhone(), 100_000);
    const key = newKey();
    const body = { requestId: rid(), bet: { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' } };
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(server, contract.ogPlay, body, token, key)));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers[0]?.json.code).toBe('00000');
    expect(answers.filter((a) => a.replayed === 'true').length).toBe(3);
    const rounds = await server.database.db.selectFrom('og_rounds').select('round_id').where('user_id', '=', userId).execute();
    expect(rounds.length).toBe(1);

    const key2 = newKey();
    const [a, b] = await Promise.all([
      call(server, contract.ogPlay, { ...body, requestId: rid() }, token, key2),
      call(server, contract.ogPlay, { ...body, requestId: rid() }, token, key2),
    ]);
    expect([a?.json.code, b?.json.code].sort()).toEqual(['00000', ERROR_CODES.IDEMPOTENCY_KEY_REUSED]);
    expect((await server.database.db.selectFrom('og_rounds').select('round_id').where('user_id', '=', userId).execute()).length).toBe(2);
  });

  it('a refusal that moved nothing is not kept: the same key works once the player can afford it', async () => {
    const { token, userId } = await fundedPlayer(server, newPhone(), 0);
    const key = newKey();
    const body = { requestId: rid(), bet: { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' } };
    const refused = await call(server, contract.ogPlay, body, token, key);
    expect(refused.json.code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect(await server.database.db.selectFrom('idempotency_keys').select('idem_key').where('user_id', '=', userId).execute()).toEqual([]);
    await ledgerDeposit(server, userId, 10_000);
    const played = await call(server, contract.ogPlay, body, token, key);
    expect(played.json.code).toBe('00000');
  });

  it('a key is per caller and per endpoint; a malformed key is refused and runs nothing', async () => {
    const a = await fundedPlayer(server, newPhone(), 10_000);
    const b = await fundedPlayer(server, newPhone(), 10_000);
    const key = newKey();
    const bet = { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' };
    expect((await call(server, contract.ogPlay, { requestId: rid(), bet }, a.token, key)).json.code).toBe('00000');
    const other = await call(server, contract.ogPlay, { requestId: rid(), bet }, b.token, key);
    expect([other.json.code, other.replayed]).toEqual(['00000', null]);
    const signIn = await call(server, contract.checkinSignin, {}, a.token, key);
    expect([signIn.json.code, signIn.replayed]).toEqual(['00000', null]);

    const before = await moneyState(server, a.userId);
    for (const bad of ['', 'x'.repeat(256), 'has space', 'ключ']) {
      const refused = await fetch(`${server.baseUrl}${contract.ogPlay.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: a.token, 'idempotency-key': encodeURIComponent(bad) === bad ? bad : Buffer.from(bad).toString('latin1') },
        body: JSON.stringify({ requestId: rid(), bet }),
      });
      const json = (await refused.json()) as Answer['json'];
      if (bad === '') expect(json.code).toBe('00000'); // an empty header is no key at all
      else expect([refused.status, json.code]).toEqual([400, ERROR_CODES.VALIDATION]);
    }
    expect((await moneyState(server, a.userId)).rounds).toBe(before.rounds + 1);
  });

  it('another process still running the key: waits for its answer, else 409; a crash remnant answers 409 at once', async () => {
    const { token, userId } = await fundedPlayer(server, newPhone(), 10_000);
    const body = { requestId: rid(), bet: { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' } };
    const { db } = server.database;
    const { requestHash } = await import('../src/http/idempotency');
    const hash = requestHash(contract.ogPlay.request.parse(body));
    const envelope = { code: '00000', message: 'success', status: 200, data: { round: null, balance: 1 } };

    // In flight elsewhere: the key row is there without an answer; the answer arrives 150 ms later.
    const k1 = newKey();
    await db.insertInto('idempotency_keys').values({ user_id: userId, endpoint: 'ogPlay', idem_key: k1, request_hash: hash, response: null, created_at: server.clock.now() }).execute();
    setTimeout(() => void db.updateTable('idempotency_keys').set({ response: JSON.stringify({ ...envelope, code: '20001', message: MESSAGES.insufficientAvailableBalance, data: null }) }).where('idem_key', '=', k1).execute(), 150);
    const waited = await call(server, contract.ogPlay, body, token, k1);
    expect([waited.json.code, waited.replayed]).toEqual([ERROR_CODES.INSUFFICIENT_BALANCE, 'true']);

    // Never answered (the other process is slow): 409 after the wait.
    const k2 = newKey();
    await db.insertInto('idempotency_keys').values({ user_id: userId, endpoint: 'ogPlay', idem_key: k2, request_hash: hash, response: null, created_at: server.clock.now() }).execute();
    const slow = await call(server, contract.ogPlay, body, token, k2);
    expect([slow.status, slow.json.code, slow.json.message]).toEqual([409, ERROR_CODES.IDEMPOTENCY_IN_PROGRESS, MESSAGES.requestInProgress]);

    // A crash lost the answer of a key whose money moved a minute ago: 409 at once, nothing moves.
    const k3 = newKey();
    await db.insertInto('idempotency_keys').values({ user_id: userId, endpoint: 'ogPlay', idem_key: k3, request_hash: hash, response: null, created_at: server.clock.now() - 60_000 }).execute();
    const before = await moneyState(server, userId);
    const started = Date.now();
    const lost = await call(server, contract.ogPlay, body, token, k3);
    expect(lost.json.code).toBe(ERROR_CODES.IDEMPOTENCY_IN_PROGRESS);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await moneyState(server, userId)).toEqual(before);
  });

  it('the browser may send the header: the preflight allows it', async () => {
    const response = await fetch(`${server.baseUrl}${contract.ogPlay.path}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,token,idempotency-key' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(expect.arrayContaining(['content-type', 'token', 'idempotency-key']));
  });

  // Moves the clock a day: last in this suite.
  it('keys are kept 24 h: then the same key is a new call, and the purge deletes them', async () => {
    const { token, userId } = await fundedPlayer(server, newPhone(), 10_000);
    const key = newKey();
    const body = { requestId: rid(), bet: { game: 'dice', stake: 1_000, chanceX100: 5_000, direction: 'under' } };
    expect((await call(server, contract.ogPlay, body, token, key)).json.code).toBe('00000');
    server.clock.advance(24 * 60 * 60 * 1000 - 1);
    expect((await call(server, contract.ogPlay, body, token, key)).replayed).toBe('true');
    server.clock.advance(1);
    // The round's own requestId still answers the same round (its own guard), but as a new key call.
    const later = await call(server, contract.ogPlay, { ...body, requestId: rid() }, token, key);
    expect([later.json.code, later.replayed]).toEqual(['00000', null]);
    const rows = () => server.database.db.selectFrom('idempotency_keys').select('created_at').where('user_id', '=', userId).execute();
    expect((await rows()).length).toBe(1);
    server.clock.advance(24 * 60 * 60 * 1000);
    const { createIdempotency } = await import('../src/http/idempotency');
    const purged = await createIdempotency({ db: server.database.db, now: server.clock.now, log: server.app.log }).purge();
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await rows()).toEqual([]);
  });
});

describe.each(DB_KINDS)('the key is claimed in the money transaction on %s', (kind) => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const deposit = (userId: number, n: string) => ({
    idempotencyKey: `idem-test:${n}`,
    cause: 'deposit' as const,
    reference: n,
    postings: [
      { account: { system: 'clearing' as const }, amount: -500 },
      { account: { userId, wallet: 'main' as const }, amount: 500 },
    ],
  });

  it('a rolled-back transaction leaves neither the key nor the money; a committed one both; a second claim is refused', async () => {
    const { db } = handle.database;
    const ledger = createLedger(db, handle.clock.now);
    const userId = await insertUser(db);
    const keyRows = () => db.selectFrom('idempotency_keys').select(['idem_key', 'response']).where('user_id', '=', userId).execute();
    const claim = () => newClaim({ userId, endpoint: 'ogPlay', key: 'k-1', requestHash: 'h', at: handle.clock.now() });

    const failing = claim();
    await expect(
      runWithClaim(failing, () =>
        ledger.transaction(async (trx) => {
          await ledger.post(deposit(userId, 'a'), trx);
          throw new Error('crash after the posting, before commit');
        }),
      ),
    ).rejects.toThrow('crash after the posting');
    expect([failing.claimed, await keyRows(), (await ledger.balances(userId)).main]).toEqual([false, [], 0]);

    const ok = claim();
    await runWithClaim(ok, async () => {
      // Platform work the call sets going first (a jump round brought up to time) leaves the key alone.
      await outsideClaim(() => ledger.post(deposit(userId, 'b0')));
      expect([ok.claimed, await keyRows()]).toEqual([false, []]);
      await ledger.post(deposit(userId, 'b'));
      // A second transaction of the same call does not claim again.
      await ledger.post(deposit(userId, 'c'));
    });
    expect([ok.claimed, await keyRows(), (await ledger.balances(userId)).main]).toEqual([true, [{ idem_key: 'k-1', response: null }], 1_500]);

    // The same key again (another process, after a crash): the transaction rolls back, no money.
    const twin = claim();
    await expect(runWithClaim(twin, () => ledger.post(deposit(userId, 'd')))).rejects.toMatchObject({ name: 'IdempotencyTaken', outcome: 'replay' });
    expect((await ledger.balances(userId)).main).toBe(1_500);

    // A batcher claims per job inside its own transaction and drops the losers.
    const outcomes = await db.transaction().execute(async (trx) => [
      await claimIdempotencyKey(trx, claim()),
      await claimIdempotencyKey(trx, { ...claim(), requestHash: 'other' }),
      await claimIdempotencyKey(trx, { ...claim(), key: 'k-2' }),
    ]);
    expect(outcomes).toEqual(['replay', 'conflict', 'claimed']);
  });
});
