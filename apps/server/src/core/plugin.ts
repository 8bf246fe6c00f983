// The core plugin: what every module shares, decorated once as `app.core` — the configuration, the
// database, the clock, the ledger (over the group-commit writer), the cluster, the attempt limits,
// the Idempotency-Keys, the password hash queue — and the two places where modules hand in their
// doors: contract handlers (registered by src/http/contract.ts) and /ops routes (registered behind
// the operator token by src/http/ops.ts). It also serves /healthz.
//
// Its onReady runs before every module's (the cluster's subscriptions are ready before any ticker
// starts) and its onClose after every module's (tickers stopped and drained before the writer
// drains and the leader lock is released).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { EndpointName } from '@perya/api/contract';
import { okEnvelope } from '@perya/api/contract';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { ping } from '../db/migrations';
import { createGroupCommit, type GroupCommit } from '../db/groupCommit';
import type { AppDeps } from '../deps';
import { openCluster, soloCluster, type Cluster } from '../cluster/cluster';
import { allowedBackUrl } from '../http/cors';
import type { Handlers } from '../http/handlers';
import { createIdempotency, KEY_PURGE_MS, type Idempotency } from '../http/idempotency';
import type { OpsRoutes } from '../http/ops';
import { publicBaseUrl } from '../http/publicUrl';
import { POSTGRES_HOUSE_SHARDS, createLedger, type Ledger } from '../modules/ledger/ledger';
import { createSessionCache, type SessionCache } from '../modules/account/sessionCache';
import { createBalanceNews, type BalanceNewsHub } from '../modules/wallet/balanceNews';
import { createHashQueue, type QueuedPasswordHasher } from '../security/hashQueue';
import { createPasswordHasher } from '../security/passwords';
import { registerRateLimits, type RateLimiter } from '../security/rateLimits';

export const CORE_PLUGIN = 'perya-core';

/** A route as registered (onRoute), for the operator plugin's check and the tests. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

export interface Core {
  readonly deps: AppDeps;
  readonly config: Config;
  readonly database: Db;
  readonly db: Kysely<Database>;
  /** Clock in epoch ms; tests move it. */
  readonly now: () => number;
  /** The public base URL of this server (PUBLIC_BASE_URL or the request's host). */
  readonly baseUrl: () => string;
  /** The URL a game may send the player back to, or undefined when refused (src/http/cors.ts). */
  readonly backUrlAllowed: (backUrl: string) => string | undefined;
  /** Committed ledger movements pushed to the players' balance streams (issue 23 §1). */
  readonly balanceNews: BalanceNewsHub;
  /** The single writer of the hot money paths (og/play, provider wallet callbacks): group commit. */
  readonly writer: GroupCommit;
  /** The ledger over `writer`, announcing to `balanceNews`. */
  readonly ledger: Ledger;
  /** Live rounds have one writer across instances: the leader (src/cluster/, README "Scaling out"). */
  readonly cluster: Cluster;
  readonly limiter: RateLimiter;
  /**
   * The sessions looked up recently (src/modules/account/sessionCache.ts). Every write that ends a
   * session or changes a users row evicts through it; the eviction reaches every instance.
   */
  readonly sessionCache: SessionCache;
  /** Idempotency-Keys of the money-moving calls (issue 13), kept 24 h. */
  readonly idempotency: Idempotency;
  /** One bounded queue for every password hash and check (login, register, cash-out proof). */
  readonly passwords: QueuedPasswordHasher;
  /** Every route registered on the app, in order (an onRoute hook installed before any route). */
  readonly routes: readonly RegisteredRoute[];
  /** A module hands in its contract handlers; each endpoint name once. */
  endpoints(handlers: Handlers): void;
  /** A module hands in its /ops routes; the operator plugin registers them behind the token. */
  opsRoutes(routes: OpsRoutes): void;
  /** What the modules handed in (read by src/http/contract.ts and src/http/ops.ts). */
  readonly handed: { readonly handlers: Handlers; readonly ops: readonly OpsRoutes[] };
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

export const corePlugin = fp(
  async (app: FastifyInstance, opts: { deps: AppDeps }) => {
    const { deps } = opts;
    const { config, database } = deps;
    const { db } = database;
    const now = deps.now ?? Date.now;

    const routes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });

    const balanceNews = createBalanceNews();
    // PostgreSQL: the jobs of different players in a batch share round trips (groupCommit.ts "Lanes").
    const writer = createGroupCommit(db, { pipeline: database.pipeline });
    // On PostgreSQL several instances' writers post at once: the house is split over rows (ledger.ts).
    const ledger = createLedger(db, now, { writer, onCommitted: balanceNews.announce, houseShards: database.kind === 'postgres' ? POSTGRES_HOUSE_SHARDS : 1 });
    const clusterLog = {
      info: (message: string) => app.log.info(message),
      warn: (message: string) => app.log.warn(message),
      error: (error: unknown, message: string) => app.log.error({ err: error }, message),
    };
    const cluster = database.kind === 'sqlite' ? soloCluster(clusterLog) : await openCluster(config, clusterLog);
    balanceNews.attach(cluster);
    // Attempt limits per IP and account: in the cluster's Redis when the instances share one, so they
    // hold across instances; in this process otherwise (src/security/rateLimits.ts).
    const limiter = await registerRateLimits(app, {
      limits: { login: config.rateLimit, register: config.rateLimit, sms: config.rateLimit, email: config.rateLimit, withdraw: config.rateLimit, kyc: config.rateLimit, log: config.logs.rateLimit },
      now,
      redis: cluster.redis === undefined ? undefined : { client: cluster.redis, prefix: config.cluster.redisPrefix },
    });
    const idempotency = createIdempotency({ db, now, log: app.log });
    const sessionCache = createSessionCache({
      now,
      bus: cluster,
      onAckTimeout: (confirmed, expected) =>
        app.log.warn(`session cache: ${confirmed} of ${expected} instances confirmed an eviction in time (the rest forget the session within its TTL)`),
    });

    const handlers: Record<string, unknown> = {};
    const ops: OpsRoutes[] = [];
    const core: Core = {
      deps,
      config,
      database,
      db,
      now,
      baseUrl: publicBaseUrl(app, config.publicBaseUrl),
      backUrlAllowed: (backUrl) => allowedBackUrl(backUrl, config.corsOrigins),
      balanceNews,
      writer,
      ledger,
      cluster,
      limiter,
      sessionCache,
      idempotency,
      passwords: createHashQueue(createPasswordHasher(config.scryptN), config.hashQueue),
      routes,
      endpoints(given) {
        for (const [name, handler] of Object.entries(given)) {
          if (Object.hasOwn(handlers, name)) throw new Error(`contract endpoint ${name as EndpointName} handed in twice`);
          handlers[name] = handler;
        }
      },
      opsRoutes: (given) => void ops.push(given),
      handed: { handlers: handlers as Handlers, ops },
    };
    app.decorate('core', core);

    app.get('/healthz', async () => {
      await ping(db);
      return okEnvelope({ status: 'ok', database: database.kind });
    });
    // Which instance runs the live games (operators and the cluster test read it).
    app.get('/healthz/cluster', async () =>
      okEnvelope({ instanceId: cluster.instanceId, shared: cluster.shared, role: cluster.isLeader() ? 'leader' : 'follower' }),
    );

    // Every module subscribed to the cluster's bus while loading; wait until the subscriptions hold.
    app.addHook('onReady', async () => cluster.ready());
    const purgeKeys = () => void idempotency.purge().catch((error: unknown) => app.log.error({ err: error }, 'idempotency key purge failed'));
    let keyPurge: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      purgeKeys();
      keyPurge = setInterval(purgeKeys, KEY_PURGE_MS);
      keyPurge.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(keyPurge);
      await idempotency.drain();
      await writer.drain();
      // Releases the leader lock: a follower takes over on its next poll.
      await cluster.close();
    });
  },
  { name: CORE_PLUGIN, fastify: '5.x' },
);
