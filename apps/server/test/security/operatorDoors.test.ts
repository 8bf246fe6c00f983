// Door: every /ops route sits behind the operator token, checked once by the operator plugin
// (src/http/ops.ts). The routes are enumerated from the app itself (app.core.routes, recorded by an
// onRoute hook installed before any route), so a door a module adds is tried here without editing
// this test; a route under /ops registered outside the operator plugin stops the server at start.
// Without OPERATOR_TOKEN: production refuses to start (config), development mode leaves the doors
// open (unchanged; security/operator.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@perya/api/contract';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import type { RegisteredRoute } from '../../src/core/plugin';
import { DB_KINDS, PRODUCTION_ENV, SEED_FILE, openTestDatabase, startTestServer, testConfig, type TestServer } from '../harness';

const OPERATOR = PRODUCTION_ENV.OPERATOR_TOKEN;

/** Every /ops door today (with the SMS and email sandboxes' outboxes). GET routes also answer HEAD. */
const OPS_DOORS = [
  'GET /ops/accounts/:userId/freezes',
  'GET /ops/email/outbox',
  'GET /ops/ledger/audit',
  'GET /ops/sms/outbox',
  'GET /ops/texts',
  'GET /ops/withdrawals',
  'GET /ops/withdrawals/boosts',
  'GET /ops/withdrawals/ratings',
  'POST /ops/accounts/:userId/freeze',
  'POST /ops/accounts/:userId/release',
  'POST /ops/deposits/expire',
  'POST /ops/lotto/draw-now',
  'POST /ops/migration/child-accounts',
  'POST /ops/sabong/:action',
  'POST /ops/withdrawals/:orderNo/:decision',
  'PUT /ops/texts',
];

const opsRoutes = (routes: readonly RegisteredRoute[]) => routes.filter((r) => r.url === '/ops' || r.url.startsWith('/ops/'));
/** A concrete URL for a route pattern (the token is checked before any parameter is read). */
const concrete = (url: string) => url.replace(/:userId/g, '1').replace(/:orderNo/g, 'W1').replace(/:decision/g, 'approve').replace(/:action/g, 'open');

describe.each(DB_KINDS)('operator doors on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { OPERATOR_TOKEN: OPERATOR, SMS_SANDBOX: '1' }, deps: { sabongSchedule: null } });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('registers the /ops doors, all of them in the operator plugin', () => {
    const doors = opsRoutes(server.app.core.routes);
    expect(doors.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`).sort()).toEqual(OPS_DOORS);
    // The GET doors' HEAD routes are doors too, and tried below.
    expect(doors.filter((r) => r.method === 'HEAD')).toHaveLength(OPS_DOORS.filter((d) => d.startsWith('GET ')).length);
  });

  it('refuses every /ops route without the operator token, with a wrong one and with a prefix of the right one', async () => {
    const doors = opsRoutes(server.app.core.routes);
    expect(doors.length).toBeGreaterThan(OPS_DOORS.length);
    for (const { method, url } of doors) {
      for (const headers of [{}, { 'x-operator-token': 'wrong-token-wrong-token-wrong-token' }, { 'x-operator-token': OPERATOR.slice(0, -1) }]) {
        const answer = await server.app.inject({
          method: method as 'GET' | 'HEAD' | 'POST' | 'PUT',
          url: concrete(url),
          headers: { 'content-type': 'application/json', ...headers },
          ...(method === 'GET' || method === 'HEAD' ? {} : { payload: JSON.stringify({ game: 'swertres', result: 'meron', accounts: [] }) }),
        });
        const code = method === 'HEAD' ? undefined : (answer.json() as { code?: string }).code;
        expect([method, url, answer.statusCode, code]).toEqual([method, url, 401, method === 'HEAD' ? undefined : ERROR_CODES.UNAUTHORIZED]);
      }
    }
  });

  it("opens them with the operator's token", async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/ops/withdrawals', headers: { 'x-operator-token': OPERATOR } });
    expect([answer.statusCode, (answer.json() as { code: string }).code]).toEqual([200, ERROR_CODES.SUCCESS]);
  });
});

describe('operator doors without OPERATOR_TOKEN', () => {
  it('production refuses to start without it', () => {
    const { OPERATOR_TOKEN: _dropped, ...env } = PRODUCTION_ENV;
    expect(() => loadConfig({ ...env }, { defaultSqliteFile: ':memory:', defaultSeedFile: SEED_FILE })).toThrow(ConfigError);
    try {
      loadConfig({ ...env }, { defaultSqliteFile: ':memory:', defaultSeedFile: SEED_FILE });
    } catch (error) {
      expect(String((error as Error).message)).toMatch(/OPERATOR_TOKEN must be set in production/);
    }
  });

  it('development mode leaves the doors open, as before', async () => {
    const test = await openTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig({ kind: 'sqlite', file: ':memory:' }), database: test.database, now: test.clock.now, lottoTickMs: null, sabongSchedule: null });
    try {
      expect(app.core.config.operatorToken).toBeUndefined();
      const answer = await app.inject({ method: 'GET', url: '/ops/withdrawals' });
      expect([answer.statusCode, (answer.json() as { code: string }).code]).toEqual([200, ERROR_CODES.SUCCESS]);
    } finally {
      await app.close();
      await test.close();
    }
  }, 60_000);
});

describe('a route under /ops outside the operator plugin', () => {
  it('stops the server at start', async () => {
    const test = await openTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig({ kind: 'sqlite', file: ':memory:' }), database: test.database, now: test.clock.now, lottoTickMs: null, sabongSchedule: null });
    try {
      app.get('/ops/rogue', async () => ({ open: true }));
      await expect(app.ready()).rejects.toThrow(/\/ops routes outside the operator plugin \(no token check\): GET \/ops\/rogue, HEAD \/ops\/rogue/);
    } finally {
      await app.close();
      await test.close();
    }
  }, 60_000);
});
