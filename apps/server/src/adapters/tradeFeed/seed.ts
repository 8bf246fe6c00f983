// The sandbox walk's seed in use (config.tradeFeed.seed): TRADE_FEED_SEED, else a random one made once
// and kept beside the database (readable by this user only), else one per process (a database in
// memory). Whoever knows the seed knows every price to come, so it is never a constant of the source
// (issue 26 item 3); kept, so a restart settles the orders it placed on the same prices.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

const SEED_BYTES = 32;

export function resolveTradeFeedSeed(seed: Config['tradeFeed']['seed']): string {
  if (seed.kind === 'env') return seed.seed;
  if (seed.kind === 'process') return randomBytes(SEED_BYTES).toString('hex');
  if (existsSync(seed.file)) {
    const kept = readFileSync(seed.file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(kept)) throw new Error(`${seed.file} does not hold a trade feed seed (64 hex characters); delete it or set TRADE_FEED_SEED`);
    return kept;
  }
  const made = randomBytes(SEED_BYTES).toString('hex');
  mkdirSync(path.dirname(seed.file), { recursive: true });
  // wx: two processes starting at once never overwrite each other's seed.
  try {
    writeFileSync(seed.file, `${made}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveTradeFeedSeed(seed);
    throw error;
  }
  return made;
}
