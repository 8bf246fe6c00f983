// Server configuration read from the environment. zod, so that every variable's type, range, default
// and message is declared in one place (the schema `Variables`) and the rules between variables are one
// superRefine over it. One safeParse gathers the issues of every field and of every rule, so a bad
// start still lists every bad value at once, in one ConfigError naming each variable.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SMS_RESEND_COOLDOWN_S } from '@perya/domain';
import { z } from 'zod';
import { DEFAULT_SABONG_SCHEDULE, parseSabongSchedule, type SabongSchedule } from './modules/games/inhouse/sabongSchedule';
import { parseDataKey } from './security/sealing';
import { MARKETS, TRADE_SYMBOLS, type Market } from '@perya/domain';
import { SMS_PROVIDERS, type SmsProviderName } from './adapters/sms/gateway';

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string };

export interface RateLimitConfig {
  /** Length of one counting window. */
  readonly windowS: number;
  /** Attempts one IP address may make per window, per group (login, register, sms). */
  readonly perIp: number;
  /** Attempts one account (phone) may make per window, per group. */
  readonly perAccount: number;
}

export interface LoginGuardConfig {
  /** Wrong passwords from one device for one account before it is locked out. */
  readonly deviceFailures: number;
  /** Wrong passwords from one IP for one account before that pair is locked out. */
  readonly ipFailures: number;
  /** First lockout; each further wrong password doubles it, up to maxLockS. */
  readonly baseLockS: number;
  readonly maxLockS: number;
  /** Wrong passwords one IP may make across all accounts per window before it is throttled. */
  readonly ipFailuresPerWindow: number;
  readonly windowS: number;
}

export interface HashQueueConfig {
  /** Password hashes computed at once. */
  readonly concurrency: number;
  /** Hashes that may wait; beyond this a login is refused at once as busy. */
  readonly maxWaiting: number;
  /** Hashes one client IP may have running or waiting. */
  readonly perSource: number;
}

export interface GoogleConfig {
  /** OAuth client id the ID token's audience must equal; absent means Google sign-in is off. */
  readonly clientId: string | undefined;
  /** Where the verification keys come from. */
  readonly keys:
    | { readonly kind: 'url'; readonly url: string }
    | { readonly kind: 'file'; readonly file: string }
    | { readonly kind: 'inline'; readonly jwks: string };
}

export interface FacebookConfig {
  /**
   * The app Facebook tokens must be issued to and the Graph API to check them with
   * (FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, FACEBOOK_GRAPH_URL); absent means no real Facebook login.
   */
  readonly graph: { readonly appId: string; readonly appSecret: string; readonly graphUrl: string } | undefined;
  /** FACEBOOK_SANDBOX (on in dev): without an app id, the offline sandbox Facebook logs players in. */
  readonly sandbox: boolean;
}

/**
 * Email (issue 26 item 5): the SMTP server codes are mailed through (SMTP_URL, or SMTP_HOST, SMTP_PORT,
 * SMTP_USER, SMTP_PASS; with SMTP_FROM), else the sandbox's outbox where EMAIL_SANDBOX is on (dev).
 */
export interface EmailConfig {
  readonly smtp: SmtpConfig | undefined;
  /** EMAIL_SANDBOX (on in dev without SMTP; refused beside it): codes are written to an outbox, nothing is sent. */
  readonly sandbox: boolean;
}

export interface SmtpConfig {
  /** smtp:// or smtps:// URL (may hold the user and password); when set, host to pass are unused. */
  readonly url: string | undefined;
  readonly host: string;
  readonly port: number;
  /** TLS from the start (port 465); otherwise STARTTLS. */
  readonly secure: boolean;
  readonly user: string | undefined;
  readonly pass: string | undefined;
  /** The sender, an address or `Name <address>`. */
  readonly from: string;
  /** Refuse to send without TLS (production). */
  readonly requireTls: boolean;
}

/** Real SMS gateways per market (issue 26): SMS_GATEWAYS, TWILIO_*, SEMAPHORE_*. */
export interface SmsGatewaysConfig {
  /** Gateway per market; `default` serves every market without its own. */
  readonly routes: ReadonlyMap<Market | 'default', SmsProviderName>;
  readonly twilio:
    | {
        readonly accountSid: string;
        readonly authToken: string;
        readonly sender: { readonly from: string } | { readonly messagingServiceSid: string };
        readonly apiUrl: string;
      }
    | undefined;
  readonly semaphore: { readonly apiKey: string; readonly senderName: string | undefined; readonly apiUrl: string } | undefined;
}

/** The Mercado Pago payment adapter's credentials (src/adapters/payment/mercadoPago.ts). */
export interface MercadoPagoSettings {
  readonly accessToken: string;
  /** The "secret signature" Mercado Pago signs notifications with. */
  readonly webhookSecret: string;
  /** MERCADOPAGO_API_URL: the API's origin; only tests point it elsewhere (production refuses). */
  readonly apiUrl: string;
}

/** The real trading feed from Binance Spot's public market data (TRADE_FEED=binance, BINANCE_*). */
export interface BinanceFeedConfig {
  /** REST base URL (BINANCE_API_URL): klines backfill and polling, the doctor's time and ticker calls. */
  readonly apiUrl: string;
  /** WebSocket streams base URL (BINANCE_WS_URL): the combined aggTrade stream is opened under it. */
  readonly wsUrl: string;
  /** BINANCE_SYMBOLS: our market id (@perya/domain TRADE_SYMBOLS) → Binance's symbol; markets left out are not priced. */
  readonly symbols: ReadonlyMap<string, string>;
}

export interface Config {
  /**
   * production unless PERYA_DEV=1 (which `pnpm dev` and the tests set). Production serves no /dev/*
   * route, guards /ops/* with OPERATOR_TOKEN, runs a sandbox adapter only when its own switch is
   * on, and refuses to start without real secrets (see productionProblems).
   */
  readonly mode: 'production' | 'development';
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly logLevel: string;
  /**
   * Absolute maximum age of a session (TOKEN_TTL_S): counted from the login, and a token renewal
   * keeps the original start, so no chain of renewals outlives it.
   */
  readonly tokenTtlS: number;
  /** Idle timeout of a session: no authenticated call for this long ends it (SESSION_IDLE_S). */
  readonly sessionIdleS: number;
  /** scrypt cost N (a power of two). OWASP's 2^17 in production; tests lower it (see README). */
  readonly scryptN: number;
  readonly sms: {
    readonly codeTtlS: number;
    readonly maxAttempts: number;
    readonly resendCooldownS: number;
    /** The sandbox gateway (codes written to an outbox, nothing sent): SMS_SANDBOX, on in dev. */
    readonly sandbox: boolean;
    /** Codes one phone may be sent per GMT+8 day (SMS bombing, paid SMS). */
    readonly dailyPerPhone: number;
    /** Codes one client IP may request per GMT+8 day. */
    readonly dailyPerIp: number;
    /** Wrong /x2/sms/check answers one caller (IP + device) may give per phone and code. */
    readonly checkTriesPerCaller: number;
    /** The real gateways (issue 26, SMS_GATEWAYS and their credentials); absent: none configured. */
    readonly gateways?: SmsGatewaysConfig;
  };
  readonly rateLimit: RateLimitConfig;
  /** Password-login back-off (src/security/loginGuard.ts). */
  readonly loginGuard: LoginGuardConfig;
  /** Password hashing runs through a bounded queue (src/security/hashQueue.ts). */
  readonly hashQueue: HashQueueConfig;
  /**
   * Proxies in front of the server whose X-Forwarded-For is trusted: 0 (default) uses the socket
   * address; n takes the client address n hops from the right of X-Forwarded-For.
   */
  readonly trustProxyHops: number;
  /** Dialling code of the brand's phone numbers (+63): every phone is stored in E.164 for it. */
  readonly phoneDialCode: string;
  /** Allowed CORS origins; `undefined` means any http(s) origin on localhost or 127.0.0.1. */
  readonly corsOrigins: readonly string[] | undefined;
  /**
   * PUBLIC_BASE_URL: scheme://host[:port] players reach this server at; launch and payment
   * URLs are built from it, never from the Host header. Required in production; unset outside
   * production means this server's own listening address (http://127.0.0.1:<port>).
   */
  readonly publicBaseUrl: string | undefined;
  readonly google: GoogleConfig;
  readonly facebook: FacebookConfig;
  /** YAML or JSON file with operator-editable config values (apps/server/seed/config.yaml). */
  readonly seedFile: string;
  /** The /dev/* endpoints (the SMS outbox without a token): development mode only. */
  readonly devEndpoints: boolean;
  readonly payment: {
    /** The offline payment sandbox (checkout page + signed webhook): PAYMENT_SANDBOX, on in dev. */
    readonly sandbox: boolean;
    /** HMAC key of payment webhooks: PAYMENT_WEBHOOK_SECRET; required in production, random per process in dev. */
    readonly webhookSecret: string;
    /** Pix through Mercado Pago (issue 26): MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET; unset, no such adapter. */
    readonly mercadoPago?: MercadoPagoSettings | undefined;
    /** Xendit, the PH cash-in / cash-out provider (issue 26): XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_API_URL; absent: off. */
    readonly xendit?: { readonly secretKey: string; readonly callbackToken: string; readonly apiUrl: string };
  };
  /**
   * Token of the operator endpoints (/ops/*: settle withdrawals, run sabong fights, audit the
   * ledger, read the SMS sandbox's outbox). Required in production; in dev, unset leaves them open.
   */
  readonly operatorToken: string | undefined;
  /** The sandbox game provider (launcher + signed seamless-wallet callbacks): PROVIDER_SANDBOX, on in dev. */
  readonly providerSandbox: boolean;
  /** Sabong's sandbox schedule (fights open and close by themselves, random results): SABONG_SANDBOX, on in dev. */
  readonly sabongSandbox: boolean;
  /**
   * The sandbox fights' phases (SABONG_SANDBOX_SCHEDULE, e.g. `open=60,lastCall=15,result=20,pause=10`
   * in seconds) and the seed of their crowd and results (SABONG_SANDBOX_SEED; unset: random per
   * fight, stored with it). Outside production only: a real arena runs its own fights.
   */
  readonly sabongSandboxRun: { readonly schedule: SabongSchedule; readonly seed: string | undefined };
  /**
   * The trading price feed: TRADE_FEED=binance runs the real one (src/adapters/tradeFeed/binance.ts);
   * TRADE_FEED_SANDBOX (on in dev without a real feed) runs the seeded random walk
   * (src/adapters/tradeFeed/sandbox.ts) from TRADE_FEED_SEED; neither, trading answers "not available".
   */
  readonly tradeFeed: {
    readonly sandbox: boolean;
    /** TRADE_FEED=binance: Binance Spot's public market data; undefined: no real feed. */
    readonly binance: BinanceFeedConfig | undefined;
    /**
     * The walk's seed (issue 26 item 3: never a constant of the source, or anyone could replay the
     * prices): TRADE_FEED_SEED, else a random one made once beside the SQLite file
     * (`<database>-trade-feed.seed`, resolved by the trading plugin), one per process in memory.
     */
    readonly seed: { readonly kind: 'env'; readonly seed: string } | { readonly kind: 'file'; readonly file: string } | { readonly kind: 'process' };
    /** TRADE_REAL_MONEY (default 1): real-money orders (main or bonus wallet); 0 leaves demo trading only. */
    readonly realMoney: boolean;
  };
  /**
   * CLOCK_OFFSET_MS: added to the system clock (tests and demos of time-of-day rules such as the
   * 7:00-19:00 withdrawal hours against a spawned server). Refused in production.
   */
  readonly clockOffsetMs: number;
  /** YAML or JSON game catalogue and availability rules (apps/server/seed/games.yaml). */
  readonly gamesFile: string;
  /** Shared secret that signs the game provider's seamless-wallet callbacks (HMAC-SHA256). Required in production. */
  readonly providerSecret: string;
  /** Client logs and reports: their own store, apart from the money database, with limits. */
  readonly logs: LogsConfig;
  /** Several instances on one PostgreSQL (README "Scaling out"). */
  readonly cluster: ClusterConfig;
  readonly kyc: KycConfig;
  /**
   * AD_TRACKING_URL: the operator's ad system, where each tracked event of a player who arrived
   * from an ad is POSTed (spec §7 ad tracking). Unset: nothing is sent anywhere.
   */
  readonly adTracking: { readonly url: string | undefined };
  readonly email: EmailConfig;
}

/**
 * Identity checks (issue 15 KYC). Documents and selfies are stored encrypted (AES-256-GCM) with the
 * data key: KYC_DATA_KEY in production (required when an identity adapter runs); outside production
 * without it, a random key kept in a file beside the SQLite database (or, for an in-memory or
 * PostgreSQL database without a file, a random key for this process only).
 */
export interface KycConfig {
  /** The sandbox identity provider (decides at once, no human): KYC_SANDBOX, on in dev unless Onfido is configured. */
  readonly sandbox: boolean;
  /** The real identity provider (issue 26 item 6): Onfido, when ONFIDO_API_TOKEN is set. */
  readonly onfido?: OnfidoConfig;
  readonly dataKey:
    | { readonly kind: 'env'; readonly key: Buffer }
    | { readonly kind: 'devFile'; readonly file: string }
    | { readonly kind: 'devProcess' }
    | undefined;
}

/** Onfido's regions: each has its own API host (api.eu / api.us / api.ca .onfido.com); an account lives in one. */
export const ONFIDO_REGIONS = ['EU', 'US', 'CA'] as const;
export type OnfidoRegion = (typeof ONFIDO_REGIONS)[number];

/** Onfido identity checks (ONFIDO_API_TOKEN, ONFIDO_WEBHOOK_TOKEN, ONFIDO_REGION; ONFIDO_API_URL in tests). */
export interface OnfidoConfig {
  readonly apiToken: string;
  /** The webhook's token: Onfido signs each event with it (X-SHA2-Signature, HMAC-SHA256 hex of the raw body). */
  readonly webhookToken: string;
  readonly region: OnfidoRegion;
  /** Origin replacing the region's API host (tests: a local fake); production refuses it. */
  readonly apiUrl: string | undefined;
}

export interface ClusterConfig {
  /**
   * REDIS_URL: the event bus between instances (live round changes, calls forwarded to the leader).
   * Unset: one instance (SQLite always is; PostgreSQL without it refuses a second instance).
   */
  readonly redisUrl: string | undefined;
  /** REDIS_PREFIX: names this cluster's channels, so clusters sharing a Redis never mix. */
  readonly redisPrefix: string;
  /** LEADER_POLL_MS: how often followers try the leader lock (a dead leader is replaced within about this). */
  readonly leaderPollMs: number;
}

export interface LogsConfig {
  /** SQLite file of the log store (LOG_DATABASE_FILE), never the money database. */
  readonly file: string;
  /** Calls per window per IP (perIp) and per token (perAccount) to the log endpoints. */
  readonly rateLimit: RateLimitConfig;
  /** Bytes stored per GMT+8 day: per IP, per token and in total. Past a cap nothing is stored. */
  readonly bytesPerIpPerDay: number;
  readonly bytesPerTokenPerDay: number;
  readonly bytesPerDay: number;
  /** Rows older than this many days are deleted (hourly). */
  readonly retentionDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Defaults that do not depend on where the package lives on disk. */
export const DEFAULTS = {
  port: 4000,
  host: '127.0.0.1',
  tokenTtlS: 7 * 24 * 60 * 60,
  scryptN: 2 ** 17,
  smsCodeTtlS: 5 * 60,
  smsMaxAttempts: 5,
  rateLimitWindowS: 60,
  rateLimitPerIp: 30,
  rateLimitPerAccount: 10,
  googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  facebookGraphUrl: 'https://graph.facebook.com/v21.0',
  twilioApiUrl: 'https://api.twilio.com',
  semaphoreApiUrl: 'https://api.semaphore.co/api/v4',
  mercadoPagoApiUrl: 'https://api.mercadopago.com',
  xenditApiUrl: 'https://api.xendit.co',
  binanceApiUrl: 'https://api.binance.com',
  binanceWsUrl: 'wss://stream.binance.com:9443',
  /** Our crypto markets priced by their Binance Spot namesakes; the currency pairs are not listed on Binance Spot. */
  binanceSymbols: 'BTCUSDT=BTCUSDT,ETHUSDT=ETHUSDT,SOLUSDT=SOLUSDT,DOGEUSDT=DOGEUSDT',
  smsDailyPerPhone: 10,
  smsDailyPerIp: 50,
  smsCheckTriesPerCaller: 5,
  loginDeviceFailures: 5,
  loginIpFailures: 20,
  loginBaseLockS: 60,
  loginMaxLockS: 60 * 60,
  loginIpFailuresPerWindow: 100,
  loginWindowS: 15 * 60,
  hashConcurrency: 2,
  hashMaxWaiting: 64,
  hashPerSource: 4,
  phoneDialCode: '+63',
  sessionIdleS: 12 * 60 * 60,
  logRateLimitWindowS: 60,
  logRateLimitPerIp: 300,
  logRateLimitPerToken: 60,
  logBytesPerIpPerDay: 20 * 1024 * 1024,
  logBytesPerTokenPerDay: 2 * 1024 * 1024,
  logBytesPerDay: 256 * 1024 * 1024,
  logRetentionDays: 14,
} as const;

type Env = Readonly<Record<string, string | undefined>>;

export interface ConfigPaths {
  /** SQLite file used when DATABASE_URL is unset. */
  readonly defaultSqliteFile: string;
  readonly defaultSeedFile: string;
  /** Game catalogue used when GAMES_FILE is unset; default: games.yaml next to the seed file. */
  readonly defaultGamesFile?: string;
}

/**
 * The sandbox provider's secret in development mode, so `pnpm dev` needs no setup. Everyone can
 * read it here, so production refuses it (and every other sample value) as PROVIDER_SECRET.
 */
export const DEV_PROVIDER_SECRET = 'perya-sandbox-provider-secret';
/** Shortest operator token, webhook or provider secret accepted at all (production asks more: weakSecret). */
const SECRET_MIN_LENGTH = 16;
/** Weakest password hashing production accepts (tests lower SCRYPT_N to 2^10 for speed). */
const PRODUCTION_SCRYPT_N_MIN = 2 ** 15;
/** Production secrets (operator token, webhook and provider secrets) are at least this long. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;
/**
 * Words of placeholder values in docs, examples and the dev provider secret: a production secret
 * (random bytes) never contains one.
 */
const SAMPLE_WORDS = ['changeme', 'change-me', 'secret', 'password', 'example', 'sample', 'sandbox', 'xxxxxx'];

/** Why `value` cannot be a production secret, or undefined when it can. */
export function weakSecret(value: string): string | undefined {
  if (value.length < PRODUCTION_SECRET_MIN_LENGTH) return `is shorter than ${PRODUCTION_SECRET_MIN_LENGTH} characters`;
  const lower = value.toLowerCase();
  if (SAMPLE_WORDS.some((word) => lower.includes(word))) return 'is a sample value from the docs';
  if (new Set(value).size < 10) return 'repeats too few characters to be random';
  return undefined;
}

/** A field's message ending with the value it got (never used for secrets). */
const got = (message: string) => ({ error: (issue: { readonly input?: unknown }) => `${message}, got '${String(issue.input)}'` });

/** A whole number from min to max, written in digits only (no sign, fraction or exponent). */
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, got(`must be a whole number between ${min} and ${max}`))
    .transform(Number)
    .pipe(z.number().refine((n) => n >= min && n <= max, { error: (issue) => `must be between ${min} and ${max}, got ${String(issue.input)}` }));

/** A switch, 0 or 1 (not z.stringbool: its issue is fatal and would keep the rules from running). */
const flag = z.enum(['0', '1'], got('must be 0 or 1')).transform((value) => value === '1');
const secret = z.string().min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`).optional();
const seed = z.string().max(128, 'must be at most 128 characters');
const withoutTrailingSlash = z.string().transform((url) => url.replace(/\/+$/, ''));
const origin = z
  .string()
  .refine((o) => o !== '*', "CORS_ORIGINS cannot be '*': list the brand origins (it also bounds game frames and backUrl)")
  .refine((o) => o === '*' || /^https?:\/\/[^/\s]+$/.test(o), got('CORS_ORIGINS entries must be origins like https://brand.example (no path)'));
const origins = z.string().transform((list) => list.split(',').map((o) => o.trim()).filter((o) => o !== '')).pipe(z.array(origin));
/** DATABASE_URL: a postgres:// URL, a sqlite: URL or a plain SQLite file path. */
const databaseUrl = z.string().transform((raw, ctx): DatabaseConfig => {
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    if (!isUrl(raw, ['postgres:', 'postgresql:'])) ctx.addIssue('DATABASE_URL is not a valid postgres:// URL');
    return { kind: 'postgres', url: raw };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^(sqlite|file):/i.test(raw)) {
    ctx.addIssue(`DATABASE_URL must be a SQLite file path or a postgres:// URL, got a '${raw.split(':')[0]}:' URL`);
    return { kind: 'sqlite', file: '' };
  }
  const file = raw.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (file === '') ctx.addIssue('DATABASE_URL names no SQLite file');
  return { kind: 'sqlite', file };
});
const sabongSchedule = z.string().transform((raw, ctx) => {
  const schedule = parseSabongSchedule(raw);
  if (!('problem' in schedule)) return schedule;
  ctx.addIssue(schedule.problem);
  return z.NEVER;
});
const DAY_S = 24 * 60 * 60;
/** SMS_GATEWAYS: `PH=semaphore,default=twilio`, a gateway per market (or `default`). */
const smsGateways = z.string().transform((raw, ctx) => {
  const routes = new Map<Market | 'default', SmsProviderName>();
  for (const entry of raw.split(',').map((e) => e.trim()).filter((e) => e !== '')) {
    const [market = '', gateway = ''] = entry.split('=').map((part) => part.trim());
    const key = market === 'default' ? market : market.toUpperCase();
    if (key !== 'default' && !(MARKETS as readonly string[]).includes(key)) ctx.addIssue(`names an unknown market '${market}' (one of ${MARKETS.join(', ')} or default), like PH=semaphore,default=twilio`);
    else if (!(SMS_PROVIDERS as readonly string[]).includes(gateway)) ctx.addIssue(`names an unknown gateway '${gateway}' for ${key} (one of ${SMS_PROVIDERS.join(', ')})`);
    else routes.set(key as Market | 'default', gateway as SmsProviderName);
  }
  if (routes.size === 0) ctx.addIssue('names no gateway, like PH=semaphore,default=twilio');
  return routes;
});

/** BINANCE_SYMBOLS: `BTCUSDT=BTCUSDT,EURUSD=EURUSDT`, our market id = Binance Spot's symbol, one each. */
const binanceSymbols = z.string().transform((raw, ctx) => {
  const symbols = new Map<string, string>();
  const ours = TRADE_SYMBOLS.map((s) => s.symbol);
  const entries = raw.split(',').map((e) => e.trim()).filter((e) => e !== '');
  for (const entry of entries) {
    const [market = '', remote = ''] = entry.split('=').map((part) => part.trim().toUpperCase());
    if (!ours.includes(market)) ctx.addIssue(`names an unknown market '${market}' (one of ${ours.join(', ')}), like BTCUSDT=BTCUSDT`);
    else if (!/^[A-Z0-9]{2,20}$/.test(remote)) ctx.addIssue(`gives ${market} no Binance symbol (2-20 letters and digits), like ${market}=BTCUSDT`);
    else if (symbols.has(market)) ctx.addIssue(`names ${market} twice`);
    else if ([...symbols.values()].includes(remote)) ctx.addIssue(`maps two markets to ${remote}`);
    else symbols.set(market, remote);
  }
  if (entries.length === 0) ctx.addIssue('names no market, like BTCUSDT=BTCUSDT,ETHUSDT=ETHUSDT');
  return symbols;
});

/**
 * Every variable the server reads, in the order their problems are listed, then the rules between
 * them. A field's message leaves out its name (problemText takes it from the issue's path). Defaults
 * that depend on the mode or on the package's paths are toConfig's.
 */
const Variables = z
  .object({
    PERYA_DEV: flag.default(false),
    NODE_ENV: z.string().optional(),
    PORT: int(0, 65_535).default(DEFAULTS.port),
    HOST: z.string().default(DEFAULTS.host),
    LOG_LEVEL: z.enum(LOG_LEVELS, got(`must be one of ${LOG_LEVELS.join(', ')}`)).default('info'),
    DATABASE_URL: databaseUrl.optional(),
    SCRYPT_N: int(2 ** 10, 2 ** 20).default(DEFAULTS.scryptN),
    CORS_ORIGINS: origins.optional(),
    AD_TRACKING_URL: z.string().optional(),
    PUBLIC_BASE_URL: withoutTrailingSlash.optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.string().refine((url) => isUrl(url, ['https:', 'http:']), got('must be an http(s) URL')).optional(),
    GOOGLE_JWKS_FILE: z.string().optional(),
    GOOGLE_JWKS: z.string().refine(isJson, 'must be a JSON Web Key Set (JSON)').optional(),
    FACEBOOK_APP_ID: z.string().regex(/^\d{1,32}$/, got("must be the app's numeric id")).optional(),
    FACEBOOK_APP_SECRET: z.string().optional(),
    FACEBOOK_GRAPH_URL: withoutTrailingSlash.default(DEFAULTS.facebookGraphUrl),
    FACEBOOK_SANDBOX: flag.optional(),
    PROVIDER_SECRET: secret,
    SEED_FILE: z.string().optional(),
    PAYMENT_SANDBOX: flag.optional(),
    SMS_SANDBOX: flag.optional(),
    PROVIDER_SANDBOX: flag.optional(),
    SABONG_SANDBOX: flag.optional(),
    TRADE_FEED_SANDBOX: flag.optional(),
    KYC_SANDBOX: flag.optional(),
    EMAIL_SANDBOX: flag.optional(),
    SMTP_URL: z
      .string()
      // Names the scheme only: the rest of a wrong URL may hold a password.
      .refine((url) => isUrl(url, ['smtp:', 'smtps:']), { error: (issue) => `must be an smtp:// or smtps:// URL, got a '${String(issue.input).split(':')[0]}:' value` })
      .optional(),
    SMTP_HOST: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, got('must be a host name')).optional(),
    SMTP_PORT: int(1, 65_535).default(587),
    SMTP_USER: z.string().optional(),
    SMTP_PASS: z.string().optional(),
    SMTP_FROM: z.string().regex(/^([^<>\r\n]*<)?[^\s@<>]+@[^\s@<>]+>?$/, got('must be an address or Name <address>')).optional(),
    ONFIDO_API_TOKEN: z.string().optional(),
    ONFIDO_WEBHOOK_TOKEN: z.string().optional(),
    ONFIDO_REGION: z
      .string()
      .transform((region) => region.toUpperCase())
      .pipe(z.enum(ONFIDO_REGIONS, got(`must be one of ${ONFIDO_REGIONS.join(', ')} (the region of the Onfido account)`)))
      .optional(),
    ONFIDO_API_URL: withoutTrailingSlash.optional(),
    KYC_DATA_KEY: z
      .string()
      .refine((key) => parseDataKey(key) !== undefined, 'must be 32 bytes written as 64 hex characters or base64; generate one with: openssl rand -hex 32')
      .optional(),
    SABONG_SANDBOX_SCHEDULE: sabongSchedule.default(DEFAULT_SABONG_SCHEDULE),
    SABONG_SANDBOX_SEED: seed.optional(),
    TRADE_FEED_SEED: seed.optional(),
    TRADE_REAL_MONEY: flag.default(true),
    TRADE_FEED_SANDBOX_REAL_MONEY: flag.default(false),
    TRADE_FEED: z.enum(['binance'], got('must be binance (the sandbox walk is TRADE_FEED_SANDBOX=1)')).optional(),
    BINANCE_API_URL: withoutTrailingSlash.optional(),
    BINANCE_WS_URL: withoutTrailingSlash.optional(),
    BINANCE_SYMBOLS: binanceSymbols.optional(),
    PAYMENT_WEBHOOK_SECRET: secret,
    CLOCK_OFFSET_MS: z.string().regex(/^-?\d{1,13}$/, got('must be a whole number of milliseconds')).transform(Number).optional(),
    TRUST_PROXY: z.never('TRUST_PROXY is no longer read (it trusted any X-Forwarded-For); set TRUST_PROXY_HOPS to the number of proxies in front of the server').optional(),
    PHONE_DIAL_CODE: z.string().regex(/^\+[1-9]\d{0,2}$/, got('must be a dialling code like +63')).default(DEFAULTS.phoneDialCode),
    REDIS_URL: z
      .string()
      // Names the scheme only: the rest of a wrong URL may hold a password.
      .refine((url) => isUrl(url, ['redis:', 'rediss:']), {
        error: (issue) => `must be a redis:// or rediss:// URL like redis://127.0.0.1:6379, got a '${String(issue.input).split(':')[0]}:' value`,
      })
      .optional(),
    REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, got("must be 1-64 letters, digits, '_', '.', ':' or '-'")).default('perya'),
    OPERATOR_TOKEN: secret,
    TOKEN_TTL_S: int(60, 365 * DAY_S).default(DEFAULTS.tokenTtlS),
    SESSION_IDLE_S: int(60, 365 * DAY_S).default(DEFAULTS.sessionIdleS),
    SMS_CODE_TTL_S: int(30, DAY_S).default(DEFAULTS.smsCodeTtlS),
    SMS_MAX_ATTEMPTS: int(1, 100).default(DEFAULTS.smsMaxAttempts),
    SMS_RESEND_COOLDOWN_S: int(0, DAY_S).default(SMS_RESEND_COOLDOWN_S),
    SMS_DAILY_PER_PHONE: int(1, 1_000_000).default(DEFAULTS.smsDailyPerPhone),
    SMS_DAILY_PER_IP: int(1, 1_000_000).default(DEFAULTS.smsDailyPerIp),
    SMS_CHECK_TRIES_PER_CALLER: int(1, 100).default(DEFAULTS.smsCheckTriesPerCaller),
    SMS_GATEWAYS: smsGateways.optional(),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, got("must be the account's SID (AC and 32 hex characters)")).optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11})$/, got('must be a Twilio number in E.164 (+1...) or an alphanumeric sender id of up to 11 characters')).optional(),
    TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, got('must be a Messaging Service SID (MG and 32 hex characters)')).optional(),
    TWILIO_API_URL: withoutTrailingSlash.default(DEFAULTS.twilioApiUrl),
    SEMAPHORE_API_KEY: z.string().optional(),
    SEMAPHORE_SENDER_NAME: z.string().regex(/^[A-Za-z0-9 ]{1,11}$/, got('must be an approved sender name of up to 11 letters and digits')).optional(),
    SEMAPHORE_API_URL: withoutTrailingSlash.default(DEFAULTS.semaphoreApiUrl),
    MERCADOPAGO_ACCESS_TOKEN: z.string().regex(/^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/, 'must be an access token of your Mercado Pago application (APP_USR-... or TEST-...)').optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters (the secret signature of your application's webhooks)`).optional(),
    MERCADOPAGO_API_URL: withoutTrailingSlash.default(DEFAULTS.mercadoPagoApiUrl),
    // The key itself is never echoed in a message.
    XENDIT_SECRET_KEY: z.string().regex(/^xnd_(development|production)_[A-Za-z0-9_-]{8,}$/, "must be a Xendit secret API key (xnd_production_... or xnd_development_...)").optional(),
    XENDIT_CALLBACK_TOKEN: z.string().min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters (the callback verification token of the Xendit dashboard)`).optional(),
    XENDIT_API_URL: withoutTrailingSlash.default(DEFAULTS.xenditApiUrl),
    RATE_LIMIT_WINDOW_S: int(1, DAY_S).default(DEFAULTS.rateLimitWindowS),
    RATE_LIMIT_PER_IP: int(1, 1_000_000).default(DEFAULTS.rateLimitPerIp),
    RATE_LIMIT_PER_ACCOUNT: int(1, 1_000_000).default(DEFAULTS.rateLimitPerAccount),
    LOGIN_DEVICE_FAILURES: int(1, 1000).default(DEFAULTS.loginDeviceFailures),
    LOGIN_IP_FAILURES: int(1, 10_000).default(DEFAULTS.loginIpFailures),
    LOGIN_LOCK_S: int(1, DAY_S).default(DEFAULTS.loginBaseLockS),
    LOGIN_MAX_LOCK_S: int(1, 7 * DAY_S).default(DEFAULTS.loginMaxLockS),
    LOGIN_IP_FAILURES_PER_WINDOW: int(1, 1_000_000).default(DEFAULTS.loginIpFailuresPerWindow),
    LOGIN_WINDOW_S: int(1, DAY_S).default(DEFAULTS.loginWindowS),
    HASH_CONCURRENCY: int(1, 64).default(DEFAULTS.hashConcurrency),
    HASH_QUEUE_MAX: int(0, 100_000).default(DEFAULTS.hashMaxWaiting),
    HASH_PER_SOURCE: int(1, 1000).default(DEFAULTS.hashPerSource),
    TRUST_PROXY_HOPS: int(0, 10).default(0),
    GAMES_FILE: z.string().optional(),
    LEADER_POLL_MS: int(100, 60_000).default(1_000),
    LOG_DATABASE_FILE: z.string().optional(),
    LOG_RATE_LIMIT_WINDOW_S: int(1, DAY_S).default(DEFAULTS.logRateLimitWindowS),
    LOG_RATE_LIMIT_PER_IP: int(1, 1_000_000).default(DEFAULTS.logRateLimitPerIp),
    LOG_RATE_LIMIT_PER_TOKEN: int(1, 1_000_000).default(DEFAULTS.logRateLimitPerToken),
    LOG_BYTES_PER_IP_PER_DAY: int(1024, 2 ** 40).default(DEFAULTS.logBytesPerIpPerDay),
    LOG_BYTES_PER_TOKEN_PER_DAY: int(1024, 2 ** 40).default(DEFAULTS.logBytesPerTokenPerDay),
    LOG_BYTES_PER_DAY: int(1024, 2 ** 40).default(DEFAULTS.logBytesPerDay),
    LOG_RETENTION_DAYS: int(1, 3650).default(DEFAULTS.logRetentionDays),
  })
  // The rules between variables. They run even when a field failed (`when`), so that one error lists both; a field
  // that failed still holds its raw text, so a rule about its value skips it (`valid`).
  .superRefine(
    (env, ctx) => {
      const problem = (message: string): void => ctx.addIssue(message);
      const failed = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      const valid = (name: keyof typeof env): boolean => !failed.has(name);
      const production = env.PERYA_DEV !== true;
      const web = production ? ['https:'] : ['https:', 'http:'];
      const webName = production ? 'https' : 'http(s)';
      const { SCRYPT_N: scryptN, AD_TRACKING_URL: adTrackingUrl, PUBLIC_BASE_URL: publicBaseUrl, KYC_DATA_KEY: kycKey } = env;

      if (!production && env.NODE_ENV === 'production') problem('PERYA_DEV=1 (development mode) cannot run with NODE_ENV=production');
      if (valid('SCRYPT_N') && (scryptN & (scryptN - 1)) !== 0) problem(`SCRYPT_N must be a power of two, got ${scryptN}`);
      if (production && valid('SCRYPT_N') && scryptN < PRODUCTION_SCRYPT_N_MIN) {
        problem(`SCRYPT_N below ${PRODUCTION_SCRYPT_N_MIN} is for tests; production hashes passwords at 2^15 or more`);
      }
      if (adTrackingUrl !== undefined && !isUrl(adTrackingUrl, web)) problem(`AD_TRACKING_URL must be an ${webName} URL of the ad system, got '${adTrackingUrl}'`);
      if (publicBaseUrl === undefined) {
        if (production) problem('PUBLIC_BASE_URL must be set in production (the https URL players reach this server at)');
      } else if (!isPublicBaseUrl(publicBaseUrl, production)) {
        problem(`PUBLIC_BASE_URL must be an ${webName} origin like https://api.brand.example (no path, query or credentials), got '${publicBaseUrl}'`);
      }
      if ([env.GOOGLE_JWKS_FILE, env.GOOGLE_JWKS, env.GOOGLE_JWKS_URL].filter((v) => v !== undefined).length > 1) {
        problem('set only one of GOOGLE_JWKS_URL, GOOGLE_JWKS_FILE and GOOGLE_JWKS');
      }
      if ((env.FACEBOOK_APP_ID === undefined) !== (env.FACEBOOK_APP_SECRET === undefined)) problem('set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET together (or neither)');
      if (!isUrl(env.FACEBOOK_GRAPH_URL, web)) problem(`FACEBOOK_GRAPH_URL must be an ${webName} URL like ${DEFAULTS.facebookGraphUrl}, got '${env.FACEBOOK_GRAPH_URL}'`);
      const weakKey = production && kycKey !== undefined && valid('KYC_DATA_KEY') ? weakSecret(kycKey) : undefined;
      if (weakKey !== undefined) problem(`KYC_DATA_KEY ${weakKey}; production needs a random key (openssl rand -hex 32)`);
      if (production && env.KYC_SANDBOX === true && kycKey === undefined) {
        problem('KYC_DATA_KEY must be set in production when KYC_SANDBOX=1 (identity documents and selfies are encrypted with it); generate one with: openssl rand -hex 32');
      }
      onfidoProblems(env, production, web, webName).forEach(problem);
      smsGatewayProblems(env, production, web, webName).forEach(problem);
      mercadoPagoProblems(env, production, web, webName).forEach(problem);
      xenditProblems(env, production, web, webName).forEach(problem);
      if (production && env.CLOCK_OFFSET_MS !== undefined && valid('CLOCK_OFFSET_MS')) problem('CLOCK_OFFSET_MS is for tests and demos; it cannot be set in production');
      if (env.REDIS_URL !== undefined && valid('REDIS_URL') && env.DATABASE_URL?.kind !== 'postgres') {
        problem('REDIS_URL is for several instances on one PostgreSQL database; SQLite serves one process (unset REDIS_URL or set DATABASE_URL to postgres://)');
      }
      // Issue 26 items 7b and 3: a sandbox never runs beside the real thing of its kind, nor fakes the prices of real money.
      if (env.FACEBOOK_SANDBOX === true && env.FACEBOOK_APP_ID !== undefined) {
        problem('FACEBOOK_SANDBOX=1 cannot run beside a real Facebook app (FACEBOOK_APP_ID): unset FACEBOOK_SANDBOX (or set it to 0), or unset the app');
      }
      binanceFeedProblems(env, production).forEach(problem);
      const feedSandbox = env.TRADE_FEED_SANDBOX ?? (!production && env.TRADE_FEED === undefined);
      if (production && feedSandbox && env.TRADE_REAL_MONEY && !env.TRADE_FEED_SANDBOX_REAL_MONEY) {
        problem(
          'TRADE_FEED_SANDBOX=1 fakes market prices, and real-money trading is on: set TRADE_REAL_MONEY=0 (demo trading only), or TRADE_FEED_SANDBOX_REAL_MONEY=1 for a local demo whose money is sandbox money too (never with real players)',
        );
      }
      const weakSeed = production && env.TRADE_FEED_SEED !== undefined && valid('TRADE_FEED_SEED') ? weakSecret(env.TRADE_FEED_SEED) : undefined;
      if (weakSeed !== undefined) problem(`TRADE_FEED_SEED ${weakSeed}; whoever knows it knows every sandbox price to come (openssl rand -hex 32, or unset it for a random one)`);
      if (production && feedSandbox && env.TRADE_FEED_SEED === undefined && env.REDIS_URL !== undefined) {
        problem('TRADE_FEED_SEED must be set in production when several instances share the sandbox feed (REDIS_URL): they must draw the same prices (openssl rand -hex 32)');
      }
      if (env.SMTP_URL !== undefined && env.SMTP_HOST !== undefined) problem('set only one of SMTP_URL and SMTP_HOST');
      if ((env.SMTP_USER === undefined) !== (env.SMTP_PASS === undefined)) problem('set SMTP_USER and SMTP_PASS together (or neither)');
      if ((env.SMTP_URL !== undefined || env.SMTP_HOST !== undefined) !== (env.SMTP_FROM !== undefined)) {
        problem('SMTP_FROM (the sender address) goes with SMTP_URL or SMTP_HOST: set both or neither');
      }
      // Issue 26 item 7: like SMS_SANDBOX beside SMS_GATEWAYS, the outbox never runs beside a real mailer.
      if ((env.SMTP_URL !== undefined || env.SMTP_HOST !== undefined) && env.EMAIL_SANDBOX === true) {
        problem('EMAIL_SANDBOX=1 cannot run beside SMTP (SMTP_URL / SMTP_HOST): codes are mailed for real there; unset EMAIL_SANDBOX (or set it to 0), or unset SMTP');
      }
      if (!production) return;
      // Every door that moves money or shows a secret needs a real secret; say all that is missing at once.
      const required: [string, string | undefined, string][] = [
        ['OPERATOR_TOKEN', env.OPERATOR_TOKEN, 'the /ops/* endpoints (withdrawal decisions, sabong results) need it'],
        ['PAYMENT_WEBHOOK_SECRET', env.PAYMENT_WEBHOOK_SECRET, 'payment webhooks that credit deposits are verified with it'],
        ['PROVIDER_SECRET', env.PROVIDER_SECRET, "the game provider's wallet callbacks are verified with it"],
      ];
      for (const [name, value, why] of required) {
        const weak = value === undefined ? undefined : weakSecret(value);
        if (value === undefined) problem(`${name} must be set in production (${why}); generate one with: openssl rand -hex 32`);
        else if (weak !== undefined) problem(`${name} ${weak}; production needs a random secret (openssl rand -hex 32)`);
      }
    },
    { when: () => true },
  );

/** Reads the configuration; throws ConfigError naming every bad variable at once. */
export function loadConfig(env: Env, paths: ConfigPaths): Config {
  // Values are trimmed, and a blank variable is unset.
  const set = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])));
  const parsed = Variables.safeParse(set);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(problemText));
  return toConfig(parsed.data, paths);
}

/** One line per issue: a field's issue gets its variable's name from its path; a rule's message starts with it. */
function problemText(issue: z.core.$ZodIssue): string {
  const name = String(issue.path[0] ?? '');
  return issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`;
}

/** The Config of valid variables: their values placed, and the defaults that depend on the mode or the paths. */
function toConfig(env: z.output<typeof Variables>, paths: ConfigPaths): Config {
  const dev = env.PERYA_DEV;
  /** A sandbox adapter's switch: on by default in development, off in production unless set to 1. */
  const sandbox = (value: boolean | undefined): boolean => value ?? dev;
  const database = env.DATABASE_URL ?? { kind: 'sqlite', file: paths.defaultSqliteFile };
  const kycKey = env.KYC_DATA_KEY === undefined ? undefined : parseDataKey(env.KYC_DATA_KEY);
  const devKycFile = besideMoneyFile(database, paths.defaultSqliteFile, '-kyc.key');
  const tradeSeedFile = besideMoneyFile(database, paths.defaultSqliteFile, '-trade-feed.seed');
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, GOOGLE_JWKS_FILE: jwksFile, GOOGLE_JWKS: jwks } = env;
  return {
    mode: dev ? 'development' : 'production',
    nodeEnv: env.NODE_ENV ?? (dev ? 'development' : 'production'),
    port: env.PORT,
    host: env.HOST,
    database,
    logLevel: env.LOG_LEVEL,
    tokenTtlS: env.TOKEN_TTL_S,
    sessionIdleS: env.SESSION_IDLE_S,
    scryptN: env.SCRYPT_N,
    sms: {
      codeTtlS: env.SMS_CODE_TTL_S, maxAttempts: env.SMS_MAX_ATTEMPTS, resendCooldownS: env.SMS_RESEND_COOLDOWN_S,
      // A configured gateway turns the dev default of the sandbox off (both at once is refused).
      sandbox: env.SMS_SANDBOX ?? (dev && env.SMS_GATEWAYS === undefined),
      dailyPerPhone: env.SMS_DAILY_PER_PHONE, dailyPerIp: env.SMS_DAILY_PER_IP, checkTriesPerCaller: env.SMS_CHECK_TRIES_PER_CALLER,
      ...smsGatewaysConfig(env),
    },
    rateLimit: { windowS: env.RATE_LIMIT_WINDOW_S, perIp: env.RATE_LIMIT_PER_IP, perAccount: env.RATE_LIMIT_PER_ACCOUNT },
    loginGuard: {
      deviceFailures: env.LOGIN_DEVICE_FAILURES, ipFailures: env.LOGIN_IP_FAILURES, baseLockS: env.LOGIN_LOCK_S, maxLockS: env.LOGIN_MAX_LOCK_S,
      ipFailuresPerWindow: env.LOGIN_IP_FAILURES_PER_WINDOW, windowS: env.LOGIN_WINDOW_S,
    },
    hashQueue: { concurrency: env.HASH_CONCURRENCY, maxWaiting: env.HASH_QUEUE_MAX, perSource: env.HASH_PER_SOURCE },
    trustProxyHops: env.TRUST_PROXY_HOPS,
    phoneDialCode: env.PHONE_DIAL_CODE,
    corsOrigins: env.CORS_ORIGINS,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      keys:
        jwksFile !== undefined
          ? { kind: 'file', file: jwksFile }
          : jwks !== undefined
            ? { kind: 'inline', jwks }
            : { kind: 'url', url: env.GOOGLE_JWKS_URL ?? DEFAULTS.googleJwksUrl },
    },
    facebook: {
      graph: appId === undefined || appSecret === undefined ? undefined : { appId, appSecret, graphUrl: env.FACEBOOK_GRAPH_URL },
      // A configured app wins over the default switch (an explicit FACEBOOK_SANDBOX=1 beside it is refused above).
      sandbox: appId === undefined && sandbox(env.FACEBOOK_SANDBOX),
    },
    seedFile: env.SEED_FILE ?? paths.defaultSeedFile,
    devEndpoints: dev,
    payment: {
      // A configured real provider turns the dev default of the sandbox off (both at once is refused).
      sandbox: env.PAYMENT_SANDBOX ?? (dev && env.MERCADOPAGO_ACCESS_TOKEN === undefined && env.XENDIT_SECRET_KEY === undefined),
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
      // Unset, the keys stay absent.
      ...(env.MERCADOPAGO_ACCESS_TOKEN === undefined || env.MERCADOPAGO_WEBHOOK_SECRET === undefined
        ? {}
        : { mercadoPago: { accessToken: env.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET, apiUrl: env.MERCADOPAGO_API_URL } }),
      ...(env.XENDIT_SECRET_KEY === undefined || env.XENDIT_CALLBACK_TOKEN === undefined
        ? {}
        : { xendit: { secretKey: env.XENDIT_SECRET_KEY, callbackToken: env.XENDIT_CALLBACK_TOKEN, apiUrl: env.XENDIT_API_URL } }),
    },
    operatorToken: env.OPERATOR_TOKEN,
    providerSandbox: sandbox(env.PROVIDER_SANDBOX),
    sabongSandbox: sandbox(env.SABONG_SANDBOX),
    sabongSandboxRun: { schedule: env.SABONG_SANDBOX_SCHEDULE, seed: env.SABONG_SANDBOX_SEED },
    tradeFeed: {
      // A real feed turns the dev default of the sandbox off (both at once is refused).
      sandbox: env.TRADE_FEED_SANDBOX ?? (dev && env.TRADE_FEED === undefined),
      binance:
        env.TRADE_FEED !== 'binance'
          ? undefined
          : {
              apiUrl: env.BINANCE_API_URL ?? DEFAULTS.binanceApiUrl,
              wsUrl: env.BINANCE_WS_URL ?? DEFAULTS.binanceWsUrl,
              symbols: env.BINANCE_SYMBOLS ?? (binanceSymbols.parse(DEFAULTS.binanceSymbols) as ReadonlyMap<string, string>),
            },
      seed: env.TRADE_FEED_SEED !== undefined ? { kind: 'env', seed: env.TRADE_FEED_SEED } : tradeSeedFile !== undefined ? { kind: 'file', file: tradeSeedFile } : { kind: 'process' },
      realMoney: env.TRADE_REAL_MONEY,
    },
    clockOffsetMs: env.CLOCK_OFFSET_MS ?? 0,
    gamesFile: env.GAMES_FILE ?? paths.defaultGamesFile ?? path.join(path.dirname(paths.defaultSeedFile), 'games.yaml'),
    // Production refuses to start without PROVIDER_SECRET (the rules above); only dev falls back to the sample.
    providerSecret: env.PROVIDER_SECRET ?? DEV_PROVIDER_SECRET,
    cluster: { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX, leaderPollMs: env.LEADER_POLL_MS },
    kyc: {
      // A configured Onfido turns the dev default of the sandbox off (both at once is refused).
      sandbox: env.KYC_SANDBOX ?? (dev && env.ONFIDO_API_TOKEN === undefined),
      ...(env.ONFIDO_API_TOKEN === undefined || env.ONFIDO_WEBHOOK_TOKEN === undefined
        ? {}
        : { onfido: { apiToken: env.ONFIDO_API_TOKEN, webhookToken: env.ONFIDO_WEBHOOK_TOKEN, region: env.ONFIDO_REGION ?? 'EU', apiUrl: env.ONFIDO_API_URL } }),
      // Production has no fallback: without the variable an identity adapter refuses to run. Development keeps its key beside
      // the SQLite file (gitignored with .data/), so data sealed before a restart still opens; in memory, one per process.
      dataKey: kycKey !== undefined ? { kind: 'env', key: kycKey } : !dev ? undefined : devKycFile !== undefined ? { kind: 'devFile', file: devKycFile } : { kind: 'devProcess' },
    },
    adTracking: { url: env.AD_TRACKING_URL },
    email: {
      smtp:
        (env.SMTP_URL === undefined && env.SMTP_HOST === undefined) || env.SMTP_FROM === undefined
          ? undefined
          : {
              url: env.SMTP_URL, host: env.SMTP_HOST ?? '', port: env.SMTP_PORT, secure: env.SMTP_PORT === 465,
              user: env.SMTP_USER, pass: env.SMTP_PASS, from: env.SMTP_FROM, requireTls: !dev,
            },
      // A configured SMTP server replaces the development default (an explicit EMAIL_SANDBOX=1 beside it is refused above).
      sandbox: env.EMAIL_SANDBOX ?? (dev && env.SMTP_URL === undefined && env.SMTP_HOST === undefined),
    },
    logs: {
      file: env.LOG_DATABASE_FILE ?? besideMoneyFile(database, paths.defaultSqliteFile, '-logs.sqlite') ?? ':memory:',
      rateLimit: { windowS: env.LOG_RATE_LIMIT_WINDOW_S, perIp: env.LOG_RATE_LIMIT_PER_IP, perAccount: env.LOG_RATE_LIMIT_PER_TOKEN },
      bytesPerIpPerDay: env.LOG_BYTES_PER_IP_PER_DAY, bytesPerTokenPerDay: env.LOG_BYTES_PER_TOKEN_PER_DAY, bytesPerDay: env.LOG_BYTES_PER_DAY,
      retentionDays: env.LOG_RETENTION_DAYS,
    },
  };
}

/** The rules of SMS_GATEWAYS and the gateways' credentials (issue 26). */
function smsGatewayProblems(env: z.output<typeof Variables>, production: boolean, web: readonly string[], webName: string): string[] {
  const problems: string[] = [];
  const named = new Set(env.SMS_GATEWAYS instanceof Map ? env.SMS_GATEWAYS.values() : []);
  if (env.SMS_GATEWAYS !== undefined && env.SMS_SANDBOX === true) {
    problems.push('SMS_SANDBOX=1 cannot run beside SMS_GATEWAYS: codes would go to the outbox and to real phones; unset one of them');
  }
  const twilioSet = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM, env.TWILIO_MESSAGING_SERVICE_SID].some((v) => v !== undefined);
  if (named.has('twilio')) {
    if (env.TWILIO_ACCOUNT_SID === undefined || env.TWILIO_AUTH_TOKEN === undefined) problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set when SMS_GATEWAYS names twilio');
    if ((env.TWILIO_FROM === undefined) === (env.TWILIO_MESSAGING_SERVICE_SID === undefined)) {
      problems.push('set one of TWILIO_FROM and TWILIO_MESSAGING_SERVICE_SID when SMS_GATEWAYS names twilio (the sender)');
    }
  } else if (twilioSet) problems.push('TWILIO_* is set but SMS_GATEWAYS names no twilio market (like default=twilio)');
  if (named.has('semaphore')) {
    if (env.SEMAPHORE_API_KEY === undefined) problems.push('SEMAPHORE_API_KEY must be set when SMS_GATEWAYS names semaphore');
  } else if (env.SEMAPHORE_API_KEY !== undefined || env.SEMAPHORE_SENDER_NAME !== undefined) problems.push('SEMAPHORE_* is set but SMS_GATEWAYS names no semaphore market (like PH=semaphore)');
  for (const [name, url] of [['TWILIO_API_URL', env.TWILIO_API_URL], ['SEMAPHORE_API_URL', env.SEMAPHORE_API_URL]] as const) {
    if (!isUrl(url, web)) problems.push(`${name} must be an ${webName} URL, got '${url}'`);
  }
  if (production && env.TWILIO_API_URL !== DEFAULTS.twilioApiUrl && named.has('twilio')) problems.push(`TWILIO_API_URL is for tests; production talks to ${DEFAULTS.twilioApiUrl}`);
  return problems;
}

/** The rules of ONFIDO_* (issue 26 item 6). */
function onfidoProblems(env: z.output<typeof Variables>, production: boolean, web: readonly string[], webName: string): string[] {
  const problems: string[] = [];
  const token = env.ONFIDO_API_TOKEN;
  if ((token === undefined) !== (env.ONFIDO_WEBHOOK_TOKEN === undefined)) {
    problems.push("set ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_TOKEN together (or neither): a check's answer arrives by webhook, signed with the webhook's token");
  }
  if (token === undefined && (env.ONFIDO_REGION !== undefined || env.ONFIDO_API_URL !== undefined)) problems.push('ONFIDO_REGION / ONFIDO_API_URL is set but ONFIDO_API_TOKEN is not');
  if (token !== undefined && env.KYC_SANDBOX === true) {
    problems.push('KYC_SANDBOX=1 cannot run beside Onfido (ONFIDO_API_TOKEN): unset KYC_SANDBOX (or set it to 0), or unset the Onfido token');
  }
  if (token !== undefined && production && env.KYC_DATA_KEY === undefined) {
    problems.push('KYC_DATA_KEY must be set in production when Onfido runs (identity documents and selfies are encrypted with it); generate one with: openssl rand -hex 32');
  }
  const url = env.ONFIDO_API_URL;
  if (url !== undefined) {
    if (production) problems.push("ONFIDO_API_URL is for tests; production talks to Onfido's API of ONFIDO_REGION (EU, US or CA)");
    else if (!isUrl(url, web)) problems.push(`ONFIDO_API_URL must be an ${webName} URL, got '${url}'`);
  }
  return problems;
}

/**
 * The rules of TRADE_FEED=binance (issue 26 item 3): never beside the sandbox walk (players would
 * trade on two sets of prices), BINANCE_* only with it, and production reads Binance over TLS only.
 */
function binanceFeedProblems(env: z.output<typeof Variables>, production: boolean): string[] {
  const problems: string[] = [];
  const binanceSet = [env.BINANCE_API_URL, env.BINANCE_WS_URL, env.BINANCE_SYMBOLS].some((v) => v !== undefined);
  if (env.TRADE_FEED !== 'binance') {
    if (binanceSet) problems.push('BINANCE_* is set but TRADE_FEED is not binance: set TRADE_FEED=binance, or unset them');
    return problems;
  }
  if (env.TRADE_FEED_SANDBOX === true) {
    problems.push('TRADE_FEED_SANDBOX=1 cannot run beside TRADE_FEED=binance: players would trade on made-up and real prices at once; unset one of them');
  }
  const rest = production ? ['https:'] : ['https:', 'http:'];
  const ws = production ? ['wss:'] : ['wss:', 'ws:'];
  if (env.BINANCE_API_URL !== undefined && !isUrl(env.BINANCE_API_URL, rest)) {
    problems.push(`BINANCE_API_URL must be an ${production ? 'https' : 'http(s)'} URL like ${DEFAULTS.binanceApiUrl}, got '${env.BINANCE_API_URL}'`);
  }
  if (env.BINANCE_WS_URL !== undefined && !isUrl(env.BINANCE_WS_URL, ws)) {
    problems.push(`BINANCE_WS_URL must be a ${production ? 'wss' : 'ws(s)'} URL like ${DEFAULTS.binanceWsUrl}, got '${env.BINANCE_WS_URL}'`);
  }
  return problems;
}

/** The rules of MERCADOPAGO_* (issue 26: Pix through Mercado Pago). */
function mercadoPagoProblems(env: z.output<typeof Variables>, production: boolean, web: readonly string[], webName: string): string[] {
  const problems: string[] = [];
  const token = env.MERCADOPAGO_ACCESS_TOKEN;
  if ((token === undefined) !== (env.MERCADOPAGO_WEBHOOK_SECRET === undefined)) {
    problems.push('set MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET together (or neither): without the secret no notification can be verified');
  }
  if (token !== undefined && env.PAYMENT_SANDBOX === true) {
    problems.push('PAYMENT_SANDBOX=1 cannot run beside Mercado Pago (MERCADOPAGO_ACCESS_TOKEN): its checkout would pay orders for free next to real ones; unset PAYMENT_SANDBOX (or set it to 0)');
  }
  if (production && token?.startsWith('TEST-') === true) problems.push("MERCADOPAGO_ACCESS_TOKEN is a test credential (TEST-...); production needs the application's production access token (APP_USR-...)");
  const secret = env.MERCADOPAGO_WEBHOOK_SECRET;
  const weak = production && secret !== undefined && secret.length >= SECRET_MIN_LENGTH ? weakSecret(secret) : undefined;
  if (weak !== undefined) problems.push(`MERCADOPAGO_WEBHOOK_SECRET ${weak}; copy the secret signature Mercado Pago shows for your application's webhooks`);
  if (!isUrl(env.MERCADOPAGO_API_URL, web)) problems.push(`MERCADOPAGO_API_URL must be an ${webName} URL, got '${env.MERCADOPAGO_API_URL}'`);
  else if (production && env.MERCADOPAGO_API_URL !== DEFAULTS.mercadoPagoApiUrl) problems.push(`MERCADOPAGO_API_URL is for tests; production talks to ${DEFAULTS.mercadoPagoApiUrl}`);
  return problems;
}

/** The rules of XENDIT_* (issue 26): key and token together, never beside the payment sandbox, production on Xendit's own https API. */
function xenditProblems(env: z.output<typeof Variables>, production: boolean, web: readonly string[], webName: string): string[] {
  const problems: string[] = [];
  const configured = env.XENDIT_SECRET_KEY !== undefined || env.XENDIT_CALLBACK_TOKEN !== undefined;
  if (configured && (env.XENDIT_SECRET_KEY === undefined || env.XENDIT_CALLBACK_TOKEN === undefined)) {
    problems.push('XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN go together: the key makes payments, the token verifies their webhooks');
  }
  if (configured && env.PAYMENT_SANDBOX === true) problems.push('PAYMENT_SANDBOX=1 cannot run beside Xendit (XENDIT_SECRET_KEY): set PAYMENT_SANDBOX=0 or unset it');
  if (!isUrl(env.XENDIT_API_URL, web)) problems.push(`XENDIT_API_URL must be an ${webName} URL, got '${env.XENDIT_API_URL}'`);
  else if (production && configured && env.XENDIT_API_URL !== DEFAULTS.xenditApiUrl) problems.push(`XENDIT_API_URL is for tests; production talks to ${DEFAULTS.xenditApiUrl}`);
  const weak = production && env.XENDIT_CALLBACK_TOKEN !== undefined ? weakSecret(env.XENDIT_CALLBACK_TOKEN) : undefined;
  if (weak !== undefined) problems.push(`XENDIT_CALLBACK_TOKEN ${weak}; use the callback verification token of the Xendit dashboard`);
  return problems;
}

/** `{ gateways }` when SMS_GATEWAYS is set, else nothing (the key stays absent). */
function smsGatewaysConfig(env: z.output<typeof Variables>): { gateways?: SmsGatewaysConfig } {
  const routes = env.SMS_GATEWAYS;
  if (routes === undefined) return {};
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from, TWILIO_MESSAGING_SERVICE_SID: messagingServiceSid } = env;
  const gateways: SmsGatewaysConfig = {
    routes,
    twilio:
      accountSid === undefined || authToken === undefined
        ? undefined
        : { accountSid, authToken, sender: messagingServiceSid !== undefined ? { messagingServiceSid } : { from: from ?? '' }, apiUrl: env.TWILIO_API_URL },
    semaphore: env.SEMAPHORE_API_KEY === undefined ? undefined : { apiKey: env.SEMAPHORE_API_KEY, senderName: env.SEMAPHORE_SENDER_NAME, apiUrl: env.SEMAPHORE_API_URL },
  };
  return { gateways };
}

/**
 * A file beside the money SQLite file (perya.sqlite -> perya-logs.sqlite), or beside where that file
 * would be when the money database is PostgreSQL; undefined when it is in memory.
 */
function besideMoneyFile(database: DatabaseConfig, defaultSqliteFile: string, suffix: string): string | undefined {
  const moneyFile = database.kind === 'sqlite' ? database.file : defaultSqliteFile;
  if (moneyFile === ':memory:') return undefined;
  return path.join(path.dirname(moneyFile), `${path.basename(moneyFile).replace(/\.(sqlite3?|db)$/i, '')}${suffix}`);
}

/** DATABASE_URL alone, for scripts (unset: `defaultFile`); its problems are added to `problems`, and then the result is only a placeholder. */
export function parseDatabaseUrl(raw: string | undefined, defaultFile: string, problems: string[]): DatabaseConfig {
  const parsed = databaseUrl.optional().safeParse(raw);
  problems.push(...(parsed.error?.issues.map((issue) => issue.message) ?? []));
  return parsed.data ?? { kind: 'sqlite', file: defaultFile };
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  return URL.canParse(value) && protocols.includes(new URL(value).protocol);
}

function isPublicBaseUrl(value: string, httpsOnly: boolean): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  // Plain http only in development, or on this machine's loopback (the README's local run).
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && (!httpsOnly || loopback));
  // An origin only: the pages this server renders call it by absolute paths.
  return schemeOk && value === url.origin;
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
