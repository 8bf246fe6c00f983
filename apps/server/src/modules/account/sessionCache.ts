// The session cache: what the session lookup (sessions.ts authenticate) answered for a token hash,
// kept in this process so an authenticated call does not read the sessions and users tables each
// time. Keyed by the token's sha256, as the table is; the raw token is never kept.
//
// Bounded: at most `maxEntries` sessions (the least recently used goes first), each kept at most
// `ttlMs` (SESSION_CACHE_TTL_MS, 30 s) after it was read: a safety net, not the invalidation.
// Invalidation is explicit: every write that ends a session or changes its user's row calls
// evictSession / evictUser, which forgets the entries here and publishes the eviction on the
// cluster bus ('sessions:evict'), so every instance forgets them at once (REDIS_URL); without
// Redis the bus is this process.
//
// Acknowledged: the call that ended the session answers only once every instance has applied the
// eviction, not merely once Redis took it (a player's next request may reach another instance before
// that instance's subscriber has read the message off its socket). Each instance that applies an
// eviction answers on the sender's own channel ('sessions:evicted:<instanceId>'); the sender waits
// for as many answers as Redis PUBLISH counted subscribers, at most EVICTION_ACK_TIMEOUT_MS (an
// instance that is stuck or gone must not hold a logout: it is warned about, and the TTL is the net).
//
// A lookup that raced an eviction (it read the row before the write committed, the eviction came
// before it finished) must not store what it read: every eviction moves `epoch`, and `set` stores
// only when the epoch is still the one the lookup began with.
import type { User } from '../../db/schema';

/** How long an entry is trusted without an eviction: a safety net for a lost bus message. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** At most this many sessions cached per instance (about 1 KB each). */
export const SESSION_CACHE_MAX_ENTRIES = 20_000;

export const SESSION_EVICT_CHANNEL = 'sessions:evict';
/** Where the instances that applied an eviction tell its sender (one channel per instance). */
export const sessionEvictedChannel = (instanceId: string): string => `sessions:evicted:${instanceId}`;
/** The longest a session-ending call waits for every instance to confirm its eviction. */
export const EVICTION_ACK_TIMEOUT_MS = 1_000;

/** What the lookup read: the user's row and the session's times (checked again on every hit). */
export interface CachedSession {
  readonly user: User;
  readonly sessionId: number;
  readonly expiresAt: number;
  readonly startedAt: number;
  /** Last authenticated call as written to the row (sessions.ts writes it at most once a minute). */
  lastSeenAt: number;
}

/** The bus the evictions travel on (src/cluster/cluster.ts). */
export interface EvictionBus {
  readonly instanceId: string;
  /** Resolves with how many subscribers took the message (0 when the publish failed). */
  publishNow(channel: string, value: unknown): Promise<number>;
  subscribe(channel: string, handler: (value: unknown) => void): void;
}

/** What is evicted, and `a`: whom to tell once applied (sender instance id and its sequence number). */
type Eviction = ({ s: number } | { u: number } | { all: true }) & { a?: [string, number] };

export interface SessionCache {
  /** Read before the lookup; hand to `set`. */
  epoch(): number;
  get(hash: string): CachedSession | undefined;
  /** Stores the lookup's answer unless an eviction happened since `epoch`. */
  set(hash: string, entry: CachedSession, epoch: number): void;
  /** Forgets one session here and on every instance. */
  evictSession(sessionId: number): Promise<void>;
  /** Forgets every session of a user (the row changed, or all its sessions ended) here and everywhere. */
  evictUser(userId: number): Promise<void>;
  /** Forgets everything here and everywhere. */
  clear(): Promise<void>;
  readonly size: number;
}

interface Slot {
  readonly entry: CachedSession;
  readonly storedAt: number;
}

export interface SessionCacheOptions {
  readonly now: () => number;
  readonly ttlMs?: number;
  readonly maxEntries?: number;
  /** Absent: evictions stay in this process. */
  readonly bus?: EvictionBus;
  readonly ackTimeoutMs?: number;
  /** Told when an eviction was not confirmed by every instance in time. */
  readonly onAckTimeout?: (confirmed: number, expected: number) => void;
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { now, bus } = options;
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  // A Map iterates in insertion order: deleting and re-inserting on a hit makes it an LRU.
  const slots = new Map<string, Slot>();
  const bySession = new Map<number, string>();
  const byUser = new Map<number, Set<string>>();
  let epoch = 0;

  function drop(hash: string): void {
    const slot = slots.get(hash);
    if (slot === undefined) return;
    slots.delete(hash);
    bySession.delete(slot.entry.sessionId);
    const hashes = byUser.get(slot.entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(slot.entry.user.id);
  }

  function apply(eviction: Eviction): void {
    epoch += 1;
    if ('all' in eviction) {
      slots.clear();
      bySession.clear();
      byUser.clear();
    } else if ('s' in eviction) {
      const hash = bySession.get(eviction.s);
      if (hash !== undefined) drop(hash);
    } else {
      for (const hash of [...(byUser.get(eviction.u) ?? [])]) drop(hash);
    }
  }

  function isEviction(value: unknown): value is Eviction {
    if (typeof value !== 'object' || value === null) return false;
    const v = value as Record<string, unknown>;
    return Number.isSafeInteger(v.s) || Number.isSafeInteger(v.u) || v.all === true;
  }

  function isAck(value: unknown): value is [string, number] {
    return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && Number.isSafeInteger(value[1]);
  }

  // The evictions this instance sent and is waiting on: sequence number -> confirmations so far.
  const confirmations = new Map<number, { count: number; expected: number; done: () => void }>();
  let sent = 0;

  bus?.subscribe(SESSION_EVICT_CHANNEL, (value) => {
    if (!isEviction(value)) return;
    apply(value);
    if (isAck(value.a)) void bus.publishNow(sessionEvictedChannel(value.a[0]), value.a[1]);
  });
  bus?.subscribe(sessionEvictedChannel(bus.instanceId), (value) => {
    if (typeof value !== 'number') return;
    const waiting = confirmations.get(value);
    if (waiting === undefined) return;
    waiting.count += 1;
    if (waiting.count >= waiting.expected) waiting.done();
  });

  async function evict(eviction: Eviction): Promise<void> {
    apply(eviction);
    if (bus === undefined) return;
    sent += 1;
    const seq = sent;
    // Counted from before the publish: a fast instance's answer may come before PUBLISH's own.
    let done = () => {};
    const all = new Promise<void>((resolve) => (done = resolve));
    const waiting = { count: 0, expected: Number.POSITIVE_INFINITY, done };
    confirmations.set(seq, waiting);
    try {
      waiting.expected = await bus.publishNow(SESSION_EVICT_CHANNEL, { ...eviction, a: [bus.instanceId, seq] });
      if (waiting.count >= waiting.expected) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), options.ackTimeoutMs ?? EVICTION_ACK_TIMEOUT_MS)));
      const timedOut = await Promise.race([all.then(() => false), late]);
      clearTimeout(timer);
      if (timedOut) options.onAckTimeout?.(waiting.count, waiting.expected);
    } finally {
      confirmations.delete(seq);
    }
  }

  return {
    epoch: () => epoch,
    get(hash) {
      const slot = slots.get(hash);
      if (slot === undefined) return undefined;
      if (now() - slot.storedAt >= ttlMs) {
        drop(hash);
        return undefined;
      }
      slots.delete(hash);
      slots.set(hash, slot);
      return slot.entry;
    },
    set(hash, entry, at) {
      if (at !== epoch || ttlMs <= 0 || maxEntries <= 0) return;
      drop(hash);
      while (slots.size >= maxEntries) {
        const oldest = slots.keys().next();
        if (oldest.done === true) break;
        drop(oldest.value);
      }
      slots.set(hash, { entry, storedAt: now() });
      bySession.set(entry.sessionId, hash);
      const hashes = byUser.get(entry.user.id);
      if (hashes === undefined) byUser.set(entry.user.id, new Set([hash]));
      else hashes.add(hash);
    },
    evictSession: (sessionId) => evict({ s: sessionId }),
    evictUser: (userId) => evict({ u: userId }),
    clear: () => evict({ all: true }),
    get size() {
      return slots.size;
    },
  };
}
