// The cluster suites' server processes: the real server (instance.ts bundled with src/serve.ts)
// started on one PostgreSQL database and one Redis, called over x2 and asked for its role. Shared by
// failover.test.ts and sabongCrowd.test.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { HEADERS, type AnyEndpoint } from '@perya/api/contract';
import { PACKAGE_DIR, PG_ADMIN_URL, SEED_FILE, type TestDatabase } from '../harness';

export const REDIS_URL = process.env.PERYA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** How often a follower tries the leader lock (the take-over comes within one or two of these). */
export const POLL_MS = 200;

/** Why Redis at `url` cannot be used (the connection's error), or undefined when it answers a PING within 2 s. */
export async function redisProblem(url = REDIS_URL): Promise<string | undefined> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key under `prefix` (the REDIS_PREFIX a test cluster or a benchmark ran under). */
export async function dropRedisKeys(prefix: string, url = REDIS_URL): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Why the cluster suites cannot run here (Redis or PostgreSQL absent), or undefined when they can. */
export async function missingService(): Promise<string | undefined> {
  if (process.env.PERYA_SKIP_PG === '1') return 'PERYA_SKIP_PG=1 (it needs PostgreSQL)';
  const redis = await redisProblem();
  if (redis !== undefined) return `Redis is not reachable at ${REDIS_URL} (${redis}); start redis-server or set PERYA_TEST_REDIS_URL`;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return undefined;
}

/**
 * Bundles instance.ts to `bundle` (one level below the package, like dist/main.js, which main.ts
 * finds the package from; each suite its own file so two suites never write one bundle at once).
 */
export function buildInstance(bundle: string): void {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs'), bundle, path.join('test', 'cluster', 'instance.ts')], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}

export interface Instance {
  readonly name: string;
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<unknown>;
  output(): string;
}

/** Starts one instance and waits until it listens; `env` adds to (or overrides) the suites' environment. */
export async function startInstance(options: { name: string; bundle: string; database: TestDatabase; prefix: string; env?: Record<string, string> }): Promise<Instance> {
  const { name, bundle, database, prefix } = options;
  const child = spawn(process.execPath, [bundle], {
    cwd: PACKAGE_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      LEADER_POLL_MS: String(POLL_MS),
      SEED_FILE,
      SCRYPT_N: '1024',
      // Dev mode keeps the SMS outbox the players' register codes are read from.
      PERYA_DEV: '1',
      SABONG_SANDBOX: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const started = Date.now();
  for (;;) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match && output.includes('perya server ready')) return { name, child, url: match[1] as string, exited, output: () => output };
    if (child.exitCode !== null) throw new Error(`${name} exited early:\n${output}`);
    if (Date.now() - started > 30_000) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Stops every instance still running (SIGTERM: a graceful shutdown). */
export async function stopInstances(instances: readonly Instance[]): Promise<void> {
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
  }
}

export type Envelope = { code: string; data: Record<string, unknown> | null };

/** One x2 call to a given instance (the players' clients are bound to the instance they signed up on). */
export async function x2(instance: Instance, endpoint: AnyEndpoint, body: unknown, token?: string): Promise<Envelope> {
  const res = await fetch(`${instance.url}${endpoint.path}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { [HEADERS.token]: token }) },
    ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope;
}

/** 'leader' or 'follower', as the instance's /healthz/cluster says. */
export async function role(instance: Instance): Promise<string> {
  const res = await fetch(`${instance.url}/healthz/cluster`);
  return ((await res.json()) as { data: { role: string } }).data.role;
}
