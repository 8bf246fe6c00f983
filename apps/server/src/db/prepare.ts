// Start-up database work: migrate to the latest schema, then load the operator's seed file.
import type { Db } from './database';
import { migrateToLatest } from './migrations';
import { applySeed, loadSeedFile } from '../modules/app/seed';

export async function prepareDatabase(database: Db, seedFile: string, now: number): Promise<{ migrated: string[] }> {
  const seed = loadSeedFile(seedFile);
  const migrated = await migrateToLatest(database.db, database.kind);
  await applySeed(database.db, seed, now);
  return { migrated };
}
