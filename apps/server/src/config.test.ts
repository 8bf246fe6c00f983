import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULTS, loadConfig } from './config';

const paths = { defaultSqliteFile: '/data/perya.sqlite', defaultSeedFile: '/seed/config.yaml' };

describe('loadConfig', () => {
  it('needs no setup: SQLite file, port 4000 on 127.0.0.1, OWASP scrypt, spec §9 SMS cooldown', () => {
    const config = loadConfig({}, paths);
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      database: { kind: 'sqlite', file: '/data/perya.sqlite' },
      scryptN: 2 ** 17,
      sms: { codeTtlS: 300, maxAttempts: 5, resendCooldownS: 120 },
      corsOrigins: undefined,
      devEndpoints: true,
      seedFile: '/seed/config.yaml',
    });
    expect(config.google).toEqual({ clientId: undefined, keys: { kind: 'url', url: DEFAULTS.googleJwksUrl } });
  });

  it('reads DATABASE_URL as a postgres URL, a sqlite: URL or a file path', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }, paths).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(loadConfig({ DATABASE_URL: 'postgresql://h/db' }, paths).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }, paths).database).toEqual({ kind: 'sqlite', file: '/tmp/x.db' });
    expect(loadConfig({ DATABASE_URL: './local.sqlite' }, paths).database).toEqual({ kind: 'sqlite', file: './local.sqlite' });
  });

  it('production turns the dev endpoints off', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, paths).devEndpoints).toBe(false);
  });

  it('collects every bad value into one error', () => {
    try {
      loadConfig(
        { PORT: '70000', LOG_LEVEL: 'loud', CORS_ORIGINS: 'https://ok.example,https://bad.example/path', GOOGLE_JWKS: '{nope', TOKEN_TTL_S: '1.5' },
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
    const config = loadConfig({}, paths);
    expect([config.phoneDialCode, config.trustProxyHops]).toEqual(['+63', 0]);
    expect(config.sms).toMatchObject({ dailyPerPhone: 10, dailyPerIp: 50, checkTriesPerCaller: 5 });
    expect(config.hashQueue).toEqual({ concurrency: 2, maxWaiting: 64, perSource: 4 });
    expect(loadConfig({ TRUST_PROXY_HOPS: '2', PHONE_DIAL_CODE: '+52' }, paths)).toMatchObject({ trustProxyHops: 2, phoneDialCode: '+52' });
    expect(() => loadConfig({ TRUST_PROXY: '1' }, paths)).toThrow(/TRUST_PROXY is no longer read.*TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ PHONE_DIAL_CODE: '63' }, paths)).toThrow(/PHONE_DIAL_CODE must be a dialling code like \+63/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' }, paths)).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('allows only one Google key source', () => {
    expect(() => loadConfig({ GOOGLE_JWKS_FILE: '/k.json', GOOGLE_JWKS_URL: 'https://x.example/certs' }, paths)).toThrow(/only one of/);
    expect(loadConfig({ GOOGLE_JWKS_FILE: '/k.json', GOOGLE_CLIENT_ID: 'cid' }, paths).google).toEqual({
      clientId: 'cid',
      keys: { kind: 'file', file: '/k.json' },
    });
  });

  it('wallet: the payment sandbox is on outside production with a random secret, off in production', () => {
    const dev = loadConfig({}, paths);
    expect(dev.payment.sandbox).toBe(true);
    expect(dev.payment.webhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}, paths).payment.webhookSecret).not.toBe(dev.payment.webhookSecret);
    expect(dev.operatorToken).toBeUndefined();
    expect(dev.clockOffsetMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }, paths).payment.sandbox).toBe(false);
    const set = loadConfig({ PAYMENT_WEBHOOK_SECRET: 's'.repeat(16), OPERATOR_TOKEN: 't'.repeat(16), CLOCK_OFFSET_MS: '-3600000' }, paths);
    expect([set.payment.webhookSecret, set.operatorToken, set.clockOffsetMs]).toEqual(['s'.repeat(16), 't'.repeat(16), -3_600_000]);
  });

  it('wallet: refuses short secrets, a sandbox in production without a secret, and a clock offset in production', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env, paths);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ PAYMENT_WEBHOOK_SECRET: 'short', OPERATOR_TOKEN: 'short', PAYMENT_SANDBOX: 'yes', CLOCK_OFFSET_MS: '1.5' })).toHaveLength(4);
    expect(problems({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).join()).toMatch(/PAYMENT_WEBHOOK_SECRET must be set/);
    expect(problems({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '1000' }).join()).toMatch(/CLOCK_OFFSET_MS .*production/);
  });
});
