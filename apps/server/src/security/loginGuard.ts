// Password-login back-off (issue 11): wrong passwords lock out the device (and, more loosely, the
// IP) they come from for that account, with a lockout that doubles with each further failure.
// Locks never apply account-wide, so strangers guessing from their own devices and addresses
// cannot lock the owner's device out; SMS-code login stays open to the owner either way.
// Kept in memory like the rate limiter: one server process owns its limits.
import type { LoginGuardConfig } from '../config';

export interface LoginSource {
  /** The client IP (after the trusted proxy hops). */
  readonly ip: string;
  /** The device-info id header, or undefined when the client sent none (the IP stands in). */
  readonly device: string | undefined;
}

export type LoginRefusal = 'locked' | 'ipThrottled';

export interface LoginGuard {
  /** Why a password login of `account` from `source` may not be tried now, or undefined. */
  check(account: string, source: LoginSource): LoginRefusal | undefined;
  /** A wrong password (or unknown account) was given. */
  failed(account: string, source: LoginSource): void;
  /** The right password was given from this device: its count starts over. */
  succeeded(account: string, source: LoginSource): void;
}

interface Strikes {
  count: number;
  lockedUntil: number;
  lastAt: number;
}

/** Entries kept before finished ones are swept (memory stays bounded under a flood). */
const SWEEP_AT = 20_000;

export function createLoginGuard(config: LoginGuardConfig, now: () => number): LoginGuard {
  const strikes = new Map<string, Strikes>();
  const ipWindows = new Map<string, { start: number; count: number }>();
  const windowMs = config.windowS * 1000;
  const forgetMs = Math.max(windowMs, config.maxLockS * 1000);

  const deviceKey = (account: string, source: LoginSource) => `d|${account}|${source.device ?? `ip:${source.ip}`}`;
  const ipKey = (account: string, source: LoginSource) => `i|${account}|${source.ip}`;

  function lockedAt(key: string, at: number): boolean {
    const entry = strikes.get(key);
    return entry !== undefined && entry.lockedUntil > at;
  }

  function strike(key: string, threshold: number, at: number): void {
    let entry = strikes.get(key);
    if (entry === undefined || at - entry.lastAt >= forgetMs) {
      entry = { count: 0, lockedUntil: 0, lastAt: at };
      strikes.set(key, entry);
    }
    entry.count += 1;
    entry.lastAt = at;
    if (entry.count >= threshold) {
      // Progressive: base at the threshold, doubled for each failure past it, capped.
      const lockS = Math.min(config.maxLockS, config.baseLockS * 2 ** Math.min(entry.count - threshold, 20));
      entry.lockedUntil = at + lockS * 1000;
    }
  }

  function sweep(at: number): void {
    if (strikes.size >= SWEEP_AT) for (const [key, e] of strikes) if (e.lockedUntil <= at && at - e.lastAt >= forgetMs) strikes.delete(key);
    if (ipWindows.size >= SWEEP_AT) for (const [key, w] of ipWindows) if (at - w.start >= windowMs) ipWindows.delete(key);
  }

  function ipWindow(ip: string, at: number): { start: number; count: number } {
    let entry = ipWindows.get(ip);
    if (entry === undefined || at - entry.start >= windowMs) {
      entry = { start: at, count: 0 };
      ipWindows.set(ip, entry);
    }
    return entry;
  }

  return {
    check(account, source) {
      const at = now();
      if (ipWindow(source.ip, at).count >= config.ipFailuresPerWindow) return 'ipThrottled';
      if (lockedAt(deviceKey(account, source), at) || lockedAt(ipKey(account, source), at)) return 'locked';
      return undefined;
    },
    failed(account, source) {
      const at = now();
      sweep(at);
      ipWindow(source.ip, at).count += 1;
      strike(deviceKey(account, source), config.deviceFailures, at);
      strike(ipKey(account, source), config.ipFailures, at);
    },
    succeeded(account, source) {
      strikes.delete(deviceKey(account, source));
    },
  };
}
