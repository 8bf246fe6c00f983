// Issue 7 (server): sabong in real mode — operator-run fight lifecycle, pari-mutuel pools with the
// plasada, the 107 % cancellation, draw at 8:1, overdue results cancelled, every stake and payout
// on the ledger, bets idempotent by requestId, and the per-jurisdiction switch-off.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ERROR_CODES, OG_STREAM_PATH, contract, sabongStateSchema } from '@perya/api/contract';
import { MESSAGES } from '@perya/domain';
import { createLedger } from '../src/modules/ledger/ledger';
import { buildCatalogue, catalogueFileSchema } from '../src/modules/games/catalogue';
import { DEFAULT_SABONG_SCHEDULE } from '../src/modules/games/inhouse/sabong';
import { DB_KINDS, fundedPlayer, PACKAGE_DIR, rawCall, startTestServer, type TestServer } from './harness';
import { failure } from './client';

let phoneSeq = 0;
const newPhone = () => `0920${String(7_000_000 + phoneSeq++).padStart(7, '0')}`;
let requestSeq = 0;
const rid = () => `sab_${Date.now().toString(36)}_${requestSeq++}`;

const player = (server: TestServer, deposit: number) => fundedPlayer(server, newPhone(), deposit);
const balanceOf = async (server: TestServer, userId: number) => (await createLedger(server.database.db, server.clock.now).balances(userId)).main;
const ops = async (server: TestServer, action: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  (await rawCall(server.baseUrl, 'POST', `/ops/sabong/${action}`, JSON.stringify(body), headers)).json as { code: string; data: { fightId: string; status: string } | null };

/** These tests run whole rounds against a real database; a loaded 2-core machine needs headroom. */
const SLOW_MS = 30_000;

describe.each(DB_KINDS)('sabong run by the operator on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { deps: { sabongSchedule: null } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('open → last call → close → result: pools, live odds, plasada and payouts on the ledger', { timeout: SLOW_MS }, async () => {
    const meron = await player(server, 100_000);
    const wala = await player(server, 100_000);
    const draw = await player(server, 100_000);
    expect((await meron.client.call(contract.ogSabongState)).fight).toBeNull();

    const opened = await ops(server, 'open');
    expect(opened.data?.status).toBe('OPEN');
    const fightId = opened.data!.fightId;
    const requestId = rid();
    const first = await meron.client.call(contract.ogSabongBet, { requestId, fightId, side: 'meron', stake: 10_000 });
    expect(first.balance).toBe(90_000);
    expect(await meron.client.call(contract.ogSabongBet, { requestId, fightId, side: 'meron', stake: 10_000 })).toEqual(first);
    expect((await failure(meron.client.call(contract.ogSabongBet, { requestId, fightId, side: 'wala', stake: 10_000 }))).code).toBe(ERROR_CODES.VALIDATION);
    await wala.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 5_000 });

    const live = await meron.client.call(contract.ogSabongState);
    expect(live.fight).toMatchObject({ fightId, status: 'OPEN', pools: { meron: 10_000, wala: 5_000, draw: 0 }, myBets: [{ betId: first.betId, side: 'meron', stake: 10_000, payout: null }] });
    expect(live.fight!.odds.meron).toBeCloseTo(1.425, 10);
    expect(live.fight!.odds.wala).toBeCloseTo(2.85, 10);
    expect(live.fight!.odds.draw).toBe(9);

    expect((await ops(server, 'last-call')).data?.status).toBe('LAST_CALL');
    await draw.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'draw', stake: 1_000 });
    expect((await ops(server, 'close')).data?.status).toBe('CLOSED');
    // Closed: the player is told betting has closed, not that the bet was malformed.
    const closed = await failure(wala.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 1_000 }));
    expect([closed.code, closed.message]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.bettingClosed]);
    expect((await ops(server, 'result', { result: 'sideways' })).code).toBe(ERROR_CODES.VALIDATION);

    expect((await ops(server, 'result', { result: 'meron' })).data?.status).toBe('RESULT');
    // (M + W)(1 − 5 %) / M = 15,000 × 0.95 / 10,000 per peso.
    expect(await balanceOf(server, meron.userId)).toBe(90_000 + 14_250);
    expect(await balanceOf(server, wala.userId)).toBe(95_000);
    expect(await balanceOf(server, draw.userId)).toBe(99_000);
    const done = await meron.client.call(contract.ogSabongState);
    expect(done.fight).toMatchObject({ status: 'RESULT', result: 'meron', myBets: [{ payout: 14_250 }] });
    expect(done.history[0]).toEqual({ fightNumber: done.fight!.fightNumber, result: 'meron', cancelled: false });
    // The result is final: nothing can move it again.
    expect((await ops(server, 'cancel')).code).toBe(ERROR_CODES.VALIDATION);
  });

  it('a draw refunds meron and wala and pays draw bets 8:1; a one-sided fight is cancelled at close', { timeout: SLOW_MS }, async () => {
    const a = await player(server, 50_000);
    const b = await player(server, 50_000);
    let fightId = (await ops(server, 'open')).data!.fightId;
    await a.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'meron', stake: 10_000 });
    await b.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 10_000 });
    await b.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'draw', stake: 1_000 });
    await ops(server, 'last-call');
    await ops(server, 'close');
    await ops(server, 'result', { result: 'draw' });
    expect(await balanceOf(server, a.userId)).toBe(50_000);
    expect(await balanceOf(server, b.userId)).toBe(50_000 - 1_000 + 9_000);

    fightId = (await ops(server, 'open')).data!.fightId;
    await a.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'meron', stake: 5_000 });
    await ops(server, 'last-call');
    const closed = await ops(server, 'close');
    expect(closed.data?.status).toBe('CANCELLED');
    expect((await a.client.call(contract.ogSabongState)).fight).toMatchObject({ status: 'CANCELLED', cancelReason: 'lowOdds', myBets: [{ payout: 5_000 }] });
    expect(await balanceOf(server, a.userId)).toBe(50_000);
  });

  it('a closed fight without a result past the deadline is cancelled and refunded', { timeout: SLOW_MS }, async () => {
    const a = await player(server, 20_000);
    const b = await player(server, 20_000);
    const fightId = (await ops(server, 'open')).data!.fightId;
    await a.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'meron', stake: 3_000 });
    await b.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 4_000 });
    await ops(server, 'last-call');
    await ops(server, 'close');
    server.clock.advance(31 * 60_000);
    const state = await a.client.call(contract.ogSabongState);
    expect(state.fight).toMatchObject({ status: 'CANCELLED', cancelReason: 'notDeclared' });
    expect(await balanceOf(server, a.userId)).toBe(20_000);
    expect(await balanceOf(server, b.userId)).toBe(20_000);
    expect((await ops(server, 'result', { result: 'wala' })).code).toBe(ERROR_CODES.VALIDATION);
  });

  it('streams the fight over Server-Sent Events with the token header, my bets included', { timeout: SLOW_MS }, async () => {
    const p = await player(server, 10_000);
    const fightId = (await ops(server, 'open')).data!.fightId;
    const controller = new AbortController();
    const res = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=sabong`, { headers: { token: p.client.getToken()! }, signal: controller.signal });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextState = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data !== undefined) return sabongStateSchema.parse(JSON.parse(data));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    try {
      expect((await nextState()).fight).toMatchObject({ fightId, status: 'OPEN', myBets: [] });
      const bet = await p.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 2_000 });
      let state = await nextState();
      while (state.fight?.myBets.length === 0) state = await nextState();
      expect(state.fight).toMatchObject({ pools: { meron: 0, wala: 2_000, draw: 0 }, myBets: [{ betId: bet.betId, side: 'wala', stake: 2_000, payout: null }] });
    } finally {
      controller.abort();
    }
    await ops(server, 'cancel');
    expect(await balanceOf(server, p.userId)).toBe(10_000);
  });

  it('refuses an overdraft and changes nothing', { timeout: SLOW_MS }, async () => {
    const poor = await player(server, 100);
    const fightId = (await ops(server, 'open')).data!.fightId;
    expect((await failure(poor.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'meron', stake: 1_000 }))).code).toBe(ERROR_CODES.INSUFFICIENT_BALANCE);
    expect((await poor.client.call(contract.ogSabongState)).fight?.pools).toEqual({ meron: 0, wala: 0, draw: 0 });
    await ops(server, 'cancel');
  });
});

describe.each(DB_KINDS)('sabong switched off, operator token and the sandbox schedule on %s', (kind) => {
  let off: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    const file = catalogueFileSchema.parse(parseYaml(readFileSync(path.join(PACKAGE_DIR, 'seed', 'games.yaml'), 'utf8')));
    const catalogue = buildCatalogue({ ...file, availability: { jurisdiction: 'X', jurisdictions: { X: { disabledGames: ['og_10006'], disabledBrands: [] } }, brands: [] } });
    off = await startTestServer(kind, { deps: { catalogue } });
    guarded = await startTestServer(kind, { env: { OPERATOR_TOKEN: 'operator-token-0123456789' } });
  });
  afterAll(async () => {
    await off?.close();
    await guarded?.close();
  });

  it('where sabong is off: no fight opens, bets are refused, the state says so', { timeout: SLOW_MS }, async () => {
    const p = await player(off, 10_000);
    off.clock.advance(5 * 60_000);
    const state = await p.client.call(contract.ogSabongState);
    expect(state).toMatchObject({ enabled: false, fight: null });
    expect((await ops(off, 'open')).code).toBe(ERROR_CODES.FEATURE_DISABLED);
    expect((await failure(p.client.call(contract.ogSabongBet, { requestId: rid(), fightId: 'fight-1-x', side: 'meron', stake: 1_000 }))).code).toBe(ERROR_CODES.FEATURE_DISABLED);
  });

  it('operator routes need the operator token when one is set', { timeout: SLOW_MS }, async () => {
    expect((await ops(guarded, 'open')).code).toBe(ERROR_CODES.UNAUTHORIZED);
    // (The sandbox schedule has a fight open already; the operator may still stop it.)
    expect((await ops(guarded, 'cancel', {}, { 'x-operator-token': 'operator-token-0123456789' })).data?.status).toBe('CANCELLED');
  });

  it('outside production a sandbox schedule runs fights by server time and settles them', { timeout: SLOW_MS }, async () => {
    const a = await player(guarded, 100_000);
    const b = await player(guarded, 100_000);
    // After the operator's cancellation above, the schedule opens the next fight after the pause.
    guarded.clock.advance(DEFAULT_SABONG_SCHEDULE.pauseMs);
    const open = await a.client.call(contract.ogSabongState);
    expect(open.fight?.status).toBe('OPEN');
    const fightId = open.fight!.fightId;
    await a.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'meron', stake: 10_000 });
    await b.client.call(contract.ogSabongBet, { requestId: rid(), fightId, side: 'wala', stake: 10_000 });
    guarded.clock.advance(DEFAULT_SABONG_SCHEDULE.openMs);
    expect((await a.client.call(contract.ogSabongState)).fight?.status).toBe('LAST_CALL');
    guarded.clock.advance(DEFAULT_SABONG_SCHEDULE.lastCallMs);
    const closed = await a.client.call(contract.ogSabongState);
    expect(closed.fight?.status).toBe('CLOSED');
    guarded.clock.advance(DEFAULT_SABONG_SCHEDULE.resultMs);
    const settled = await a.client.call(contract.ogSabongState);
    expect(settled.fight?.status).toBe('RESULT');
    // The sandbox crowd bet too: the winner is paid by the closing pools, (M + W) × 0.95 per side's
    // peso; a draw refunds both.
    const { meron, wala } = closed.fight!.pools;
    const result = settled.fight?.result;
    const pays = (pool: number, side: string) => (result === 'draw' ? 10_000 : result === side ? Math.floor((10_000 * (meron + wala) * 95) / (pool * 100)) : 0);
    expect(await balanceOf(guarded, a.userId)).toBe(90_000 + pays(meron, 'meron'));
    expect(await balanceOf(guarded, b.userId)).toBe(90_000 + pays(wala, 'wala'));
    guarded.clock.advance(DEFAULT_SABONG_SCHEDULE.pauseMs);
    const next = await a.client.call(contract.ogSabongState);
    expect(next.fight).toMatchObject({ status: 'OPEN', fightNumber: settled.fight!.fightNumber + 1 });
  });
});
