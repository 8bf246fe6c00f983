// Issue 7 (server): jump in real mode — shared rounds on a published hash chain, bets and cash-outs
// by server time on the ledger, idempotent by requestId, live state over SSE with polling, and an
// unfinished round resumed after a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, OG_STREAM_PATH, contract, jumpStateSchema } from '@perya/api/contract';
import { jumpBustAtMs, jumpTimeToReach, nextChainHash, verifyJumpRound } from '@perya/games/engines';
import { MESSAGES } from '@perya/domain';
import { buildApp } from '../src/app';
import { createLedger } from '../src/modules/ledger/ledger';
import { DB_KINDS, fundedPlayer, startTestServer, testConfig, type TestServer } from './harness';
import { failure, testClient } from './client';

let phoneSeq = 0;
const newPhone = () => `0919${String(6_000_000 + phoneSeq++).padStart(7, '0')}`;
let requestSeq = 0;
const rid = () => `jump_${Date.now().toString(36)}_${requestSeq++}`;
const LONG = 10 * 60 * 1000;

/** These tests run whole rounds against a real database; a loaded 2-core machine needs headroom. */
const SLOW_MS = 30_000;

describe.each(DB_KINDS)('jump on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const player = (deposit: number) => fundedPlayer(server, newPhone(), deposit);
  const balanceOf = async (userId: number) => (await createLedger(server.database.db, server.clock.now).balances(userId)).main;
  const crashPointOf = async (roundId: string) =>
    (await server.database.db.selectFrom('og_jump_rounds').select('crash_point_x100').where('round_id', '=', roundId).executeTakeFirstOrThrow()).crash_point_x100;

  /** Moves past the current round's crash and pause: the next call opens a fresh betting window. */
  async function nextRound(client: ReturnType<typeof testClient>) {
    server.clock.advance(LONG);
    const state = await client.call(contract.ogJumpState);
    expect(state.phase).toBe('betting');
    return state;
  }

  it('bets in the window, auto cash-out by server time, crash on the published chain', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(100_000);
    const guest = testClient(server.baseUrl);
    const open = await guest.call(contract.ogJumpState);
    expect(open).toMatchObject({ phase: 'betting', gameHash: null, crashPointX100: null, multiplierX100: 100 });
    expect(open.terminatingHash).toMatch(/^[0-9a-f]{64}$/);

    const auto = await client.call(contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 1_000, autoCashOutX100: 101 });
    expect(auto.balance).toBe(99_000);
    const manualRequest = rid();
    const manual = await client.call(contract.ogJumpBet, { requestId: manualRequest, roundId: open.roundId, stake: 2_000, autoCashOutX100: null });
    expect(manual.balance).toBe(97_000);
    // A retried bet is the same bet.
    const again = await client.call(contract.ogJumpBet, { requestId: manualRequest, roundId: open.roundId, stake: 2_000, autoCashOutX100: null });
    expect(again).toEqual({ ...manual, balance: 97_000 });
    // A bet for a round gone by: its betting is closed, and the player is told so.
    const goneBy = await failure(client.call(contract.ogJumpBet, { requestId: rid(), roundId: 'jump-0-0', stake: 1_000, autoCashOutX100: null }));
    expect([goneBy.code, goneBy.message]).toEqual([ERROR_CODES.VALIDATION, MESSAGES.bettingClosed]);
    const mine = (await client.call(contract.ogJumpState)).bets.filter((b) => b.mine);
    expect(mine.map((b) => b.betId).sort()).toEqual([auto.betId, manual.betId].sort());
    // Others see the bets without their ids.
    expect((await guest.call(contract.ogJumpState)).bets.every((b) => !b.mine && !b.betId.startsWith('jump-'))).toBe(true);

    // The window closes by server time: a late bet is refused and moves nothing.
    server.clock.advance(5_000);
    const lateBet = await failure(client.call(contract.ogJumpBet, { requestId: rid(), roundId: open.roundId, stake: 1_000, autoCashOutX100: null }));
    expect([lateBet.code, lateBet.message]).toEqual([ERROR_CODES.VALIDATION, 'Betting has closed for this round. Please bet on the next one.']);
    expect(await balanceOf(userId)).toBe(97_000);

    // Just past the crash (by server time), before the pause ends: the round shows its result.
    const crash = await crashPointOf(open.roundId);
    server.clock.advance(open.bettingEndsAt - server.clock.now() + jumpBustAtMs(crash) + 1);
    const crashed = await client.call(contract.ogJumpState);
    expect(crashed).toMatchObject({ roundId: open.roundId, phase: 'crashed', crashPointX100: crash, multiplierX100: crash });
    const verified = verifyJumpRound({ gameHash: crashed.gameHash!, salt: crashed.salt, gameNumber: crashed.gameNumber, terminatingHash: crashed.terminatingHash });
    expect(verified).toEqual({ crashPointX100: crash, chainValid: true });
    const autoWin = crash >= 101 ? 1_010 : 0;
    expect(await balanceOf(userId)).toBe(97_000 + autoWin);
    // The manual bet never cashed out: lost; asking now says so.
    const late = await client.call(contract.ogJumpCashOut, { requestId: rid(), roundId: open.roundId, betId: manual.betId });
    expect(late).toMatchObject({ cashedOut: false, reason: 'crashed', payout: 0, balance: 97_000 + autoWin });
  });

  it('a manual cash-out pays at the server-time multiplier once; the next game hash links to the previous one', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(100_000);
    let state = await nextRound(client);
    // Find a round that reaches 1.30× (about three in four do).
    for (let i = 0; i < 30 && (await crashPointOf(state.roundId)) < 130; i++) state = await nextRound(client);
    expect(await crashPointOf(state.roundId)).toBeGreaterThanOrEqual(130);
    const bet = await client.call(contract.ogJumpBet, { requestId: rid(), roundId: state.roundId, stake: 10_000, autoCashOutX100: null });
    expect((await failure(client.call(contract.ogJumpCashOut, { requestId: rid(), roundId: state.roundId, betId: bet.betId }))).code).toBe(ERROR_CODES.VALIDATION);

    server.clock.advance(state.bettingEndsAt - server.clock.now() + jumpTimeToReach(120));
    const requestId = rid();
    const out = await client.call(contract.ogJumpCashOut, { requestId, roundId: state.roundId, betId: bet.betId });
    expect(out.cashedOut).toBe(true);
    expect(out.cashOutX100).toBe(120);
    expect(out.payout).toBe(12_000);
    expect(out.balance).toBe(102_000);
    server.clock.advance(1_000);
    expect(await client.call(contract.ogJumpCashOut, { requestId, roundId: state.roundId, betId: bet.betId })).toEqual(out);
    expect(await client.call(contract.ogJumpCashOut, { requestId: rid(), roundId: state.roundId, betId: bet.betId })).toMatchObject({ cashedOut: false, reason: 'alreadyOut' });
    expect(await balanceOf(userId)).toBe(102_000);

    // Consecutive games link: each revealed hash hashes to the one played before it.
    await nextRound(client);
    const { history } = await nextRound(client);
    expect(history.length).toBeGreaterThanOrEqual(3);
    for (let i = 0; i + 1 < history.length && history[i]!.gameNumber === history[i + 1]!.gameNumber + 1; i++) {
      expect(nextChainHash(history[i]!.gameHash)).toBe(history[i + 1]!.gameHash);
    }
  });

  it('pushes state over Server-Sent Events, the same shape as the polling endpoint', { timeout: SLOW_MS }, async () => {
    const { client, token } = await player(10_000);
    const state = await nextRound(client);
    const controller = new AbortController();
    const res = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=jump&token=${encodeURIComponent(token)}`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async () => {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (/^event: state$/m.test(block) && data !== undefined) return jumpStateSchema.parse(JSON.parse(data));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    try {
      expect((await nextEvent()).roundId).toBe(state.roundId);
      const bet = await client.call(contract.ogJumpBet, { requestId: rid(), roundId: state.roundId, stake: 1_000, autoCashOutX100: 200 });
      let seen = await nextEvent();
      while (!seen.bets.some((b) => b.mine && b.betId === bet.betId)) seen = await nextEvent();
      expect(seen.bets.find((b) => b.mine)).toMatchObject({ stake: 1_000, autoCashOutX100: 200 });
    } finally {
      controller.abort();
    }
    const bad = await fetch(`${server.baseUrl}${OG_STREAM_PATH}?game=nope`);
    expect(((await bad.json()) as { code: string }).code).toBe(ERROR_CODES.VALIDATION);
    // The stream token never reaches the log.
    expect(server.logs.join('')).not.toContain(token);
  });

  it('an unfinished round is resumed after a restart and settled by server time', { timeout: SLOW_MS }, async () => {
    const { client, userId } = await player(50_000);
    let state = await nextRound(client);
    for (let i = 0; i < 30 && (await crashPointOf(state.roundId)) < 150; i++) state = await nextRound(client);
    await client.call(contract.ogJumpBet, { requestId: rid(), roundId: state.roundId, stake: 5_000, autoCashOutX100: 150 });
    expect(await balanceOf(userId)).toBe(45_000);

    // The server stops (its ticker with it) and a new one on the same database picks the round up.
    await server.app.close();
    const restarted = await buildApp({ config: testConfig(server.database.kind === 'sqlite' ? { kind: 'sqlite', file: ':memory:' } : { kind: 'postgres', url: server.databaseUrl }), database: server.database, now: server.clock.now });
    try {
      await restarted.ready();
      server.clock.advance(LONG);
      const res = await restarted.inject({ method: 'GET', url: contract.ogJumpState.path });
      const after = (res.json() as { data: { roundId: string; history: { roundId: string }[] } }).data;
      // The resumed round ran to its crash (paying the auto cash-out) and the next one opened.
      expect(after.roundId).not.toBe(state.roundId);
      expect(after.history[0]?.roundId).toBe(state.roundId);
      const row = await server.database.db.selectFrom('og_jump_rounds').select('phase').where('round_id', '=', state.roundId).executeTakeFirstOrThrow();
      expect(row.phase).toBe('crashed');
      expect(await balanceOf(userId)).toBe(45_000 + 7_500);
    } finally {
      await restarted.close();
    }
  });
});
