// Servers of one cluster inside this process: each a real buildApp listening on a free port, all on
// one fresh PostgreSQL database and one Redis under a random prefix (the cluster tests that need no
// separate processes: rate limits, the session cache). close() stops them, drops the database and
// deletes the prefix's Redis keys.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type Db } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/prepare';
import { SEED_FILE, createTestDatabase, testConfig } from '../harness';
import { REDIS_URL, dropRedisKeys } from './processes';

export interface InProcessCluster {
  /** Base URL of each instance, in the order of `names`. */
  readonly urls: readonly string[];
  /** The instances themselves, in the same order (to look inside one, e.g. its session cache). */
  readonly apps: readonly FastifyInstance[];
  /** The Redis key prefix of this cluster (REDIS_PREFIX). */
  readonly prefix: string;
  close(): Promise<void>;
}

export async function startInProcessCluster(options: { names: readonly string[]; now: () => number; env?: Readonly<Record<string, string>> }): Promise<InProcessCluster> {
  const prefix = `perya-test-${randomBytes(6).toString('hex')}`;
  const testDb = await createTestDatabase('postgres');
  const logDir = mkdtempSync(path.join(tmpdir(), 'perya-cluster-'));
  const databases: Db[] = [];
  const apps: FastifyInstance[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.destroy();
    await testDb.drop();
    rmSync(logDir, { recursive: true, force: true });
    await dropRedisKeys(prefix);
  };
  try {
    const setup = openDatabase(testDb.config);
    try {
      await prepareDatabase(setup, SEED_FILE, options.now());
    } finally {
      await setup.destroy();
    }
    const urls: string[] = [];
    for (const name of options.names) {
      const database = openDatabase(testDb.config);
      databases.push(database);
      const config = testConfig(testDb.config, {
        DATABASE_URL: testDb.url,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        LEADER_POLL_MS: '100',
        LOG_DATABASE_FILE: path.join(logDir, `${name}.sqlite`),
        ...options.env,
      });
      const app = await buildApp({ config, database, now: options.now, lottoTickMs: null });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
      urls.push(`http://127.0.0.1:${address.port}`);
    }
    return { urls, apps, prefix, close };
  } catch (error) {
    await close();
    throw error;
  }
}
