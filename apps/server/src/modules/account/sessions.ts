// Sessions: opaque tokens handed to the client, looked up by their sha256, expiring after the TTL.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Caller } from '../../http/routes';
import { hashToken, newToken } from '../../security/tokens';

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: number;
}

export interface SessionService {
  issue(userId: number): Promise<IssuedToken>;
  /** The caller a token belongs to, or undefined when unknown, expired or revoked. */
  authenticate(token: string): Promise<Caller | undefined>;
  revoke(sessionId: number): Promise<void>;
  /** Ends every session of a user (password change). */
  revokeAll(userId: number): Promise<void>;
}

export function createSessionService(db: Kysely<Database>, ttlS: number, now: () => number): SessionService {
  return {
    async issue(userId) {
      const token = newToken();
      const at = now();
      const expiresAt = at + ttlS * 1000;
      await db
        .insertInto('sessions')
        .values({ user_id: userId, token_hash: hashToken(token), created_at: at, expires_at: expiresAt, revoked_at: null })
        .execute();
      return { token, expiresAt };
    },
    async authenticate(token) {
      // Tokens we issue are 43 characters; anything far longer is not worth hashing.
      if (token.length > 256) return undefined;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at', 'sessions.revoked_at'])
        .where('sessions.token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (row === undefined || row.revoked_at !== null || row.expires_at <= now()) return undefined;
      const { session_id: sessionId, expires_at: _e, revoked_at: _r, ...user } = row;
      return { user, sessionId };
    },
    async revoke(sessionId) {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },
    async revokeAll(userId) {
      await db.updateTable('sessions').set({ revoked_at: now() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
    },
  };
}
