// The README's run command, for real: `pnpm start` (tooling/scripts/start.mjs) builds, then runs
// the reference server and every brand app on their own ports. This check starts it as a player's
// machine would, waits until the server answers /healthz and every brand serves its page and its
// first-load script, asks the server for the public config a brand reads at start-up, then stops
// it with Ctrl-C (SIGINT) and checks every port is free again. Run by `pnpm e2e` (after the builds),
// not by the unit tests.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import assert from 'node:assert/strict';

const root = path.resolve(import.meta.dirname, '../..');
const apps = readdirSync(path.join(root, 'apps'))
  .map((dir) => path.join(root, 'apps', dir, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .filter((pkg) => pkg.scripts?.start && pkg.config?.port);
const server = apps.find((pkg) => pkg.name === '@perya/server');
const brands = apps.filter((pkg) => pkg !== server);
assert.ok(server, 'apps/server has a start script and a port');
assert.ok(brands.length >= 4, 'every brand app has a start script and a port');

const deadline = Date.now() + 180_000;
const child = spawn(process.execPath, [path.join(root, 'tooling/scripts/start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));

async function until(what, probe, { whileRunning = true } = {}) {
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // Not up yet.
    }
    if (whileRunning && child.exitCode !== null) throw new Error(`pnpm start exited while waiting for ${what}:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.once('listening', () => probe.close(() => resolve(true)));
    probe.listen(port, '127.0.0.1');
  });
}

let failure;
try {
  const api = `http://127.0.0.1:${server.config.port}`;
  await until('the server', async () => ((await fetch(`${api}/healthz`)).ok ? true : undefined));
  const config = await (
    await fetch(`${api}/x2/app/zhou/getVal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key: 'front_public_config' }) })
  ).json();
  assert.equal(config.code, '00000', `front_public_config from the seed: ${JSON.stringify(config).slice(0, 300)}`);
  // The run command is production with sandboxes opted in, and says so; its doors stay shut.
  assert.match(output, /production mode with its SANDBOX adapters switched on/, 'the banner names the sandboxes');
  const devOutbox = await (await fetch(`${api}/dev/sms/outbox`)).json();
  assert.equal(devOutbox.code, '404', 'no /dev/* route in the run command');
  assert.equal((await fetch(`${api}/ops/withdrawals`)).status, 401, '/ops/* needs the operator token');

  for (const brand of brands) {
    const base = `http://127.0.0.1:${brand.config.port}/`;
    const html = await until(brand.name, async () => {
      const res = await fetch(base);
      return res.ok ? res.text() : undefined;
    });
    // The entry: a module script tag, or (with the static first screen, tooling/vite/prerender.js)
    // the module script the page's inline script adds after the first paint.
    const script = (/<script type="module"[^>]*src="([^"]+)"/.exec(html) ?? /e\.type='module';[^;]*;e\.src="([^"]+)"/.exec(html))?.[1];
    assert.ok(script, `${brand.name} serves its page with a module script`);
    const js = await fetch(new URL(script, base));
    assert.equal(js.status, 200, `${brand.name} serves ${script}`);
    console.log(`ok ${brand.name} at ${base}`);
  }
  console.log(`ok @perya/server at ${api}`);
} catch (error) {
  failure = error;
} finally {
  child.kill('SIGINT');
  const { code, signal } = await exited;
  if (!failure && code !== 0) failure = new Error(`pnpm start stopped with ${signal ?? code}:\n${output.slice(-3000)}`);
}
if (failure) throw failure;

// Ctrl-C stopped everything it started.
for (const pkg of apps) {
  const port = Number(pkg.config.port);
  await until(`port ${port} to be free`, async () => ((await portFree(port)) ? true : undefined), { whileRunning: false });
}
console.log('ok pnpm start stops every app on Ctrl-C');
