// Issue 14 item 1: lotto. Draws created with a committed seed before sales open (spec §4 special
// draws 13:45, 16:45, 20:45 GMT+8 for Swertres), tickets bought from the real balance as ledger
// transactions, sales closed before the draw, numbers recomputable from the revealed seed, payouts
// on the ledger, and a draw interrupted between its steps (a kill -9 at the draw minute) drawn
// once and paid once after the restart. The operator's early draw is shut without the token.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, contract } from '@perya/api/contract';
import { LOTTO_RULES, MESSAGES, lottoDrawId, lottoNumbersFromDigest, lottoTicketPayout } from '@perya/domain';
import { createLedger, type Ledger } from '../src/modules/ledger/ledger';
import { soloCluster } from '../src/cluster/cluster';
import { DEFAULT_LOTTO_CONFIG } from '../src/modules/lotto/config';
import { createLotto } from '../src/modules/lotto/service';
import { DB_KINDS, PRODUCTION_ENV, fundedPlayer, insertUser, openTestDatabase, rawCall, startTestServer, type TestServer, testProtection } from './harness';
import { failure } from './client';

let phoneSeq = 0;
const newPhone = () => `0921${String(4_000_000 + (Date.now() % 100_000) * 10 + phoneSeq++).padStart(7, '0').slice(-7)}`;
let seq = 0;
const rid = () => `lotto_${Date.now().toString(36)}_${seq++}`;
const SLOW_MS = 60_000;
const gmt8 = (y: number, mo: number, d: number, h: number, m = 0) => Date.UTC(y, mo - 1, d, h - 8, m);
const hmacHex = (seed: string, message: string) => createHmac('sha256', seed).update(message).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const drawNow = async (server: TestServer, game: string, headers: Record<string, string> = {}) =>
  (await rawCall(server.baseUrl, 'POST', '/ops/lotto/draw-now', JSON.stringify({ game }), headers)) as { status: number; json: { code: string; data: { drawId: string; status: string } | null } };

describe.each(DB_KINDS)('lotto on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The scheduler runs by itself here, as in production (every 100 ms of real time).
    server = await startTestServer(kind, { deps: { sabongSchedule: null, lottoTickMs: 100 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('publishes the next draws with their seed hashes before sales (spec §4: Swertres at 13:45, 16:45, 20:45 GMT+8)', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 0);
    const state = await client.call(contract.lottoState);
    expect(state.serverTime).toBe(server.clock.now());
    const swertres = state.games.find((g) => g.game === 'swertres')!;
    // The test clock starts at 12:00 GMT+8 on 2026-01-15: the next special draw is 13:45.
    expect(swertres.next).toMatchObject({ drawId: 'swertres-20260115-1345', drawAt: gmt8(2026, 1, 15, 13, 45), closesAt: gmt8(2026, 1, 15, 13, 40), status: 'open', serverSeed: null, numbers: null });
    expect(swertres.next!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // 6/42 on the seed's schedule (Tue, Thu, Sun 21:00): 2026-01-15 is a Thursday.
    expect(state.games.find((g) => g.game === 'lotto642')!.next!.drawId).toBe('lotto642-20260115-2100');
  });

  it('sells tickets from the main wallet, once per requestId; refuses bad picks and empty wallets with a message', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await fundedPlayer(server, newPhone(), 10_000);
    const drawId = lottoDrawId('swertres', gmt8(2026, 1, 15, 13, 45));
    const requestId = rid();
    const bought = await client.call(contract.lottoBuy, { requestId, drawId, betType: 'straight', pick: [4, 0, 4], stake: 2_000 });
    expect(bought.balance).toBe(8_000);
    expect(bought.ticket).toMatchObject({ drawId, game: 'swertres', betType: 'straight', pick: [4, 0, 4], stake: 2_000, payout: null, numbers: null });
    expect(await client.call(contract.lottoBuy, { requestId, drawId, betType: 'straight', pick: [4, 0, 4], stake: 2_000 })).toEqual(bought);
    expect((await failure(client.call(contract.lottoBuy, { requestId, drawId, betType: 'straight', pick: [4, 0, 5], stake: 2_000 }))).code).toBe(ERROR_CODES.VALIDATION);

    const bad = await failure(client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'rambolito', pick: [7, 7, 7], stake: 1_000 }));
    expect([bad.code, bad.message]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.invalidRequest]);
    expect((await failure(client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'straight', pick: [1, 2, 3], stake: 1_500 }))).message).toBe(MESSAGES.invalidRequest);
    expect((await failure(client.call(contract.lottoBuy, { requestId: rid(), drawId: 'swertres-20000101-1345', betType: 'straight', pick: [1, 2, 3], stake: 1_000 }))).message).toBe(MESSAGES.lottoSalesClosed);
    expect((await failure(client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'straight', pick: [1, 2, 3], stake: 10_000 }))).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect((await createLedger(server.database.db, server.clock.now).balances(userId)).main).toBe(8_000);

    const pending = await client.call(contract.lottoTickets, { status: 'pending' });
    expect(pending.list.map((t) => t.ticketId)).toEqual([bought.ticket.ticketId]);
    const records = await client.call(contract.financeList, { pageNum: 1, pageSize: 10, type: 1 });
    expect(records.list[0]).toMatchObject({ amount: -2_000, orderNo: drawId, remark: 'lotto' });
  });

  it('closes sales before the draw, draws from the committed seed and pays winners on the ledger', { timeout: SLOW_MS }, async () => {
    const winner = await fundedPlayer(server, newPhone(), 10_000);
    const loser = await fundedPlayer(server, newPhone(), 10_000);
    const late = await fundedPlayer(server, newPhone(), 10_000);
    const drawId = lottoDrawId('lotto642', gmt8(2026, 1, 15, 21));
    // The seed is secret to players, but this test reads it to buy the winning line.
    const { server_seed: seed, seed_hash: hash } = await server.database.db.selectFrom('lotto_draws').select(['server_seed', 'seed_hash']).where('draw_id', '=', drawId).executeTakeFirstOrThrow();
    const numbers = lottoNumbersFromDigest('lotto642', hmacHex(seed, drawId));
    const wrong = [1, 2, 3, 4, 5, 6].map((n, i) => (numbers.includes(n) ? 36 + i : n));
    const win = await winner.client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'standard', pick: [...numbers].reverse(), stake: 2_000 });
    expect(win.ticket.pick).toEqual([...numbers].sort((a, b) => a - b));
    const lose = await loser.client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'standard', pick: wrong, stake: 2_000 });

    // Sales close 5 minutes before the draw, by server time.
    server.clock.current = gmt8(2026, 1, 15, 20, 55);
    const closed = await failure(late.client.call(contract.lottoBuy, { requestId: rid(), drawId, betType: 'standard', pick: [1, 2, 3, 4, 5, 6], stake: 2_000 }));
    expect([closed.code, closed.message]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.lottoSalesClosed]);

    // The scheduler draws and pays once the draw time has passed.
    server.clock.current = gmt8(2026, 1, 15, 21, 0) + 1;
    await expect.poll(async () => (await winner.client.call(contract.lottoResults, { drawId })).list[0]?.status, { timeout: 10_000 }).toBe('paid');
    const [draw] = (await winner.client.call(contract.lottoResults, { game: 'lotto642' })).list;
    expect(draw).toMatchObject({ drawId, seedHash: hash, serverSeed: seed, numbers });
    // What the player's verify view does: the revealed seed hashes to the commitment and gives the numbers.
    expect(sha256(draw!.serverSeed!)).toBe(draw!.seedHash);
    expect(lottoNumbersFromDigest('lotto642', hmacHex(draw!.serverSeed!, draw!.drawId))).toEqual(draw!.numbers);

    const jackpot = lottoTicketPayout('lotto642', 'standard', numbers, 2_000, numbers);
    expect(jackpot).toBe(600_000_000);
    const ledger = createLedger(server.database.db, server.clock.now);
    expect((await ledger.balances(winner.userId)).main).toBe(8_000 + jackpot);
    expect((await ledger.balances(loser.userId)).main).toBe(8_000);
    expect((await winner.client.call(contract.lottoTickets, { status: 'settled' })).list).toEqual([{ ...win.ticket, payout: jackpot, numbers }]);
    expect((await loser.client.call(contract.lottoTickets, {})).list[0]).toMatchObject({ ticketId: lose.ticket.ticketId, payout: 0, numbers });
    const state = await winner.client.call(contract.lottoState);
    expect(state.games.find((g) => g.game === 'lotto642')!.last?.drawId).toBe(drawId);
  });

  it('the operator\'s early draw is open in development and draws the next draw at once', { timeout: SLOW_MS }, async () => {
    const { client } = await fundedPlayer(server, newPhone(), 5_000);
    const next = (await client.call(contract.lottoState)).games.find((g) => g.game === 'swertres')!.next!;
    const bought = await client.call(contract.lottoBuy, { requestId: rid(), drawId: next.drawId, betType: 'straight', pick: [1, 2, 3], stake: 1_000 });
    const drawn = await drawNow(server, 'swertres');
    expect(drawn.json.data).toEqual({ drawId: next.drawId, status: 'paid' });
    const [ticket] = (await client.call(contract.lottoTickets, {})).list;
    expect(ticket).toMatchObject({ ticketId: bought.ticket.ticketId, numbers: expect.any(Array) });
    expect(ticket!.payout).toBe(lottoTicketPayout('swertres', 'straight', [1, 2, 3], 1_000, ticket!.numbers!));
    expect((await drawNow(server, 'nonsense')).json.code).toBe(ERROR_CODES.VALIDATION);
  });
});

describe.each(DB_KINDS)('a lotto draw interrupted at the draw minute on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    env = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** A ledger whose n-th payout throws: the process dies in the middle of paying. */
  function dyingLedger(ledger: Ledger, failAt: number): Ledger {
    let payouts = 0;
    return new Proxy(ledger, {
      get(target, prop, receiver) {
        if (prop === 'post') {
          return (input: Parameters<Ledger['post']>[0], trx?: Parameters<Ledger['post']>[1]) => {
            if (input.cause === 'payout' && ++payouts === failAt) throw new Error('killed');
            return target.post(input, trx);
          };
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
  }

  it('draws once and pays once after crashes between and inside the steps', { timeout: SLOW_MS }, async () => {
    const { db } = env.database;
    const clock = env.clock;
    const ledger = createLedger(db, clock.now);
    const config = { ...DEFAULT_LOTTO_CONFIG, lotto642: { ...DEFAULT_LOTTO_CONFIG.lotto642, enabled: false } };
    const boot = (options: { ledger?: Ledger; afterStep?: (step: string) => void } = {}) =>
      createLotto({ db, ledger: options.ledger ?? ledger, now: clock.now, config, cluster: soloCluster(quietLog), guard: testProtection(env.database, clock.now), ...(options.afterStep ? { afterStep: options.afterStep } : {}) });

    const first = boot();
    await first.tick();
    const drawId = lottoDrawId('swertres', gmt8(2026, 1, 15, 13, 45));
    const { server_seed: seed } = await db.selectFrom('lotto_draws').select('server_seed').where('draw_id', '=', drawId).executeTakeFirstOrThrow();
    const numbers = lottoNumbersFromDigest('swertres', hmacHex(seed, drawId));
    const players = [await insertUser(db), await insertUser(db), await insertUser(db)];
    for (const userId of players) {
      await ledger.post({ idempotencyKey: `fund:${userId}`, cause: 'deposit', reference: 'fund', postings: [{ account: { system: 'clearing' }, amount: -10_000 }, { account: { userId, wallet: 'main' }, amount: 10_000 }] });
    }
    // Two straight winners and one loser.
    await first.buy(players[0]!, { requestId: rid(), drawId, betType: 'straight', pick: numbers, stake: 1_000 });
    await first.buy(players[1]!, { requestId: rid(), drawId, betType: 'straight', pick: numbers, stake: 2_000 });
    await first.buy(players[2]!, { requestId: rid(), drawId, betType: 'straight', pick: numbers.map((n) => (n + 1) % 10), stake: 1_000 });

    // The draw minute: the process dies right after closing the sales.
    clock.current = gmt8(2026, 1, 15, 13, 45);
    const dieAfter = (at: string) => (step: string) => {
      if (step === at) throw new Error('killed');
    };
    await expect(boot({ afterStep: dieAfter('closed') }).tick()).rejects.toThrow('killed');
    expect((await db.selectFrom('lotto_draws').select('status').where('draw_id', '=', drawId).executeTakeFirstOrThrow()).status).toBe('closed');
    // Restarted, it dies right after drawing.
    await expect(boot({ afterStep: dieAfter('drawn') }).tick()).rejects.toThrow('killed');
    const drawnRow = await db.selectFrom('lotto_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirstOrThrow();
    expect([drawnRow.status, JSON.parse(drawnRow.numbers!)]).toEqual(['drawn', numbers]);
    // Restarted, it dies in the middle of paying (after the first payout, before the second).
    await expect(boot({ ledger: dyingLedger(ledger, 2) }).tick()).rejects.toThrow('killed');
    expect((await db.selectFrom('lotto_draws').select('status').where('draw_id', '=', drawId).executeTakeFirstOrThrow()).status).toBe('drawn');
    expect((await ledger.balances(players[0]!)).main).toBe(9_000);
    // Restarted for good: paid once; further passes change nothing.
    const last = boot();
    await last.tick();
    await last.tick();
    await boot().tick();
    const paid = await db.selectFrom('lotto_draws').selectAll().where('draw_id', '=', drawId).executeTakeFirstOrThrow();
    expect([paid.status, JSON.parse(paid.numbers!), paid.payout_total]).toEqual(['paid', numbers, 450_000 + 900_000]);
    expect((await ledger.balances(players[0]!)).main).toBe(9_000 + 450_000);
    expect((await ledger.balances(players[1]!)).main).toBe(8_000 + 900_000);
    expect((await ledger.balances(players[2]!)).main).toBe(9_000);
    const payouts = await db.selectFrom('ledger_transactions').select('idempotency_key').where('idempotency_key', 'like', 'lotto:%:payout').execute();
    expect(payouts).toHaveLength(2);
    expect(LOTTO_RULES.swertres.closeBeforeMs).toBe(5 * 60_000);
  });

  it('a follower of a cluster runs no draw step: only the leader writes draws', { timeout: SLOW_MS }, async () => {
    const { db } = env.database;
    const count = async () => Number((await db.selectFrom('lotto_draws').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    env.clock.current = gmt8(2026, 3, 1, 12);
    const before = await count();
    const follower = { ...soloCluster(quietLog), isLeader: () => false };
    await createLotto({ db, ledger: createLedger(db, env.clock.now), now: env.clock.now, config: DEFAULT_LOTTO_CONFIG, cluster: follower, guard: testProtection(env.database, env.clock.now) }).tick();
    expect(await count()).toBe(before);
    await createLotto({ db, ledger: createLedger(db, env.clock.now), now: env.clock.now, config: DEFAULT_LOTTO_CONFIG, cluster: soloCluster(quietLog), guard: testProtection(env.database, env.clock.now) }).tick();
    expect(await count()).toBeGreaterThan(before);
  });
});

describe.each(DB_KINDS)('the lotto operator door on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: PRODUCTION_ENV });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is shut in production without the operator token, and draws nothing', { timeout: SLOW_MS }, async () => {
    // The state answers once the scheduler's first pass has created the draws.
    expect((await rawCall(server.baseUrl, 'GET', '/x2/lotto/state')).status).toBe(200);
    const before = await server.database.db.selectFrom('lotto_draws').select(['draw_id', 'status']).orderBy('draw_id').execute();
    const refused = await drawNow(server, 'swertres');
    expect([refused.status, refused.json.code]).toEqual([401, ERROR_CODES.UNAUTHORIZED]);
    expect((await drawNow(server, 'swertres', { 'x-operator-token': 'wrong' })).json.code).toBe(ERROR_CODES.UNAUTHORIZED);
    expect(await server.database.db.selectFrom('lotto_draws').select(['draw_id', 'status']).orderBy('draw_id').execute()).toEqual(before);
    const opened = await drawNow(server, 'swertres', { 'x-operator-token': PRODUCTION_ENV.OPERATOR_TOKEN });
    expect(opened.json.data?.status).toBe('paid');
  });
});
