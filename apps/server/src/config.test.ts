import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULTS, DEV_PROVIDER_SECRET, loadConfig, weakSecret } from './config';

const paths = { defaultSqliteFile: '/data/perya.sqlite', defaultSeedFile: '/seed/config.yaml' };
/** Development mode, as `pnpm dev` and the tests run. */
const DEV = { PERYA_DEV: '1' } as const;
/** Secrets production accepts (random-looking, 32+ characters). */
const SECRETS = {
  OPERATOR_TOKEN: 'f3a9c1d27b6e48a0b5c9d8e7f6a1b2c3',
  PAYMENT_WEBHOOK_SECRET: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e',
  PROVIDER_SECRET: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b',
  PUBLIC_BASE_URL: 'https://api.perya.example',
} as const;

function problems(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, paths);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('loadConfig', () => {
  it('in development mode needs no setup: SQLite file, port 4000 on 127.0.0.1, OWASP scrypt, spec §9 SMS cooldown', () => {
    const config = loadConfig(DEV, paths);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: '/data/perya.sqlite' },
      scryptN: 2 ** 17,
      sms: { codeTtlS: 300, maxAttempts: 5, resendCooldownS: 120 },
      corsOrigins: undefined,
      mode: 'development',
      devEndpoints: true,
      seedFile: '/seed/config.yaml',
    });
    expect(config.sms.sandbox && config.payment.sandbox && config.providerSandbox).toBe(true);
    expect(config.google).toEqual({ clientId: undefined, keys: { kind: 'url', url: DEFAULTS.googleJwksUrl } });
  });

  it('cluster: one instance unless REDIS_URL (PostgreSQL only); prefix and leader poll checked', () => {
    expect(loadConfig(DEV, paths).cluster).toEqual({ redisUrl: undefined, redisPrefix: 'perya', leaderPollMs: 1_000 });
    const pgUrl = 'postgres://perya@db.internal:5432/perya';
    expect(
      loadConfig({ ...DEV, DATABASE_URL: pgUrl, REDIS_URL: 'redis://:pw@cache.internal:6379/0', REDIS_PREFIX: 'perya-ph', LEADER_POLL_MS: '500' }, paths).cluster,
    ).toEqual({ redisUrl: 'redis://:pw@cache.internal:6379/0', redisPrefix: 'perya-ph', leaderPollMs: 500 });
    expect(problems({ ...DEV, REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual([
      'REDIS_URL is for several instances on one PostgreSQL database; SQLite serves one process (unset REDIS_URL or set DATABASE_URL to postgres://)',
    ]);
    const bad = problems({ ...DEV, DATABASE_URL: pgUrl, REDIS_URL: 'http://user:hunter2@cache:6379', REDIS_PREFIX: 'no spaces', LEADER_POLL_MS: '5' });
    expect(bad).toEqual([
      "REDIS_URL must be a redis:// or rediss:// URL like redis://127.0.0.1:6379, got a 'http:' value",
      "REDIS_PREFIX must be 1-64 letters, digits, '_', '.', ':' or '-', got 'no spaces'",
      'LEADER_POLL_MS must be between 100 and 60000, got 5',
    ]);
    // The password in a wrong REDIS_URL is not repeated in the message.
    expect(bad.join('\n')).not.toContain('hunter2');
  });

  it('reads DATABASE_URL as a postgres URL, a sqlite: URL or a file path', () => {
    expect(loadConfig({ ...DEV, DATABASE_URL: 'postgres://u@h:5432/db' }, paths).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(loadConfig({ ...DEV, DATABASE_URL: 'postgresql://h/db' }, paths).database.kind).toBe('postgres');
    expect(loadConfig({ ...DEV, DATABASE_URL: 'sqlite:/tmp/x.db' }, paths).database).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(loadConfig({ ...DEV, DATABASE_URL: './local.sqlite' }, paths).database).toEqual({ kind: 'sqlite', file: './local.sqlite' });
  });

  it('is production unless PERYA_DEV=1: no dev endpoints, no sandbox unless opted in per adapter', () => {
    const production = loadConfig(SECRETS, paths);
    expect(production.mode).toBe('production');
    expect(production.devEndpoints).toBe(false);
    expect([production.payment.sandbox, production.sms.sandbox, production.providerSandbox, production.sabongSandbox, production.tradeFeed.sandbox]).toEqual([false, false, false, false, false]);
    expect(loadConfig({ ...SECRETS, TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '0' }, paths).tradeFeed.sandbox).toBe(true);
    expect(loadConfig(DEV, paths).tradeFeed.sandbox).toBe(true);
    const demo = loadConfig({ ...SECRETS, PAYMENT_SANDBOX: '1', SMS_SANDBOX: '1', PROVIDER_SANDBOX: '0' }, paths);
    expect([demo.mode, demo.payment.sandbox, demo.sms.sandbox, demo.providerSandbox]).toEqual(['production', true, true, false]);
    expect(loadConfig({ ...DEV, PAYMENT_SANDBOX: '0' }, paths).payment.sandbox).toBe(false);
    expect(problems({ PERYA_DEV: '1', NODE_ENV: 'production' }).join()).toMatch(/PERYA_DEV=1 .*cannot run with NODE_ENV=production/);
    expect(problems({ ...DEV, SMS_SANDBOX: 'yes' }).join()).toMatch(/SMS_SANDBOX must be 0 or 1/);
  });

  it('production refuses to start without the operator token and the webhook and provider secrets', () => {
    const missing = problems({}).join('\n');
    expect(missing).toMatch(/OPERATOR_TOKEN must be set in production/);
    expect(missing).toMatch(/PAYMENT_WEBHOOK_SECRET must be set in production/);
    expect(missing).toMatch(/PROVIDER_SECRET must be set in production/);
    // Sample values (the dev provider secret, doc words, short or repetitive strings) are refused too.
    const weak = problems({ OPERATOR_TOKEN: 'a'.repeat(40), PAYMENT_WEBHOOK_SECRET: 'short-but-16-chars', PROVIDER_SECRET: `${DEV_PROVIDER_SECRET}-0123456789abcdef` }).join('\n');
    expect(weak).toMatch(/OPERATOR_TOKEN repeats too few characters/);
    expect(weak).toMatch(/PAYMENT_WEBHOOK_SECRET is shorter than 32/);
    expect(weak).toMatch(/PROVIDER_SECRET is a sample value/);
    expect(weakSecret(SECRETS.OPERATOR_TOKEN)).toBeUndefined();
    // Test-speed password hashing is refused in production.
    expect(problems({ ...SECRETS, SCRYPT_N: '1024' }).join()).toMatch(/SCRYPT_N below/);
    // Players reach production over https; plain http only on this machine's loopback (the local run).
    expect(problems({ ...SECRETS, PUBLIC_BASE_URL: 'http://api.perya.example' }).join()).toMatch(/PUBLIC_BASE_URL must be an https origin/);
    expect(problems({ ...SECRETS, PUBLIC_BASE_URL: 'http://127.0.0.1:4000' })).toEqual([]);
  });

  it('spec §7 ad tracking: off unless AD_TRACKING_URL names the ad system (https in production)', () => {
    expect(loadConfig(DEV, paths).adTracking.url).toBeUndefined();
    expect(loadConfig({ ...DEV, AD_TRACKING_URL: 'http://127.0.0.1:9000/track' }, paths).adTracking.url).toBe('http://127.0.0.1:9000/track');
    expect(loadConfig({ ...SECRETS, AD_TRACKING_URL: 'https://ads.example/track' }, paths).adTracking.url).toBe('https://ads.example/track');
    expect(problems({ ...SECRETS, AD_TRACKING_URL: 'http://ads.example/track' }).join()).toMatch(/AD_TRACKING_URL must be an https URL/);
    expect(problems({ ...DEV, AD_TRACKING_URL: 'ads.example' }).join()).toMatch(/AD_TRACKING_URL must be an http\(s\) URL/);
  });

  it('sessions: 7 days absolute, 12 hours idle by default; both from the environment', () => {
    expect(loadConfig(DEV, paths)).toMatchObject({ tokenTtlS: 7 * 24 * 3600, sessionIdleS: 12 * 3600 });
    expect(loadConfig({ ...DEV, TOKEN_TTL_S: '86400', SESSION_IDLE_S: '900' }, paths)).toMatchObject({ tokenTtlS: 86_400, sessionIdleS: 900 });
    expect(() => loadConfig({ ...DEV, SESSION_IDLE_S: '10' }, paths)).toThrow(/SESSION_IDLE_S must be between 60/);
  });

  it('logs: their own SQLite file next to the money one (also when that is PostgreSQL), limits from the environment', () => {
    expect(loadConfig(DEV, paths).logs).toEqual({
      file: '/data/perya-logs.sqlite',
      rateLimit: { windowS: 60, perIp: 300, perAccount: 60 },
      bytesPerIpPerDay: 20 * 1024 * 1024,
      bytesPerTokenPerDay: 2 * 1024 * 1024,
      bytesPerDay: 256 * 1024 * 1024,
      retentionDays: 14,
    });
    expect(loadConfig({ ...DEV, DATABASE_URL: '/srv/money/main.db' }, paths).logs.file).toBe('/srv/money/main-logs.sqlite');
    expect(loadConfig({ ...DEV, DATABASE_URL: 'postgres://u@h/db' }, paths).logs.file).toBe('/data/perya-logs.sqlite');
    expect(loadConfig({ ...DEV, DATABASE_URL: ':memory:' }, paths).logs.file).toBe(':memory:');
    expect(loadConfig({ ...DEV, LOG_DATABASE_FILE: '/var/log/perya/logs.sqlite', LOG_RETENTION_DAYS: '30' }, paths).logs).toMatchObject({
      file: '/var/log/perya/logs.sqlite',
      retentionDays: 30,
    });
    try {
      loadConfig({ ...DEV, LOG_RATE_LIMIT_PER_TOKEN: '0', LOG_BYTES_PER_DAY: 'lots', LOG_RETENTION_DAYS: '0' }, paths);
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems.join('\n')).toMatch(/LOG_RATE_LIMIT_PER_TOKEN[\s\S]*LOG_BYTES_PER_DAY[\s\S]*LOG_RETENTION_DAYS/);
    }
  });

  it('collects every bad value into one error', () => {
    try {
      loadConfig(
        { ...DEV, PORT: '70000', LOG_LEVEL: 'loud', CORS_ORIGINS: 'https://ok.example,https://bad.example/path', GOOGLE_JWKS: '{nope', TOKEN_TTL_S: '1.5' },
        paths,
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/PORT.*70000[\s\S]*LOG_LEVEL[\s\S]*CORS_ORIGINS[\s\S]*GOOGLE_JWKS[\s\S]*TOKEN_TTL_S/);
    }
  });

  it('accounts: +63 and no trusted proxy by default; TRUST_PROXY_HOPS, PHONE_DIAL_CODE and the old TRUST_PROXY checked', () => {
    const config = loadConfig(DEV, paths);
    expect([config.phoneDialCode, config.trustProxyHops]).toEqual(['+63', 0]);
    expect(config.sms).toMatchObject({ dailyPerPhone: 10, dailyPerIp: 50, checkTriesPerCaller: 5 });
    expect(config.hashQueue).toEqual({ concurrency: 2, maxWaiting: 64, perSource: 4 });
    expect(loadConfig({ ...DEV, TRUST_PROXY_HOPS: '2', PHONE_DIAL_CODE: '+52' }, paths)).toMatchObject({ trustProxyHops: 2, phoneDialCode: '+52' });
    expect(() => loadConfig({ ...DEV, TRUST_PROXY: '1' }, paths)).toThrow(/TRUST_PROXY is no longer read.*TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ ...DEV, PHONE_DIAL_CODE: '63' }, paths)).toThrow(/PHONE_DIAL_CODE must be a dialling code like \+63/);
    expect(() => loadConfig({ ...DEV, TRUST_PROXY_HOPS: '-1' }, paths)).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('allows only one Google key source', () => {
    expect(() => loadConfig({ ...DEV, GOOGLE_JWKS_FILE: '/k.json', GOOGLE_JWKS_URL: 'https://x.example/certs' }, paths)).toThrow(/only one of/);
    expect(loadConfig({ ...DEV, GOOGLE_JWKS_FILE: '/k.json', GOOGLE_CLIENT_ID: 'cid' }, paths).google).toEqual({
      clientId: 'cid',
      keys: { kind: 'file', file: '/k.json' },
    });
  });

  it('wallet: the payment sandbox is on in development with a random secret', () => {
    const dev = loadConfig(DEV, paths);
    expect(dev.payment.sandbox).toBe(true);
    expect(dev.payment.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig(DEV, paths).payment.webhookSecret).not.toBe(dev.payment.webhookSecret);
    expect(dev.operatorToken).toBeUndefined();
    expect(dev.clockOffsetMs).toBe(0);
    const set = loadConfig({ ...DEV, PAYMENT_WEBHOOK_SECRET: 's'.repeat(16), OPERATOR_TOKEN: 't'.repeat(16), CLOCK_OFFSET_MS: '-3600000' }, paths);
    expect([set.payment.webhookSecret, set.operatorToken, set.clockOffsetMs]).toEqual(['s'.repeat(16), 't'.repeat(16), -3_600_000]);
  });

  it('issue 26: Xendit (XENDIT_*) turns the dev payment sandbox off; both switched on, or half of it, is a ConfigError', () => {
    const XENDIT = { XENDIT_SECRET_KEY: 'xnd_production_Q8pLk2VdR7sWx4Nz9BcF3hJm6TyE1uGa', XENDIT_CALLBACK_TOKEN: 'Hq7Zt3Wc9Lp2Nv8Rx5Bk1Ms6Df4Jg0Ya' };
    const dev = loadConfig({ ...DEV, ...XENDIT }, paths).payment;
    expect(dev.sandbox).toBe(false);
    expect(dev.xendit).toEqual({ secretKey: XENDIT.XENDIT_SECRET_KEY, callbackToken: XENDIT.XENDIT_CALLBACK_TOKEN, apiUrl: 'https://api.xendit.co' });
    expect(loadConfig(DEV, paths).payment.xendit).toBeUndefined();
    expect(problems({ ...DEV, ...XENDIT, PAYMENT_SANDBOX: '1' }).join()).toMatch(/PAYMENT_SANDBOX=1 cannot run beside Xendit/);
    expect(problems({ ...DEV, XENDIT_SECRET_KEY: XENDIT.XENDIT_SECRET_KEY }).join()).toMatch(/XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN go together/);
    // A malformed key is named, never echoed.
    const bad = problems({ ...DEV, XENDIT_SECRET_KEY: 'sk_live_abcdefgh12345678', XENDIT_CALLBACK_TOKEN: XENDIT.XENDIT_CALLBACK_TOKEN }).join();
    expect(bad).toMatch(/XENDIT_SECRET_KEY must be a Xendit secret API key/);
    expect(bad).not.toContain('sk_live_abcdefgh12345678');
    // Tests point the SDK at a local fake; production talks to Xendit over https only.
    expect(loadConfig({ ...DEV, ...XENDIT, XENDIT_API_URL: 'http://127.0.0.1:4010/' }, paths).payment.xendit?.apiUrl).toBe('http://127.0.0.1:4010');
    expect(problems({ ...SECRETS, ...XENDIT, XENDIT_API_URL: 'http://api.xendit.co' }).join()).toMatch(/XENDIT_API_URL must be an https URL/);
    expect(problems({ ...SECRETS, ...XENDIT, XENDIT_API_URL: 'https://xendit.attacker.example' }).join()).toMatch(/XENDIT_API_URL is for tests; production talks to https:\/\/api\.xendit\.co/);
    expect(problems({ ...SECRETS, ...XENDIT, XENDIT_CALLBACK_TOKEN: 'ab'.repeat(20) }).join()).toMatch(/XENDIT_CALLBACK_TOKEN repeats too few characters/);
    expect(problems({ ...SECRETS, ...XENDIT })).toEqual([]);
    expect(loadConfig({ ...SECRETS, ...XENDIT }, paths).payment).toMatchObject({ sandbox: false, xendit: { apiUrl: 'https://api.xendit.co' } });
  });

  it('wallet: refuses short secrets and a clock offset in production', () => {
    expect(problems({ ...DEV, PAYMENT_WEBHOOK_SECRET: 'short', OPERATOR_TOKEN: 'short', PAYMENT_SANDBOX: 'yes', CLOCK_OFFSET_MS: '1.5' })).toHaveLength(4);
    expect(problems({ ...SECRETS, CLOCK_OFFSET_MS: '1000' }).join()).toMatch(/CLOCK_OFFSET_MS .*production/);
  });

  it('identity checks: sandbox on in development with a key kept beside the SQLite file; production needs KYC_DATA_KEY to run one', () => {
    expect(loadConfig(DEV, paths).kyc).toEqual({ sandbox: true, dataKey: { kind: 'devFile', file: '/data/perya-kyc.key' } });
    expect(loadConfig({ ...DEV, DATABASE_URL: ':memory:' }, paths).kyc.dataKey).toEqual({ kind: 'devProcess' });
    expect(loadConfig({ ...DEV, DATABASE_URL: 'postgres://u@h/db' }, paths).kyc.dataKey).toEqual({ kind: 'devFile', file: '/data/perya-kyc.key' });
    const key = 'a3f19c0b7d2e4f6a8b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f13';
    expect(loadConfig({ ...DEV, KYC_DATA_KEY: key }, paths).kyc.dataKey).toEqual({ kind: 'env', key: Buffer.from(key, 'hex') });
    // Production: off, and no key made up.
    expect(loadConfig(SECRETS, paths).kyc).toEqual({ sandbox: false, dataKey: undefined });
    expect(problems({ ...SECRETS, KYC_SANDBOX: '1' }).join()).toMatch(/KYC_DATA_KEY must be set in production/);
    expect(loadConfig({ ...SECRETS, KYC_SANDBOX: '1', KYC_DATA_KEY: key }, paths).kyc).toEqual({ sandbox: true, dataKey: { kind: 'env', key: Buffer.from(key, 'hex') } });
    expect(problems({ ...DEV, KYC_DATA_KEY: 'too-short' }).join()).toMatch(/KYC_DATA_KEY must be 32 bytes/);
    expect(problems({ ...DEV, KYC_SANDBOX: 'yes' }).join()).toMatch(/KYC_SANDBOX must be 0 or 1/);
  });

  it('issue 26 item 6: Onfido identity checks (ONFIDO_*): both tokens, a region, the API URL override for tests only, never beside the sandbox', () => {
    const key = 'a3f19c0b7d2e4f6a8b1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f13';
    const ONFIDO = { ONFIDO_API_TOKEN: 'api_live.abcdefghij.0123456789abcdef', ONFIDO_WEBHOOK_TOKEN: 'Zq8xW3vB7nM2kL5pR9tY4uI6oP1aS0dF' } as const;
    // Production: the region's host (EU by default), no sandbox.
    expect(loadConfig({ ...SECRETS, ...ONFIDO, KYC_DATA_KEY: key }, paths).kyc).toEqual({
      sandbox: false,
      dataKey: { kind: 'env', key: Buffer.from(key, 'hex') },
      onfido: { apiToken: ONFIDO.ONFIDO_API_TOKEN, webhookToken: ONFIDO.ONFIDO_WEBHOOK_TOKEN, region: 'EU', apiUrl: undefined },
    });
    expect(loadConfig({ ...SECRETS, ...ONFIDO, KYC_DATA_KEY: key, ONFIDO_REGION: 'us' }, paths).kyc.onfido?.region).toBe('US');
    expect(problems({ ...SECRETS, ...ONFIDO, KYC_DATA_KEY: key, ONFIDO_REGION: 'APAC' }).join()).toMatch(/ONFIDO_REGION must be one of EU, US, CA/);
    // Production refuses any other API host and runs without the data key nowhere.
    expect(problems({ ...SECRETS, ...ONFIDO, KYC_DATA_KEY: key, ONFIDO_API_URL: 'https://onfido.mirror.example' })).toEqual([
      "ONFIDO_API_URL is for tests; production talks to Onfido's API of ONFIDO_REGION (EU, US or CA)",
    ]);
    expect(problems({ ...SECRETS, ...ONFIDO }).join()).toMatch(/KYC_DATA_KEY must be set in production when Onfido runs/);
    // A sandbox never runs beside the real provider; the dev default of the sandbox yields to Onfido.
    expect(problems({ ...DEV, ...ONFIDO, KYC_SANDBOX: '1' })).toEqual([
      'KYC_SANDBOX=1 cannot run beside Onfido (ONFIDO_API_TOKEN): unset KYC_SANDBOX (or set it to 0), or unset the Onfido token',
    ]);
    expect(problems({ ...SECRETS, ...ONFIDO, KYC_DATA_KEY: key, KYC_SANDBOX: '1' }).join()).toMatch(/KYC_SANDBOX=1 cannot run beside Onfido/);
    expect(loadConfig({ ...DEV, ...ONFIDO, ONFIDO_API_URL: 'http://127.0.0.1:9/' }, paths).kyc).toMatchObject({ sandbox: false, onfido: { apiUrl: 'http://127.0.0.1:9' } });
    expect(problems({ ...DEV, ...ONFIDO, ONFIDO_API_URL: 'ftp://x' }).join()).toMatch(/ONFIDO_API_URL must be an http\(s\) URL/);
    // Both tokens or neither: the webhook's token verifies the answers.
    expect(problems({ ...DEV, ONFIDO_API_TOKEN: ONFIDO.ONFIDO_API_TOKEN }).join()).toMatch(/set ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_TOKEN together/);
    expect(problems({ ...DEV, ONFIDO_WEBHOOK_TOKEN: ONFIDO.ONFIDO_WEBHOOK_TOKEN }).join()).toMatch(/set ONFIDO_API_TOKEN and ONFIDO_WEBHOOK_TOKEN together/);
    expect(problems({ ...DEV, ONFIDO_REGION: 'EU' }).join()).toMatch(/ONFIDO_REGION \/ ONFIDO_API_URL is set but ONFIDO_API_TOKEN is not/);
    // A token's value is never echoed in a problem.
    expect(problems({ ...SECRETS, ONFIDO_API_TOKEN: ONFIDO.ONFIDO_API_TOKEN }).join()).not.toContain(ONFIDO.ONFIDO_API_TOKEN);
  });

  it('gives every variable its default when unset, and reads a blank variable as unset', () => {
    const expected = {
      mode: 'development',
      nodeEnv: 'development',
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: '/data/perya.sqlite' },
      logLevel: 'info',
      tokenTtlS: 7 * 24 * 3600,
      sessionIdleS: 12 * 3600,
      scryptN: 2 ** 17,
      sms: { codeTtlS: 300, maxAttempts: 5, resendCooldownS: 120, sandbox: true, dailyPerPhone: 10, dailyPerIp: 50, checkTriesPerCaller: 5 },
      rateLimit: { windowS: 60, perIp: 30, perAccount: 10 },
      loginGuard: { deviceFailures: 5, ipFailures: 20, baseLockS: 60, maxLockS: 3600, ipFailuresPerWindow: 100, windowS: 900 },
      hashQueue: { concurrency: 2, maxWaiting: 64, perSource: 4 },
      trustProxyHops: 0,
      phoneDialCode: '+63',
      corsOrigins: undefined,
      publicBaseUrl: undefined,
      google: { clientId: undefined, keys: { kind: 'url', url: 'https://www.googleapis.com/oauth2/v3/certs' } },
      facebook: { graph: undefined, sandbox: true },
      seedFile: '/seed/config.yaml',
      devEndpoints: true,
      payment: { sandbox: true, webhookSecret: expect.stringMatching(/^[0-9a-f]{64}$/) },
      operatorToken: undefined,
      providerSandbox: true,
      sabongSandbox: true,
      sabongSandboxRun: { schedule: { openMs: 60_000, lastCallMs: 15_000, resultMs: 20_000, pauseMs: 10_000 }, seed: undefined },
      tradeFeed: { sandbox: true, binance: undefined, seed: { kind: 'file', file: '/data/perya-trade-feed.seed' }, realMoney: true },
      clockOffsetMs: 0,
      gamesFile: '/seed/games.yaml',
      providerSecret: DEV_PROVIDER_SECRET,
      cluster: { redisUrl: undefined, redisPrefix: 'perya', leaderPollMs: 1000 },
      kyc: { sandbox: true, dataKey: { kind: 'devFile', file: '/data/perya-kyc.key' } },
      adTracking: { url: undefined },
      email: { smtp: undefined, sandbox: true },
      logs: {
        file: '/data/perya-logs.sqlite',
        rateLimit: { windowS: 60, perIp: 300, perAccount: 60 },
        bytesPerIpPerDay: 20 * 1024 * 1024,
        bytesPerTokenPerDay: 2 * 1024 * 1024,
        bytesPerDay: 256 * 1024 * 1024,
        retentionDays: 14,
      },
    };
    expect(loadConfig(DEV, paths)).toStrictEqual(expected);
    const blank = ['PORT', 'HOST', 'LOG_LEVEL', 'DATABASE_URL', 'SCRYPT_N', 'CORS_ORIGINS', 'SMS_SANDBOX', 'TRADE_FEED_SEED', 'REDIS_PREFIX', 'LOG_RETENTION_DAYS', 'TRUST_PROXY', 'CLOCK_OFFSET_MS'];
    expect(loadConfig({ ...DEV, ...Object.fromEntries(blank.map((name) => [name, '  '])) }, paths)).toStrictEqual(expected);
    // Production's own defaults: every sandbox off, no dev endpoints, no made-up identity key.
    expect(loadConfig(SECRETS, paths)).toMatchObject({
      mode: 'production',
      nodeEnv: 'production',
      devEndpoints: false,
      sms: { sandbox: false },
      payment: { sandbox: false, webhookSecret: SECRETS.PAYMENT_WEBHOOK_SECRET },
      facebook: { sandbox: false },
      providerSandbox: false,
      sabongSandbox: false,
      tradeFeed: { sandbox: false },
      kyc: { sandbox: false, dataKey: undefined },
      email: { smtp: undefined, sandbox: false },
      providerSecret: SECRETS.PROVIDER_SECRET,
    });
  });

  it('issue 26: email by SMTP_URL or SMTP_HOST with SMTP_FROM (TLS required in production), else the sandbox outbox in development', () => {
    const from = 'Perya <no-reply@perya.example>';
    expect(loadConfig({ ...SECRETS, SMTP_URL: 'smtps://mailer:pw@smtp.perya.example', SMTP_FROM: from }, paths).email).toEqual({
      smtp: { url: 'smtps://mailer:pw@smtp.perya.example', host: '', port: 587, secure: false, user: undefined, pass: undefined, from, requireTls: true },
      sandbox: false,
    });
    expect(loadConfig({ ...DEV, SMTP_HOST: 'smtp.perya.example', SMTP_PORT: '465', SMTP_USER: 'mailer', SMTP_PASS: 'pw', SMTP_FROM: 'no-reply@perya.example' }, paths).email.smtp).toEqual({
      url: undefined, host: 'smtp.perya.example', port: 465, secure: true, user: 'mailer', pass: 'pw', from: 'no-reply@perya.example', requireTls: false,
    });
    expect(loadConfig({ ...SECRETS, EMAIL_SANDBOX: '1' }, paths).email).toEqual({ smtp: undefined, sandbox: true });
    const wrong = problems({ ...DEV, SMTP_URL: 'http://mailer:hunter2@smtp.perya.example', SMTP_HOST: 'smtp.perya.example', SMTP_USER: 'mailer' });
    expect(wrong).toEqual([
      "SMTP_URL must be an smtp:// or smtps:// URL, got a 'http:' value",
      'set only one of SMTP_URL and SMTP_HOST',
      'set SMTP_USER and SMTP_PASS together (or neither)',
      'SMTP_FROM (the sender address) goes with SMTP_URL or SMTP_HOST: set both or neither',
    ]);
    // The password in a wrong URL is never repeated.
    expect(wrong.join('\n')).not.toContain('hunter2');
    expect(problems({ ...DEV, SMTP_FROM: 'not an address' })[0]).toMatch(/^SMTP_FROM must be an address or Name <address>/);
  });

  it('reports bad values of several kinds and broken rules together, one line per problem naming its variable', () => {
    const env = {
      ...SECRETS,
      OPERATOR_TOKEN: undefined,
      PORT: 'eighty',
      SMS_SANDBOX: 'yes',
      SABONG_SANDBOX_SEED: 'x'.repeat(129),
      LOG_RETENTION_DAYS: '0',
      REDIS_URL: 'redis://127.0.0.1:6379',
      CLOCK_OFFSET_MS: '1000',
      PROVIDER_SECRET: DEV_PROVIDER_SECRET,
    };
    let error: unknown;
    try {
      loadConfig(env, paths);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems).toEqual([
      "PORT must be a whole number between 0 and 65535, got 'eighty'",
      "SMS_SANDBOX must be 0 or 1, got 'yes'",
      'SABONG_SANDBOX_SEED must be at most 128 characters',
      'LOG_RETENTION_DAYS must be between 1 and 3650, got 0',
      'CLOCK_OFFSET_MS is for tests and demos; it cannot be set in production',
      'REDIS_URL is for several instances on one PostgreSQL database; SQLite serves one process (unset REDIS_URL or set DATABASE_URL to postgres://)',
      'OPERATOR_TOKEN must be set in production (the /ops/* endpoints (withdrawal decisions, sabong results) need it); generate one with: openssl rand -hex 32',
      'PROVIDER_SECRET is shorter than 32 characters; production needs a random secret (openssl rand -hex 32)',
    ]);
    expect(message).toBe(`Invalid server configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  });

  it('applies the production-only rules in production alone', () => {
    const lax = { SCRYPT_N: '1024', CLOCK_OFFSET_MS: '1000', AD_TRACKING_URL: 'http://ads.example/track', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9000' };
    const weak = { OPERATOR_TOKEN: 't'.repeat(16), PAYMENT_WEBHOOK_SECRET: 'change-me-change-me-change-me-0123', KYC_DATA_KEY: 'a'.repeat(64), KYC_SANDBOX: '1' };
    expect(problems({ ...DEV, ...lax, ...weak })).toEqual([]);
    expect(problems({ ...SECRETS, ...lax, ...weak })).toEqual([
      'SCRYPT_N below 32768 is for tests; production hashes passwords at 2^15 or more',
      "AD_TRACKING_URL must be an https URL of the ad system, got 'http://ads.example/track'",
      "FACEBOOK_GRAPH_URL must be an https URL like https://graph.facebook.com/v21.0, got 'http://127.0.0.1:9000'",
      'KYC_DATA_KEY repeats too few characters to be random; production needs a random key (openssl rand -hex 32)',
      'CLOCK_OFFSET_MS is for tests and demos; it cannot be set in production',
      'OPERATOR_TOKEN is shorter than 32 characters; production needs a random secret (openssl rand -hex 32)',
      'PAYMENT_WEBHOOK_SECRET is a sample value from the docs; production needs a random secret (openssl rand -hex 32)',
    ]);
  });
});

// Issue 26 items 7b and 3: sandbox doors. A sandbox switch set on beside a configured real provider of
// the same kind is a ConfigError (the only real provider configured by environment today is Facebook;
// the real adapters given in code are checked by buildApp); the trade feed's seed is never a constant of
// the source; and production refuses the sandbox feed beside real-money trading without an opt-in.
describe('issue 26: Pix through Mercado Pago (MERCADOPAGO_*)', () => {
  const MERCADOPAGO = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-4412345678901234-011512-0f1e2d3c4b5a69788796a5b4c3d2e1f0-1987654321', MERCADOPAGO_WEBHOOK_SECRET: '7c1e9b3a5d2f4680ace13579bdf02468c1e7a93b5d0f2846e9c3a1b7d5f08264' };

  it('off unless both are set; set, the adapter is configured and the dev default of the payment sandbox is off', () => {
    expect(loadConfig(DEV, paths).payment.mercadoPago).toBeUndefined();
    const dev = loadConfig({ ...DEV, ...MERCADOPAGO }, paths);
    expect(dev.payment.mercadoPago).toEqual({ accessToken: MERCADOPAGO.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: MERCADOPAGO.MERCADOPAGO_WEBHOOK_SECRET, apiUrl: DEFAULTS.mercadoPagoApiUrl });
    expect(dev.payment.sandbox).toBe(false);
    expect(loadConfig({ ...SECRETS, ...MERCADOPAGO }, paths).payment).toMatchObject({ sandbox: false, mercadoPago: { apiUrl: 'https://api.mercadopago.com' } });
    expect(problems({ ...DEV, MERCADOPAGO_ACCESS_TOKEN: MERCADOPAGO.MERCADOPAGO_ACCESS_TOKEN })).toEqual([expect.stringMatching(/^set MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET together/)]);
    expect(problems({ ...DEV, MERCADOPAGO_WEBHOOK_SECRET: MERCADOPAGO.MERCADOPAGO_WEBHOOK_SECRET })).toEqual([expect.stringMatching(/^set MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET together/)]);
  });

  it('PAYMENT_SANDBOX=1 beside it is refused in either mode', () => {
    for (const env of [{ ...DEV, ...MERCADOPAGO, PAYMENT_SANDBOX: '1' }, { ...SECRETS, ...MERCADOPAGO, PAYMENT_SANDBOX: '1' }]) {
      expect(problems(env)).toEqual([expect.stringMatching(/^PAYMENT_SANDBOX=1 cannot run beside Mercado Pago/)]);
    }
    expect(loadConfig({ ...DEV, ...MERCADOPAGO, PAYMENT_SANDBOX: '0' }, paths).payment.sandbox).toBe(false);
  });

  it('checks the token and secret; production refuses test credentials, a weak secret and any other API URL', () => {
    expect(problems({ ...DEV, ...MERCADOPAGO, MERCADOPAGO_ACCESS_TOKEN: 'my-token' }).join()).toMatch(/MERCADOPAGO_ACCESS_TOKEN must be an access token/);
    expect(problems({ ...DEV, ...MERCADOPAGO, MERCADOPAGO_WEBHOOK_SECRET: 'short' }).join()).toMatch(/MERCADOPAGO_WEBHOOK_SECRET must be at least 16 characters/);
    const testToken = { ...MERCADOPAGO, MERCADOPAGO_ACCESS_TOKEN: 'TEST-4412345678901234-011512-0f1e2d3c4b5a6978-1987654321' };
    expect(loadConfig({ ...DEV, ...testToken }, paths).payment.mercadoPago?.accessToken).toMatch(/^TEST-/);
    expect(problems({ ...SECRETS, ...testToken })).toEqual([expect.stringMatching(/^MERCADOPAGO_ACCESS_TOKEN is a test credential/)]);
    expect(problems({ ...SECRETS, ...MERCADOPAGO, MERCADOPAGO_WEBHOOK_SECRET: 'mercadopago-secret-signature-0001' })).toEqual([expect.stringMatching(/^MERCADOPAGO_WEBHOOK_SECRET is a sample value/)]);
    // A local fake in development; never in production (nor a non-https URL).
    expect(loadConfig({ ...DEV, ...MERCADOPAGO, MERCADOPAGO_API_URL: 'http://127.0.0.1:9999/' }, paths).payment.mercadoPago?.apiUrl).toBe('http://127.0.0.1:9999');
    expect(problems({ ...SECRETS, ...MERCADOPAGO, MERCADOPAGO_API_URL: 'https://mp.proxy.example' })).toEqual([expect.stringMatching(/^MERCADOPAGO_API_URL is for tests; production talks to https:\/\/api\.mercadopago\.com/)]);
    expect(problems({ ...SECRETS, ...MERCADOPAGO, MERCADOPAGO_API_URL: 'http://127.0.0.1:9999' })).toEqual([expect.stringMatching(/^MERCADOPAGO_API_URL must be an https URL/)]);
    expect(problems({ ...SECRETS, MERCADOPAGO_API_URL: 'https://mp.proxy.example' })).toEqual([expect.stringMatching(/^MERCADOPAGO_API_URL is for tests/)]);
  });
});

describe('sandbox doors', () => {
  const FACEBOOK = { FACEBOOK_APP_ID: '1234567890', FACEBOOK_APP_SECRET: 'a'.repeat(32) };
  const SEED = { TRADE_FEED_SEED: '3f9a0c7e1b5d2468ace13579bdf02468c1e7a93b5d0f2846e9c3a1b7d5f08264' };

  it('FACEBOOK_SANDBOX=1 beside a real Facebook app is refused in either mode; by default the real app wins', () => {
    for (const env of [{ ...DEV, ...FACEBOOK, FACEBOOK_SANDBOX: '1' }, { ...SECRETS, ...FACEBOOK, FACEBOOK_SANDBOX: '1' }]) {
      expect(problems(env)).toEqual([expect.stringMatching(/^FACEBOOK_SANDBOX=1 cannot run beside a real Facebook app/)]);
    }
    expect(loadConfig({ ...DEV, ...FACEBOOK }, paths).facebook.sandbox).toBe(false);
    expect(loadConfig({ ...DEV, ...FACEBOOK, FACEBOOK_SANDBOX: '0' }, paths).facebook.sandbox).toBe(false);
    expect(loadConfig({ ...DEV, FACEBOOK_SANDBOX: '1' }, paths).facebook.sandbox).toBe(true);
  });

  it('EMAIL_SANDBOX=1 beside an SMTP server is refused in either mode; by default in development SMTP replaces the outbox', () => {
    const SMTP = { SMTP_HOST: 'smtp.perya.example', SMTP_FROM: 'no-reply@perya.example' };
    for (const env of [{ ...DEV, ...SMTP, EMAIL_SANDBOX: '1' }, { ...SECRETS, ...SMTP, EMAIL_SANDBOX: '1' }, { ...DEV, SMTP_URL: 'smtps://smtp.perya.example', SMTP_FROM: 'a@perya.example', EMAIL_SANDBOX: '1' }]) {
      expect(problems(env)).toEqual([expect.stringMatching(/^EMAIL_SANDBOX=1 cannot run beside SMTP/)]);
    }
    expect(loadConfig({ ...DEV, ...SMTP }, paths).email.sandbox).toBe(false);
    expect(loadConfig({ ...DEV, ...SMTP, EMAIL_SANDBOX: '0' }, paths).email.sandbox).toBe(false);
    expect(loadConfig(DEV, paths).email.sandbox).toBe(true);
  });

  it('the trade feed seed is no constant of the source: unset, a random one kept beside the database (or per process in memory)', () => {
    expect(loadConfig(DEV, paths).tradeFeed.seed).toEqual({ kind: 'file', file: '/data/perya-trade-feed.seed' });
    expect(loadConfig({ ...DEV, DATABASE_URL: ':memory:' }, paths).tradeFeed.seed).toEqual({ kind: 'process' });
    expect(loadConfig({ ...DEV, ...SEED }, paths).tradeFeed.seed).toEqual({ kind: 'env', seed: SEED.TRADE_FEED_SEED });
    // The old public default, or any weak value, is refused in production.
    for (const weak of ['perya-trade-sandbox', 'short']) {
      expect(problems({ ...SECRETS, TRADE_FEED_SEED: weak, TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '0' })).toEqual([expect.stringMatching(/^TRADE_FEED_SEED /)]);
    }
    // Instances sharing the feed must agree on it.
    const cluster = { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: 'postgres://p@127.0.0.1/x', TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '0' };
    expect(problems({ ...SECRETS, ...cluster })).toEqual([expect.stringMatching(/^TRADE_FEED_SEED must be set in production when several instances/)]);
    expect(problems({ ...SECRETS, ...cluster, ...SEED })).toEqual([]);
  });

  it('production refuses the sandbox feed beside real-money trading unless the operator opts in', () => {
    expect(problems({ ...SECRETS, TRADE_FEED_SANDBOX: '1' })).toEqual([expect.stringMatching(/^TRADE_FEED_SANDBOX=1 fakes market prices, and real-money trading is on/)]);
    expect(problems({ ...SECRETS, TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '1' })).toHaveLength(1);
    expect(loadConfig({ ...SECRETS, TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '0' }, paths).tradeFeed).toMatchObject({ sandbox: true, realMoney: false });
    expect(loadConfig({ ...SECRETS, TRADE_FEED_SANDBOX: '1', TRADE_FEED_SANDBOX_REAL_MONEY: '1' }, paths).tradeFeed).toMatchObject({ sandbox: true, realMoney: true });
    // No sandbox feed, or development mode: nothing to refuse.
    expect(problems(SECRETS)).toEqual([]);
    expect(problems({ ...DEV, TRADE_FEED_SANDBOX: '1' })).toEqual([]);
  });

  it('TRADE_FEED=binance: the real feed on the real hosts, its crypto markets mapped, the sandbox walk off', () => {
    const feed = loadConfig({ ...SECRETS, TRADE_FEED: 'binance' }, paths).tradeFeed;
    expect(feed).toMatchObject({ sandbox: false, realMoney: true, binance: { apiUrl: 'https://api.binance.com', wsUrl: 'wss://stream.binance.com:9443' } });
    expect([...(feed.binance?.symbols ?? [])]).toEqual([['BTCUSDT', 'BTCUSDT'], ['ETHUSDT', 'ETHUSDT'], ['SOLUSDT', 'SOLUSDT'], ['DOGEUSDT', 'DOGEUSDT']]);
    // In development a real feed turns the sandbox default off; no real feed: none.
    expect(loadConfig({ ...DEV, TRADE_FEED: 'binance' }, paths).tradeFeed.sandbox).toBe(false);
    expect(loadConfig(DEV, paths).tradeFeed.binance).toBeUndefined();
    const mapped = loadConfig({ ...SECRETS, TRADE_FEED: 'binance', BINANCE_SYMBOLS: ' btcusdt=btcusdt , EURUSD=EURUSDT ', BINANCE_API_URL: 'https://data-api.binance.vision/', BINANCE_WS_URL: 'wss://data-stream.binance.vision' }, paths).tradeFeed.binance;
    expect(mapped).toEqual({ apiUrl: 'https://data-api.binance.vision', wsUrl: 'wss://data-stream.binance.vision', symbols: new Map([['BTCUSDT', 'BTCUSDT'], ['EURUSD', 'EURUSDT']]) });
  });

  it('refuses the sandbox walk beside Binance, BINANCE_* without it, bad symbol maps, and non-TLS Binance URLs in production', () => {
    expect(problems({ ...SECRETS, TRADE_FEED: 'binance', TRADE_FEED_SANDBOX: '1', TRADE_REAL_MONEY: '0' })).toEqual([expect.stringMatching(/^TRADE_FEED_SANDBOX=1 cannot run beside TRADE_FEED=binance/)]);
    expect(problems({ ...DEV, TRADE_FEED: 'binance', TRADE_FEED_SANDBOX: '1' })).toHaveLength(1);
    expect(problems({ ...DEV, BINANCE_API_URL: 'http://127.0.0.1:9' })).toEqual([expect.stringMatching(/^BINANCE_\* is set but TRADE_FEED is not binance/)]);
    expect(problems({ ...DEV, TRADE_FEED: 'coinbase' })).toEqual([expect.stringMatching(/^TRADE_FEED must be binance/)]);
    const local = { TRADE_FEED: 'binance', BINANCE_API_URL: 'http://127.0.0.1:9', BINANCE_WS_URL: 'ws://127.0.0.1:9' };
    expect(problems({ ...DEV, ...local })).toEqual([]);
    expect(problems({ ...SECRETS, ...local })).toEqual([
      expect.stringMatching(/^BINANCE_API_URL must be an https URL like https:\/\/api.binance.com, got 'http:\/\/127.0.0.1:9'/),
      expect.stringMatching(/^BINANCE_WS_URL must be a wss URL like wss:\/\/stream.binance.com:9443, got 'ws:\/\/127.0.0.1:9'/),
    ]);
    expect(problems({ ...SECRETS, TRADE_FEED: 'binance', BINANCE_WS_URL: 'https://stream.binance.com' })).toHaveLength(1);
    for (const [map, why] of [
      ['XRPUSDT=XRPUSDT', /unknown market 'XRPUSDT'/],
      ['BTCUSDT=', /gives BTCUSDT no Binance symbol/],
      ['BTCUSDT=BTC/USDT', /gives BTCUSDT no Binance symbol/],
      ['BTCUSDT=BTCUSDT,BTCUSDT=BTCUSDC', /names BTCUSDT twice/],
      ['BTCUSDT=BTCUSDT,ETHUSDT=BTCUSDT', /maps two markets to BTCUSDT/],
      [',', /names no market/],
    ] as const) {
      expect(problems({ ...DEV, TRADE_FEED: 'binance', BINANCE_SYMBOLS: map }), map).toEqual([expect.stringMatching(new RegExp(`^BINANCE_SYMBOLS .*${why.source}`))]);
    }
  });
});
