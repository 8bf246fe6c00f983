// The processes of bench-load.ts --instances: server instances (the built server, dist/main.js,
// with scripts/benchInstance.mjs preloaded) on one PostgreSQL database, HAProxy from the system in
// front of them, and the CPU time of processes the benchmark did not start itself (HAProxy, the
// PostgreSQL backends, the whole machine) read from /proc (Linux). Every child is tracked: the
// benchmark stops them when it ends, fails or is interrupted, and kills what is left on exit.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { PACKAGE_DIR } from '../test/harness';

const children = new Set<ChildProcess>();
const cleanups: (() => Promise<void>)[] = [];
let interrupted = false;

/** Tracks a child process: stopped by stopChild, killed on exit if still running. */
export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

// Last resort (an uncaught error, process.exit): no child outlives the benchmark.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/**
 * Registers a cleanup (stop the instances, drop the database, …) to run when the benchmark is
 * interrupted (SIGINT, SIGTERM); answers the cleanup wrapped to run at most once, for the normal
 * path's `finally`.
 */
export function onInterrupt(cleanup: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  const once = () => (done ??= cleanup().catch((error: unknown) => console.error('cleanup failed:', error)));
  cleanups.push(once);
  return once;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the benchmark's processes and dropping its databases`);
    void (async () => {
      for (const cleanup of [...cleanups].reverse()) await cleanup();
      for (const child of children) await stopChild(child);
      process.exit(130);
    })();
  });
}

/** SIGTERM (a graceful stop), then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A free TCP port on loopback (taken by the caller right after; the window is small). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Bundles the server into dist/main.js (`pnpm --filter @perya/server build`), so the instances run the current code. */
export function buildServer(): string {
  const build = spawnSync(process.execPath, [path.join('scripts', 'build.mjs')], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}${build.stderr}`);
  return path.join(PACKAGE_DIR, 'dist', 'main.js');
}

/** Waits until GET `url` answers 200 (the process must stay up meanwhile). */
async function waitHealthy(url: string, child: ChildProcess, output: () => string, what: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited early:\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error(`${what} did not answer ${url} within 30 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a server instance reports over IPC (scripts/benchInstance.mjs). */
export interface InstanceReport {
  readonly cpu: NodeJS.CpuUsage;
  readonly queries: number;
  readonly waits: number;
  readonly inTransaction: number;
  readonly transactions: number;
  readonly failed: Readonly<Record<string, number>>;
  readonly texts: readonly (readonly [string, number])[];
}

export interface Instance {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  report(): Promise<InstanceReport>;
}

/** Starts the built server on `env` (its whole environment besides PATH and PORT) and waits until /healthz answers. */
export async function startInstance(options: { name: string; bundle: string; env: Record<string, string> }): Promise<Instance> {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, ['--import', './scripts/benchInstance.mjs', options.bundle], {
      cwd: PACKAGE_DIR,
      env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    }),
  );
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/healthz`, child, () => output, options.name);
  return {
    name: options.name,
    url,
    child,
    report: () =>
      new Promise((resolve, reject) => {
        child.once('message', (message) => resolve(message as InstanceReport));
        if (!child.send('report')) reject(new Error(`${options.name} did not take the report request`));
      }),
  };
}

/** Whether the system's haproxy can be run (`apt-get install haproxy` on Debian). */
export function haproxyVersion(): string | undefined {
  const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  return probe.status === 0 ? probe.stdout.split('\n')[0]?.trim() : undefined;
}

/**
 * HAProxy in front of `backends`: HTTP mode, round robin per request, keep-alive on both sides
 * (idle backend connections reused across client connections: `http-reuse always`), one thread,
 * no logging. Its own config file in `dir`; run in the foreground as a child of the benchmark
 * (never the system service). Answers its URL once it forwards GET /healthz.
 */
export async function startHaproxy(dir: string, backends: readonly Instance[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    [
      'global',
      '  nbthread 1',
      '  maxconn 4096',
      'defaults',
      '  mode http',
      '  option http-keep-alive',
      '  http-reuse always',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout http-keep-alive 60s',
      'frontend bench',
      `  bind 127.0.0.1:${port}`,
      '  default_backend instances',
      'backend instances',
      '  balance roundrobin',
      ...backends.map((b, i) => `  server ${b.name.replace(/\W/g, '_')}_${i + 1} ${new URL(b.url).host}`),
      '',
    ].join('\n'),
  );
  const child = track(spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] }));
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/healthz`, child, () => output, 'haproxy');
  return { url, child };
}

/** The kernel's clock ticks per second in /proc (USER_HZ: 100 on Linux). */
const USER_HZ = 100;

/** CPU time (µs, user + system) a process has used so far, from /proc; undefined when unreadable (gone, not Linux). */
export function processCpuMicros(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / USER_HZ;
  } catch {
    return undefined;
  }
}

/** The machine's CPU time so far (/proc/stat, in ticks): busy and total over every core. */
export function machineCpu(): { busy: number; total: number; cores: number } | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu user nice system idle iowait irq softirq steal …
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: total - idle, total, cores: cpus().length };
  } catch {
    return undefined;
  }
}
