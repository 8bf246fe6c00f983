// One source of truth for the player's balance (issue 23 §1: "every balance on screen follows every
// settlement within a second ... never a stale copy in a game"): the `userInfo` query. The server's
// balance stream (contract/balanceNews.ts) writes every committed change into it; while the stream
// is down the query is refetched instead (at each retry, when the page comes back into view and when
// the device is back online). Whatever shows a balance reads that query — the header, the wallet,
// and the games through their transport (`balanceSourceOf`), whose own answers are written into it
// too rather than kept aside.
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/createClient';
import { readEventStream } from '../client/eventStream';
import { BALANCE_STREAM_EVENT, BALANCE_STREAM_PATH, parseBalanceNews, type BalanceNews } from '../contract/balanceNews';
import { HEADERS } from '../contract/headers';
import { routes } from '../contract/routes';
import type { User } from '../contract/user';
import { userInfoQuery } from './user';
import { queryKeys } from './keys';

const userInfoKey = () => queryKeys.call(routes.userInfo, undefined);

/** Reads whose answers move with the balance: marked stale by every change (refetched if on screen). */
export const BALANCE_FOLLOWERS = ['financeList', 'withdrawConfig', 'withdrawPending', 'bonusList', 'tradeAccounts'] as const;

/** Waits before the stream is tried again after it failed, by failures in a row (the last repeats). */
export const BALANCE_STREAM_RETRY_MS = [1_000, 3_000, 10_000] as const;

/** A stream silent this long is taken for dead (the server sends a comment every 15 s). */
export const BALANCE_STREAM_SILENCE_MS = 40_000;

/** Writes balance news into the one source; a change also marks what follows the balance stale. */
export function applyBalanceNews(queryClient: QueryClient, news: BalanceNews): void {
  const before = queryClient.getQueryData<User>(userInfoKey());
  if (before === undefined) {
    // Nothing to merge into yet: the player's record is (re)fetched whole.
    void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes.userInfo) });
    return;
  }
  const same = before.balance === news.balance && before.bonus === news.bonus && before.points === news.points && before.deposit === news.deposit;
  if (same) return;
  queryClient.setQueryData<User>(userInfoKey(), { ...before, ...news, isNopayUser: news.deposit === 0 });
  for (const name of BALANCE_FOLLOWERS) void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes[name]) });
}

export interface BalanceStreamOptions {
  /** Defaults to the global fetch. */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  readonly retryMs?: readonly number[];
  readonly silenceMs?: number;
  /** Told whether the stream is live (tests, diagnostics). */
  readonly onStatus?: (live: boolean) => void;
}

/**
 * Keeps the one source fed while a player is logged in: the balance stream, and a refetch of
 * `userInfo` whenever the stream is down, the page becomes visible again or the device comes back
 * online. Returns the stop function.
 */
export function subscribeBalanceNews(client: ApiClient, queryClient: QueryClient, options: BalanceStreamOptions = {}): () => void {
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const retryMs = options.retryMs ?? BALANCE_STREAM_RETRY_MS;
  const silenceMs = options.silenceMs ?? BALANCE_STREAM_SILENCE_MS;
  let closed = false;
  let live = false;
  let failures = 0;
  let controller: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let lastBytes = 0;
  const refetch = () => void queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes.userInfo) });
  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    options.onStatus?.(value);
  };

  async function connect(): Promise<void> {
    clearTimeout(retryTimer);
    const token = client.getToken();
    if (closed || token === null) return;
    const own = new AbortController();
    controller = own;
    try {
      const response = await doFetch(`${client.baseUrl}${BALANCE_STREAM_PATH}`, {
        headers: { accept: 'text/event-stream', [HEADERS.token]: token },
        signal: own.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || response.body === null || !type.includes('text/event-stream')) throw new Error(`balance stream unavailable (${response.status})`);
      lastBytes = Date.now();
      await readEventStream(
        response.body,
        (event, data) => {
          if (event !== BALANCE_STREAM_EVENT) return;
          let news: BalanceNews | null = null;
          try {
            news = parseBalanceNews(JSON.parse(data));
          } catch {
            news = null;
          }
          if (news === null) return;
          failures = 0;
          setLive(true);
          applyBalanceNews(queryClient, news);
        },
        () => {
          lastBytes = Date.now();
        },
      );
    } catch {
      // Refused, dropped or aborted: handled below like an end.
    }
    if (controller !== own) return;
    setLive(false);
    if (closed) return;
    // The stream is down: the balance is fetched instead, and the stream is tried again.
    refetch();
    const delay = retryMs[Math.min(failures, retryMs.length - 1)] ?? 10_000;
    failures += 1;
    retryTimer = setTimeout(() => void connect(), delay);
  }

  /** Drops the current stream (if any) and opens a new one now. */
  const reconnect = () => {
    controller?.abort();
    controller = undefined;
    void connect();
  };
  // A connection can die without a word (a phone asleep, a proxy): silence means dead.
  const watchdog = setInterval(() => {
    if (live && Date.now() - lastBytes > silenceMs) reconnect();
  }, Math.max(1_000, Math.floor(silenceMs / 4)));
  const wake = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    // Back in view or online: fresh numbers at once, and the stream again unless it is live.
    refetch();
    if (!live) reconnect();
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) window.addEventListener('online', wake);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', wake);
  void connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    clearInterval(watchdog);
    controller?.abort();
    if (hasWindow) window.removeEventListener('online', wake);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', wake);
  };
}

/**
 * The one source as a game transport reads it (@perya/games BalanceSource): the `userInfo` query's
 * balance, its changes, a fresh load, and an action's answered balance written into it.
 */
export function balanceSourceOf(queryClient: QueryClient) {
  const options = userInfoQuery();
  return {
    current: (): number | undefined => queryClient.getQueryData<User>(userInfoKey())?.balance,
    load: async (): Promise<number> => (await queryClient.fetchQuery({ ...options, staleTime: 0 })).balance,
    subscribe(listener: (balance: number) => void): () => void {
      let last = queryClient.getQueryData<User>(userInfoKey())?.balance;
      const hash = hashKey(userInfoKey());
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== hash || event.type !== 'updated') return;
        const balance = (event.query.state.data as User | undefined)?.balance;
        if (balance === undefined || balance === last) return;
        last = balance;
        listener(balance);
      });
    },
    write(balance: number): void {
      queryClient.setQueryData<User>(userInfoKey(), (old) => (old === undefined ? old : { ...old, balance }));
    },
  };
}
