import { describe, expect, it, vi } from 'vitest';
import { createApiQueryClient } from '@perya/api/queries';
import { accountRecord, deviceRecord } from './dailyRecord';

/** 2026-11-23 09:00 GMT+8. */
const NOW = Date.UTC(2026, 10, 23, 1);

function fake(opts: { userId?: string | null; seen?: string[]; day?: string; fails?: boolean } = {}) {
  const map = new Map<string, string>();
  const calls: { name: string; payload: unknown }[] = [];
  const call = vi.fn(async (route: { name: string }, payload?: unknown) => {
    calls.push({ name: route.name, payload });
    if (opts.fails) throw new Error('down');
    return { day: opts.day ?? '2026-11-23', seen: opts.seen ?? [] };
  });
  const s = {
    kv: { backend: 'memory' as const, get: (k: string) => map.get(k) ?? null, set: (k: string, v: string) => void map.set(k, v), remove: (k: string) => void map.delete(k) },
    queryClient: createApiQueryClient({ call } as never),
    session: { userId: () => (opts.userId === undefined ? '1001' : opts.userId) } as never,
  };
  return { s, map, calls };
}

describe('issue 23 / spec §4: daily popups count per account, not per device', () => {
  it('a popup the account saw today on another device is not due here', async () => {
    const { s } = fake({ seen: ['tg'] });
    const record = await accountRecord(s, NOW);
    expect(record.due('tg', NOW)).toBe(false);
    expect(record.due('signIn', NOW)).toBe(true);
  });

  it('showing one records it on this device and for the account', async () => {
    const { s, map, calls } = fake();
    const record = await accountRecord(s, NOW);
    record.mark('guaranteed', NOW);
    expect(record.due('guaranteed', NOW)).toBe(false);
    expect(map.get('dailyPopup.guaranteed')).toBe('2026-11-23');
    await vi.waitFor(() => expect(calls.at(-1)).toEqual({ name: 'dailyPopupShown', payload: { popup: 'guaranteed' } }));
  });

  it("reads nothing from another day's record, and the device decides when the server cannot be asked", async () => {
    expect((await accountRecord(fake({ seen: ['tg'], day: '2026-11-22' }).s, NOW)).due('tg', NOW)).toBe(true);
    const down = fake({ fails: true });
    down.map.set('dailyPopup.tg', '2026-11-23');
    const record = await accountRecord(down.s, NOW);
    expect(record.due('tg', NOW)).toBe(false);
    expect(record.due('signIn', NOW)).toBe(true);
  });

  it('a guest has the device record only: the server is not asked', async () => {
    const { s, calls } = fake({ userId: null });
    const record = await accountRecord(s, NOW);
    record.mark('tg', NOW);
    expect(calls).toEqual([]);
    expect(deviceRecord(s).due('tg', NOW)).toBe(false);
  });
});
