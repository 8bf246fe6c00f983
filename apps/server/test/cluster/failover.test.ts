// Issue 13 item 6: two built server processes on one PostgreSQL database and one Redis work as
// one. Bets go through both instances, both instances' SSE clients see every bet, the leader is
// killed with SIGKILL in the middle of a jump round, the follower takes the lead within seconds and
// finishes the round, and every acknowledged bet is settled exactly once (one stake and at most one
// payout on the ledger, balances right, books balanced). The killed instance comes back as a
// follower and its SSE clients see the settled round. The processes are the real server
// (src/serve.ts, bundled) with a faster jump (instance.ts) so a round lasts seconds.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OG_STREAM_PATH, contract, jumpStateSchema, type JumpStateData } from '@perya/api/contract';
import { openDatabase, type Db } from '../../src/db/database';
import { createLedger } from '../../src/modules/ledger/ledger';
import { auditLedger } from '../../src/modules/ledger/audit';
import { createTestDatabase, registerPlayer, type TestDatabase } from '../harness';
import { buildInstance, missingService, role, startInstance, stopInstances, x2, type Envelope, type Instance } from './processes';

// One level below the package, like dist/main.js (main.ts finds the package from there); ignored by git.
const BUNDLE = path.join('dist-e2e', 'cluster-test-main.js');
const FUNDS = 100_000;
const STAKE = 1_000;
/** Reached 1.35 s into the flight: after the kill, so the new leader pays it. */
const AUTO_X100 = 150;
/** Rounds picked for the kill: long enough to act in (1.57 s), short enough to wait for (7.7 s). */
const CRASH_RANGE_X100 = [160, 1_000] as const;

const missing = await missingService();
if (missing !== undefined) console.warn(`[cluster failover test skipped] ${missing}`);

const start = (name: string, database: TestDatabase, prefix: string) => startInstance({ name, bundle: BUNDLE, database, prefix });

async function operate(instance: Instance, action: string, body: unknown = {}): Promise<Envelope> {
  const res = await fetch(`${instance.url}/ops/sabong/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()) as Envelope;
}

/** A jump SSE client: keeps every state it is sent. */
function watch(instance: Instance, token: string) {
  const controller = new AbortController();
  const states: JumpStateData[] = [];
  let ended = false;
  const done = (async () => {
    const res = await fetch(`${instance.url}${OG_STREAM_PATH}?game=jump&token=${encodeURIComponent(token)}`, { signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      buffer += decoder.decode(value, { stream: true });
      for (let cut = buffer.indexOf('\n\n'); cut !== -1; cut = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (/^event: state$/m.test(block) && data !== undefined) states.push(jumpStateSchema.parse(JSON.parse(data)));
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => (ended = true));
  return {
    states,
    ended: () => ended,
    /** The first state (from now on, or already seen when `seen`) that satisfies the predicate. */
    async until(predicate: (s: JumpStateData) => boolean, what: string, timeoutMs = 20_000): Promise<JumpStateData> {
      const started = Date.now();
      for (;;) {
        const hit = states.find(predicate);
        if (hit !== undefined) return hit;
        if (ended) throw new Error(`the ${instance.name} stream ended before ${what}`);
        if (Date.now() - started > timeoutMs) throw new Error(`the ${instance.name} stream never showed ${what}; last: ${JSON.stringify(states.at(-1))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

describe.skipIf(missing !== undefined)('two instances on one PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let verifier: Db;
  const running: Instance[] = [];

  beforeAll(async () => {
    buildInstance(BUNDLE);
    database = await createTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await stopInstances(running);
    await verifier?.destroy();
    await database?.drop();
  });

  it('settles a round exactly once when the leader is killed mid-round', { timeout: 90_000 }, async () => {
    const prefix = `perya-test-${randomBytes(6).toString('hex')}`;
    // The first instance migrates the database and takes the lead; the second follows.
    const first = await start('first', database, prefix);
    running.push(first);
    const second = await start('second', database, prefix);
    running.push(second);
    expect([await role(first), await role(second)]).toEqual(['leader', 'follower']);
    verifier = openDatabase(database.config);
    const db = verifier.db;
    const ledger = createLedger(db, Date.now);

    // Two players sign up on each instance; each is funded by one ledger deposit.
    const players = [];
    for (const [i, instance] of [first, first, second, second].entries()) {
      const { client, userId, token } = await registerPlayer(instance.url, `0919${String(7_100_000 + i).padStart(7, '0')}`);
      await ledger.post({
        idempotencyKey: `cluster-test-deposit:${userId}`,
        cause: 'deposit',
        reference: `cluster-test-${userId}`,
        postings: [
          { account: { system: 'clearing' }, amount: -FUNDS },
          { account: { userId, wallet: 'main' }, amount: FUNDS },
        ],
      });
      players.push({ client, userId, token, instance });
    }
    const onLeader = watch(first, players[0]!.token);
    const onFollower = watch(second, players[2]!.token);

    // A round long enough to be killed in and short enough to wait for, with time left to bet.
    const crashPointOf = async (roundId: string) =>
      (await db.selectFrom('og_jump_rounds').select('crash_point_x100').where('round_id', '=', roundId).executeTakeFirstOrThrow()).crash_point_x100;
    const tried = new Set<string>();
    let round: JumpStateData | undefined;
    while (round === undefined) {
      const candidate = await onFollower.until((s) => s.phase === 'betting' && !tried.has(s.roundId), 'a betting window', 30_000);
      tried.add(candidate.roundId);
      const latest = onFollower.states.at(-1)!;
      const crash = await crashPointOf(candidate.roundId);
      if (latest.roundId === candidate.roundId && latest.bettingEndsAt - latest.serverTime > 1_500 && crash >= CRASH_RANGE_X100[0] && crash <= CRASH_RANGE_X100[1]) {
        round = candidate;
      }
    }
    const roundId = round.roundId;

    // Bets through both instances: two with an auto cash-out at 1.50x, two without.
    const bets = await Promise.all(
      players.map((p, i) => p.client.call(contract.ogJumpBet, { requestId: `cluster-bet-${i}`, roundId, stake: STAKE, autoCashOutX100: i % 2 === 0 ? AUTO_X100 : null })),
    );
    // Each instance's stream shows all four bets, whichever instance took them.
    for (const stream of [onLeader, onFollower]) await stream.until((s) => s.roundId === roundId && s.bets.length === 4, 'the four bets');

    // In flight: a cash-out through the follower (run by the leader), then the leader dies.
    await onFollower.until((s) => s.roundId === roundId && s.phase === 'running', 'the round running');
    const manual = await players[3]!.client.call(contract.ogJumpCashOut, { requestId: 'cluster-cash-out', roundId, betId: bets[3]!.betId });
    expect(manual.cashedOut).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    expect(onLeader.states.some((s) => s.roundId === roundId && s.phase === 'crashed')).toBe(false);

    // The follower takes the lead within seconds and finishes the round; its stream shows the crash.
    while ((await role(second)) !== 'leader') {
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const crashed = await onFollower.until((s) => s.roundId === roundId && s.phase === 'crashed', 'the round crashed', 20_000);
    expect(crashed.crashPointX100).toBe(await crashPointOf(roundId));
    expect(second.output()).toContain('this instance is the leader');

    // Every acknowledged bet settled exactly once: one stake, at most one payout, balances right.
    const rows = await db.selectFrom('og_jump_bets').selectAll().where('round_id', '=', roundId).orderBy('id').execute();
    expect(rows.map((r) => r.bet_id).sort()).toEqual(bets.map((b) => b.betId).sort());
    const keyCount = async (key: string) =>
      Number((await db.selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', '=', key).executeTakeFirstOrThrow()).n);
    for (const [i, p] of players.entries()) {
      const row = rows.find((r) => r.bet_id === bets[i]!.betId)!;
      expect(await keyCount(`jump:${row.bet_id}:bet`)).toBe(1);
      expect(await keyCount(`jump:${row.bet_id}:payout`)).toBeLessThanOrEqual(1);
      if (i % 2 === 0) expect(row).toMatchObject({ exit: 'auto', cash_out_x100: AUTO_X100, payout: (STAKE * AUTO_X100) / 100 });
      else if (i === 3) expect(row).toMatchObject({ exit: 'manual', cash_out_x100: manual.cashOutX100, payout: manual.payout });
      // Still in at the crash: lost (the stake stays with the house).
      else expect(row).toMatchObject({ exit: null, cash_out_x100: null, payout: 0 });
      expect((await ledger.balances(p.userId)).main).toBe(FUNDS - STAKE + row.payout);
    }
    expect((await auditLedger(db)).problems).toEqual([]);

    // The killed instance comes back as a follower; a stream on it shows the settled round.
    const back = await start('restarted', database, prefix);
    running.push(back);
    expect(await role(back)).toBe('follower');
    const onBack = watch(back, players[0]!.token);
    const seen = await onBack.until((s) => s.roundId === roundId ? s.phase === 'crashed' : s.history.some((h) => h.roundId === roundId), 'the settled round');
    expect(seen.roundId === roundId ? seen.crashPointX100 : seen.history.find((h) => h.roundId === roundId)?.crashPointX100).toBe(crashed.crashPointX100);
    // Nothing was paid twice by the comings and goings.
    for (const row of rows) expect(await keyCount(`jump:${row.bet_id}:payout`)).toBeLessThanOrEqual(1);
    const payouts = await db.selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', 'like', `jump:${roundId}-%:payout`).executeTakeFirstOrThrow();
    expect(Number(payouts.n)).toBeLessThanOrEqual(3);
    await Promise.all([onLeader.close(), onFollower.close(), onBack.close()]);

    // Sabong across the instances: the operator's moves and the bets reach either one; the leader
    // runs the fight and pays it once; the follower shows the result.
    const opened = await operate(back, 'open');
    expect(opened).toMatchObject({ code: '00000', data: { status: 'OPEN' } });
    const fightId = String(opened.data?.fightId);
    const meron = await x2(back, contract.ogSabongBet, { requestId: 'cluster-sabong-0', fightId, side: 'meron', stake: 10_000 }, players[0]!.token);
    const wala = await x2(second, contract.ogSabongBet, { requestId: 'cluster-sabong-1', fightId, side: 'wala', stake: 5_000 }, players[1]!.token);
    expect([meron.code, wala.code]).toEqual(['00000', '00000']);
    expect((await operate(second, 'last-call')).data).toMatchObject({ status: 'LAST_CALL' });
    expect((await operate(back, 'close')).data).toMatchObject({ status: 'CLOSED' });
    expect((await operate(second, 'result', { result: 'meron' })).data).toMatchObject({ status: 'RESULT' });
    let seenOnFollower: Envelope;
    for (let i = 0; ; i++) {
      seenOnFollower = await x2(back, contract.ogSabongState, {}, players[0]!.token);
      if ((seenOnFollower.data?.fight as { status?: string } | null)?.status === 'RESULT') break;
      expect(i).toBeLessThan(100);
      await new Promise((r) => setTimeout(r, 20));
    }
    const fightBets = await db.selectFrom('og_sabong_bets').selectAll().where('fight_id', '=', fightId).execute();
    const winner = fightBets.find((b) => b.side === 'meron')!;
    expect(winner.payout).toBeGreaterThan(10_000);
    expect(fightBets.find((b) => b.side === 'wala')!.payout).toBe(0);
    expect(await keyCount(`sabong:${winner.bet_id}:payout`)).toBe(1);
    expect((seenOnFollower.data?.fight as { myBets: { payout: number | null }[] }).myBets).toEqual([expect.objectContaining({ payout: winner.payout })]);
    expect((await auditLedger(db)).problems).toEqual([]);
  });
});
