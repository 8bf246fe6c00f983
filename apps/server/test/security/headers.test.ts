// Issue 11 item 8, the server's side: nosniff and a CSP on every answer (each HTML page with a
// policy of its own inline blocks), CORS from the allow-list on every route including SSE and
// errors and never with credentials, launch and payment URLs from PUBLIC_BASE_URL whatever the
// Host header says, backUrl allow-listed, and every early failure (414, 431, 404, 413, bad URL)
// answered as the JSON envelope.
import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, HEADERS, OG_STREAM_PATH, contract, envelopeSchema } from '@perya/api/contract';
import { ConfigError, loadConfig } from '../../src/config';
import { SANDBOX_PATHS } from '../../src/modules/games/provider/sandbox';
import { DB_KINDS, PRODUCTION_ENV, SEED_FILE, fundedPlayer, rawCall, snapshot, startTestServer, type TestServer } from '../harness';
import { failure } from '../client';

const SLOW_MS = 30_000;
const BRAND = 'https://brand.example';
const EVIL = 'https://evil.example';
const PUBLIC = 'https://api.perya.example';

interface RawAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly text: string;
}

/** One request through node:http, so any header (Host, Origin) goes out as written. */
function request(baseUrl: string, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Writes raw bytes on a socket and answers the status and the body (for what Node's parser refuses). */
function rawSocket(baseUrl: string, bytes: string): Promise<{ status: number; head: string; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body });
    });
  });
}

/** The first SSE bytes of a stream request, then the socket is closed. */
function streamHead(baseUrl: string, origin: string): Promise<RawAnswer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: 'GET', path: `${OG_STREAM_PATH}?game=jump`, headers: { origin } }, (res) => {
      res.once('data', (c: Buffer) => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: c.toString('utf8') });
        req.destroy();
      });
    });
    req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
    req.end();
  });
}

function expectEnvelope(text: string, code: string): void {
  const json = JSON.parse(text) as unknown;
  expect(envelopeSchema.safeParse(json).success).toBe(true);
  expect((json as { code: string }).code).toBe(code);
}

/** The directives of a policy, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** The sha256 sources of a page's inline blocks of one tag. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (m) => `'sha256-${createHash('sha256').update(m[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

/** Calls an endpoint with a forged Host header, as the player's session. */
async function callWithHost(server: TestServer, token: string, path: string, body: object, host: string) {
  const answer = await request(server.baseUrl, 'POST', path, { host, [HEADERS.token]: token }, JSON.stringify(body));
  return JSON.parse(answer.text) as { code: string; data: { url?: string; payUrl?: string } };
}

describe('configuration', () => {
  const paths = { defaultSqliteFile: ':memory:', defaultSeedFile: SEED_FILE };
  // Development mode unless a case asks for production (PRODUCTION_ENV without its base URL).
  const dev = (env: Record<string, string>) => ({ PERYA_DEV: '1', ...env });
  const { PUBLIC_BASE_URL: _base, ...production } = PRODUCTION_ENV;
  const problems = (env: Record<string, string>): string[] => {
    try {
      loadConfig(env.PERYA_DEV === '0' ? env : dev(env), paths);
      return [];
    } catch (error) {
      return error instanceof ConfigError ? [...error.problems] : ['not a ConfigError'];
    }
  };

  it("refuses CORS_ORIGINS='*' (the allow-list also bounds game frames and backUrl)", () => {
    expect(problems({ CORS_ORIGINS: '*' }).join()).toMatch(/CORS_ORIGINS cannot be '\*'/);
    expect(problems({ CORS_ORIGINS: `${BRAND},*` }).join()).toMatch(/CORS_ORIGINS cannot be '\*'/);
    expect(loadConfig(dev({ CORS_ORIGINS: BRAND }), paths).corsOrigins).toEqual([BRAND]);
  });

  it('PUBLIC_BASE_URL is required in production, https there, and is an origin (no path, query or credentials)', () => {
    expect(problems(production).join()).toMatch(/PUBLIC_BASE_URL must be set in production/);
    expect(problems({ ...production, PUBLIC_BASE_URL: 'http://api.perya.example' }).join()).toMatch(/PUBLIC_BASE_URL must be an https origin/);
    expect(problems({ PUBLIC_BASE_URL: 'https://x.example/api' }).join()).toMatch(/PUBLIC_BASE_URL/);
    expect(problems({ PUBLIC_BASE_URL: 'ftp://x.example' }).join()).toMatch(/PUBLIC_BASE_URL/);
    expect(problems({ PUBLIC_BASE_URL: 'https://x.example/?a=1' }).join()).toMatch(/PUBLIC_BASE_URL/);
    expect(problems({ PUBLIC_BASE_URL: 'https://u:p@x.example' }).join()).toMatch(/PUBLIC_BASE_URL/);
    expect(loadConfig({ ...production, PUBLIC_BASE_URL: `${PUBLIC}/` }, paths).publicBaseUrl).toBe(PUBLIC);
    expect(loadConfig(dev({}), paths).publicBaseUrl).toBeUndefined();
  });
});

describe.each(DB_KINDS)('headers on %s', (kind) => {
  let server: TestServer;
  let dev: TestServer;
  let token: string;
  let devToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { CORS_ORIGINS: BRAND, PUBLIC_BASE_URL: PUBLIC } });
    dev = await startTestServer(kind);
    token = (await fundedPlayer(server, '09171110001', 0)).token;
    devToken = (await fundedPlayer(dev, '09171110002', 0)).token;
  }, SLOW_MS);
  afterAll(async () => {
    await server?.close();
    await dev?.close();
  });

  it('every answer carries nosniff, no referrer and a policy that allows nothing and no framing', async () => {
    for (const answer of [
      await request(server.baseUrl, 'GET', '/healthz'),
      await request(server.baseUrl, 'GET', '/x2/nope'),
      await request(server.baseUrl, 'POST', contract.loginByAccount.path, {}, '{"account":'),
      await request(server.baseUrl, 'GET', '/game-icons/jili/2.svg'),
    ]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      const csp = directives(answer.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('CORS: the allow-list on JSON, errors, 404s and preflights; foreign origins get nothing; never credentials', async () => {
    const answers = async (origin: string) => [
      await request(server.baseUrl, 'GET', '/healthz', { origin }),
      await request(server.baseUrl, 'GET', '/x2/nope', { origin }),
      await request(server.baseUrl, 'GET', '/game-icons/jili/nope.svg', { origin }),
      await request(server.baseUrl, 'POST', contract.loginByAccount.path, { origin }, '{"account":'),
      await request(server.baseUrl, 'OPTIONS', contract.userInfo.path, { origin, 'access-control-request-method': 'POST' }),
    ];
    for (const answer of await answers(BRAND)) {
      expect(answer.headers['access-control-allow-origin']).toBe(BRAND);
      expect(answer.headers.vary).toMatch(/Origin/);
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    for (const answer of await answers(EVIL)) {
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      expect(answer.headers['access-control-allow-methods']).toBeUndefined();
    }
    // Without a list only local origins are allowed.
    expect((await request(dev.baseUrl, 'GET', '/healthz', { origin: EVIL })).headers['access-control-allow-origin']).toBeUndefined();
    expect((await request(dev.baseUrl, 'GET', '/healthz', { origin: 'http://127.0.0.1:5173' })).headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });

  it('SSE: the stream answers the allow-list too, with nosniff and the locked policy', async () => {
    const brand = await streamHead(server.baseUrl, BRAND);
    expect(brand.headers['content-type']).toMatch(/text\/event-stream/);
    expect(brand.headers['access-control-allow-origin']).toBe(BRAND);
    expect(brand.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(brand.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
    const evil = await streamHead(server.baseUrl, EVIL);
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a forged Host header changes neither launch nor payment URLs: PUBLIC_BASE_URL, else the listening address', async () => {
    const launch = await callWithHost(server, token, contract.gameLaunch.path, { gameProvider: 'jili', gameId: '2' }, 'evil.example');
    expect(new URL(launch.data.url ?? '').origin).toBe(PUBLIC);
    const order = await callWithHost(server, token, contract.recharge.path, { amount: 20_000, channelId: 'qrph' }, 'evil.example');
    expect(order.code).toBe(ERROR_CODES.SUCCESS);
    expect(order.data.payUrl).toMatch(new RegExp(`^${PUBLIC}/sandbox/checkout/`));

    const devLaunch = await callWithHost(dev, devToken, contract.gameLaunch.path, { gameProvider: 'jili', gameId: '2' }, 'evil.example:4000');
    expect(new URL(devLaunch.data.url ?? '').origin).toBe(dev.baseUrl);
    const devOrder = await callWithHost(dev, devToken, contract.recharge.path, { amount: 20_000, channelId: 'qrph' }, 'evil.example:4000');
    expect(devOrder.data.payUrl?.startsWith(`${dev.baseUrl}/sandbox/checkout/`)).toBe(true);
  });

  it('backUrl: a brand origin or a path is kept; a foreign, protocol-relative or script URL is refused and opens nothing', async () => {
    const { client } = await fundedPlayer(server, '09171110003', 0);
    const kept = await client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2', backUrl: `${BRAND}/#/allgames` });
    expect(new URL(kept.url).searchParams.get('backUrl')).toBe(`${BRAND}/#/allgames`);
    const path = await client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2', backUrl: '/#/allgames' });
    expect(new URL(path.url).searchParams.get('backUrl')).toBe('/#/allgames');

    for (const backUrl of [`${EVIL}/#/allgames`, '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', `${BRAND}.evil.example/`, `https://user:pw@brand.example/`]) {
      const before = await snapshot(server.database);
      expect((await failure(client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2', backUrl }))).code).toBe(ERROR_CODES.VALIDATION);
      expect(await snapshot(server.database)).toEqual(before);
    }

    // A hand-made play URL with a foreign exit: the page drops it (its back button goes back).
    const crafted = new URL(kept.url);
    crafted.searchParams.set('backUrl', `${EVIL}/phish`);
    const page = await request(server.baseUrl, 'GET', `${crafted.pathname}${crafted.search}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('evil.example');
  });

  it('each HTML page sends a policy of exactly its own inline blocks, framed only where it must be', async () => {
    const { client } = await fundedPlayer(server, '09171110004', 0);
    // The sandbox game page: the brand apps frame it, its script calls back here.
    const launch = new URL((await client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '2' })).url);
    expect(launch.pathname).toBe(SANDBOX_PATHS.play);
    const game = await request(server.baseUrl, 'GET', `${launch.pathname}${launch.search}`);
    const gameCsp = directives(game.headers['content-security-policy'] as string);
    expect(gameCsp.get('default-src')).toEqual(["'none'"]);
    expect(gameCsp.get('script-src')).toEqual(inlineHashes(game.text, 'script'));
    expect(gameCsp.get('style-src')).toEqual(inlineHashes(game.text, 'style'));
    expect(gameCsp.get('script-src')).toHaveLength(1);
    expect(gameCsp.get('connect-src')).toEqual(["'self'"]);
    expect(gameCsp.get('frame-ancestors')).toEqual([BRAND]);
    expect(gameCsp.get('base-uri')).toEqual(["'none'"]);
    expect(game.headers['x-content-type-options']).toBe('nosniff');

    // The payment sandbox's checkout page: a form posting to itself, nobody frames it.
    const order = await client.call(contract.recharge, { amount: 20_000, channelId: 'qrph' });
    const checkoutPath = `${new URL(order.payUrl).pathname}${new URL(order.payUrl).search}`;
    for (const page of [await request(server.baseUrl, 'GET', checkoutPath), await request(server.baseUrl, 'GET', '/sandbox/checkout/D-none')]) {
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const csp = directives(page.headers['content-security-policy'] as string);
      expect(csp.get('script-src')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(inlineHashes(page.text, 'style'));
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'none'"]);
    }

    // The pg launcher HTML (a raw endpoint): sandboxed, only its own script, nobody frames it.
    const pg = await request(server.baseUrl, 'POST', contract.pgSoftGameHtml.path, { [HEADERS.token]: token }, JSON.stringify({ gameId: '1543462' }));
    expect(pg.headers['content-type']).toMatch(/text\/html/);
    const pgCsp = directives(pg.headers['content-security-policy'] as string);
    expect(pgCsp.get('sandbox')).toEqual(['allow-scripts']);
    expect(pgCsp.get('script-src')).toEqual(inlineHashes(pg.text, 'script'));
    expect(pgCsp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('414, 431, 404 of routes and static files, 413 and a bad URL all answer the JSON envelope', async () => {
    // A request line longer than Node's header limit: refused by the parser, on the socket.
    const longLine = await rawSocket(server.baseUrl, `GET /healthz?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longLine.status).toBe(414);
    expect(longLine.head).toContain('content-type: application/json');
    expect(longLine.head).toContain('x-content-type-options: nosniff');
    expectEnvelope(longLine.body, ERROR_CODES.VALIDATION);
    // Too large headers.
    const bigHeaders = await rawSocket(server.baseUrl, `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Filler: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(bigHeaders.status).toBe(431);
    expect(bigHeaders.head).toContain('x-content-type-options: nosniff');
    expectEnvelope(bigHeaders.body, ERROR_CODES.VALIDATION);
    // A URL the parser takes but no call needs.
    const longUrl = await request(server.baseUrl, 'GET', `/healthz?x=${'c'.repeat(9_000)}`, { origin: BRAND });
    expect(longUrl.status).toBe(414);
    expect(longUrl.headers['access-control-allow-origin']).toBe(BRAND);
    expectEnvelope(longUrl.text, ERROR_CODES.VALIDATION);
    // A path parameter over the router's limit, and a broken percent-encoding.
    const longParam = await request(server.baseUrl, 'GET', `/game-icons/${'d'.repeat(300)}/x.svg`, { origin: BRAND });
    expect(longParam.status).toBe(414);
    expect(longParam.headers['x-content-type-options']).toBe('nosniff');
    expect(longParam.headers['access-control-allow-origin']).toBe(BRAND);
    expectEnvelope(longParam.text, ERROR_CODES.VALIDATION);
    const badUrl = await request(server.baseUrl, 'GET', '/game-icons/%E0%A4%A/x.svg');
    expect(badUrl.status).toBe(400);
    expect(badUrl.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expectEnvelope(badUrl.text, ERROR_CODES.VALIDATION);
    // 404: an unknown route, an unknown static icon, a wrong method.
    for (const answer of [
      await request(server.baseUrl, 'GET', '/nope.js'),
      await request(server.baseUrl, 'GET', '/game-icons/jili/nope.svg'),
      await request(server.baseUrl, 'DELETE', '/healthz'),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expectEnvelope(answer.text, ERROR_CODES.NOT_FOUND);
    }
    // 413: a body over the limit.
    const big = await rawCall(server.baseUrl, 'POST', contract.loginByAccount.path, JSON.stringify({ account: 'x'.repeat(400_000) }));
    expect(big.status).toBe(413);
    expectEnvelope(big.text, ERROR_CODES.VALIDATION);
  });
});

describe.each(DB_KINDS)('shutting down on %s', (kind) => {
  it('a request that arrives while the server closes answers a 503 envelope with the headers', async () => {
    const server = await startTestServer(kind);
    const url = new URL(server.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    // A request whose head is still arriving keeps its connection busy while the close begins.
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.write('\r\n');
    await ended;
    await closing;
    const [head = '', body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503/);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expectEnvelope(body, ERROR_CODES.SERVER_ERROR);
    expect((JSON.parse(body) as { status: number }).status).toBe(503);
  });
});
