// Attempt limits per IP and per account (spec §6: one account and one IP per player), counted by
// @fastify/rate-limit in fixed windows. With REDIS_URL the counts live in Redis, on the cluster's
// command connection, so every instance counts against one limit (a player cannot multiply the
// limit by the number of instances behind the load balancer); Redis keeps the window (real time).
// Without it the counts live in this process, in a store that reads the app's clock (tests move it);
// a restart forgives everyone.
//
// The routes check a limit inside their handler (createRateLimit), not in a hook: the account is
// known only there (a phone normalised from the body, the caller's user id, a token's hash), and a
// withdrawal counts only the attempts that carry a proof. Over a limit the route throws
// AppError('RATE_LIMITED'), answered in the x2 envelope like every refusal.
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config';
import { AppError } from '../http/errors';

export type RateLimitGroup = 'login' | 'register' | 'sms' | 'email' | 'withdraw' | 'log' | 'kyc';

const GROUPS: readonly RateLimitGroup[] = ['login', 'register', 'sms', 'email', 'withdraw', 'log', 'kyc'];

export interface RateLimiter {
  /**
   * Counts one attempt of the request's IP and, when given, of `account`; false when either is over
   * its limit for this window. Both are counted either way.
   */
  hit(group: RateLimitGroup, request: FastifyRequest, account: string | undefined): Promise<boolean>;
}

export interface RateLimitOptions {
  /** Limit and window of each group. */
  readonly limits: Readonly<Record<RateLimitGroup, RateLimitConfig>>;
  /** The app's clock (epoch ms), for the in-process counts. */
  readonly now: () => number;
  /** Count in this Redis (the cluster's connection), under `${prefix}:rate-limit:`; absent: in this process. */
  readonly redis?: { readonly client: Redis; readonly prefix: string } | undefined;
}

/** Fixed windows kept in this process, beyond this many counters the finished ones are dropped. */
const SWEEP_AT = 10_000;

/**
 * The plugin's store interface over a Map, on the given clock (the plugin's own in-memory store
 * reads Date.now, which the tests' clock cannot move). Each limiter gets its own child.
 */
export function clockStore(now: () => number): FastifyRateLimitStoreCtor {
  class ClockStore implements FastifyRateLimitStore {
    private readonly windows = new Map<string, { start: number; count: number }>();

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      if (this.windows.size >= SWEEP_AT) for (const [k, entry] of this.windows) if (at - entry.start >= timeWindow) this.windows.delete(k);
      let entry = this.windows.get(key);
      if (entry === undefined || at - entry.start >= timeWindow) {
        entry = { start: at, count: 0 };
        this.windows.set(key, entry);
      }
      entry.count += 1;
      callback(null, { current: entry.count, ttl: entry.start + timeWindow - at });
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  }
  return ClockStore;
}

/** Registers @fastify/rate-limit (no route is limited by itself) and answers the routes' limiter. */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<RateLimiter> {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis === undefined
      ? { store: clockStore(options.now) }
      : // The plugin's Redis store. Its keys read `<prefix>:rate-limit:undefinedundefined-<group>:ip:<ip>`
        // (or `:account:<account>`): a limiter made by createRateLimit has no route, whose method and
        // URL the store would put in that segment.
        { redis: options.redis.client, nameSpace: `${options.redis.prefix}:rate-limit:` }),
  });

  const limiters = new Map(
    GROUPS.map((group) => {
      const { windowS, perIp, perAccount } = options.limits[group];
      // The account of the attempt being counted: keyGenerator sees only the request.
      const accounts = new WeakMap<FastifyRequest, string>();
      const accountKey = (request: FastifyRequest) => {
        const account = accounts.get(request);
        if (account === undefined) throw new Error(`rate limits: no account to count for ${group}`);
        return `${group}:account:${account}`;
      };
      return [
        group,
        {
          accounts,
          ip: app.createRateLimit({ max: perIp, timeWindow: windowS * 1000, keyGenerator: (request) => `${group}:ip:${request.ip}` }),
          account: app.createRateLimit({ max: perAccount, timeWindow: windowS * 1000, keyGenerator: accountKey }),
        },
      ] as const;
    }),
  );

  return {
    async hit(group, request, account) {
      const limiter = limiters.get(group);
      if (limiter === undefined) throw new Error(`rate limits: unknown group ${group}`);
      const counts = [limiter.ip(request)];
      if (account !== undefined && account !== '') {
        limiter.accounts.set(request, account);
        counts.push(limiter.account(request));
      }
      let results;
      try {
        results = await Promise.all(counts);
      } catch (error) {
        // Redis unreachable: refuse as busy rather than let attempts through uncounted.
        request.log.error({ err: error }, `rate limits: counting a ${group} attempt failed`);
        throw new AppError('RATE_LIMITED', 'serverBusy');
      }
      return results.every((result) => result.isAllowed || !result.isExceeded);
    },
  };
}
