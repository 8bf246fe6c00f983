// Issue 23 §1: one source of truth for the balance. Balance news from the stream is written into
// the userInfo query (and marks what follows the balance stale); while the stream is down the
// query is refetched, and the stream tried again; the game transports' source reads and writes the
// same query.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createClient';
import { routes } from '../contract/routes';
import type { User } from '../contract/user';
import { applyBalanceNews, balanceSourceOf, subscribeBalanceNews } from './balance';
import { createApiQueryClient } from './factory';
import { queryKeys } from './keys';

const user = { balance: 10_000, bonus: 500, points: 20, deposit: 10_000, isNopayUser: false, name: 'Juan' } as unknown as User;
const userKey = queryKeys.call(routes.userInfo, undefined);
const financeKey = queryKeys.call(routes.financeList, { pageNum: 1, pageSize: 20, type: 0 });

function streamResponse(chunks: readonly string[], keepOpen = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const client = (token: string | null = 'tok') => ({ baseUrl: 'https://api.test', getToken: () => token, call: vi.fn() }) as unknown as ApiClient;

describe('balance news', () => {
  it('merges into userInfo and marks the records stale; the same numbers change nothing', () => {
    const qc = createApiQueryClient(client());
    qc.setQueryData(userKey, user);
    qc.setQueryData(financeKey, { list: [], total: 0 });
    applyBalanceNews(qc, { balance: 10_000, bonus: 500, points: 20, deposit: 10_000 });
    expect(qc.getQueryState(financeKey)?.isInvalidated).toBe(false);
    applyBalanceNews(qc, { balance: 12_500, bonus: 0, points: 20, deposit: 10_000 });
    expect(qc.getQueryData<User>(userKey)).toMatchObject({ balance: 12_500, bonus: 0, name: 'Juan', isNopayUser: false });
    expect(qc.getQueryState(financeKey)?.isInvalidated).toBe(true);
  });

  it('the stream feeds the query with the token header; a failed stream refetches and retries', async () => {
    const qc = createApiQueryClient(client());
    qc.setQueryData(userKey, user);
    const calls: { url: string; token: string | undefined }[] = [];
    let n = 0;
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, token: (init.headers as Record<string, string>).token });
      n += 1;
      if (n === 1) throw new TypeError('network down');
      return streamResponse(['retry: 2000\n\n', 'event: balance\ndata: {"balance":10000,"bonus":500,"points":20,"deposit":10000}\n\n', ': ping\n\nevent: balance\ndata: {"balance":14250,"bonus":500,"points":20,"deposit":10000}\n\n'], true);
    });
    const refetched = vi.spyOn(qc, 'invalidateQueries');
    const live: boolean[] = [];
    const stop = subscribeBalanceNews(client(), qc, { fetch, retryMs: [10], onStatus: (v) => live.push(v) });
    await vi.waitFor(() => expect(qc.getQueryData<User>(userKey)?.balance).toBe(14_250));
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/x2/user/balance/stream', 'https://api.test/x2/user/balance/stream']);
    expect(calls.every((c) => c.token === 'tok')).toBe(true);
    // The first failure made the query refetch while the stream was down.
    expect(refetched.mock.calls.some(([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(queryKeys.endpoint(routes.userInfo)))).toBe(true);
    expect(live).toEqual([true]);
    stop();
  });

  it('opens nothing without a session', () => {
    const fetch = vi.fn();
    const stop = subscribeBalanceNews(client(null), createApiQueryClient(client(null)), { fetch });
    expect(fetch).not.toHaveBeenCalled();
    stop();
  });

  it('the games source reads, follows and writes the same query', async () => {
    const qc = createApiQueryClient(client());
    qc.setQueryData(userKey, user);
    const source = balanceSourceOf(qc);
    const seen: number[] = [];
    const off = source.subscribe((b) => seen.push(b));
    applyBalanceNews(qc, { balance: 9_000, bonus: 500, points: 20, deposit: 10_000 });
    source.write(8_000);
    expect(source.current()).toBe(8_000);
    expect(qc.getQueryData<User>(userKey)?.balance).toBe(8_000);
    expect(seen).toEqual([9_000, 8_000]);
    off();
  });
});
