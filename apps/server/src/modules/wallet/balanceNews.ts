// Balance news (issue 23 §1: one source of truth for the balance, pushed): the ledger tells which
// players' wallets a committed post changed (LedgerOptions.onCommitted); this module spreads that
// over the cluster's bus (Redis pub/sub with REDIS_URL, so a settlement on the leader reaches a
// player whose stream is held by another instance; in-process otherwise), and each instance's
// open streams of those players read the wallets afresh and push them
// (GET BALANCE_STREAM_PATH). The message carries only user ids: the balance is read after the
// commit by the instance that sends it, so a push never carries a value older than the last commit
// it heard of.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BALANCE_STREAM_EVENT, BALANCE_STREAM_PATH, HEADERS, type BalanceNews } from '@perya/api/contract';
import type { Cluster } from '../../cluster/cluster';
import { AppError } from '../../http/errors';
import { eventStreams } from '../../http/eventStream';
import { headerValue } from '../../http/handlers';
import type { Authenticate } from '../../http/routes';

/** The bus channel of balance news (relative to the cluster's prefix). */
export const BALANCE_CHANNEL = 'balance';

/** Most user ids in one bus message; a larger tick (a jump round of many players) sends several. */
const IDS_PER_MESSAGE = 500;

export interface BalanceNewsHub {
  /** The ledger's onCommitted: these players' wallets changed (committed). */
  announce(userIds: readonly number[]): void;
  /** Starts sending over the cluster's bus (before this, nobody can be listening: no server yet). */
  attach(cluster: Pick<Cluster, 'publish' | 'subscribe'>): void;
  /** Calls `listener` whenever the player's wallets changed, on any instance. */
  subscribe(userId: number, listener: () => void): () => void;
}

export function createBalanceNews(): BalanceNewsHub {
  const listeners = new Map<number, Set<() => void>>();
  let cluster: Pick<Cluster, 'publish' | 'subscribe'> | undefined;
  // Ids gathered in one tick go out in one message (a jump round settles many players at once).
  let queued = new Set<number>();
  let flushing = false;
  const flush = () => {
    flushing = false;
    const ids = [...queued];
    queued = new Set();
    for (let i = 0; i < ids.length; i += IDS_PER_MESSAGE) cluster?.publish(BALANCE_CHANNEL, ids.slice(i, i + IDS_PER_MESSAGE));
  };
  const deliver = (value: unknown) => {
    if (!Array.isArray(value)) return;
    for (const id of value) {
      if (typeof id !== 'number') continue;
      for (const listener of listeners.get(id) ?? []) listener();
    }
  };
  return {
    announce(userIds) {
      if (cluster === undefined) return;
      for (const id of userIds) queued.add(id);
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    },
    attach(c) {
      cluster = c;
      c.subscribe(BALANCE_CHANNEL, deliver);
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (set === undefined) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userId) === set) listeners.delete(userId);
      };
    },
  };
}

/** GET BALANCE_STREAM_PATH: the caller's wallets at once, then after every change. */
export function registerBalanceStream(
  app: FastifyInstance,
  deps: {
    corsOrigins: readonly string[] | undefined;
    news: BalanceNewsHub;
    authenticate: Authenticate;
    /** The player's wallets as userInfo reports them. */
    read: (userId: number) => Promise<BalanceNews>;
  },
): void {
  const streams = eventStreams(app, { corsOrigins: deps.corsOrigins });
  app.get(BALANCE_STREAM_PATH, async (request, reply) => {
    const query = z.object({ token: z.string().min(1).max(256).optional() }).safeParse(request.query);
    if (!query.success) throw new AppError('VALIDATION');
    // The client reads with fetch and sends the token header; EventSource (no headers) may use ?token=.
    const token = query.data.token ?? headerValue(request.headers, HEADERS.token);
    const caller = token === undefined ? undefined : await deps.authenticate(token);
    if (caller === undefined) throw new AppError('UNAUTHORIZED');
    const userId = caller.user.id;
    // Listening before the first read: news that lands while it runs is pushed right after it.
    let opened = false;
    let missed = false;
    const unsubscribe = deps.news.subscribe(userId, () => {
      if (!opened) missed = true;
      else void push();
    });
    let first: BalanceNews;
    try {
      // Before hijacking, so a failure still answers an envelope.
      first = await deps.read(userId);
    } catch (error) {
      unsubscribe();
      throw error;
    }
    const open = streams.open(request, reply, () => unsubscribe());
    opened = true;
    // One read at a time; news during a read asks for one more read after it, so the last push
    // always follows the last commit heard of.
    let reading = false;
    let again = false;
    async function push(): Promise<void> {
      if (open.isClosed()) return;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          open.send(BALANCE_STREAM_EVENT, await deps.read(userId));
        } while (again && !open.isClosed());
      } catch (error) {
        request.log.error({ err: error }, 'balance stream read failed');
      } finally {
        reading = false;
      }
    }
    open.send(BALANCE_STREAM_EVENT, first);
    if (missed) void push();
  });
}
