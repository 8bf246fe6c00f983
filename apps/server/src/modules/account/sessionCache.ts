// The session cache: what the session lookup (sessions.ts authenticate) answered for a token hash,
// kept in this process so an authenticated call does not read the sessions and users tables each
// time. Keyed by the token's sha256, as the table is; the raw token is never kept.
//
// Bounded: at most `maxEntries` sessions (the least recently used goes first), each kept at most
// `ttlMs` (SESSION_CACHE_TTL_MS, 30 s) after it was read: a safety net, not the invalidation.
// Invalidation is explicit: every write that ends a session or changes its user's row calls
// evictSession / evictUser, which forgets the entries here and publishes the eviction on the
// cluster bus ('sessions:evict'), so every instance forgets them at once (REDIS_URL); without
// Redis the bus is this process. The publish is awaited: the call that ended the session answers
// only once Redis took the eviction.
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
  publishNow(channel: string, value: unknown): Promise<void>;
  subscribe(channel: string, handler: (value: unknown) => void): void;
}

type Eviction = { s: number } | { u: number } | { all: true };

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

  bus?.subscribe(SESSION_EVICT_CHANNEL, (value) => {
    if (isEviction(value)) apply(value);
  });

  async function evict(eviction: Eviction): Promise<void> {
    apply(eviction);
    await bus?.publishNow(SESSION_EVICT_CHANNEL, eviction);
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
