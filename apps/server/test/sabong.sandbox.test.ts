// Issue 23 item 4: sabong a lone player can watch and win in the sandbox. The sandbox's house crowd
// takes both sides of every fight it runs (with ledger money from the sandboxCrowd account, not
// conjured), the odds come from the pools, results come on the schedule (SABONG_SANDBOX_SCHEDULE,
// drawn from SABONG_SANDBOX_SEED), meron, wala and draw pay by games.md "Sabong", an operator's
// fight is left to the operator, every cancellation says why, and the sandbox serves its looping clip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { contract, sabongStateSchema } from '@perya/api/contract';
import { DEFAULT_SABONG_CONFIG, sabongOdds, sabongOddsTooLow } from '@perya/games/engines';
import { createLedger } from '../src/modules/ledger/ledger';
import { CROWD_ACCOUNT_PREFIX, CROWD_SIZE, balancingStakes, planCrowdBets, sandboxFightResult, seededRandom } from '../src/modules/games/inhouse/sabongCrowd';
import { parseSabongSchedule } from '../src/modules/games/inhouse/sabongSchedule';
import { loadConfig } from '../src/config';
import { DB_KINDS, fundedPlayer, rawCall, startTestServer, type TestServer } from './harness';

const SCHEDULE = { openMs: 4_000, lastCallMs: 2_000, resultMs: 2_000, pauseMs: 2_000 };
const SCHEDULE_ENV = 'open=4,lastCall=2,result=2,pause=2';
const SLOW_MS = 60_000;

/** A seed whose sandbox fights 1, 2 and 3 end meron, wala and draw, in that order. */
function seedForResults(): string {
  for (let i = 0; ; i++) {
    const seed = `sabong-test-${i}`;
    if (sandboxFightResult(seed, 1) === 'meron' && sandboxFightResult(seed, 2) === 'wala' && sandboxFightResult(seed, 3) === 'draw') return seed;
  }
}

describe('the sandbox crowd, results and schedule (pure)', () => {
  it('plans a two-sided crowd from the seed: the same seed and fight replay it, stakes within the limits', () => {
    const plan = planCrowdBets('seed-a', 7, DEFAULT_SABONG_CONFIG);
    expect(planCrowdBets('seed-a', 7, DEFAULT_SABONG_CONFIG)).toEqual(plan);
    expect(planCrowdBets('seed-b', 7, DEFAULT_SABONG_CONFIG)).not.toEqual(plan);
    expect(plan.length).toBeGreaterThanOrEqual(15);
    for (const side of ['meron', 'wala', 'draw'] as const) expect(plan.some((b) => b.side === side)).toBe(true);
    for (const b of plan) {
      expect(b.stake).toBeGreaterThanOrEqual(DEFAULT_SABONG_CONFIG.minStake);
      expect(b.stake).toBeLessThanOrEqual(DEFAULT_SABONG_CONFIG.maxStake);
      expect(b.member).toBeGreaterThanOrEqual(0);
      expect(b.member).toBeLessThan(CROWD_SIZE);
      expect(b.at).toBeGreaterThanOrEqual(0);
      expect(b.at).toBeLessThan(0.93);
    }
    expect(plan.map((b) => b.at)).toEqual([...plan.map((b) => b.at)].sort((x, y) => x - y));
    expect(new Set(plan.map((b) => b.key)).size).toBe(plan.length);
    // Both sides are taken by the first two bets, as the fight opens, so odds show at once.
    expect(plan.filter((b) => b.side !== 'draw').slice(0, 2).map((b) => b.at)).toEqual([0, 0]);
    expect(new Set(plan.filter((b) => b.side !== 'draw').slice(0, 2).map((b) => b.side)).size).toBe(2);
  });

  it('balances late money so both sides pay at least 1.25 per peso, and adds none when they do', () => {
    const lopsided = { meron: 500_000, wala: 20_000, draw: 0 };
    expect(sabongOddsTooLow(lopsided)).toBe(true);
    const late = balancingStakes(lopsided, DEFAULT_SABONG_CONFIG)!;
    expect(late.side).toBe('wala');
    const after = { ...lopsided, wala: lopsided.wala + late.stakes.reduce((s, x) => s + x, 0) };
    const odds = sabongOdds(after);
    expect(odds.meron!).toBeGreaterThanOrEqual(1.25);
    expect(odds.wala!).toBeGreaterThan(1.25);
    expect(sabongOddsTooLow(after)).toBe(false);
    expect(late.stakes.every((s) => s <= DEFAULT_SABONG_CONFIG.maxStake && s % 100 === 0)).toBe(true);
    expect(balancingStakes({ meron: 10_000, wala: 12_000, draw: 0 }, DEFAULT_SABONG_CONFIG)).toBeNull();
    expect(balancingStakes({ meron: 0, wala: 30_000, draw: 0 }, DEFAULT_SABONG_CONFIG)?.side).toBe('meron');
  });

  it('draws results from the seed: meron and wala about 48 % each, draws rare', () => {
    expect(sandboxFightResult('s', 12)).toBe(sandboxFightResult('s', 12));
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let n = 1; n <= 4_000; n++) counts[sandboxFightResult('distribution', n)]++;
    expect(counts.meron / 4_000).toBeGreaterThan(0.44);
    expect(counts.wala / 4_000).toBeGreaterThan(0.44);
    expect(counts.draw / 4_000).toBeGreaterThan(0.02);
    expect(counts.draw / 4_000).toBeLessThan(0.06);
    const r = seededRandom('x', 'y');
    const values = Array.from({ length: 100 }, () => r());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBe(100);
  });

  it('reads SABONG_SANDBOX_SCHEDULE, and refuses a bad one with a clear message', () => {
    expect(parseSabongSchedule(SCHEDULE_ENV)).toEqual(SCHEDULE);
    expect(parseSabongSchedule('open=1.5')).toMatchObject({ openMs: 1_500, lastCallMs: 15_000 });
    expect(parseSabongSchedule('close=3')).toEqual({ problem: expect.stringContaining("'close=3'") });
    expect(parseSabongSchedule('open=0.1')).toEqual({ problem: expect.stringContaining('open must be between') });
    expect(() => loadConfig({ PERYA_DEV: '1', SABONG_SANDBOX_SCHEDULE: 'open=soon' }, { defaultSqliteFile: ':memory:', defaultSeedFile: 'seed.yaml' })).toThrow(/SABONG_SANDBOX_SCHEDULE/);
    const config = loadConfig({ PERYA_DEV: '1', SABONG_SANDBOX_SCHEDULE: SCHEDULE_ENV, SABONG_SANDBOX_SEED: 'abc' }, { defaultSqliteFile: ':memory:', defaultSeedFile: 'seed.yaml' });
    expect(config.sabongSandboxRun).toEqual({ schedule: SCHEDULE, seed: 'abc' });
  });
});

describe.each(DB_KINDS)('a lone player in the sandbox on %s', (kind) => {
  let server: TestServer;
  const seed = seedForResults();
  let phoneSeq = 0;
  const player = (deposit: number) => fundedPlayer(server, `0921${String(3_000_000 + phoneSeq++).padStart(7, '0')}`, deposit);
  const balanceOf = async (userId: number) => (await createLedger(server.database.db, server.clock.now).balances(userId)).main;
  /** Moves the test clock in ticker-sized steps, asking for the state as a player's screen does. */
  const advance = async (ms: number, read: () => Promise<unknown>) => {
    for (let t = 0; t < ms; t += 250) {
      server.clock.advance(Math.min(250, ms - t));
      await read();
    }
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { SABONG_SANDBOX_SCHEDULE: SCHEDULE_ENV, SABONG_SANDBOX_SEED: seed } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the crowd takes both sides, the odds move from the pools, and meron, wala and draw pay by the rules', { timeout: SLOW_MS }, async () => {
    const p = await player(100_000);
    const state = () => p.client.call(contract.ogSabongState);
    const expected = ['meron', 'wala', 'draw'] as const;
    for (const [i, result] of expected.entries()) {
      let s = await state();
      // Fight i + 1 opens at once (the first look starts the schedule), later ones after the pause.
      while (s.fight?.status !== 'OPEN') {
        await advance(250, state);
        s = await state();
      }
      expect(s.fight.fightNumber).toBe(i + 1);
      const openedAt = s.serverTime;
      const fightId = s.fight.fightId;
      const before = await balanceOf(p.userId);
      await p.client.call(contract.ogSabongBet, { requestId: `lone-${i}-m`, fightId, side: 'meron', stake: 1_000 });
      await p.client.call(contract.ogSabongBet, { requestId: `lone-${i}-w`, fightId, side: 'wala', stake: 1_000 });
      await p.client.call(contract.ogSabongBet, { requestId: `lone-${i}-d`, fightId, side: 'draw', stake: 100 });

      // Half-way through betting the crowd has bet on both sides, and the odds are the pools'.
      await advance(SCHEDULE.openMs / 2, state);
      s = await state();
      expect(s.fight).toMatchObject({ fightId, status: 'OPEN' });
      expect(s.fight!.pools.meron).toBeGreaterThan(1_000);
      expect(s.fight!.pools.wala).toBeGreaterThan(1_000);
      expect(s.fight!.odds.meron).toBeCloseTo(((s.fight!.pools.meron + s.fight!.pools.wala) * 0.95) / s.fight!.pools.meron, 10);
      expect(s.fight!.odds.wala).toBeCloseTo(((s.fight!.pools.meron + s.fight!.pools.wala) * 0.95) / s.fight!.pools.wala, 10);
      expect(s.fight!.nextAt).toBe(openedAt + SCHEDULE.openMs);

      // Through last call and the fight: closed with both sides paying more than 107 %, then the result.
      await advance(SCHEDULE.openMs / 2 + SCHEDULE.lastCallMs, state);
      s = await state();
      expect(s.fight!.status).toBe('CLOSED');
      expect(s.fight!.odds.meron!).toBeGreaterThan(1.07);
      expect(s.fight!.odds.wala!).toBeGreaterThan(1.07);
      const closedPools = s.fight!.pools;
      await advance(SCHEDULE.resultMs, state);
      s = await state();
      expect(s.fight).toMatchObject({ fightId, status: 'RESULT', result, cancelReason: null });

      // games.md: a winning peso pays (M + W)(1 − 5 %) / M; on a draw meron and wala are refunded
      // and the draw bet pays 8:1.
      const total = closedPools.meron + closedPools.wala;
      const pays = { meron: Math.floor((1_000 * total * 95) / (closedPools.meron * 100)), wala: Math.floor((1_000 * total * 95) / (closedPools.wala * 100)) };
      const byRequest = Object.fromEntries(s.fight!.myBets.map((b) => [b.side, b.payout]));
      if (result === 'draw') expect(byRequest).toEqual({ meron: 1_000, wala: 1_000, draw: 900 });
      else expect(byRequest).toEqual({ meron: result === 'meron' ? pays.meron : 0, wala: result === 'wala' ? pays.wala : 0, draw: 0 });
      const paid = s.fight!.myBets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
      expect(await balanceOf(p.userId)).toBe(before - 2_100 + paid);
      expect(s.history[0]).toEqual({ fightNumber: i + 1, result, cancelled: false });
    }
  });

  it("the crowd's money is ledger money: funded from sandboxCrowd, and nobody can log in to a crowd account (no password, phone or Google id)", { timeout: SLOW_MS }, async () => {
    const db = server.database.db;
    const crowd = await db.selectFrom('users').select(['id', 'account', 'password_hash', 'phone', 'google_sub', 'invite_code']).where('account', 'like', `${CROWD_ACCOUNT_PREFIX}%`).execute();
    expect(crowd).toHaveLength(CROWD_SIZE);
    for (const member of crowd) expect([member.password_hash, member.phone, member.google_sub, member.invite_code === member.invite_code.toUpperCase()]).toEqual([null, null, null, false]);
    const ids = crowd.map((m) => Number(m.id));
    const funded = await db.selectFrom('ledger_accounts').select('balance').where('user_id', 'is', null).where('wallet', '=', 'sandboxCrowd').executeTakeFirstOrThrow();
    const wallets = await db.selectFrom('ledger_accounts').select(sql<string>`sum(balance)`.as('total')).where('user_id', 'in', ids).executeTakeFirstOrThrow();
    const bets = await db.selectFrom('og_sabong_bets').select([sql<string>`sum(stake)`.as('staked'), sql<string>`sum(payout)`.as('paid')]).where('user_id', 'in', ids).executeTakeFirstOrThrow();
    // What the crowd holds is what sandboxCrowd put in, less its stakes, plus what the fights paid it.
    expect(Number(funded.balance)).toBeLessThan(0);
    expect(Number(wallets.total)).toBe(-Number(funded.balance) - Number(bets.staked) + Number(bets.paid));
  });

  it('an operator fight is the operator\'s: no crowd, no schedule; a cancellation says why; the schedule carries on after it', { timeout: SLOW_MS }, async () => {
    const ops = async (action: string, body: unknown = {}) => (await rawCall(server.baseUrl, 'POST', `/ops/sabong/${action}`, JSON.stringify(body))).json as { code: string; data: { fightId: string; status: string } };
    const p = await player(10_000);
    const state = () => p.client.call(contract.ogSabongState);
    let s = await state();
    while (s.fight?.status !== 'RESULT' && s.fight?.status !== 'CANCELLED') {
      await advance(250, state);
      s = await state();
    }
    const opened = await ops('open');
    expect(opened.data.status).toBe('OPEN');
    await advance(SCHEDULE.openMs + SCHEDULE.lastCallMs + SCHEDULE.resultMs, state);
    s = await state();
    expect(s.fight).toMatchObject({ fightId: opened.data.fightId, status: 'OPEN', pools: { meron: 0, wala: 0, draw: 0 }, nextAt: null });
    await p.client.call(contract.ogSabongBet, { requestId: 'op-fight-1', fightId: opened.data.fightId, side: 'wala', stake: 500 });
    expect((await ops('cancel')).data.status).toBe('CANCELLED');
    s = await state();
    expect(s.fight).toMatchObject({ status: 'CANCELLED', cancelReason: 'operator', myBets: [{ payout: 500 }] });
    expect(await balanceOf(p.userId)).toBe(10_000);
    await advance(SCHEDULE.pauseMs, state);
    s = await state();
    expect(s.fight).toMatchObject({ status: 'OPEN', fightNumber: s.history[0]!.fightNumber + 1 });
  });

  it('serves the looping clip as the stream where no operator stream is configured', { timeout: SLOW_MS }, async () => {
    const p = await player(0);
    const s = sabongStateSchema.parse(await p.client.call(contract.ogSabongState));
    expect(s.streamUrl).toBe(`${server.baseUrl}/sandbox/sabong/clip.m3u8`);
    const playlist = await fetch(s.streamUrl!);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toMatch(/^#EXTM3U/);
    const segments = text.split('\n').filter((l) => l.endsWith('.m2t'));
    expect(segments.length).toBeGreaterThan(0);
    for (const name of segments) {
      const res = await fetch(new URL(name, s.streamUrl!));
      expect(res.headers.get('content-type')).toBe('video/mp2t');
      const body = new Uint8Array(await res.arrayBuffer());
      expect(body[0]).toBe(0x47); // an MPEG-TS sync byte
    }
    expect((await fetch(`${server.baseUrl}/sandbox/sabong/..%2Fconfig.yaml`)).status).toBe(404);
  });
});
