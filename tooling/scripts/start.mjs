#!/usr/bin/env node
// `pnpm start`: build, then run the reference server and every brand app side by side, each on
// its own port, with prefixed output. Ctrl-C stops them all (each with everything it started).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
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
// Facebook login works offline too: without a real Facebook app (FACEBOOK_APP_ID for the server,
// PERYA_FACEBOOK_APP_ID for the brands), the brands are built against the server's sandbox
// Facebook (FACEBOOK_SANDBOX=1 below), whose SDK script stands in for connect.facebook.net.
const startServerPort = (() => {
  const server = apps.find(({ pkg }) => pkg.name === '@perya/server');
  return server === undefined ? 4000 : portOf(server);
})();
const facebookSandbox = !process.env.FACEBOOK_APP_ID && !process.env.PERYA_FACEBOOK_APP_ID;
const buildEnv = facebookSandbox
  ? { ...process.env, PERYA_FACEBOOK_APP_ID: 'sandbox', PERYA_FACEBOOK_SDK_URL: `http://127.0.0.1:${startServerPort}/sandbox/facebook/sdk.js` }
  : process.env;
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', ...filters], {
  cwd: root,
  stdio: 'inherit',
  env: buildEnv,
});
if (build.status !== 0) process.exit(build.status ?? 1);

// The server runs in production mode (its default), opted in to its three sandbox adapters so the
// whole product works offline on one machine: the payment checkout, the SMS outbox and the game
// provider. Production needs real secrets, so this machine gets its own random ones, kept in
// apps/server/.data/secrets/ (gitignored, readable by this user only) and reused on the next start.
// Variables already set in the environment win.
const serverApp = apps.find(({ pkg }) => pkg.name === '@perya/server');
const secretsDir = path.join(serverApp?.dir ?? path.join(appsDir, 'server'), '.data', 'secrets');
function localSecret(name) {
  if (process.env[name]) return process.env[name];
  const file = path.join(secretsDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
const brandOrigins = apps.filter((app) => app !== serverApp).map((app) => `http://127.0.0.1:${portOf(app)}`);
const serverPort = serverApp === undefined ? 4000 : portOf(serverApp);
const serverEnv = {
  PAYMENT_SANDBOX: '1',
  // A real SMS gateway (SMS_GATEWAYS, README "Going live: SMS") replaces the outbox: both at once is refused.
  SMS_SANDBOX: process.env.SMS_GATEWAYS ? '0' : '1',
  // A real SMTP server (SMTP_URL or SMTP_HOST, README "Email binding") replaces the outbox: both at once is refused.
  EMAIL_SANDBOX: process.env.SMTP_URL || process.env.SMTP_HOST ? '0' : '1',
  PROVIDER_SANDBOX: '1',
  SABONG_SANDBOX: '1',
  TRADE_FEED_SANDBOX: '1',
  // The sandbox walk's seed: whoever knows it knows every price to come, so this machine draws its own.
  TRADE_FEED_SEED: localSecret('TRADE_FEED_SEED'),
  // Production refuses the sandbox feed beside real-money trading without this opt-in: here every
  // peso is sandbox money too (the payment sandbox), so the local demo trades with it.
  TRADE_FEED_SANDBOX_REAL_MONEY: '1',
  // Onfido (ONFIDO_API_TOKEN, README "Identity documents") replaces the sandbox identity provider: both at once is refused.
  KYC_SANDBOX: process.env.ONFIDO_API_TOKEN ? '0' : '1',
  FACEBOOK_SANDBOX: facebookSandbox ? '1' : '0',
  OPERATOR_TOKEN: localSecret('OPERATOR_TOKEN'),
  PAYMENT_WEBHOOK_SECRET: localSecret('PAYMENT_WEBHOOK_SECRET'),
  PROVIDER_SECRET: localSecret('PROVIDER_SECRET'),
  // Identity documents and selfies are sealed with it (32 random bytes, hex).
  KYC_DATA_KEY: localSecret('KYC_DATA_KEY'),
  PUBLIC_BASE_URL: `http://127.0.0.1:${serverPort}`,
  CORS_ORIGINS: brandOrigins.join(','),
};

const colours = [36, 35, 33, 32, 34, 31];
const children = apps.map((app, i) => {
  const name = app.pkg.name.replace('@perya/', '');
  const prefix = `\x1b[${colours[i % colours.length]}m${name.padEnd(13)}\x1b[0m│ `;
  // Its own process group, so stopping it stops what pnpm started too (the server, vite preview).
  const env = app === serverApp ? { ...serverEnv, ...process.env } : process.env;
  const child = spawn('pnpm', ['run', 'start'], { cwd: app.dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
const tokenFile = path.relative(root, path.join(secretsDir, 'OPERATOR_TOKEN'));
console.log(`
The server runs in production mode with its SANDBOX adapters switched on for this local demo:
  payment checkout (PAYMENT_SANDBOX=1), ${serverEnv.SMS_SANDBOX === '1' ? 'SMS outbox (SMS_SANDBOX=1)' : 'SMS through SMS_GATEWAYS (real texts)'}, ${serverEnv.EMAIL_SANDBOX === '1' ? 'email outbox (EMAIL_SANDBOX=1)' : 'email through SMTP (real mail)'}, game provider (PROVIDER_SANDBOX=1),
  sabong fight schedule (SABONG_SANDBOX=1), trading price feed (TRADE_FEED_SANDBOX=1), identity
  checks (KYC_SANDBOX=1)${facebookSandbox ? ', Facebook login (FACEBOOK_SANDBOX=1)' : ''}. They fake payments, text messages, game wins,
  fight results, market prices, identity checks and Facebook: never take real money like this
  (see "Running in production" in README.md).
  SMS codes the sandbox "sent":    pnpm --filter @perya/server ops sms [phone]
  Email codes the sandbox "sent":  curl -H "x-operator-token: $(cat ${tokenFile})" 'http://127.0.0.1:${serverPort}/ops/email/outbox?email=<address>'
  Operator endpoints (/ops/*):     curl -H "x-operator-token: $(cat ${tokenFile})" http://127.0.0.1:${serverPort}/ops/withdrawals`);
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
