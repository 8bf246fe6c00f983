// The event bus between server instances: Redis pub/sub when several instances share one
// PostgreSQL (REDIS_URL), an in-process bus otherwise (one instance: SQLite, or PostgreSQL alone).
// Messages are strings; channel names are relative to the cluster's prefix (REDIS_PREFIX), so two
// clusters on one Redis never hear each other.
import { Redis } from 'ioredis';

export interface Bus {
  /** 'redis': other instances may be listening; 'local': this process is alone. */
  readonly kind: 'local' | 'redis';
  /**
   * The Redis bus's command connection (the publisher; never subscribed), for other shared state
   * of the instances: the rate limits count on it (src/security/rateLimits.ts). Absent on the local bus.
   */
  readonly redis?: Redis;
  /**
   * Sends to every instance subscribed to the channel (this one included). Resolves with how many
   * subscribers took it (Redis PUBLISH's answer: each has it on its socket, not yet handled).
   */
  publish(channel: string, message: string): Promise<number>;
  /** Calls handler with every message published on the channel from now on. */
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

type Handlers = Map<string, Set<(message: string) => void>>;

function deliver(handlers: Handlers, channel: string, message: string): void {
  for (const handler of handlers.get(channel) ?? []) handler(message);
}

function add(handlers: Handlers, channel: string, handler: (message: string) => void): boolean {
  const set = handlers.get(channel);
  if (set !== undefined) {
    set.add(handler);
    return false;
  }
  handlers.set(channel, new Set([handler]));
  return true;
}

/** One process: messages go straight to this process's subscribers (on the next tick, as over Redis). */
export function createLocalBus(): Bus {
  const handlers: Handlers = new Map();
  return {
    kind: 'local',
    publish(channel, message) {
      queueMicrotask(() => deliver(handlers, channel, message));
      return Promise.resolve(handlers.has(channel) ? 1 : 0);
    },
    subscribe(channel, handler) {
      add(handlers, channel, handler);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** `redis://user:pass@host:6379/0` without its password, for log lines and errors. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
}

export interface RedisBusOptions {
  readonly url: string;
  readonly prefix: string;
  /** Told when the connection drops or comes back (ioredis reconnects by itself). */
  readonly onError?: (error: Error) => void;
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). Connects before it returns, so a wrong REDIS_URL stops the start with a clear message.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const base = {
    lazyConnect: true,
    // A publish while Redis is away fails at once instead of queueing behind a dead link: the
    // caller (a live game's fan-out) answers from its own state and the next change resends.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (times: number) => Math.min(100 * times, 2_000),
  } as const;
  const publisher = new Redis(options.url, { ...base, connectionName: 'perya-publisher' });
  // The subscriber queues its SUBSCRIBE commands until connected, and re-subscribes after a reconnect.
  const subscriber = new Redis(options.url, { ...base, enableOfflineQueue: true, connectionName: 'perya-subscriber' });
  const report = (error: Error) => options.onError?.(error);
  publisher.on('error', report);
  subscriber.on('error', report);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis is not reachable at ${redactRedisUrl(options.url)} (REDIS_URL): ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  const prefix = `${options.prefix}:`;
  const handlers: Handlers = new Map();
  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) deliver(handlers, channel.slice(prefix.length), message);
  });
  return {
    kind: 'redis',
    redis: publisher,
    publish: (channel, message) => publisher.publish(prefix + channel, message),
    async subscribe(channel, handler) {
      if (add(handlers, channel, handler)) await subscriber.subscribe(prefix + channel);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
