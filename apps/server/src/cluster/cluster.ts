// The cluster as the live games see it: who leads (leader.ts), an event bus to every instance
// (bus.ts), and calls forwarded to the leader. The leader is the only writer of live rounds: a bet,
// cash-out or operator move that reaches a follower runs on the leader (a request over the bus,
// answered on this instance's own reply channel), so one process decides every round in order,
// exactly as a single instance does. A call left unanswered (no leader yet, or the leader died with
// it) is refused as busy; the caller's retry with the same requestId is idempotent on the new leader.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { QueryExecutorProvider } from 'kysely';
import type { MessageKey } from '@perya/domain';
import type { Config } from '../config';
import { AppError, type ErrorName } from '../http/errors';
import { createLocalBus, createRedisBus, redactRedisUrl, type Bus } from './bus';
import { electLeader, soleLeadership, type Leadership } from './leader';

export interface Cluster {
  /** Other instances may exist (Redis bus): state changes are published for them. */
  readonly shared: boolean;
  readonly instanceId: string;
  /** The bus's Redis command connection when the instances share one (REDIS_URL): the rate limits count there. */
  readonly redis: Redis | undefined;
  isLeader(): boolean;
  /** First statement of every live-game write transaction: refuses unless this instance still leads (leader.ts). */
  fence(trx: QueryExecutorProvider): Promise<void>;
  onLeaderChange(listener: (leader: boolean) => void): void;
  /** Runs `method` on the leader: here when this instance leads, else over the bus. */
  call<T>(method: string, args: readonly unknown[]): Promise<T>;
  /** Serves `method` to the followers' calls while this instance leads. */
  handle(method: string, fn: (args: readonly unknown[]) => Promise<unknown>): void;
  /** Sends a JSON value to every instance subscribed to `channel` (this one included). */
  publish(channel: string, value: unknown): void;
  /**
   * publish, answering once the bus took the message (Redis: every subscribed instance has it on its
   * socket), with how many instances' subscribers took it. A failure is logged, not thrown, as for
   * publish, and answers 0.
   */
  publishNow(channel: string, value: unknown): Promise<number>;
  subscribe(channel: string, handler: (value: unknown) => void): void;
  /** Resolves once every subscription so far is in place. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface ClusterLog {
  info(message: string): void;
  warn(message: string): void;
  error(error: unknown, message: string): void;
}

/** How long a follower waits for the leader's answer before refusing the call as busy. */
export const DEFAULT_CALL_TIMEOUT_MS = 5_000;

type Request = { id: string; from: string; method: string; args: readonly unknown[] };
type Reply = { id: string; ok: true; value: unknown } | { id: string; ok: false; code?: ErrorName; messageKey?: MessageKey };

const REQUESTS = 'rpc';
const replies = (instanceId: string) => `reply:${instanceId}`;

export function createCluster(deps: { bus: Bus; leadership: Leadership; log: ClusterLog; callTimeoutMs?: number }): Cluster {
  const { bus, leadership, log } = deps;
  const callTimeoutMs = deps.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const instanceId = randomBytes(8).toString('hex');
  const methods = new Map<string, (args: readonly unknown[]) => Promise<unknown>>();
  const waiting = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void; timer: NodeJS.Timeout }>();
  const pending: Promise<void>[] = [];
  let seq = 0;

  const subscribe = (channel: string, handler: (value: unknown) => void) => {
    pending.push(
      bus.subscribe(channel, (message) => {
        let value: unknown;
        try {
          value = JSON.parse(message);
        } catch {
          log.warn(`cluster: dropped a message on ${channel} that is not JSON`);
          return;
        }
        handler(value);
      }),
    );
  };
  // While Redis is away every state change fails to publish: one log line per 10 s, not per change.
  let lastPublishError = 0;
  const publishNow = (channel: string, value: unknown): Promise<number> =>
    bus.publish(channel, JSON.stringify(value)).catch((error: unknown) => {
      if (Date.now() - lastPublishError < 10_000) return 0;
      lastPublishError = Date.now();
      log.error(error, `cluster: publish on ${channel} failed (the followers answer from their last copy until it works again)`);
      return 0;
    });
  const publish = (channel: string, value: unknown) => void publishNow(channel, value);

  async function serve(request: Request): Promise<Reply> {
    const fn = methods.get(request.method);
    if (fn === undefined) return { id: request.id, ok: false };
    try {
      return { id: request.id, ok: true, value: (await fn(request.args)) ?? null };
    } catch (error) {
      if (error instanceof AppError) return { id: request.id, ok: false, code: error.code, ...(error.messageKey === undefined ? {} : { messageKey: error.messageKey }) };
      log.error(error, `cluster: ${request.method} failed on the leader`);
      return { id: request.id, ok: false };
    }
  }

  if (bus.kind === 'redis') {
    subscribe(REQUESTS, (value) => {
      const request = value as Request;
      // Every instance hears every request; only the leader answers.
      if (!leadership.isLeader() || typeof request?.id !== 'string' || typeof request.from !== 'string') return;
      void serve(request).then((reply) => publish(replies(request.from), reply));
    });
    subscribe(replies(instanceId), (value) => {
      const reply = value as Reply;
      const entry = waiting.get(reply?.id);
      if (entry === undefined) return;
      waiting.delete(reply.id);
      clearTimeout(entry.timer);
      if (reply.ok) entry.resolve(reply.value);
      else entry.reject(reply.code === undefined ? new Error('the leader could not run the call') : new AppError(reply.code, reply.messageKey));
    });
  }

  return {
    shared: bus.kind === 'redis',
    instanceId,
    redis: bus.redis,
    isLeader: () => leadership.isLeader(),
    fence: (trx) => leadership.fence(trx),
    onLeaderChange: (listener) => leadership.onChange(listener),
    async call<T>(method: string, args: readonly unknown[]): Promise<T> {
      if (leadership.isLeader() || bus.kind === 'local') {
        const fn = methods.get(method);
        if (fn === undefined) throw new Error(`cluster: no method ${method}`);
        return (await fn(args)) as T;
      }
      seq += 1;
      const id = `${instanceId}-${seq}`;
      const answer = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new AppError('RATE_LIMITED', 'serverBusy'));
        }, callTimeoutMs);
        waiting.set(id, { resolve, reject, timer });
      });
      publish(REQUESTS, { id, from: instanceId, method, args } satisfies Request);
      return (await answer) as T;
    },
    handle(method, fn) {
      methods.set(method, fn);
    },
    publish,
    publishNow,
    subscribe,
    async ready() {
      await Promise.all(pending);
    },
    async close() {
      for (const [id, entry] of waiting) {
        clearTimeout(entry.timer);
        entry.reject(new AppError('RATE_LIMITED', 'serverBusy'));
        waiting.delete(id);
      }
      await leadership.close();
      await bus.close();
    },
  };
}

/** One process alone: it leads, and the bus is in-process. */
export function soloCluster(log: ClusterLog): Cluster {
  return createCluster({ bus: createLocalBus(), leadership: soleLeadership(), log });
}

/**
 * The cluster the configuration asks for. SQLite: one process. PostgreSQL without REDIS_URL: one
 * instance, which must hold the lock (a second one is refused at start instead of running rounds
 * twice). PostgreSQL with REDIS_URL: any number of instances, one leader.
 */
export async function openCluster(config: Config, log: ClusterLog): Promise<Cluster> {
  const database = config.database;
  if (database.kind === 'sqlite') return soloCluster(log);
  const redisUrl = config.cluster.redisUrl;
  const leadership = await electLeader({
    url: database.url,
    pollMs: config.cluster.leaderPollMs,
    onChange: (leader) => log.info(leader ? 'live games: this instance is the leader (it runs jump and sabong)' : 'live games: this instance follows the leader'),
    onError: (error) => log.warn(`live games: leader election connection problem (${error.message}); retrying`),
  });
  if (redisUrl === undefined) {
    // A restart right after a kill may find the dead process's session not yet gone: wait a little.
    const until = Date.now() + Math.max(5_000, 3 * config.cluster.leaderPollMs);
    while (!leadership.isLeader() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!leadership.isLeader()) {
      await leadership.close();
      throw new Error(
        'Another server instance already runs the live games on this PostgreSQL database. Without REDIS_URL only one instance may run; ' +
          'set REDIS_URL (the same on every instance) to run several behind a load balancer.',
      );
    }
    log.info('live games: single instance (PostgreSQL without REDIS_URL); set REDIS_URL on every instance to run more than one');
    return createCluster({ bus: createLocalBus(), leadership, log });
  }
  let bus: Bus;
  try {
    bus = await createRedisBus({
      url: redisUrl,
      prefix: config.cluster.redisPrefix,
      onError: (error) => log.warn(`cluster: Redis connection problem (${error.message})`),
    });
  } catch (error) {
    await leadership.close();
    throw error;
  }
  log.info(`cluster: events over Redis at ${redactRedisUrl(redisUrl)} (prefix ${config.cluster.redisPrefix}), leader election on PostgreSQL`);
  if (!leadership.isLeader()) log.info('live games: this instance follows the leader');
  return createCluster({ bus, leadership, log });
}
