// Fixed-window attempt counters per IP and per account (spec §6: one account and one IP per
// player). Kept in memory: one server process owns its limits; a restart forgives everyone.
import type { RateLimitConfig } from '../config';

export type RateLimitGroup = 'login' | 'register' | 'sms' | 'withdraw' | 'log' | 'kyc';

export interface RateLimiter {
  /** Counts one attempt; false when the IP or the account is over its limit for this window. */
  hit(group: RateLimitGroup, ip: string, account: string | undefined): boolean;
}

export function createRateLimiter(config: RateLimitConfig, now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = config.windowS * 1000;

  function count(key: string, limit: number, at: number): boolean {
    let entry = windows.get(key);
    if (entry === undefined || at - entry.start >= windowMs) {
      entry = { start: at, count: 0 };
      windows.set(key, entry);
    }
    entry.count += 1;
    return entry.count <= limit;
  }

  function sweep(at: number): void {
    // Bound memory: drop finished windows once the map grows.
    if (windows.size < 10_000) return;
    for (const [key, entry] of windows) if (at - entry.start >= windowMs) windows.delete(key);
  }

  return {
    hit(group, ip, account) {
      const at = now();
      sweep(at);
      const ipOk = count(`${group}|ip|${ip}`, config.perIp, at);
      const accountOk = account === undefined || account === '' ? true : count(`${group}|acct|${account}`, config.perAccount, at);
      return ipOk && accountOk;
    },
  };
}
