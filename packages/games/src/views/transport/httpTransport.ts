// Real mode: the x2 server settles every round (apps/server, in-house settlement) through the
// contract entries of @perya/api. Bets are retried with the same requestId after a transport
// failure, and looked up by it when the answer never came, so a bet is never lost or doubled.
import { ApiError, type ApiClient } from '@perya/api/client';
import {
  contract,
  HEADERS,
  jumpStateSchema,
  OG_STREAM_EVENT,
  OG_STREAM_PATH,
  sabongStateSchema,
  type OgRound,
} from '@perya/api/contract';
import type { KeyValue } from './demoStore';
import { messageKeyOfError } from './errors';
import { subscribeLive } from './liveStream';
import { createScratchResume } from './scratchResume';
import { GameRefusal, OutcomeUnknown, type BalanceSource, type GameTransport, type PlayResult } from './types';

export interface HttpTransportOptions {
  readonly api: ApiClient;
  /** Defaults to the global fetch (for the event stream). */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  readonly pollMs?: number;
  /** Attempts of one bet before asking the server whether it was taken. */
  readonly attempts?: number;
  /** Pause between attempts. */
  readonly retryMs?: number;
  /** Where the progress of unfinished scratch cards is kept (the app's storage); memory if absent. */
  readonly kv?: KeyValue;
  /**
   * The app's one source of the wallet balance (the shell's userInfo query, fed by the balance
   * stream); absent (tests, a bare view): a source of this transport's own, loaded from userInfo.
   */
  readonly balances?: BalanceSource;
}

/** A balance source of the transport's own: loaded from userInfo and the answers of its actions. */
function ownBalanceSource(load: () => Promise<number>): BalanceSource {
  let value: number | undefined;
  const listeners = new Set<(balance: number) => void>();
  const set = (balance: number) => {
    if (balance === value) return;
    value = balance;
    for (const l of [...listeners]) l(balance);
  };
  return {
    current: () => value,
    async load() {
      const balance = await load();
      set(balance);
      return balance;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write: set,
  };
}

const isTransient = (error: unknown) => error instanceof ApiError && (error.kind === 'transport' || error.kind === 'timeout');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpTransport(options: HttpTransportOptions): GameTransport {
  const { api } = options;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const attempts = options.attempts ?? 3;
  const retryMs = options.retryMs ?? 800;
  const scratch = createScratchResume(options.kv);
  const balances = options.balances ?? ownBalanceSource(async () => (await send(() => api.call(contract.userInfo, {}))).balance);

  // Calls waiting to retry after a transient failure, and who wants to know (the view's notice).
  let retrying = 0;
  const retryListeners = new Set<(retrying: boolean) => void>();
  const setRetrying = (delta: number) => {
    const before = retrying > 0;
    retrying += delta;
    if (before !== retrying > 0) for (const l of [...retryListeners]) l(retrying > 0);
  };
  /** Runs `body`, counting it as retrying from its first transient failure (`fail()`) to its end. */
  async function tracked<T>(body: (fail: () => void) => Promise<T>): Promise<T> {
    let counted = false;
    try {
      return await body(() => {
        if (!counted) setRetrying(1);
        counted = true;
      });
    } finally {
      if (counted) setRetrying(-1);
    }
  }

  /**
   * Sends one call, retrying transient failures (no answer) unchanged — an action keeps its
   * requestId. When every attempt went unanswered, an action (`requestId` given) may still have
   * been taken: it fails with OutcomeUnknown, so its next try reuses the key.
   */
  function send<T>(call: () => Promise<T>, requestId?: string): Promise<T> {
    return tracked(async (fail) => {
      let lastError: unknown;
      for (let i = 0; i < attempts; i++) {
        try {
          return await call();
        } catch (error) {
          lastError = error;
          if (!isTransient(error)) throw new GameRefusal(messageKeyOfError(error), error instanceof Error ? error.message : undefined, error instanceof ApiError ? error.data : undefined);
          fail();
          if (i < attempts - 1) await sleep(retryMs * (i + 1));
        }
      }
      if (requestId !== undefined) throw new OutcomeUnknown(requestId, messageKeyOfError(lastError));
      throw new GameRefusal(messageKeyOfError(lastError));
    });
  }

  const streamOf = (game: 'jump' | 'sabong') => (signal: AbortSignal) => {
    const token = api.getToken();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers[HEADERS.token] = token;
    return doFetch(`${api.baseUrl}${OG_STREAM_PATH}?game=${game}`, { headers, signal });
  };

  return {
    mode: 'real',
    balance: () => (options.balances === undefined ? balances.load() : send(() => balances.load())),
    watchBalance: (listener) => balances.subscribe(listener),
    noteBalance: (balance) => balances.write(balance),
    seeds: (game) => send(() => api.call(contract.ogSeeds, { game })),
    rotateSeeds: (game, clientSeed) => send(() => api.call(contract.ogRotateSeeds, clientSeed === undefined ? { game } : { game, clientSeed })),
    play: (bet, requestId) =>
      tracked(async (fail) => {
        const kept = (result: PlayResult) => {
          scratch.bought(result.round);
          return result;
        };
        let lost: unknown;
        for (let i = 0; i < attempts; i++) {
          try {
            return kept(await api.call(contract.ogPlay, { requestId, bet }));
          } catch (error) {
            // A refusal is an answer: nothing was taken, and retrying would not change it.
            if (!isTransient(error)) throw new GameRefusal(messageKeyOfError(error), error instanceof Error ? error.message : undefined, error instanceof ApiError ? error.data : undefined);
            lost = error;
            fail();
            if (i < attempts - 1) await sleep(retryMs * (i + 1));
          }
        }
        // No answer came back: the server may still have taken the bet. Ask by requestId.
        try {
          const round: OgRound = await api.call(contract.ogRound, { requestId });
          const balance = await balances.load();
          return kept({ round, balance });
        } catch {
          // Still unknown (or the first request is still on its way): the next try keeps the key.
          throw new OutcomeUnknown(requestId, messageKeyOfError(lost));
        }
      }),
    async rounds(game) {
      return (await send(() => api.call(contract.ogRounds, { game, limit: 20 }))).list;
    },
    subscribeJump(listener) {
      return subscribeLive(
        {
          openStream: streamOf('jump'),
          poll: (signal) => api.call(contract.ogJumpState, {}, { signal }),
          parse: (data) => jumpStateSchema.parse(data),
          event: OG_STREAM_EVENT,
          ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
        },
        listener,
      );
    },
    jumpBet: (input) => send(() => api.call(contract.ogJumpBet, input), input.requestId),
    jumpCashOut: (input) => send(() => api.call(contract.ogJumpCashOut, input), input.requestId),
    subscribeSabong(listener) {
      return subscribeLive(
        {
          openStream: streamOf('sabong'),
          poll: (signal) => api.call(contract.ogSabongState, {}, { signal }),
          parse: (data) => sabongStateSchema.parse(data),
          event: OG_STREAM_EVENT,
          ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
        },
        listener,
      );
    },
    sabongBet: (input) => send(() => api.call(contract.ogSabongBet, input), input.requestId),
    subscribeRetrying(listener) {
      retryListeners.add(listener);
      return () => void retryListeners.delete(listener);
    },
    async unfinishedScratch() {
      return scratch.find((await send(() => api.call(contract.ogRounds, { game: 'scratch', limit: 20 }))).list);
    },
    saveScratchProgress: (progress) => scratch.save(progress),
  };
}
