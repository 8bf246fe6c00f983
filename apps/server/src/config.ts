// Server configuration read from the environment, with one clear error listing every bad value.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SMS_RESEND_COOLDOWN_S } from '@perya/domain';
import { DEFAULT_SANDBOX_SEED } from './adapters/tradeFeed/sandbox';
import { DEFAULT_SABONG_SCHEDULE, parseSabongSchedule, type SabongSchedule } from './modules/games/inhouse/sabongSchedule';
import { parseDataKey } from './security/sealing';

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
   * The trading price feed: TRADE_FEED_SANDBOX (on in dev) runs the seeded random walk
   * (src/adapters/tradeFeed/sandbox.ts) from TRADE_FEED_SEED; off, trading answers "not available"
   * until a real feed is wired.
   */
  readonly tradeFeed: { readonly sandbox: boolean; readonly seed: string };
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
}

/**
 * Identity checks (issue 15 KYC). Documents and selfies are stored encrypted (AES-256-GCM) with the
 * data key: KYC_DATA_KEY in production (required when an identity adapter runs); outside production
 * without it, a random key kept in a file beside the SQLite database (or, for an in-memory or
 * PostgreSQL database without a file, a random key for this process only).
 */
export interface KycConfig {
  /** The sandbox identity provider (decides at once, no human): KYC_SANDBOX, on in dev. */
  readonly sandbox: boolean;
  readonly dataKey:
    | { readonly kind: 'env'; readonly key: Buffer }
    | { readonly kind: 'devFile'; readonly file: string }
    | { readonly kind: 'devProcess' }
    | undefined;
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
const PROVIDER_SECRET_MIN_LENGTH = 16;
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

/** Reads the configuration; throws ConfigError naming every bad variable at once. */
export function loadConfig(env: Env, paths: ConfigPaths): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) {
      problems.push(`${name} must be a whole number between ${min} and ${max}, got '${raw}'`);
      return fallback;
    }
    const value = Number(raw);
    if (value < min || value > max) {
      problems.push(`${name} must be between ${min} and ${max}, got ${value}`);
      return fallback;
    }
    return value;
  };

  const devRaw = text('PERYA_DEV');
  if (devRaw !== undefined && !['0', '1'].includes(devRaw)) problems.push(`PERYA_DEV must be 0 or 1, got '${devRaw}'`);
  const dev = devRaw === '1';
  const nodeEnv = text('NODE_ENV') ?? (dev ? 'development' : 'production');
  if (dev && nodeEnv === 'production') problems.push('PERYA_DEV=1 (development mode) cannot run with NODE_ENV=production');
  const production = !dev;
  /** A sandbox adapter's switch: on by default in development, off in production unless set to 1. */
  const sandboxSwitch = (name: string): boolean => {
    const raw = text(name);
    if (raw !== undefined && !['0', '1'].includes(raw)) {
      problems.push(`${name} must be 0 or 1, got '${raw}'`);
      return false;
    }
    return raw === undefined ? dev : raw === '1';
  };
  const port = int('PORT', DEFAULTS.port, 0, 65_535);
  const host = text('HOST') ?? DEFAULTS.host;

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  }

  const database = parseDatabaseUrl(text('DATABASE_URL'), paths.defaultSqliteFile, problems);

  const scryptN = int('SCRYPT_N', DEFAULTS.scryptN, 2 ** 10, 2 ** 20);
  if ((scryptN & (scryptN - 1)) !== 0) problems.push(`SCRYPT_N must be a power of two, got ${scryptN}`);
  if (!dev && scryptN < PRODUCTION_SCRYPT_N_MIN) problems.push(`SCRYPT_N below ${PRODUCTION_SCRYPT_N_MIN} is for tests; production hashes passwords at 2^15 or more`);

  const corsRaw = text('CORS_ORIGINS');
  let corsOrigins: string[] | undefined;
  if (corsRaw !== undefined) {
    corsOrigins = corsRaw.split(',').map((o) => o.trim()).filter((o) => o !== '');
    for (const origin of corsOrigins) {
      if (origin === '*') {
        problems.push("CORS_ORIGINS cannot be '*': list the brand origins (it also bounds game frames and backUrl)");
      } else if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
        problems.push(`CORS_ORIGINS entries must be origins like https://brand.example (no path), got '${origin}'`);
      }
    }
  }
  const adTrackingUrl = text('AD_TRACKING_URL');
  if (adTrackingUrl !== undefined && !isUrl(adTrackingUrl, production ? ['https:'] : ['http:', 'https:'])) {
    problems.push(`AD_TRACKING_URL must be an ${production ? 'https' : 'http(s)'} URL of the ad system, got '${adTrackingUrl}'`);
  }
  const publicBaseUrl = text('PUBLIC_BASE_URL')?.replace(/\/+$/, '');
  if (publicBaseUrl === undefined) {
    if (production) problems.push('PUBLIC_BASE_URL must be set in production (the https URL players reach this server at)');
  } else if (!isPublicBaseUrl(publicBaseUrl, production)) {
    problems.push(
      `PUBLIC_BASE_URL must be an ${production ? 'https' : 'http(s)'} origin like https://api.brand.example (no path, query or credentials), got '${publicBaseUrl}'`,
    );
  }

  const jwksFile = text('GOOGLE_JWKS_FILE');
  const jwksInline = text('GOOGLE_JWKS');
  const jwksUrl = text('GOOGLE_JWKS_URL');
  if ([jwksFile, jwksInline, jwksUrl].filter((v) => v !== undefined).length > 1) {
    problems.push('set only one of GOOGLE_JWKS_URL, GOOGLE_JWKS_FILE and GOOGLE_JWKS');
  }
  if (jwksUrl !== undefined && !isUrl(jwksUrl, ['https:', 'http:'])) {
    problems.push(`GOOGLE_JWKS_URL must be an http(s) URL, got '${jwksUrl}'`);
  }
  if (jwksInline !== undefined && !isJson(jwksInline)) problems.push('GOOGLE_JWKS must be a JSON Web Key Set (JSON)');
  const keys: GoogleConfig['keys'] =
    jwksFile !== undefined
      ? { kind: 'file', file: jwksFile }
      : jwksInline !== undefined
        ? { kind: 'inline', jwks: jwksInline }
        : { kind: 'url', url: jwksUrl ?? DEFAULTS.googleJwksUrl };

  const facebookAppId = text('FACEBOOK_APP_ID');
  const facebookAppSecret = text('FACEBOOK_APP_SECRET');
  const facebookGraphUrl = (text('FACEBOOK_GRAPH_URL') ?? DEFAULTS.facebookGraphUrl).replace(/\/+$/, '');
  if (facebookAppId !== undefined && !/^\d{1,32}$/.test(facebookAppId)) problems.push(`FACEBOOK_APP_ID must be the app's numeric id, got '${facebookAppId}'`);
  if ((facebookAppId === undefined) !== (facebookAppSecret === undefined)) problems.push('set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET together (or neither)');
  if (!isUrl(facebookGraphUrl, production ? ['https:'] : ['https:', 'http:'])) {
    problems.push(`FACEBOOK_GRAPH_URL must be an ${production ? 'https' : 'http(s)'} URL like ${DEFAULTS.facebookGraphUrl}, got '${facebookGraphUrl}'`);
  }
  const facebookSandbox = sandboxSwitch('FACEBOOK_SANDBOX');

  const providerSecret = text('PROVIDER_SECRET');
  if (providerSecret !== undefined && providerSecret.length < PROVIDER_SECRET_MIN_LENGTH) {
    problems.push(`PROVIDER_SECRET must be at least ${PROVIDER_SECRET_MIN_LENGTH} characters`);
  }
  const seedFile = text('SEED_FILE') ?? paths.defaultSeedFile;

  const paymentSandbox = sandboxSwitch('PAYMENT_SANDBOX');
  const smsSandbox = sandboxSwitch('SMS_SANDBOX');
  const providerSandbox = sandboxSwitch('PROVIDER_SANDBOX');
  const sabongSandbox = sandboxSwitch('SABONG_SANDBOX');
  const tradeFeedSandbox = sandboxSwitch('TRADE_FEED_SANDBOX');
  const kycSandbox = sandboxSwitch('KYC_SANDBOX');
  const kycKeyRaw = text('KYC_DATA_KEY');
  const kycKey = kycKeyRaw === undefined ? undefined : parseDataKey(kycKeyRaw);
  if (kycKeyRaw !== undefined && kycKey === undefined) {
    problems.push('KYC_DATA_KEY must be 32 bytes written as 64 hex characters or base64; generate one with: openssl rand -hex 32');
  } else if (kycKeyRaw !== undefined && production) {
    const weak = weakSecret(kycKeyRaw);
    if (weak !== undefined) problems.push(`KYC_DATA_KEY ${weak}; production needs a random key (openssl rand -hex 32)`);
  }
  if (production && kycSandbox && kycKeyRaw === undefined) {
    problems.push('KYC_DATA_KEY must be set in production when KYC_SANDBOX=1 (identity documents and selfies are encrypted with it); generate one with: openssl rand -hex 32');
  }
  const sabongScheduleRaw = text('SABONG_SANDBOX_SCHEDULE');
  let sabongSchedule = DEFAULT_SABONG_SCHEDULE;
  if (sabongScheduleRaw !== undefined) {
    const parsed = parseSabongSchedule(sabongScheduleRaw);
    if ('problem' in parsed) problems.push(parsed.problem);
    else sabongSchedule = parsed;
  }
  const sabongSeed = text('SABONG_SANDBOX_SEED');
  if (sabongSeed !== undefined && sabongSeed.length > 128) problems.push('SABONG_SANDBOX_SEED must be at most 128 characters');
  const tradeFeedSeed = text('TRADE_FEED_SEED') ?? DEFAULT_SANDBOX_SEED;
  if (tradeFeedSeed.length > 128) problems.push('TRADE_FEED_SEED must be at most 128 characters');
  const webhookSecret = text('PAYMENT_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < 16) problems.push('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
  const clockOffsetRaw = text('CLOCK_OFFSET_MS');
  let clockOffsetMs = 0;
  if (clockOffsetRaw !== undefined) {
    if (!/^-?\d{1,13}$/.test(clockOffsetRaw)) problems.push(`CLOCK_OFFSET_MS must be a whole number of milliseconds, got '${clockOffsetRaw}'`);
    else if (production) problems.push('CLOCK_OFFSET_MS is for tests and demos; it cannot be set in production');
    else clockOffsetMs = Number(clockOffsetRaw);
  }
  if (text('TRUST_PROXY') !== undefined) {
    problems.push('TRUST_PROXY is no longer read (it trusted any X-Forwarded-For); set TRUST_PROXY_HOPS to the number of proxies in front of the server');
  }
  const phoneDialCode = text('PHONE_DIAL_CODE') ?? DEFAULTS.phoneDialCode;
  if (!/^\+[1-9]\d{0,2}$/.test(phoneDialCode)) problems.push(`PHONE_DIAL_CODE must be a dialling code like +63, got '${phoneDialCode}'`);
  const redisUrl = text('REDIS_URL');
  if (redisUrl !== undefined) {
    if (!isUrl(redisUrl, ['redis:', 'rediss:'])) problems.push(`REDIS_URL must be a redis:// or rediss:// URL like redis://127.0.0.1:6379, got a '${redisUrl.split(':')[0]}:' value`);
    else if (database.kind === 'sqlite') {
      problems.push('REDIS_URL is for several instances on one PostgreSQL database; SQLite serves one process (unset REDIS_URL or set DATABASE_URL to postgres://)');
    }
  }
  const redisPrefix = text('REDIS_PREFIX') ?? 'perya';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisPrefix)) problems.push(`REDIS_PREFIX must be 1-64 letters, digits, '_', '.', ':' or '-', got '${redisPrefix}'`);
  const operatorToken = text('OPERATOR_TOKEN');
  if (operatorToken !== undefined && operatorToken.length < 16) problems.push('OPERATOR_TOKEN must be at least 16 characters');
  if (production) {
    // Every door that moves money or shows a secret needs a real secret; say all that is missing at once.
    const required: [string, string | undefined, string][] = [
      ['OPERATOR_TOKEN', operatorToken, 'the /ops/* endpoints (withdrawal decisions, sabong results) need it'],
      ['PAYMENT_WEBHOOK_SECRET', webhookSecret, 'payment webhooks that credit deposits are verified with it'],
      ['PROVIDER_SECRET', providerSecret, "the game provider's wallet callbacks are verified with it"],
    ];
    for (const [name, value, why] of required) {
      if (value === undefined) problems.push(`${name} must be set in production (${why}); generate one with: openssl rand -hex 32`);
      else {
        const weak = weakSecret(value);
        if (weak !== undefined) problems.push(`${name} ${weak}; production needs a random secret (openssl rand -hex 32)`);
      }
    }
  }

  const config: Config = {
    mode: production ? 'production' : 'development',
    nodeEnv,
    port,
    host,
    database,
    logLevel,
    tokenTtlS: int('TOKEN_TTL_S', DEFAULTS.tokenTtlS, 60, 365 * 24 * 60 * 60),
    sessionIdleS: int('SESSION_IDLE_S', DEFAULTS.sessionIdleS, 60, 365 * 24 * 60 * 60),
    scryptN,
    sms: {
      codeTtlS: int('SMS_CODE_TTL_S', DEFAULTS.smsCodeTtlS, 30, 24 * 60 * 60),
      maxAttempts: int('SMS_MAX_ATTEMPTS', DEFAULTS.smsMaxAttempts, 1, 100),
      resendCooldownS: int('SMS_RESEND_COOLDOWN_S', SMS_RESEND_COOLDOWN_S, 0, 24 * 60 * 60),
      sandbox: smsSandbox,
      dailyPerPhone: int('SMS_DAILY_PER_PHONE', DEFAULTS.smsDailyPerPhone, 1, 1_000_000),
      dailyPerIp: int('SMS_DAILY_PER_IP', DEFAULTS.smsDailyPerIp, 1, 1_000_000),
      checkTriesPerCaller: int('SMS_CHECK_TRIES_PER_CALLER', DEFAULTS.smsCheckTriesPerCaller, 1, 100),
    },
    rateLimit: {
      windowS: int('RATE_LIMIT_WINDOW_S', DEFAULTS.rateLimitWindowS, 1, 24 * 60 * 60),
      perIp: int('RATE_LIMIT_PER_IP', DEFAULTS.rateLimitPerIp, 1, 1_000_000),
      perAccount: int('RATE_LIMIT_PER_ACCOUNT', DEFAULTS.rateLimitPerAccount, 1, 1_000_000),
    },
    loginGuard: {
      deviceFailures: int('LOGIN_DEVICE_FAILURES', DEFAULTS.loginDeviceFailures, 1, 1000),
      ipFailures: int('LOGIN_IP_FAILURES', DEFAULTS.loginIpFailures, 1, 10_000),
      baseLockS: int('LOGIN_LOCK_S', DEFAULTS.loginBaseLockS, 1, 24 * 60 * 60),
      maxLockS: int('LOGIN_MAX_LOCK_S', DEFAULTS.loginMaxLockS, 1, 7 * 24 * 60 * 60),
      ipFailuresPerWindow: int('LOGIN_IP_FAILURES_PER_WINDOW', DEFAULTS.loginIpFailuresPerWindow, 1, 1_000_000),
      windowS: int('LOGIN_WINDOW_S', DEFAULTS.loginWindowS, 1, 24 * 60 * 60),
    },
    hashQueue: {
      concurrency: int('HASH_CONCURRENCY', DEFAULTS.hashConcurrency, 1, 64),
      maxWaiting: int('HASH_QUEUE_MAX', DEFAULTS.hashMaxWaiting, 0, 100_000),
      perSource: int('HASH_PER_SOURCE', DEFAULTS.hashPerSource, 1, 1000),
    },
    trustProxyHops: int('TRUST_PROXY_HOPS', 0, 0, 10),
    phoneDialCode,
    corsOrigins,
    publicBaseUrl,
    google: { clientId: text('GOOGLE_CLIENT_ID'), keys },
    facebook: {
      graph: facebookAppId === undefined || facebookAppSecret === undefined ? undefined : { appId: facebookAppId, appSecret: facebookAppSecret, graphUrl: facebookGraphUrl },
      sandbox: facebookSandbox,
    },
    seedFile,
    devEndpoints: dev,
    payment: { sandbox: paymentSandbox, webhookSecret: webhookSecret ?? randomBytes(32).toString('hex') },
    operatorToken,
    providerSandbox,
    sabongSandbox,
    sabongSandboxRun: { schedule: sabongSchedule, seed: sabongSeed },
    tradeFeed: { sandbox: tradeFeedSandbox, seed: tradeFeedSeed },
    clockOffsetMs,
    gamesFile: text('GAMES_FILE') ?? paths.defaultGamesFile ?? path.join(path.dirname(paths.defaultSeedFile), 'games.yaml'),
    // Production refuses to start without PROVIDER_SECRET (above); only dev falls back to the sample.
    providerSecret: providerSecret ?? DEV_PROVIDER_SECRET,
    cluster: { redisUrl, redisPrefix, leaderPollMs: int('LEADER_POLL_MS', 1_000, 100, 60_000) },
    kyc: {
      sandbox: kycSandbox,
      // Production has no fallback: without the variable an identity adapter refuses to run.
      dataKey: kycKey !== undefined ? { kind: 'env', key: kycKey } : production ? undefined : devKycKey(database, paths.defaultSqliteFile),
    },
    adTracking: { url: adTrackingUrl },
    logs: {
      file: text('LOG_DATABASE_FILE') ?? defaultLogFile(database, paths.defaultSqliteFile),
      rateLimit: {
        windowS: int('LOG_RATE_LIMIT_WINDOW_S', DEFAULTS.logRateLimitWindowS, 1, 24 * 60 * 60),
        perIp: int('LOG_RATE_LIMIT_PER_IP', DEFAULTS.logRateLimitPerIp, 1, 1_000_000),
        perAccount: int('LOG_RATE_LIMIT_PER_TOKEN', DEFAULTS.logRateLimitPerToken, 1, 1_000_000),
      },
      bytesPerIpPerDay: int('LOG_BYTES_PER_IP_PER_DAY', DEFAULTS.logBytesPerIpPerDay, 1024, 2 ** 40),
      bytesPerTokenPerDay: int('LOG_BYTES_PER_TOKEN_PER_DAY', DEFAULTS.logBytesPerTokenPerDay, 1024, 2 ** 40),
      bytesPerDay: int('LOG_BYTES_PER_DAY', DEFAULTS.logBytesPerDay, 1024, 2 ** 40),
      retentionDays: int('LOG_RETENTION_DAYS', DEFAULTS.logRetentionDays, 1, 3650),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * The log store sits next to the money SQLite file (perya.sqlite -> perya-logs.sqlite), or next to
 * where that file would be when the money database is PostgreSQL; in memory when that is.
 */
function defaultLogFile(database: DatabaseConfig, defaultSqliteFile: string): string {
  const moneyFile = database.kind === 'sqlite' ? database.file : defaultSqliteFile;
  if (moneyFile === ':memory:') return ':memory:';
  const base = path.basename(moneyFile).replace(/\.(sqlite3?|db)$/i, '');
  return path.join(path.dirname(moneyFile), `${base}-logs.sqlite`);
}

/**
 * Where development keeps its identity data key when KYC_DATA_KEY is unset: beside the money SQLite
 * file (perya.sqlite -> perya-kyc.key; gitignored with .data/), so data sealed before a restart
 * still opens; a random key per process for an in-memory database.
 */
function devKycKey(database: DatabaseConfig, defaultSqliteFile: string): KycConfig['dataKey'] {
  const moneyFile = database.kind === 'sqlite' ? database.file : defaultSqliteFile;
  if (moneyFile === ':memory:') return { kind: 'devProcess' };
  const base = path.basename(moneyFile).replace(/\.(sqlite3?|db)$/i, '');
  return { kind: 'devFile', file: path.join(path.dirname(moneyFile), `${base}-kyc.key`) };
}

/** DATABASE_URL is a postgres:// URL, a sqlite: URL or a plain SQLite file path. */
export function parseDatabaseUrl(raw: string | undefined, defaultFile: string, problems: string[]): DatabaseConfig {
  if (raw === undefined) return { kind: 'sqlite', file: defaultFile };
  if (/^postgres(ql)?:\/\//i.test(raw)) {
    if (!isUrl(raw, ['postgres:', 'postgresql:'])) problems.push(`DATABASE_URL is not a valid postgres:// URL`);
    return { kind: 'postgres', url: raw };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) && !/^(sqlite|file):/i.test(raw)) {
    problems.push(`DATABASE_URL must be a SQLite file path or a postgres:// URL, got a '${raw.split(':')[0]}:' URL`);
    return { kind: 'sqlite', file: defaultFile };
  }
  const file = raw.replace(/^(sqlite|file):(\/\/)?/i, '');
  if (file === '') problems.push('DATABASE_URL names no SQLite file');
  return { kind: 'sqlite', file };
}

function isUrl(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isPublicBaseUrl(value: string, httpsOnly: boolean): boolean {
  try {
    const url = new URL(value);
    // Plain http only in development, or on this machine's loopback (the README's local run).
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    const schemeOk = url.protocol === 'https:' || (url.protocol === 'http:' && (!httpsOnly || loopback));
    // An origin only: the pages this server renders call it by absolute paths.
    return schemeOk && value === url.origin;
  } catch {
    return false;
  }
}

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
