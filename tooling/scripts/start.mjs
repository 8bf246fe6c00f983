#!/usr/bin/env node
// `pnpm start`: build, then run the reference server and every brand app side by side, each on
// its own port, with prefixed output. Ctrl-C stops them all (each with everything it started).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const appsDir = path.join(root, 'apps');

/** Every app with a start script; the server first so the brand apps find their API. */
const apps = readdirSync(appsDir)
  .map((dir) => path.join(appsDir, dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => ({ dir: path.dirname(file), pkg: JSON.parse(readFileSync(file, 'utf8')) }))
  .filter(({ pkg }) => pkg.scripts?.start)
  .sort((a, b) => Number(b.pkg.name === '@perya/server') - Number(a.pkg.name === '@perya/server'));

function portOf({ pkg }) {
  if (pkg.config?.port) return Number(pkg.config.port);
  const match = /--port[ =](\d+)/.exec(pkg.scripts.start);
  return match ? Number(match[1]) : undefined;
}

/** Resolves true when nothing listens on 127.0.0.1:port. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

// Every app needs its own port: say which are taken before building anything.
const busy = [];
for (const app of apps) {
  const port = portOf(app);
  if (port !== undefined && !(await portFree(port))) busy.push(`${app.pkg.name} (port ${port})`);
}
if (busy.length > 0) {
  console.error(`Cannot start: ports in use for ${busy.join(', ')}. Stop what runs there (another pnpm start?) and try again.`);
  process.exit(1);
}

const filters = apps.flatMap(({ pkg }) => ['--filter', pkg.name]);
console.log(`Building ${apps.map(({ pkg }) => pkg.name).join(', ')} ...`);
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const colours = [36, 35, 33, 32, 34, 31];
const children = apps.map((app, i) => {
  const name = app.pkg.name.replace('@perya/', '');
  const prefix = `\x1b[${colours[i % colours.length]}m${name.padEnd(13)}\x1b[0m│ `;
  // Its own process group, so stopping it stops what pnpm started too (the server, vite preview).
  const child = spawn('pnpm', ['run', 'start'], { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}exited (${signal ?? code})\n`);
    if (!stopping) stop(code ?? 1);
  });
  return child;
});

console.log('\nPerya is starting:');
for (const app of apps) {
  const port = portOf(app);
  console.log(`  ${app.pkg.name.padEnd(20)} http://127.0.0.1:${port ?? '?'}/`);
}
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
