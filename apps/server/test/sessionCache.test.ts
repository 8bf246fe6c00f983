// The session cache (src/modules/account/sessionCache.ts): bounded, a short TTL on the app's clock,
// evictions by session and by user published on the bus, and no stale store after a racing eviction.
// The last test keeps the list of the writes to the users and sessions tables: a new one must evict.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { User } from '../src/db/schema';
import { createSessionCache, SESSION_CACHE_TTL_MS, SESSION_EVICT_CHANNEL, type CachedSession, type EvictionBus } from '../src/modules/account/sessionCache';
import { PACKAGE_DIR, TestClock } from './harness';

const session = (sessionId: number, userId: number): CachedSession => ({
  user: { id: userId } as User,
  sessionId,
  expiresAt: Number.MAX_SAFE_INTEGER,
  startedAt: 0,
  lastSeenAt: 0,
});

/** One instance's bus alone: what it sent on the eviction channel, and a hand to deliver messages. */
function memoryBus(): EvictionBus & { sent: unknown[]; deliver(value: unknown): void } {
  const handlers: ((value: unknown) => void)[] = [];
  const sent: unknown[] = [];
  return {
    instanceId: 'me',
    sent,
    publishNow(channel, value) {
      if (channel === SESSION_EVICT_CHANNEL) sent.push(value);
      return Promise.resolve(0);
    },
    subscribe: (channel, handler) => void (channel === SESSION_EVICT_CHANNEL && handlers.push(handler)),
    deliver: (value) => handlers.forEach((h) => h(value)),
  };
}

/**
 * Several instances on one Redis, in memory: a publish reaches every subscriber of the channel, each
 * after its own delay (an instance's subscriber reads its socket when its event loop gets to it);
 * `stuck` instances never read it. Answers how many subscribers took it, as PUBLISH does.
 */
function memoryRedis(delays: Record<string, number | 'stuck'>) {
  const subscribers: { instance: string; channel: string; handler: (value: unknown) => void }[] = [];
  const busOf = (instance: string): EvictionBus => ({
    instanceId: instance,
    publishNow(channel, value) {
      const to = subscribers.filter((s) => s.channel === channel);
      for (const s of to) {
        const delay = delays[s.instance] ?? 0;
        if (delay !== 'stuck') setTimeout(() => s.handler(JSON.parse(JSON.stringify(value))), delay);
      }
      return Promise.resolve(to.length);
    },
    subscribe: (channel, handler) => void subscribers.push({ instance, channel, handler }),
  });
  return { busOf };
}

describe('session cache', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = createSessionCache({ now: new TestClock().now, maxEntries: 2 });
    cache.set('a', session(1, 1), cache.epoch());
    cache.set('b', session(2, 2), cache.epoch());
    expect(cache.get('a')?.sessionId).toBe(1); // a is now the most recent
    cache.set('c', session(3, 3), cache.epoch());
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.sessionId).toBe(1);
    expect(cache.get('c')?.sessionId).toBe(3);
  });

  it('forgets an entry once its TTL has passed on the injected clock', () => {
    const clock = new TestClock();
    const cache = createSessionCache({ now: clock.now });
    cache.set('a', session(1, 1), cache.epoch());
    clock.advance(SESSION_CACHE_TTL_MS - 1);
    expect(cache.get('a')).toBeDefined();
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stores nothing when disabled (maxEntries 0)', () => {
    const cache = createSessionCache({ now: new TestClock().now, maxEntries: 0 });
    cache.set('a', session(1, 1), cache.epoch());
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts by session and by user, here and on the bus', async () => {
    const bus = memoryBus();
    const cache = createSessionCache({ now: new TestClock().now, bus });
    cache.set('a', session(1, 7), cache.epoch());
    cache.set('b', session(2, 7), cache.epoch());
    cache.set('c', session(3, 8), cache.epoch());
    await cache.evictSession(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    await cache.evictUser(7);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    expect(bus.sent).toEqual([
      { s: 1, a: ['me', 1] },
      { u: 7, a: ['me', 2] },
    ]);
  });

  it("applies another instance's evictions heard on the bus, and ignores malformed messages", () => {
    const bus = memoryBus();
    const cache = createSessionCache({ now: new TestClock().now, bus });
    cache.set('a', session(1, 7), cache.epoch());
    cache.set('b', session(2, 8), cache.epoch());
    bus.deliver({ nonsense: true });
    bus.deliver('x');
    expect(cache.size).toBe(2);
    bus.deliver({ u: 7 });
    expect(cache.get('a')).toBeUndefined();
    bus.deliver({ s: 2 });
    expect(cache.get('b')).toBeUndefined();
    cache.set('c', session(3, 9), cache.epoch());
    bus.deliver({ all: true });
    expect(cache.size).toBe(0);
  });

  it('does not store a lookup that an eviction overtook', async () => {
    const cache = createSessionCache({ now: new TestClock().now });
    const epoch = cache.epoch(); // the lookup starts reading the row
    await cache.evictUser(7); // the write commits and evicts meanwhile
    cache.set('a', session(1, 7), epoch);
    expect(cache.get('a')).toBeUndefined();
  });

  it("answers a session-ending call only once every instance has forgotten the session (a slow instance's subscriber included)", async () => {
    const redis = memoryRedis({ a: 0, b: 150 });
    const onA = createSessionCache({ now: new TestClock().now, bus: redis.busOf('a') });
    const onB = createSessionCache({ now: new TestClock().now, bus: redis.busOf('b') });
    onB.set('t', session(1, 7), onB.epoch());
    let answered = false;
    const logout = onA.evictSession(1).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false); // B has not read the eviction yet: the logout does not answer
    expect(onB.get('t')).toBeDefined();
    await logout;
    expect(onB.get('t')).toBeUndefined();
  });

  it('does not hold a logout for an instance that never confirms: it answers after the timeout and says so', async () => {
    const redis = memoryRedis({ a: 0, b: 'stuck' });
    const timeouts: [number, number][] = [];
    const onA = createSessionCache({ now: new TestClock().now, bus: redis.busOf('a'), ackTimeoutMs: 100, onAckTimeout: (c, e) => timeouts.push([c, e]) });
    createSessionCache({ now: new TestClock().now, bus: redis.busOf('b') });
    const started = Date.now();
    await onA.evictUser(7);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(timeouts).toEqual([[1, 2]]); // A confirmed its own; B did not
  });

  it('waits for nobody when the publish reached no one (Redis away)', async () => {
    const timeouts: unknown[] = [];
    const cache = createSessionCache({ now: new TestClock().now, bus: memoryBus(), ackTimeoutMs: 10_000, onAckTimeout: () => timeouts.push(1) });
    cache.set('a', session(1, 7), cache.epoch());
    await cache.evictUser(7);
    expect(cache.get('a')).toBeUndefined();
    expect(timeouts).toEqual([]);
  });
});

// Every write to the users or sessions table, per file. A write that changes what a session lookup
// answers must evict (sessions.userChanged / revoke / revokeAll / sessionCache.evictUser); update
// this list only after adding that eviction (or proving the write changes nothing, as the two locks).
const KNOWN_WRITES: Record<string, number> = {
  'modules/account/sessions.ts': 4, // last_seen_at (kept in the cache), renew, revoke, revokeAll: evict
  'modules/account/service.ts': 6, // provePhone x2, editProfile, changePassword x2 (revokeAll), migrationTarget: evict
  'modules/integrity/service.ts': 1, // setFrozen: evicts
  'modules/protection/service.ts': 1, // setBirthday: evicts
  'modules/wallet/withdrawals.ts': 1, // updated_at = updated_at: a row lock, changes nothing
  'modules/spread/service.ts': 1, // invite_code = invite_code: a row lock, changes nothing
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('writes to users and sessions', () => {
  it('are the known ones, each of which evicts the session cache', () => {
    const srcDir = path.join(PACKAGE_DIR, 'src');
    const found: Record<string, number> = {};
    for (const file of sources(srcDir)) {
      const text = readFileSync(file, 'utf8');
      const writes = text.match(/(updateTable|deleteFrom)\(\s*['"](users|sessions)['"]|\.(updateTable|deleteFrom)\(\s*$|\b(UPDATE|DELETE FROM)\s+"?(users|sessions)\b/gim) ?? [];
      const multiLine = text.match(/\.(updateTable|deleteFrom)\(\s*\n\s*['"](users|sessions)['"]/g) ?? [];
      const count = writes.length + multiLine.length;
      if (count > 0) found[path.relative(srcDir, file).split(path.sep).join('/')] = count;
    }
    expect(found).toEqual(KNOWN_WRITES);
  });
});
