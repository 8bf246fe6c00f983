// Sessions: opaque tokens handed to the client, looked up by their sha256. A session ends at its
// absolute maximum age (counted from the login; renewals keep it), after the idle timeout (no
// authenticated call for that long), when renewed (rotation: the old token dies) or revoked.
//
// The lookup is cached (sessionCache.ts): a token's session and user row are read once and then
// answered from memory until an eviction (renew, revoke, revokeAll, userChanged — on any instance)
// or the cache's 30 s safety TTL. The times are checked again on every call, from the cached row.
import type { Kysely } from 'kysely';
import { prepareQuery } from '../../db/prepared';
import type { Database } from '../../db/schema';
import type { Caller } from '../../http/routes';
import { AppError } from '../../http/errors';
import { hashToken, newToken } from '../../security/tokens';
import { createSessionCache, type CachedSession, type SessionCache } from './sessionCache';

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: number;
}

export interface SessionLimits {
  /** Absolute maximum age of a session, from its login (TOKEN_TTL_S). */
  readonly maxAgeS: number;
  /** No authenticated call for this long ends the session (SESSION_IDLE_S). */
  readonly idleS: number;
}

/**
 * last_seen_at is written at most this often per session, so an active player costs one write a
 * minute rather than one per request; the idle timeout is therefore exact to within a minute.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export interface SessionService {
  issue(userId: number): Promise<IssuedToken>;
  /** The caller a token belongs to, or undefined when unknown, expired, idle or revoked. */
  authenticate(token: string): Promise<Caller | undefined>;
  /**
   * Rotation (spec §4 token renewal): a new token for the same login, and the calling session
   * revoked, in one transaction. The new session keeps the original start and absolute end.
   * UNAUTHORIZED when the session was already renewed or revoked (one token cannot fork into two).
   */
  renew(sessionId: number): Promise<IssuedToken>;
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of a user (password change, "log out on every device"). */
  revokeAll(userId: number): Promise<void>;
  /**
   * The user's row changed (profile, phone, password, freeze, birthday): the cached callers of their
   * sessions are forgotten on every instance. Call it after the write committed.
   */
  userChanged(userId: number): Promise<void>;
}

export function createSessionService(
  db: Kysely<Database>,
  limits: SessionLimits,
  now: () => number,
  cache: SessionCache = createSessionCache({ now, maxEntries: 0 }),
): SessionService {
  // Every authenticated call runs this one: compiled once (src/db/prepared.ts).
  const sessionByHash = prepareQuery(db, (q, p: { hash: string }) =>
    q
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .select(['sessions.id as session_id', 'sessions.expires_at', 'sessions.revoked_at', 'sessions.started_at', 'sessions.last_seen_at'])
      .where('sessions.token_hash', '=', p.hash),
  );
  const maxAgeMs = limits.maxAgeS * 1000;
  const idleMs = limits.idleS * 1000;
  return {
    async issue(userId) {
      const token = newToken();
      const at = now();
      const expiresAt = at + maxAgeMs;
      await db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: hashToken(token), created_at: at, expires_at: expiresAt, revoked_at: null, started_at: at, last_seen_at: at })
        .execute();
      return { token, expiresAt };
    },
    async authenticate(token) {
      // Tokens we issue are 43 characters; anything far longer is not worth hashing.
      if (token.length > 256) return undefined;
      const hash = hashToken(token);
      const at = now();
      const live = (s: CachedSession) =>
        // The absolute end is both the stored one and the configured maximum age (which an operator
        // may have lowered since the session began).
        !(s.expiresAt <= at || s.startedAt + maxAgeMs <= at || s.lastSeenAt + idleMs <= at);
      let session = cache.get(hash);
      // A cached session that looks over is read again (another instance may have seen it since).
      if (session === undefined || !live(session)) {
        const epoch = cache.epoch();
        const [row] = await sessionByHash(db, { hash });
        if (row === undefined || row.revoked_at !== null) return undefined;
        const { session_id: sessionId, expires_at: expiresAt, revoked_at: _r, started_at: startedAt, last_seen_at: lastSeenAt, ...user } = row;
        session = { user: Object.freeze(user), sessionId, expiresAt, startedAt, lastSeenAt };
        if (!live(session)) return undefined;
        cache.set(hash, session, epoch);
      }
      if (at - session.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) {
        await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', session.sessionId).where('last_seen_at', '<', at).execute();
        session.lastSeenAt = at;
      }
      return { user: session.user, sessionId: session.sessionId };
    },
    async renew(sessionId) {
      const renewed = await db.transaction().execute(async (trx) => {
        const at = now();
        // The conditional revoke is the lock: of two renewals of one token only one finds it live.
        const old = await trx
          .updateTable('sessions')
          .set({ revoked_at: at })
          .where('id', '=', sessionId)
          .where('revoked_at', 'is', null)
          .returning(['user_id', 'started_at', 'expires_at'])
          .executeTakeFirst();
        if (old === undefined) throw new AppError('UNAUTHORIZED');
        const token = newToken();
        const expiresAt = Math.min(old.expires_at, old.started_at + maxAgeMs);
        await trx
          .insertInto('sessions')
          .values({ user_id: old.user_id, token_hash: hashToken(token), created_at: at, expires_at: expiresAt, revoked_at: null, started_at: old.started_at, last_seen_at: at })
          .execute();
        return { token, expiresAt };
      });
      await cache.evictSession(sessionId);
      return renewed;
    },
    async revoke(sessionId) {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
      await cache.evictSession(sessionId);
    },
    async revokeAll(userId) {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
      await cache.evictUser(userId);
    },
    userChanged: (userId) => cache.evictUser(userId),
  };
}
