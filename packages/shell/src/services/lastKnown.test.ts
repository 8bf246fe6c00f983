// Issue 25 item 1: the home's public offers are drawn at once from the last visit's answer and
// refreshed; a new build never reads an old build's entry.
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lastKnownKey, readLastKnown, rememberLastKnown } from './lastKnown';

function memoryKv() {
  const map = new Map<string, string>();
  return { map, get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v) };
}

const offers = (answer: () => Promise<{ banners: string[] }>) => queryOptions({ queryKey: ['offers'] as const, queryFn: answer, staleTime: 60_000 });

describe('last known answers of public home queries (issue 25 item 1)', () => {
  it('stores every answer under its name, stamped with the build', async () => {
    const kv = memoryKv();
    const client = new QueryClient();
    await client.fetchQuery(rememberLastKnown(offers(async () => ({ banners: ['a'] })), kv, 'frontGame', 'build-1'));
    expect(JSON.parse(kv.map.get(lastKnownKey('frontGame')) ?? '')).toEqual({ build: 'build-1', data: { banners: ['a'] } });
  });

  it('draws the stored answer at once and refreshes it, though the query is otherwise fresh for a minute', async () => {
    const kv = memoryKv();
    kv.set(lastKnownKey('frontGame'), JSON.stringify({ build: 'build-1', data: { banners: ['old'] } }));
    let calls = 0;
    const client = new QueryClient();
    const observer = new QueryObserver(client, rememberLastKnown(offers(async () => ({ banners: [`new-${++calls}`] })), kv, 'frontGame', 'build-1'));
    expect(observer.getCurrentResult().data).toEqual({ banners: ['old'] });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    await expect.poll(() => observer.getCurrentResult().data).toEqual({ banners: ['new-1'] });
    unsubscribe();
    expect(calls).toBe(1);
    expect(readLastKnown(kv, 'frontGame', 'build-1')).toEqual({ banners: ['new-1'] });
  });

  it('keeps the last known answer when the refresh fails (the API is down)', async () => {
    const kv = memoryKv();
    kv.set(lastKnownKey('frontGame'), JSON.stringify({ build: 'build-1', data: { banners: ['old'] } }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(client, rememberLastKnown(offers(() => Promise.reject(new Error('down'))), kv, 'frontGame', 'build-1'));
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().isError).toBe(true);
    expect(observer.getCurrentResult().data).toEqual({ banners: ['old'] });
    unsubscribe();
    expect(readLastKnown(kv, 'frontGame', 'build-1')).toEqual({ banners: ['old'] });
  });

  it("never reads another build's entry, nor one it cannot parse", () => {
    const kv = memoryKv();
    kv.set(lastKnownKey('frontGame'), JSON.stringify({ build: 'build-1', data: { banners: ['old'] } }));
    expect(readLastKnown(kv, 'frontGame', 'build-2')).toBeUndefined();
    const client = new QueryClient();
    const observer = new QueryObserver(client, rememberLastKnown(offers(() => new Promise(() => undefined)), kv, 'frontGame', 'build-2'));
    expect(observer.getCurrentResult().data).toBeUndefined();
    for (const raw of ['{', 'null', '"text"', JSON.stringify({ build: 'build-1' })]) {
      kv.set(lastKnownKey('frontGame'), raw);
      expect(readLastKnown(kv, 'frontGame', 'build-1')).toBeUndefined();
    }
    expect(readLastKnown(memoryKv(), 'frontGame', 'build-1')).toBeUndefined();
  });
});
