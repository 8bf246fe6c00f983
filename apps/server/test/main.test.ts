// The entry point as an operator runs it — the esbuild bundle, started with node: configuration
// from the environment, migrations on start, PORT/HOST/DATABASE_URL honoured, clear errors for
// bad values, graceful SIGTERM/SIGINT.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, PACKAGE_DIR, createTestDatabase, type TestDatabase } from './harness';

interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

beforeAll(() => {
  // `pnpm build` of this package: proves the bundle runs, and starts far faster than tsx.
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs')], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
}, 60_000);

function run(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [path.join('dist', 'main.js')], {
    cwd: PACKAGE_DIR,
    env: { PATH: process.env.PATH ?? '', PERYA_DEV: '1', SCRYPT_N: '1024', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(running: Running, pattern: RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> {
  const started = Date.now();
  for (;;) {
    const match = pattern.exec(running.output());
    if (match) return match;
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${pattern}:\n${running.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DB_KINDS)('main.ts on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('starts on PORT/HOST/DATABASE_URL, migrates, serves /healthz, and stops cleanly on SIGTERM', async () => {
    const server = run({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database.url, LOG_LEVEL: 'info' });
    const [, url] = await waitFor(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    await waitFor(server, /perya server ready/);
    const health = (await (await fetch(`${url}/healthz`)).json()) as { data: { database: string } };
    expect(health.data.database).toBe(kind);
    const sent = (await (
      await fetch(`${url}/x2/sms/sendRegister`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"phone":"09175550000"}' })
    ).json()) as { code: string };
    expect(sent.code).toBe('00000');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);

  it('restarts on the same database (migrations are idempotent) and stops on SIGINT', async () => {
    const server = run({ PORT: '0', DATABASE_URL: database.url });
    const [, url] = await waitFor(server, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    const outbox = (await (await fetch(`${url}/dev/sms/outbox?phone=09175550000`)).json()) as { data: { messages: unknown[] } };
    // The message sent by the previous run is still there: same database, no reset.
    expect(outbox.data.messages).toHaveLength(1);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
  }, 60_000);
});

describe('main.ts configuration errors', () => {
  it('refuses bad values with one clear message naming each variable', async () => {
    const server = run({ PORT: 'eighty', SCRYPT_N: '3000', RATE_LIMIT_PER_IP: '-1', DATABASE_URL: 'mysql://localhost/db' });
    expect(await server.exited).toBe(1);
    const text = server.output();
    expect(text).toContain('Invalid server configuration');
    expect(text).toContain("PORT must be a whole number between 0 and 65535, got 'eighty'");
    expect(text).toContain('SCRYPT_N must be a power of two');
    expect(text).toContain('RATE_LIMIT_PER_IP must be a whole number');
    expect(text).toContain('DATABASE_URL must be a SQLite file path or a postgres:// URL');
    expect(text).not.toMatch(/\n\s+at /);
  }, 30_000);

  it('refuses a broken seed file with its name and the bad field', async () => {
    const server = run({ PORT: '0', DATABASE_URL: ':memory:', SEED_FILE: path.join(PACKAGE_DIR, 'test', 'fixtures', 'bad-seed.yaml') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid seed file .*bad-seed\.yaml: publicConfig\.game_black_list\.evo/);
  }, 30_000);
});
