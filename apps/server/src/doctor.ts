// `pnpm --filter @perya/server doctor` (issue 26 item 8): before going live, check what the server
// will run with. The configuration as the server reads it (every bad variable at once), the
// database (reachable, migrated to this code's latest), Redis (PING), PUBLIC_BASE_URL and the URLs
// providers call back at, and one harmless authenticated call per configured provider: Twilio's
// Account resource, Semaphore's account, SMTP's login (verify), Google's JWKS, Facebook's app
// access token, Onfido's applicant list (one row, page size 1), Mercado Pago's account of the
// access token (GET /users/me), Xendit's cash balance (GET /balance through xendit-node), Binance's
// server time and each traded symbol's price (TRADE_FEED=binance). Nothing is
// sent to anyone and nothing is written. The answer is one row per check;
// a detail never holds a secret (scrubSecrets masks every value of a secret variable).
import { existsSync, readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { ConfigError, loadConfig, type Config, type ConfigPaths } from './config';
import { openDatabase, type Db } from './db/database';
import { migrationsFor } from './db/migrations';
import { createSmtpTransport } from './adapters/email/smtp';
import { createTwilioClient, TWILIO_STATUS_PATH } from './adapters/sms/twilio';
import { createOnfidoClient, onfidoError, ONFIDO_WEBHOOK_PATH } from './adapters/kyc/onfido';
import { createMercadoPagoAdapter } from './adapters/payment/mercadoPago';
import { XENDIT, XENDIT_PH_PAYOUT_CODES, xenditBalance, xenditPayoutChannelCodes } from './adapters/payment/xendit';
import { loadSeedFile } from './modules/app/seed';
import { binanceErrorText, binanceRest, decimalToUnits } from './adapters/tradeFeed/binance';
import { findTradeSymbol, formatTradePrice } from '@perya/domain';
import { PAYOUT_WEBHOOK_PATH_PREFIX, WEBHOOK_PATH_PREFIX } from './modules/wallet/providerRoutes';
import { redactRedisUrl } from './cluster/bus';

export type DoctorStatus = 'OK' | 'WARN' | 'FAIL' | 'SKIP';

export interface DoctorRow {
  readonly check: string;
  readonly status: DoctorStatus;
  readonly detail: string;
}

export interface DoctorDeps {
  /** The fetch of Semaphore, Google and Facebook calls (default: the global one). */
  readonly fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** How long one provider call may take. */
  readonly timeoutMs?: number;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Names of variables whose values are secrets (or hold one, like a URL with a password). */
const SECRET_NAME = /(TOKEN|SECRET|_KEY|PASS)$|_URL$/;

/** `AC1234…cdef` for long values, `****` for short ones: enough to tell which, never the value. */
export function maskSecret(value: string): string {
  return value.length >= 12 ? `${value.slice(0, 4)}…${value.slice(-4)}` : '****';
}

/** Replaces every secret variable's value (and a URL's password) in `text` by its mask. */
export function scrubSecrets(text: string, env: Env): string {
  let out = text;
  const secrets: string[] = [];
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (value === undefined || value === '' || !SECRET_NAME.test(name)) continue;
    if (name.endsWith('_URL')) {
      if (!URL.canParse(value)) continue;
      const password = new URL(value).password;
      if (password !== '') secrets.push(password, decodeURIComponent(password));
    } else if (value.length >= 6) {
      secrets.push(value);
    }
  }
  // Longest first, so a secret holding another is masked whole.
  for (const secret of [...new Set(secrets)].sort((a, b) => b.length - a.length)) {
    if (secret.length >= 4) out = out.split(secret).join(secret.length >= 12 ? maskSecret(secret) : '****');
  }
  return out;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Runs every check; never throws (a check that cannot run is a FAIL row). */
export async function runDoctor(env: Env, paths: ConfigPaths, deps: DoctorDeps = {}): Promise<DoctorRow[]> {
  const rows: DoctorRow[] = [];
  const add = (check: string, status: DoctorStatus, detail: string) => rows.push({ check, status, detail });
  let config: Config;
  try {
    config = loadConfig(env, paths);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) add('config', 'FAIL', problem);
    add('other checks', 'SKIP', 'fix the configuration first');
    return rows.map((row) => ({ ...row, detail: scrubSecrets(row.detail, env) }));
  }
  const production = config.mode === 'production';
  add('config', 'OK', `every variable valid; ${config.mode} mode`);
  if (!production) add('mode', 'WARN', 'development mode (PERYA_DEV=1): never for real players; unset PERYA_DEV to go live');

  const context: Context = { config, env, production, add, fetch: deps.fetch ?? ((url, init) => fetch(url, init)), timeoutMs: deps.timeoutMs ?? 10_000 };
  await checkDatabase(context);
  await checkRedis(context);
  checkUrls(context);
  await checkSms(context);
  await checkXendit(context);
  await checkEmail(context);
  await checkGoogle(context);
  await checkFacebook(context);
  await checkOnfido(context);
  await checkPayments(context);
  await checkTradeFeed(context);
  checkSandboxes(context);
  return rows.map((row) => ({ ...row, detail: scrubSecrets(row.detail, env) }));
}

interface Context {
  readonly config: Config;
  readonly env: Env;
  readonly production: boolean;
  readonly add: (check: string, status: DoctorStatus, detail: string) => void;
  readonly fetch: NonNullable<DoctorDeps['fetch']>;
  readonly timeoutMs: number;
}

async function checkDatabase({ config, add }: Context): Promise<void> {
  const where = config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : `PostgreSQL ${redactRedisUrl(config.database.url)}`;
  if (config.database.kind === 'sqlite' && config.database.file !== ':memory:' && !existsSync(config.database.file)) {
    // Opening it would create it: the doctor writes nothing.
    add('database', 'WARN', `${where} does not exist yet: the server creates and migrates it on first start`);
    return;
  }
  let database: Db | undefined;
  try {
    database = openDatabase(config.database);
    const db = database.db as unknown as Kysely<unknown>;
    await sql`select 1`.execute(db);
    add('database', 'OK', `${where} answers`);
    const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
    const applied = tables.some((t) => t.name === 'kysely_migration')
      ? (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name)
      : [];
    const known = Object.keys(migrationsFor(database.kind, config.phoneDialCode));
    const pending = known.filter((name) => !applied.includes(name));
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) add('database migrations', 'FAIL', `applied migrations this code does not know (database newer than the code?): ${unknown.join(', ')}`);
    else if (pending.length > 0) add('database migrations', 'WARN', `${pending.length} of ${known.length} not applied yet (the server applies them on start): ${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''}`);
    else add('database migrations', 'OK', `all ${known.length} applied (latest ${known.at(-1) ?? ''})`);
  } catch (error) {
    add('database', 'FAIL', `${where}: ${messageOf(error)}`);
  } finally {
    await database?.destroy().catch(() => undefined);
  }
}

async function checkRedis({ config, add }: Context): Promise<void> {
  const url = config.cluster.redisUrl;
  if (url === undefined) {
    add('redis', 'SKIP', `REDIS_URL unset: one instance only${config.database.kind === 'postgres' ? ' (set it to run several)' : ''}`);
    return;
  }
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const answer = await redis.ping();
    add('redis', answer === 'PONG' ? 'OK' : 'FAIL', `${redactRedisUrl(url)} answered ${answer}`);
  } catch (error) {
    add('redis', 'FAIL', `${redactRedisUrl(url)}: ${messageOf(error)}`);
  } finally {
    redis.disconnect();
  }
}

/** PUBLIC_BASE_URL, else (outside production) the server's own address, as app.core.baseUrl() makes it. */
function baseUrlOf(config: Config): string {
  return config.publicBaseUrl ?? `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
}

/**
 * Whether a host is one no provider on the internet can call back at: localhost, a loopback,
 * private (RFC 1918), shared (100.64/10), link-local or unique-local address, or a local-only name.
 */
export function unreachableHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || /\.(localhost|local|internal|lan|home\.arpa)$/.test(host)) return true;
  if (isIPv4(host)) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIPv6(host)) return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith('::ffff:');
  return false;
}

/** The public base URL and callback URL rows alone (no call is made): what checkUrls adds. */
export function urlRows(config: Config): DoctorRow[] {
  const rows: DoctorRow[] = [];
  checkUrls({ config, production: config.mode === 'production', add: (check, status, detail) => rows.push({ check, status, detail }) });
  return rows;
}

function checkUrls({ config, production, add }: Pick<Context, 'config' | 'production' | 'add'>): void {
  const base = baseUrlOf(config);
  // Who calls back at PUBLIC_BASE_URL: a payment or payout webhook, Twilio's status, Onfido's verdict.
  const callers = [
    ...(config.payment.xendit !== undefined ? ['Xendit'] : []),
    ...(config.payment.mercadoPago !== undefined ? ['Mercado Pago'] : []),
    ...(config.sms.gateways?.twilio !== undefined ? ['Twilio'] : []),
    ...(config.kyc.onfido !== undefined ? ['Onfido'] : []),
  ];
  if (config.publicBaseUrl === undefined) add('public base URL', production ? 'FAIL' : 'WARN', `PUBLIC_BASE_URL unset: ${base} (this machine only)`);
  else if (production && !config.publicBaseUrl.startsWith('https:')) add('public base URL', 'FAIL', `${config.publicBaseUrl}: production needs https`);
  else if (production && unreachableHost(new URL(config.publicBaseUrl).hostname)) {
    add(
      'public base URL',
      callers.length > 0 ? 'FAIL' : 'WARN',
      `${config.publicBaseUrl} is not reachable from the internet: ${callers.length > 0 ? `${callers.join(', ')} cannot call back at it (deposits, payouts, delivery reports and checks would never arrive)` : 'no provider could call back at it'}; set the public https origin of this server`,
    );
  } else add('public base URL', 'OK', config.publicBaseUrl);
  const webhooks = [...(config.payment.sandbox ? ['sandbox: /sandbox'] : []), ...(config.payment.mercadoPago !== undefined ? ['Mercado Pago: /mercadopago'] : [])];
  add('payment webhook URL', webhooks.length > 0 ? 'OK' : 'SKIP', `${base}${WEBHOOK_PATH_PREFIX}/{adapter}${webhooks.length > 0 ? ` (${webhooks.join(', ')})` : ''}`);
  if (config.payment.xendit !== undefined) {
    add('Xendit callback URLs', 'OK', `payments ${base}${WEBHOOK_PATH_PREFIX}/${XENDIT}, payouts ${base}${PAYOUT_WEBHOOK_PATH_PREFIX}/${XENDIT} (set both in the Xendit dashboard)`);
  }
  if (config.sms.gateways?.twilio !== undefined) add('Twilio status callback', 'OK', `${base}${TWILIO_STATUS_PATH} (Twilio must reach it byte for byte)`);
  if (config.kyc.onfido !== undefined) add('Onfido webhook URL', 'OK', `${base}${ONFIDO_WEBHOOK_PATH} (register it in Onfido's dashboard for check.completed and check.withdrawn; its token is ONFIDO_WEBHOOK_TOKEN)`);
}

async function checkSms({ config, production, add, fetch, timeoutMs }: Context): Promise<void> {
  const gateways = config.sms.gateways;
  if (gateways === undefined) {
    if (config.sms.sandbox) add('sms', production ? 'WARN' : 'OK', 'sandbox outbox: codes are written down, nothing is sent');
    else add('sms', 'WARN', 'no gateway (SMS_GATEWAYS unset): sending a code is refused');
    return;
  }
  add('sms routes', 'OK', [...gateways.routes].map(([market, name]) => `${market}=${name}`).join(', '));
  const { twilio, semaphore } = gateways;
  if (twilio !== undefined) {
    const who = `account ${maskSecret(twilio.accountSid)}`;
    try {
      const client = createTwilioClient(twilio);
      const account = await withTimeout(client.api.v2010.accounts(twilio.accountSid).fetch(), timeoutMs);
      add('sms: twilio', account.status === 'active' ? 'OK' : 'FAIL', `${who} is ${account.status}`);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      add('sms: twilio', 'FAIL', `${who}: ${status === 401 ? 'credentials refused (TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN)' : messageOf(error)}`);
    }
  }
  if (semaphore !== undefined) {
    try {
      const response = await fetch(`${semaphore.apiUrl}/account?apikey=${encodeURIComponent(semaphore.apiKey)}`, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      if (!response.ok || body === undefined || typeof body !== 'object' || !('account_id' in body)) {
        add('sms: semaphore', 'FAIL', response.status === 401 || (body !== undefined && 'apikey' in body) ? 'API key refused (SEMAPHORE_API_KEY)' : `answered ${response.status}`);
      } else {
        const credit = Number(body.credit_balance);
        const detail = `account ${String(body.account_name)} ${String(body.status)}, credit ${String(body.credit_balance)}`;
        add('sms: semaphore', credit > 0 ? 'OK' : 'WARN', credit > 0 ? detail : `${detail}: no credit, sends will be refused`);
      }
    } catch (error) {
      add('sms: semaphore', 'FAIL', `unreachable: ${messageOf(error)}`);
    }
  }
}

async function checkXendit({ config, production, add, timeoutMs }: Context): Promise<void> {
  const xendit = config.payment.xendit;
  if (xendit === undefined) return;
  const test = xendit.secretKey.startsWith('xnd_development_');
  try {
    const balance = await xenditBalance(xendit, timeoutMs);
    const detail = `${test ? 'TEST mode key' : 'live key'}, cash balance PHP ${balance.toFixed(2)} (${xendit.apiUrl})`;
    add('payments: xendit', production && test ? 'WARN' : 'OK', production && test ? `${detail}: a test key moves no real money` : detail);
  } catch (error) {
    const status = Number((error as { status?: unknown }).status);
    add('payments: xendit', 'FAIL', status === 401 || status === 403 ? `secret key refused (XENDIT_SECRET_KEY), HTTP ${status}` : `${xendit.apiUrl}: ${messageOf(error)}`);
    return;
  }
  // The payout codes withdrawals use (defaults, then the seed's overrides) against what the account offers.
  let overrides: Readonly<Record<string, string>> = {};
  try {
    overrides = loadSeedFile(config.seedFile).wallet.withdraw.payoutChannelCodes;
  } catch {
    // The seed is the server's to report at start; the defaults are checked anyway.
  }
  try {
    const offered = new Set(await xenditPayoutChannelCodes(xendit, timeoutMs));
    const used = [...new Set(Object.values({ ...XENDIT_PH_PAYOUT_CODES, ...overrides }))];
    const missing = used.filter((code) => !offered.has(code));
    if (missing.length === 0) add('payouts: xendit channels', 'OK', `all ${used.length} payout codes in use are offered (GET /payouts_channels)`);
    else add('payouts: xendit channels', 'WARN', `not offered to this account: ${missing.join(', ')}: withdrawals to those banks are refused by Xendit and returned to the player (fix wallet.withdraw.payoutChannelCodes)`);
  } catch (error) {
    add('payouts: xendit channels', 'FAIL', `${xendit.apiUrl}: ${messageOf(error)}`);
  }
}

async function checkEmail({ config, production, add }: Context): Promise<void> {
  const smtp = config.email.smtp;
  if (smtp === undefined) {
    if (config.email.sandbox) add('email', production ? 'WARN' : 'OK', 'sandbox outbox: codes are written down, nothing is sent');
    else add('email', 'SKIP', 'no SMTP server (SMTP_URL / SMTP_HOST unset): email binding is refused');
    return;
  }
  const where = smtp.url !== undefined ? redactRedisUrl(smtp.url) : `${smtp.host}:${smtp.port}`;
  const transport = createSmtpTransport(smtp);
  try {
    await transport.verify();
    add('email: smtp', 'OK', `${where} accepted the connection${smtp.user !== undefined || smtp.url?.includes('@') === true ? ' and the login' : ''}${smtp.requireTls ? ' (TLS required)' : ''}`);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    add('email: smtp', 'FAIL', `${where}: ${code === 'EAUTH' ? `login refused (${smtp.url === undefined ? 'SMTP_USER / SMTP_PASS' : 'the user and password of SMTP_URL'})` : messageOf(error)}`);
  } finally {
    transport.close();
  }
}

async function checkGoogle({ config, add, fetch, timeoutMs }: Context): Promise<void> {
  const { clientId, keys } = config.google;
  if (clientId === undefined) {
    add('google sign-in', 'SKIP', 'off (GOOGLE_CLIENT_ID unset)');
    return;
  }
  try {
    let text: string;
    let source: string;
    if (keys.kind === 'url') {
      const response = await fetch(keys.url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${keys.url} answered ${response.status}`);
      text = await response.text();
      source = keys.url;
    } else if (keys.kind === 'file') {
      text = readFileSync(keys.file, 'utf8');
      source = keys.file;
    } else {
      text = keys.jwks;
      source = 'GOOGLE_JWKS';
    }
    const parsed = JSON.parse(text) as { keys?: unknown };
    const count = Array.isArray(parsed.keys) ? parsed.keys.length : 0;
    add('google sign-in', count > 0 ? 'OK' : 'FAIL', count > 0 ? `${count} keys from ${source}` : `${source} holds no keys`);
  } catch (error) {
    add('google sign-in', 'FAIL', messageOf(error));
  }
}

async function checkFacebook({ config, production, add, fetch, timeoutMs }: Context): Promise<void> {
  const graph = config.facebook.graph;
  if (graph === undefined) {
    if (config.facebook.sandbox) add('facebook login', production ? 'WARN' : 'OK', 'sandbox Facebook (no app id): anyone logs in as a fake person');
    else add('facebook login', 'SKIP', 'off (FACEBOOK_APP_ID unset)');
    return;
  }
  // The app access token (id|secret) inspecting itself: valid only when the secret is the app's.
  const appToken = `${graph.appId}|${graph.appSecret}`;
  try {
    const url = `${graph.graphUrl}/debug_token?input_token=${encodeURIComponent(appToken)}&access_token=${encodeURIComponent(appToken)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json().catch(() => undefined)) as { data?: { app_id?: unknown; is_valid?: unknown }; error?: { code?: unknown } } | undefined;
    if (body?.error !== undefined) add('facebook login', 'FAIL', `app ${graph.appId}: app id / secret refused (code ${String(body.error.code)})`);
    else if (!response.ok || body?.data === undefined) add('facebook login', 'FAIL', `${graph.graphUrl} answered ${response.status}`);
    else if (body.data.app_id !== undefined && String(body.data.app_id) !== graph.appId) add('facebook login', 'FAIL', `the token belongs to app ${String(body.data.app_id)}, not ${graph.appId}`);
    else add('facebook login', 'OK', `app ${graph.appId}: app access token accepted by ${graph.graphUrl}`);
  } catch (error) {
    add('facebook login', 'FAIL', `${graph.graphUrl} unreachable: ${messageOf(error)}`);
  }
}

async function checkOnfido({ config, add, timeoutMs }: Context): Promise<void> {
  const onfido = config.kyc.onfido;
  if (onfido === undefined) {
    if (!config.kyc.sandbox) add('identity checks', 'SKIP', 'no provider (ONFIDO_API_TOKEN unset, KYC_SANDBOX off): identity checks answer "not available"');
    return;
  }
  const where = onfido.apiUrl ?? `region ${onfido.region}`;
  try {
    // Lists one applicant: proves the token and the region, reads nothing of a player's.
    await withTimeout(createOnfidoClient(onfido).listApplicants(1, 1), timeoutMs);
    add('identity checks: onfido', 'OK', `API token accepted (${where})`);
  } catch (error) {
    const failure = onfidoError(error, 'listing applicants');
    add('identity checks: onfido', 'FAIL', failure.status === 401 ? `API token refused (ONFIDO_API_TOKEN; is ONFIDO_REGION ${onfido.region} the account's region?)` : `${where}: ${failure.message}`);
  }
}

/** Mercado Pago (Pix): the account its access token belongs to, a read that moves nothing. */
async function checkPayments({ config, add, timeoutMs }: Context): Promise<void> {
  const mercadoPago = config.payment.mercadoPago;
  if (mercadoPago === undefined) return;
  try {
    const adapter = createMercadoPagoAdapter({ ...mercadoPago, now: Date.now, timeoutMs });
    const account = await withTimeout(adapter.account(), timeoutMs);
    const detail = `account ${account.nickname} (${account.id}, site ${account.siteId})`;
    // Pix is Brazil's: an account of another site (MLA, MLM, ...) cannot take it.
    add('payments: mercadopago', account.siteId === 'MLB' ? 'OK' : 'FAIL', account.siteId === 'MLB' ? detail : `${detail}: not a Brazilian (MLB) account, Pix is unavailable`);
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    add('payments: mercadopago', 'FAIL', status === 401 ? 'access token refused (MERCADOPAGO_ACCESS_TOKEN)' : `${mercadoPago.apiUrl}: ${messageOf(error)}`);
  }
}

/** Binance's clock may differ from ours by this much before the row warns: ticks are Binance's seconds, expiries ours. */
const BINANCE_SKEW_WARN_MS = 1_000;

async function checkTradeFeed({ config, add, timeoutMs }: Context): Promise<void> {
  const binance = config.tradeFeed.binance;
  if (binance === undefined) {
    if (!config.tradeFeed.sandbox) add('trade feed', 'WARN', 'no price feed (TRADE_FEED unset, TRADE_FEED_SANDBOX off): trading answers "not available"');
    return;
  }
  const rest = binanceRest(binance.apiUrl, timeoutMs);
  let skew: number;
  try {
    const time = await (await rest.time()).data();
    skew = Number(time.serverTime) - Date.now();
    if (!Number.isFinite(skew)) throw new Error('the time answer has no serverTime');
  } catch (error) {
    add('trade feed: binance', 'FAIL', `${binance.apiUrl} unreachable: ${binanceErrorText(error)}`);
    return;
  }
  // One public price per traded symbol: each must exist on Binance Spot and convert to our units.
  const prices: string[] = [];
  const problems: string[] = [];
  for (const [symbol, remote] of binance.symbols) {
    const decimals = findTradeSymbol(symbol)?.decimals ?? 0;
    try {
      const answer = (await (await rest.tickerPrice({ symbol: remote })).data()) as { price?: unknown };
      const price = typeof answer.price === 'string' ? decimalToUnits(answer.price, decimals) : undefined;
      if (price === undefined) problems.push(`${remote} has no price`);
      else prices.push(`${symbol} ${formatTradePrice(price, decimals)}${remote === symbol ? '' : ` (${remote})`}`);
    } catch (error) {
      problems.push(`${remote}: ${binanceErrorText(error)}`);
    }
  }
  const clock = `server time ${skew >= 0 ? '+' : ''}${skew} ms from this machine's clock`;
  if (problems.length > 0) add('trade feed: binance', 'FAIL', `${binance.apiUrl}: ${problems.join('; ')} (BINANCE_SYMBOLS)`);
  else if (Math.abs(skew) > BINANCE_SKEW_WARN_MS) add('trade feed: binance', 'WARN', `${binance.apiUrl}: ${clock}: sync this clock (NTP), orders expire by it`);
  else add('trade feed: binance', 'OK', `${binance.apiUrl}: ${clock}; ${prices.join(', ')}; stream ${binance.wsUrl}`);
}

function checkSandboxes({ config, production, add }: Context): void {
  if (!config.payment.sandbox && config.payment.mercadoPago === undefined && config.payment.xendit === undefined) add('payments', 'WARN', 'no real payment provider configured (XENDIT_* and MERCADOPAGO_* unset) and PAYMENT_SANDBOX off: deposits and withdrawals are unavailable');
  const sandboxes: [string, boolean][] = [
    ['payment', config.payment.sandbox],
    ['game provider', config.providerSandbox],
    ['sabong', config.sabongSandbox],
    ['trade feed', config.tradeFeed.sandbox],
    ['kyc', config.kyc.sandbox],
  ];
  for (const [name, on] of sandboxes) {
    if (on) add(`sandbox: ${name}`, production ? 'WARN' : 'OK', production ? 'on in production: nothing real happens' : 'on (development)');
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The rows as a text table: check | status | detail. */
export function formatDoctorTable(rows: readonly DoctorRow[]): string {
  const checkWidth = Math.max(5, ...rows.map((r) => r.check.length));
  const line = (a: string, b: string, c: string) => `${a.padEnd(checkWidth)} | ${b.padEnd(6)} | ${c}`;
  return [line('check', 'status', 'detail'), `${'-'.repeat(checkWidth)}-|--------|-${'-'.repeat(40)}`, ...rows.map((r) => line(r.check, r.status, r.detail))].join('\n');
}

/** 1 when any row failed. */
export const doctorExitCode = (rows: readonly DoctorRow[]): number => (rows.some((r) => r.status === 'FAIL') ? 1 : 0);
