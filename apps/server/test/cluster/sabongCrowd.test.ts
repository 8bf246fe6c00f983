// Issue 23 item 4 across instances: the sandbox's house crowd (sabongCrowd.ts) with two server
// processes on one PostgreSQL database and one Redis. Only the leader moves the sandbox's fights
// and places the crowd's bets: each crowd bet of a fight is placed once (one bet row, one stake on
// the ledger), both instances answer the same pools and odds, and a player's bets through the
// follower land in the leader's fight and are paid at its result. Then the leader is killed with
// SIGKILL in the fight's last call: the follower takes the lead, keeps the betting window to its
// end, places the rest of the same (seeded) crowd plan without placing any bet twice, declares and
// pays the fight, and the books balance. The schedule is short (SABONG_SANDBOX_SCHEDULE) and no
// SABONG_SANDBOX_SEED is set, as on a staging cluster, so the instances share nothing but the
// database and Redis.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type SabongStateData } from '@perya/api/contract';
import { DEFAULT_SABONG_CONFIG, type SabongSide } from '@perya/games/engines';
import { openDatabase, type Db } from '../../src/db/database';
import { createLedger } from '../../src/modules/ledger/ledger';
import { auditLedger } from '../../src/modules/ledger/audit';
import { CROWD_ACCOUNT_PREFIX, CROWD_MAX_BALANCING_BETS, planCrowdBets, sandboxFightResult } from '../../src/modules/games/inhouse/sabongCrowd';
import { createTestDatabase, registerPlayer, type TestDatabase } from '../harness';
import { buildInstance, missingService, role, startInstance, stopInstances, x2, type Instance } from './processes';

const BUNDLE = path.join('dist-e2e', 'cluster-sabong-main.js');
/**
 * A fight in 4 s: betting 3 s (open 1 s, last call 2 s: the take-over, about half a second, fits in
 * it with time to bet after), the fight 0.5 s, the result shown 0.5 s.
 */
const SCHEDULE = { openMs: 1_000, lastCallMs: 2_000, resultMs: 500, pauseMs: 500 };
const SCHEDULE_ENV = 'open=1,lastCall=2,result=0.5,pause=0.5';
const FUNDS = 100_000;
const STAKE = 1_000;
const PLASADA = DEFAULT_SABONG_CONFIG.plasadaBp / 10_000;

const missing = await missingService();
if (missing !== undefined) console.warn(`[cluster sabong crowd test skipped] ${missing}`);

type Fight = NonNullable<SabongStateData['fight']>;

describe.skipIf(missing !== undefined)('the sabong sandbox crowd on two instances', () => {
  let database: TestDatabase;
  let verifier: Db;
  const running: Instance[] = [];
  let leader: Instance;
  let follower: Instance;
  const players: { userId: number; token: string }[] = [];

  beforeAll(async () => {
    buildInstance(BUNDLE);
    database = await createTestDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await stopInstances(running);
    await verifier?.destroy();
    await database?.drop();
  });

  const db = () => verifier.db;
  const state = async (instance: Instance, token: string): Promise<SabongStateData> => {
    const envelope = await x2(instance, contract.ogSabongState, {}, token);
    expect(envelope.code).toBe('00000');
    return envelope.data as unknown as SabongStateData;
  };
  /** Asks `instance` for the state (as a player's screen polls) until the fight satisfies `predicate`. */
  const until = async (instance: Instance, token: string, predicate: (f: Fight) => boolean, what: string, timeoutMs = 10_000): Promise<SabongStateData> => {
    const started = Date.now();
    for (;;) {
      const s = await state(instance, token);
      if (s.fight !== null && predicate(s.fight)) return s;
      if (Date.now() - started > timeoutMs) throw new Error(`${instance.name} never showed ${what}; last: ${JSON.stringify(s.fight)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const keyCount = async (key: string) =>
    Number((await db().selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('idempotency_key', '=', key).executeTakeFirstOrThrow()).n);
  const bet = async (instance: Instance, token: string, requestId: string, fightId: string, side: SabongSide) => {
    const envelope = await x2(instance, contract.ogSabongBet, { requestId, fightId, side, stake: STAKE }, token);
    expect(envelope, `${requestId} through ${instance.name}: ${JSON.stringify(envelope)}`).toMatchObject({ code: "00000" });
    return (envelope.data as { betId: string }).betId;
  };

  /**
   * The crowd bet on the fight exactly as its seeded plan says (every ordinary bet once, none
   * missing, none extra, the balancing bets numbered without a gap), one stake on the ledger per
   * bet of the fight, and the fight was declared from the same seed and paid in full.
   */
  async function expectCrowdPlayedOnce(fightId: string): Promise<void> {
    const fight = await db().selectFrom('og_sabong_fights').selectAll().where('fight_id', '=', fightId).executeTakeFirstOrThrow();
    expect(fight).toMatchObject({ status: 'RESULT', sandbox: 1 });
    expect(fight.settled_at).not.toBeNull();
    const seed = fight.sandbox_seed!;
    expect(fight.result).toBe(sandboxFightResult(seed, fight.fight_number));
    const crowdIds = (await db().selectFrom('users').select('id').where('account', 'like', `${CROWD_ACCOUNT_PREFIX}%`).orderBy('account').execute()).map((u) => Number(u.id));
    const bets = await db().selectFrom('og_sabong_bets').selectAll().where('fight_id', '=', fightId).orderBy('id').execute();
    const crowd = bets.filter((b) => b.bet_id.startsWith(`${fightId}-crowd-`));
    const key = (betId: string) => betId.slice(`${fightId}-crowd-`.length);
    const ordinary = crowd.filter((b) => !key(b.bet_id).startsWith('b'));
    const plan = planCrowdBets(seed, fight.fight_number, DEFAULT_SABONG_CONFIG);
    const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
    expect(ordinary.map((b) => ({ key: key(b.bet_id), userId: Number(b.user_id), side: b.side, stake: Number(b.stake) })).sort(byKey)).toEqual(
      plan.map((p) => ({ key: p.key, userId: crowdIds[p.member], side: p.side, stake: p.stake })).sort(byKey),
    );
    const balancing = crowd.filter((b) => key(b.bet_id).startsWith('b')).map((b) => key(b.bet_id));
    expect(balancing.length).toBeLessThanOrEqual(CROWD_MAX_BALANCING_BETS);
    expect(balancing.sort()).toEqual(balancing.map((_, i) => `b${i}`).sort());
    // One stake on the ledger per bet of the fight (crowd and players alike), every bet paid, a
    // payout transaction for each bet that won or was refunded.
    const stakes = await db().selectFrom('ledger_transactions').select(sql<string>`count(*)`.as('n')).where('reference', '=', fightId).where('cause', '=', 'bet').executeTakeFirstOrThrow();
    expect(Number(stakes.n)).toBe(bets.length);
    for (const b of bets) {
      expect(await keyCount(`sabong:${b.bet_id}:bet`)).toBe(1);
      expect(b.payout).not.toBeNull();
      expect(await keyCount(`sabong:${b.bet_id}:payout`)).toBe(Number(b.payout) > 0 ? 1 : 0);
    }
  }

  /** What a player's ₱10 bet on `side` pays at `result` (games.md "Sabong"), from the closed pools. */
  function payout(side: SabongSide, result: string, pools: Fight['pools']): number {
    if (result === 'draw') return side === 'draw' ? STAKE * 9 : STAKE;
    if (side !== result) return 0;
    return Math.floor((STAKE * (pools.meron + pools.wala) * (1 - PLASADA)) / (side === 'meron' ? pools.meron : pools.wala));
  }

  it('the leader alone runs the fight and its crowd; both answer the same pools and odds; a bet through the follower is paid', { timeout: 60_000 }, async () => {
    const prefix = `perya-test-${randomBytes(6).toString('hex')}`;
    const env = { SABONG_SANDBOX: '1', SABONG_SANDBOX_SCHEDULE: SCHEDULE_ENV };
    leader = await startInstance({ name: 'first', bundle: BUNDLE, database, prefix, env });
    running.push(leader);
    follower = await startInstance({ name: 'second', bundle: BUNDLE, database, prefix, env });
    running.push(follower);
    expect([await role(leader), await role(follower)]).toEqual(['leader', 'follower']);
    verifier = openDatabase(database.config);
    const ledger = createLedger(db(), Date.now);
    for (const [i, instance] of [leader, follower].entries()) {
      const { userId, token } = await registerPlayer(instance.url, `0919${String(7_200_000 + i).padStart(7, '0')}`);
      await ledger.post({
        idempotencyKey: `cluster-sabong-deposit:${userId}`,
        cause: 'deposit',
        reference: `cluster-sabong-${userId}`,
        postings: [
          { account: { system: 'clearing' }, amount: -FUNDS },
          { account: { userId, wallet: 'main' }, amount: FUNDS },
        ],
      });
      players.push({ userId, token });
    }
    const { token } = players[1]!;

    // The follower's first look starts the schedule on the leader; bets on both sides through it.
    const open = await until(follower, token, (f) => f.status === 'OPEN' && f.nextAt! - Date.now() > 400, 'an open fight with time to bet');
    const fightId = open.fight!.fightId;
    const mine = { meron: await bet(follower, token, 'follower-meron', fightId, 'meron'), wala: await bet(follower, token, 'follower-wala', fightId, 'wala') };
    const rows = await db().selectFrom('og_sabong_bets').select(['bet_id', 'fight_id', 'user_id']).where('bet_id', 'in', Object.values(mine)).execute();
    expect(rows.map((r) => [r.fight_id, Number(r.user_id)])).toEqual([
      [fightId, players[1]!.userId],
      [fightId, players[1]!.userId],
    ]);

    // While betting is open the follower shows both sides taken, the odds the pools' own.
    const live = await until(follower, token, (f) => f.fightId === fightId && f.pools.meron > STAKE && f.pools.wala > STAKE, 'the crowd on both sides');
    const { pools: livePools, odds: liveOdds } = live.fight!;
    expect(liveOdds.meron).toBeCloseTo(((livePools.meron + livePools.wala) * (1 - PLASADA)) / livePools.meron, 10);
    expect(liveOdds.wala).toBeCloseTo(((livePools.meron + livePools.wala) * (1 - PLASADA)) / livePools.wala, 10);

    // Once betting closes the pools stand still: both instances answer the same pools and odds,
    // and they are the stakes on the database.
    const closed = (f: Fight) => f.fightId === fightId && (f.status === 'CLOSED' || f.status === 'RESULT');
    const [onLeader, onFollower] = await Promise.all([until(leader, players[0]!.token, closed, 'betting closed'), until(follower, token, closed, 'betting closed')]);
    expect(onFollower.fight!.pools).toEqual(onLeader.fight!.pools);
    expect(onFollower.fight!.odds).toEqual(onLeader.fight!.odds);
    const sums = await db().selectFrom('og_sabong_bets').select(['side', sql<string>`sum(stake)`.as('total')]).where('fight_id', '=', fightId).groupBy('side').execute();
    expect(Object.fromEntries(sums.map((s) => [s.side, Number(s.total)]))).toEqual(onLeader.fight!.pools);
    expect(onLeader.fight!.odds.meron!).toBeGreaterThan(1.07);
    expect(onLeader.fight!.odds.wala!).toBeGreaterThan(1.07);

    // The result comes on the schedule and the player's bets are paid by the rules.
    const done = await until(follower, token, (f) => f.fightId === fightId && f.status === 'RESULT' && f.myBets.every((b) => b.payout !== null), 'the result');
    const result = done.fight!.result!;
    expect(['meron', 'wala', 'draw']).toContain(result);
    expect(Object.fromEntries(done.fight!.myBets.map((b) => [b.side, b.payout]))).toEqual({ meron: payout('meron', result, onLeader.fight!.pools), wala: payout('wala', result, onLeader.fight!.pools) });
    const paid = done.fight!.myBets.reduce((sum, b) => sum + b.payout!, 0);
    expect((await ledger.balances(players[1]!.userId)).main).toBe(FUNDS - 2 * STAKE + paid);
    await expectCrowdPlayedOnce(fightId);
    // The follower placed nothing itself: it never led.
    expect(follower.output()).not.toContain('this instance is the leader');
  });

  it('a new leader taking over in the last call carries the same crowd plan on, places no bet twice, and pays the fight', { timeout: 60_000 }, async () => {
    const { token } = players[1]!;
    const before = await db().selectFrom('og_sabong_fights').select(sql<number>`max(fight_number)`.as('n')).executeTakeFirstOrThrow();
    const open = await until(follower, token, (f) => f.status === 'OPEN' && f.fightNumber > Number(before.n) && f.nextAt! - Date.now() > 300, 'the next fight open');
    const fightId = open.fight!.fightId;
    const first = await bet(follower, token, 'takeover-meron', fightId, 'meron');

    // The leader dies early in the last call (the crowd's plan still has bets to come).
    const lastCall = await until(follower, token, (f) => f.fightId === fightId && f.status === 'LAST_CALL', 'the last call');
    expect(lastCall.fight!.nextAt! - Date.now()).toBeGreaterThan(SCHEDULE.lastCallMs / 2);
    leader.child.kill('SIGKILL');
    await leader.exited;
    const killedAt = Date.now();
    const crowdAtKill = await db().selectFrom('og_sabong_bets').select('bet_id').where('bet_id', 'like', `${fightId}-crowd-%`).execute();
    while ((await role(follower)) !== 'leader') {
      expect(Date.now() - killedAt).toBeLessThan(5_000);
      await new Promise((r) => setTimeout(r, 20));
    }

    // The new leader still takes bets in the rest of the last call, then closes, declares and pays.
    const second = await bet(follower, token, 'takeover-wala', fightId, 'wala');
    const done = await until(follower, token, (f) => f.fightId === fightId && f.status === 'RESULT' && f.myBets.every((b) => b.payout !== null), 'the result after the take-over');
    const fight = await db().selectFrom('og_sabong_fights').selectAll().where('fight_id', '=', fightId).executeTakeFirstOrThrow();
    // The betting window kept its length across the take-over.
    expect(Number(fight.closed_at) - Number(fight.opened_at)).toBeGreaterThanOrEqual(SCHEDULE.openMs + SCHEDULE.lastCallMs);
    const crowdAfter = await db().selectFrom('og_sabong_bets').select('bet_id').where('bet_id', 'like', `${fightId}-crowd-%`).execute();
    expect(crowdAfter.length).toBeGreaterThan(crowdAtKill.length);
    await expectCrowdPlayedOnce(fightId);
    const pools = done.fight!.pools;
    const result = done.fight!.result!;
    expect(Object.fromEntries(done.fight!.myBets.map((b) => [b.betId, b.payout]))).toEqual({ [first]: payout('meron', result, pools), [second]: payout('wala', result, pools) });

    // Money sums to zero: the players' and the crowd's wallets, the house and sandboxCrowd (and
    // clearing, the players' deposits) are every peso there is; the house holds the sabong stakes
    // less the payouts; the crowd holds what sandboxCrowd put in, less its stakes, plus its wins.
    expect((await auditLedger(db())).problems).toEqual([]);
    const crowdIds = (await db().selectFrom('users').select('id').where('account', 'like', `${CROWD_ACCOUNT_PREFIX}%`).execute()).map((u) => Number(u.id));
    const accounts = await db().selectFrom('ledger_accounts').select(['user_id', 'wallet', 'balance']).where('unit', '=', 'PHP').where('balance', '<>', 0).execute();
    const owner = (a: (typeof accounts)[number]) =>
      a.user_id === null ? a.wallet : crowdIds.includes(Number(a.user_id)) ? 'crowd' : players.some((p) => p.userId === Number(a.user_id)) ? 'player' : `user ${a.user_id}`;
    const totals: Record<string, number> = {};
    for (const a of accounts) totals[owner(a)] = (totals[owner(a)] ?? 0) + Number(a.balance);
    expect(Object.keys(totals).sort()).toEqual(['clearing', 'crowd', 'house', 'player', 'sandboxCrowd']);
    expect(Object.values(totals).reduce((s, x) => s + x, 0)).toBe(0);
    const all = await db().selectFrom('og_sabong_bets').select([sql<string>`sum(stake)`.as('staked'), sql<string>`sum(payout)`.as('paid')]).executeTakeFirstOrThrow();
    expect(totals.house).toBe(Number(all.staked) - Number(all.paid));
    const crowdBets = await db().selectFrom('og_sabong_bets').select([sql<string>`sum(stake)`.as('staked'), sql<string>`sum(payout)`.as('paid')]).where('user_id', 'in', crowdIds).executeTakeFirstOrThrow();
    expect(totals.crowd).toBe(-totals.sandboxCrowd! - Number(crowdBets.staked) + Number(crowdBets.paid));
    expect(totals.player).toBe(2 * FUNDS - (Number(all.staked) - Number(crowdBets.staked)) + (Number(all.paid) - Number(crowdBets.paid)));
    const ledger = createLedger(db(), Date.now);
    for (const p of players) {
      const own = await db().selectFrom('og_sabong_bets').select([sql<string>`sum(stake)`.as('staked'), sql<string>`sum(payout)`.as('paid')]).where('user_id', '=', p.userId).executeTakeFirstOrThrow();
      expect((await ledger.balances(p.userId)).main).toBe(FUNDS - Number(own.staked ?? 0) + Number(own.paid ?? 0));
    }
  });
});
