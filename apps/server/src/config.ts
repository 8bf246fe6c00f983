// Server configuration read from the environment, with one clear error listing every bad value.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { SMS_RESEND_COOLDOWN_S } from '@perya/domain';

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

export interface GoogleConfig {
  /** OAuth client id the ID token's audience must equal; absent means Google sign-in is off. */
  readonly clientId: string | undefined;
  /** Where the verification keys come from. */
  readonly keys:
    | { readonly kind: 'url'; readonly url: string }
    | { readonly kind: 'file'; readonly file: string }
    | { readonly kind: 'inline'; readonly jwks: string };
}

export interface Config {
  readonly nodeEnv: string;
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseConfig;
  readonly logLevel: string;
  /** Lifetime of a session token. */
  readonly tokenTtlS: number;
  /** scrypt cost N (a power of two). OWASP's 2^17 in production; tests lower it (see README). */
  readonly scryptN: number;
  readonly sms: {
    readonly codeTtlS: number;
    readonly maxAttempts: number;
    readonly resendCooldownS: number;
  };
  readonly rateLimit: RateLimitConfig;
  /** Allowed CORS origins; `undefined` means any http(s) origin on localhost or 127.0.0.1. */
  readonly corsOrigins: readonly string[] | undefined;
  /**
   * PUBLIC_BASE_URL: scheme://host[:port] players reach this server at; launch and payment
   * URLs are built from it, never from the Host header. Required in production; unset outside
   * production means this server's own listening address (http://127.0.0.1:<port>).
   */
  readonly publicBaseUrl: string | undefined;
  readonly google: GoogleConfig;
  /** YAML or JSON file with operator-editable config values (apps/server/seed/config.yaml). */
  readonly seedFile: string;
  /** The dev-only SMS outbox endpoint is served unless NODE_ENV=production. */
  readonly devEndpoints: boolean;
  readonly payment: {
    /** The offline payment sandbox (checkout page + signed webhook); on unless production. */
    readonly sandbox: boolean;
    /** HMAC key of sandbox webhooks; random per process unless PAYMENT_WEBHOOK_SECRET is set. */
    readonly webhookSecret: string;
  };
  /**
   * Token of the operator endpoints (/ops/*: settle withdrawals, audit the ledger). Unset: the
   * endpoints are open outside production and absent in production.
   */
  readonly operatorToken: string | undefined;
  /**
   * CLOCK_OFFSET_MS: added to the system clock (tests and demos of time-of-day rules such as the
   * 7:00-19:00 withdrawal hours against a spawned server). Refused in production.
   */
  readonly clockOffsetMs: number;
  /** YAML or JSON game catalogue and availability rules (apps/server/seed/games.yaml). */
  readonly gamesFile: string;
  /** Shared secret that signs the game provider's seamless-wallet callbacks (HMAC-SHA256). */
  readonly providerSecret: string;
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
 * The sandbox provider's secret outside production, so a fresh machine needs no setup. In
 * production an unset PROVIDER_SECRET becomes a random one (a value everyone can read in this file
 * must sign nothing real); a real provider integration sets it.
 */
export const DEV_PROVIDER_SECRET = 'perya-sandbox-provider-secret';
const PROVIDER_SECRET_MIN_LENGTH = 16;

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

  const nodeEnv = text('NODE_ENV') ?? 'development';
  const port = int('PORT', DEFAULTS.port, 0, 65_535);
  const host = text('HOST') ?? DEFAULTS.host;

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${logLevel}'`);
  }

  const database = parseDatabaseUrl(text('DATABASE_URL'), paths.defaultSqliteFile, problems);

  const scryptN = int('SCRYPT_N', DEFAULTS.scryptN, 2 ** 10, 2 ** 20);
  if ((scryptN & (scryptN - 1)) !== 0) problems.push(`SCRYPT_N must be a power of two, got ${scryptN}`);

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
  const publicBaseUrl = text('PUBLIC_BASE_URL')?.replace(/\/+$/, '');
  if (publicBaseUrl === undefined) {
    if (nodeEnv === 'production') problems.push('PUBLIC_BASE_URL must be set in production (the https URL players reach this server at)');
  } else if (!isPublicBaseUrl(publicBaseUrl, nodeEnv === 'production')) {
    problems.push(
      `PUBLIC_BASE_URL must be an ${nodeEnv === 'production' ? 'https' : 'http(s)'} origin like https://api.brand.example (no path, query or credentials), got '${publicBaseUrl}'`,
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

  const providerSecret = text('PROVIDER_SECRET');
  if (providerSecret !== undefined && providerSecret.length < PROVIDER_SECRET_MIN_LENGTH) {
    problems.push(`PROVIDER_SECRET must be at least ${PROVIDER_SECRET_MIN_LENGTH} characters`);
  }
  const seedFile = text('SEED_FILE') ?? paths.defaultSeedFile;

  const paymentSandboxRaw = text('PAYMENT_SANDBOX');
  if (paymentSandboxRaw !== undefined && !['0', '1'].includes(paymentSandboxRaw)) {
    problems.push(`PAYMENT_SANDBOX must be 0 or 1, got '${paymentSandboxRaw}'`);
  }
  const paymentSandbox = paymentSandboxRaw === undefined ? nodeEnv !== 'production' : paymentSandboxRaw === '1';
  const webhookSecret = text('PAYMENT_WEBHOOK_SECRET');
  if (webhookSecret !== undefined && webhookSecret.length < 16) problems.push('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
  if (paymentSandbox && nodeEnv === 'production' && webhookSecret === undefined) {
    problems.push('PAYMENT_WEBHOOK_SECRET must be set when PAYMENT_SANDBOX=1 in production');
  }
  const clockOffsetRaw = text('CLOCK_OFFSET_MS');
  let clockOffsetMs = 0;
  if (clockOffsetRaw !== undefined) {
    if (!/^-?\d{1,13}$/.test(clockOffsetRaw)) problems.push(`CLOCK_OFFSET_MS must be a whole number of milliseconds, got '${clockOffsetRaw}'`);
    else if (nodeEnv === 'production') problems.push('CLOCK_OFFSET_MS is for tests and demos; it cannot be set in production');
    else clockOffsetMs = Number(clockOffsetRaw);
  }
  const operatorToken = text('OPERATOR_TOKEN');
  if (operatorToken !== undefined && operatorToken.length < 16) problems.push('OPERATOR_TOKEN must be at least 16 characters');

  const config: Config = {
    nodeEnv,
    port,
    host,
    database,
    logLevel,
    tokenTtlS: int('TOKEN_TTL_S', DEFAULTS.tokenTtlS, 60, 365 * 24 * 60 * 60),
    scryptN,
    sms: {
      codeTtlS: int('SMS_CODE_TTL_S', DEFAULTS.smsCodeTtlS, 30, 24 * 60 * 60),
      maxAttempts: int('SMS_MAX_ATTEMPTS', DEFAULTS.smsMaxAttempts, 1, 100),
      resendCooldownS: int('SMS_RESEND_COOLDOWN_S', SMS_RESEND_COOLDOWN_S, 0, 24 * 60 * 60),
    },
    rateLimit: {
      windowS: int('RATE_LIMIT_WINDOW_S', DEFAULTS.rateLimitWindowS, 1, 24 * 60 * 60),
      perIp: int('RATE_LIMIT_PER_IP', DEFAULTS.rateLimitPerIp, 1, 1_000_000),
      perAccount: int('RATE_LIMIT_PER_ACCOUNT', DEFAULTS.rateLimitPerAccount, 1, 1_000_000),
    },
    corsOrigins,
    publicBaseUrl,
    google: { clientId: text('GOOGLE_CLIENT_ID'), keys },
    seedFile,
    devEndpoints: nodeEnv !== 'production',
    payment: { sandbox: paymentSandbox, webhookSecret: webhookSecret ?? randomBytes(32).toString('hex') },
    operatorToken,
    clockOffsetMs,
    gamesFile: text('GAMES_FILE') ?? paths.defaultGamesFile ?? path.join(path.dirname(paths.defaultSeedFile), 'games.yaml'),
    // Production without PROVIDER_SECRET: a random secret, so only the in-process sandbox can sign.
    providerSecret: providerSecret ?? (nodeEnv === 'production' ? randomBytes(32).toString('hex') : DEV_PROVIDER_SECRET),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
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
    const schemeOk = url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:');
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
