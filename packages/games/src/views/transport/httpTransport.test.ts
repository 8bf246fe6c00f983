import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '@perya/api/client';
import { contract, type AnyEndpoint, type OgRound } from '@perya/api/contract';
import { createHttpTransport } from './httpTransport';
import { GameRefusal } from './types';

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
