// Password hashing through a bounded queue (issue 11): at most `concurrency` scrypt runs at once,
// a bounded number wait, and one client IP holds only a few places, so a burst of bogus logins is
// refused at once ("server busy") instead of piling up in front of real players' logins.
import type { HashQueueConfig } from '../config';
import { AppError } from '../http/errors';
import type { PasswordHasher } from './passwords';

/** A hasher whose calls say who asked (the client IP), so the queue can share places fairly. */
export interface QueuedPasswordHasher {
  hash(password: string, source: string): Promise<string>;
  verify(password: string, stored: string, source: string): Promise<boolean>;
}

export function createHashQueue(inner: PasswordHasher, config: HashQueueConfig): QueuedPasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perSource = new Map<string, number>();

  async function run<T>(source: string, task: () => Promise<T>): Promise<T> {
    const held = perSource.get(source) ?? 0;
    const mustWait = running >= config.concurrency;
    if (held >= config.perSource || (mustWait && waiting.length >= config.maxWaiting)) {
      throw new AppError('RATE_LIMITED', 'serverBusy');
    }
    perSource.set(source, held + 1);
    try {
      if (mustWait) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter, or free it.
        const next = waiting.shift();
        if (next === undefined) running -= 1;
        else next();
      }
    } finally {
      const left = (perSource.get(source) ?? 1) - 1;
      if (left === 0) perSource.delete(source);
      else perSource.set(source, left);
    }
  }

  return {
    hash: (password, source) => run(source, () => inner.hash(password)),
    verify: (password, stored, source) => run(source, () => inner.verify(password, stored)),
  };
}
