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

  it('allows only one Google key source', () => {
    expect(() => loadConfig({ GOOGLE_JWKS_FILE: '/k.json', GOOGLE_JWKS_URL: 'https://x.example/certs' }, paths)).toThrow(/only one of/);
    expect(loadConfig({ GOOGLE_JWKS_FILE: '/k.json', GOOGLE_CLIENT_ID: 'cid' }, paths).google).toEqual({
      clientId: 'cid',
      keys: { kind: 'file', file: '/k.json' },
    });
  });
});
