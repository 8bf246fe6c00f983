import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@perya/api/client';
import { contract, type AnyEndpoint, type OgRound } from '@perya/api/contract';
import { createHttpTransport } from './httpTransport';
import { createFlakyServer } from './flakyServer';
import { GameRefusal, OutcomeUnknown } from './types';
import { memoryKv } from '../testing';

const round: OgRound = {
  roundId: 'r1',
  requestId: 'req-abcdefgh',
  game: 'dice',
  bet: { game: 'dice', stake: 100, chanceX100: 5000, direction: 'under' },
  outcome: { game: 'dice', rollX100: 1234, win: true },
  totalStake: 100,
  payout: 198,
  serverSeedHash: 'a'.repeat(64),
  clientSeed: 'c',
  nonce: 0,
  serverSeed: null,
  createdAt: 1,
};

const transportError = () => new ApiError({ code: 600, url: '/x2/og/play', kind: 'transport' });

/** A fake client answering each endpoint from a script; records every call. */
function fakeClient(script: Partial<Record<string, ((payload: unknown) => unknown)[]>>) {
  const calls: { name: string; payload: unknown }[] = [];
  const client = {
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    async call(endpoint: AnyEndpoint, payload: unknown) {
      calls.push({ name: endpoint.name, payload });
      const next = script[endpoint.name]?.shift();
      if (!next) throw new Error(`unexpected call ${endpoint.name}`);
      return next(payload);
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('real mode over a dropped connection (issue 7 §7: a bet is never lost or doubled)', () => {
  it('retries a failed bet with the same requestId', async () => {
    const { client, calls } = fakeClient({
      ogPlay: [
        () => {
          throw transportError();
        },
        () => ({ round, balance: 5098 }),
      ],
    });
    const t = createHttpTransport({ api: client, retryMs: 0 });
    await expect(t.play(round.bet, 'req-abcdefgh')).resolves.toEqual({ round, balance: 5098 });
    expect(calls.map((c) => c.name)).toEqual(['ogPlay', 'ogPlay']);
    expect(new Set(calls.map((c) => (c.payload as { requestId: string }).requestId))).toEqual(new Set(['req-abcdefgh']));
  });

  it('asks the server by requestId when no answer came, and shows the settled round', async () => {
    const fail = () => {
      throw transportError();
    };
    const { client, calls } = fakeClient({
      ogPlay: [fail, fail, fail],
      ogRound: [(p) => ((p as { requestId: string }).requestId === 'req-abcdefgh' ? round : null)],
      userInfo: [() => ({ balance: 5098 })],
    });
    const t = createHttpTransport({ api: client, retryMs: 0 });
    await expect(t.play(round.bet, 'req-abcdefgh')).resolves.toEqual({ round, balance: 5098 });
    expect(calls.filter((c) => c.name === 'ogPlay')).toHaveLength(3);
  });

  it('does not retry a refusal, and gives its message key', async () => {
    const { client, calls } = fakeClient({
      ogPlay: [
        () => {
          throw new ApiError({ code: '20001', msg: 'Insufficient available balance.', url: '/x2/og/play', kind: 'envelope' });
        },
      ],
    });
    const t = createHttpTransport({ api: client, retryMs: 0 });
    const error = await t.play(round.bet, 'req-abcdefgh').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameRefusal);
    expect((error as GameRefusal).messageKey).toBe('insufficientAvailableBalance');
    expect(calls).toHaveLength(1);
    expect(contract.ogPlay.options.noToast).toBe(true); // the view shows the message, not a toast
  });
});

describe('a bet over a connection that drops (issue 7 §7), against a server that settles each requestId once', () => {
  const dice = { game: 'dice', stake: 500, chanceX100: 5000, direction: 'under' } as const;

  it('the answer is lost on every attempt: OutcomeUnknown with the key; the next try with that key gets the first round, money moved once', async () => {
    const server = createFlakyServer(10_000);
    const t = createHttpTransport({ api: server.client, retryMs: 0 });
    server.setLink('lossy');
    const error = await t.play(dice, 'req-lost-answer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutcomeUnknown);
    expect((error as OutcomeUnknown).requestId).toBe('req-lost-answer');
    expect((error as OutcomeUnknown).messageKey).toBe('networkAnomaly');
    // Three attempts reached the server with one key: one round, one stake.
    expect(server.calls.filter((c) => c.name === 'ogPlay').map((c) => c.requestId)).toEqual(['req-lost-answer', 'req-lost-answer', 'req-lost-answer']);
    expect(server.rounds.size).toBe(1);
    const settled = server.balance();
    server.setLink('up');
    const again = await t.play(dice, 'req-lost-answer');
    expect(again.round).toBe(server.rounds.get('req-lost-answer'));
    expect(again.balance).toBe(settled);
    expect(server.rounds.size).toBe(1);
    expect(settled).toBe(10_000 - 500 + again.round.payout);
  });

  it('nothing reaches the server: OutcomeUnknown, no round; the try with the same key plays it once', async () => {
    const server = createFlakyServer(10_000);
    const t = createHttpTransport({ api: server.client, retryMs: 0 });
    server.setLink('down');
    await expect(t.play(dice, 'req-never-arrived')).rejects.toBeInstanceOf(OutcomeUnknown);
    expect(server.rounds.size).toBe(0);
    expect(server.balance()).toBe(10_000);
    server.setLink('up');
    const played = await t.play(dice, 'req-never-arrived');
    expect(server.rounds.size).toBe(1);
    expect(played.balance).toBe(10_000 - 500 + played.round.payout);
  });

  it('jump bet, cash-out and sabong bet retry with the same requestId and end in OutcomeUnknown when never answered', async () => {
    const fail = () => {
      throw transportError();
    };
    const { client, calls } = fakeClient({
      ogJumpBet: [fail, (p) => ({ betId: (p as { requestId: string }).requestId, roundId: 'j1', balance: 900 })],
      ogJumpCashOut: [fail, fail, fail],
      ogSabongBet: [fail, fail, fail],
    });
    const t = createHttpTransport({ api: client, retryMs: 0 });
    await expect(t.jumpBet({ requestId: 'req-jump-bet', roundId: 'j1', stake: 100, autoCashOutX100: null })).resolves.toMatchObject({ betId: 'req-jump-bet' });
    const cashOut = await t.jumpCashOut({ requestId: 'req-cash-out', roundId: 'j1', betId: 'req-jump-bet' }).catch((e: unknown) => e);
    expect(cashOut).toBeInstanceOf(OutcomeUnknown);
    expect((cashOut as OutcomeUnknown).requestId).toBe('req-cash-out');
    await expect(t.sabongBet({ requestId: 'req-sabong', fightId: 'f1', side: 'meron', stake: 100 })).rejects.toMatchObject({ requestId: 'req-sabong' });
    const keys = (name: string) => calls.filter((c) => c.name === name).map((c) => (c.payload as { requestId: string }).requestId);
    expect(keys('ogJumpBet')).toEqual(['req-jump-bet', 'req-jump-bet']);
    expect(keys('ogJumpCashOut')).toEqual(['req-cash-out', 'req-cash-out', 'req-cash-out']);
    expect(keys('ogSabongBet')).toEqual(['req-sabong', 'req-sabong', 'req-sabong']);
  });

  it('a refusal is an answer: no retry and not OutcomeUnknown (the next try is a new bet)', async () => {
    const { client, calls } = fakeClient({
      ogSabongBet: [
        () => {
          throw new ApiError({ code: '20001', msg: 'Insufficient available balance.', url: '/x2/og/sabong/bet', kind: 'envelope' });
        },
      ],
    });
    const t = createHttpTransport({ api: client, retryMs: 0 });
    const error = await t.sabongBet({ requestId: 'req-refused', fightId: 'f1', side: 'wala', stake: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GameRefusal);
    expect(error).not.toBeInstanceOf(OutcomeUnknown);
    expect(calls).toHaveLength(1);
  });
});

describe('real scratch cards left unfinished (games.md: an unfinished round is resumed)', () => {
  const card: OgRound = {
    ...round,
    roundId: 'sc1',
    game: 'scratch',
    bet: { game: 'scratch', stake: 100 },
    outcome: { game: 'scratch', cells: ['coin', 'coin', 'coin', 'bell', 'gem', 'crown', 'seven', 'clover', 'cherry'], winningSymbol: 'coin', multiplierX100: 100 },
    payout: 100,
  };

  it('a card bought and partly scratched is found again among the server’s rounds after a reload', async () => {
    const kv = memoryKv();
    const before = createHttpTransport({ api: fakeClient({ ogPlay: [() => ({ round: card, balance: 5000 })] }).client, kv });
    await before.play(card.bet, 'req-abcdefgh');
    before.saveScratchProgress!({ roundId: 'sc1', revealed: [true, true, false, false, false, false, false, false, false] });

    const { client, calls } = fakeClient({ ogRounds: [() => ({ list: [card, round] })] });
    const after = createHttpTransport({ api: client, kv });
    const found = await after.unfinishedScratch!();
    expect(found?.round).toEqual(card);
    expect(found?.revealed.slice(0, 3)).toEqual([true, true, false]);
    expect(calls).toEqual([{ name: 'ogRounds', payload: { game: 'scratch', limit: 20 } }]);
  });

  it('nothing to resume once the card is uncovered', async () => {
    const kv = memoryKv();
    const t = createHttpTransport({ api: fakeClient({ ogPlay: [() => ({ round: card, balance: 5000 })], ogRounds: [() => ({ list: [card] })] }).client, kv });
    await t.play(card.bet, 'req-abcdefgh');
    t.saveScratchProgress!({ roundId: 'sc1', revealed: Array.from({ length: 9 }, () => true) });
    await expect(t.unfinishedScratch!()).resolves.toBeNull();
  });
});
