// Start-up database work: migrate to the latest schema, then load the operator's seed file.
import type { Db } from './database';
import { migrateToLatest } from './migrations';
import { applySeed, loadSeedFile } from '../modules/app/seed';

/** `dialCode`: config PHONE_DIAL_CODE, which stored phones are normalised for (default +63). */
export async function prepareDatabase(database: Db, seedFile: string, now: number, dialCode?: string): Promise<{ migrated: string[] }> {
  const seed = loadSeedFile(seedFile);
  const migrated = await migrateToLatest(database.db, database.kind, dialCode);
  await applySeed(database.db, seed, now);
  return { migrated };
}
