// The client against a real HTTP server on 127.0.0.1 (spec §7, §8).
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { MESSAGES } from '@perya/domain';
import { contract, errorEnvelope, okEnvelope } from '../contract';
import { routes } from '../contract/routes';
import { ApiError } from './ApiError';
import { createClient, type ApiClient, type ClientConfig, type ClientStorage } from './createClient';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Handler = (req: Seen, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let handler: Handler;
let seen: Seen[] = [];

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const s: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(s);
      handler(s, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  handler = (_req, res) => json(res, 200, okEnvelope(null));
});

function memoryStorage(initial: Record<string, string> = {}): ClientStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    get: (k) => map.get(k) ?? null,
    set: (k, v) => void map.set(k, v),
    remove: (k) => void map.delete(k),
  };
}

function setup(overrides: Partial<ClientConfig> = {}, stored: Record<string, string> = {}) {
  const storage = memoryStorage({ token: 'tok-1', uId: '1001', userIdHeader: '1001', deviceInfoId: 'dev-9', ...stored });
  const toast = vi.fn<(msg: string, error: ApiError) => void>();
  const onLoginRedirect = vi.fn<() => void>();
  const client = createClient({
    baseUrl,
    storage,
    toast,
    onLoginRedirect,
    getHeaders: () => ({ gaid: 'ga_1', fbp: 'fb.1', fbc: 'fb.c', fbCollectId: 'col-1', afId: 'af-1', fbInsId: 'ins-1', appCode: 'mainph', locale: 'id-ID' }),
    ...overrides,
  });
  return { client, storage, toast, onLoginRedirect };
}

const user = {
  userId: '1001',
  name: 'Juan',
  phone: '09171234567',
  checkPhone: true,
  email: '',
  birthday: '',
  deposit: 50_000,
  balance: 12_345,
  bonus: 0,
  points: 35,
  verified: false,
  protectMigration: false,
  giveBonus: false,
  isNopayUser: false,
  bindInfoStatus: 0,
  storeStatus: 1,
  avatar: 3,
  vipLevel: 0,
  vipName: '',
  inviteCode: 'ABCD12',
  createTime: 1_700_000_000_000,
  market: 'PH',
  currency: 'PHP',
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('success', () => {
  it('POSTs JSON and returns the validated data of a "00000" envelope', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope(user));
    const { client, toast } = setup();
    const data = await client.call(contract.userInfo);
    expect(data).toEqual(user);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/x2/user/info');
    expect(seen[0]?.body).toBe('{}');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends token, user id, gaid, device info id, app code and cookie headers', async () => {
    const { client } = setup();
    await client.call(contract.userInfo).catch(() => undefined);
    const h = seen[0]?.headers ?? {};
    expect(h).toMatchObject({
      token: 'tok-1',
      uid: '1001',
      gaid: 'ga_1',
      deviceinfoid: 'dev-9',
      fbp: 'fb.1',
      fbc: 'fb.c',
      fbcollectid: 'col-1',
      // The brand app's code on every call (issue 11: recorded at sign-up, decides game switches).
      appcode: 'mainph',
      // The interface language on every call: the operator's texts come back in it (issue 23).
      'accept-language': 'id-ID',
    });
    // afId/fbInsId only on register/login calls (spec §7).
    expect(h['afid']).toBeUndefined();
    expect(h['fbinsid']).toBeUndefined();
  });

  it('adds afId and fbInsId to login calls, and sends no token for noAuth', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope({ token: 't', userId: '1', isNew: false }));
    const { client } = setup();
    await client.call(contract.loginByAccount, { account: '09171234567', pwd: 'secret1' });
    const h = seen[0]?.headers ?? {};
    expect(h['afid']).toBe('af-1');
    expect(h['fbinsid']).toBe('ins-1');
    expect(h['token']).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ account: '09171234567', pwd: 'secret1' });
  });

  it('sends a forced token even where the stored one would not be sent', async () => {
    handler = (_req, res) =>
      json(res, 200, okEnvelope({ token: 'main-tok', userId: '7', migrateAmount: 100, migrateAwardAmount: 5 }));
    const { client } = setup();
    await client.call(contract.vestLoginMigrate, { userCode: 'c1', appCode: 'child' }, { token: 'migr-tok' });
    expect(seen[0]?.headers['token']).toBe('migr-tok');
    await client.call(contract.publicConfig, { key: 'front_game' }, { token: 'forced' }).catch(() => undefined);
    expect(seen[1]?.headers['token']).toBe('forced');
  });

  it('requires the forced token where the endpoint says so', async () => {
    const { client } = setup();
    await expect(client.call(contract.vestLoginMigrate, { userCode: 'c1', appCode: 'child' })).rejects.toThrow(
      TypeError,
    );
    expect(seen).toHaveLength(0);
  });

  it('lets SMS calls override token and gaid headers', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope({ resendAfterSeconds: 120, expiresAt: 1 }));
    const { client } = setup();
    await client.call(contract.smsSend, { phone: '09171234567', purpose: 'bindPhone' }, { headers: { token: 'x', gaid: 'g_2' } });
    expect(seen[0]?.headers).toMatchObject({ token: 'x', gaid: 'g_2' });
  });

  it('GET sends the payload as an encoded query string and fills path parameters', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope({ list: [] }));
    const { client } = setup();
    await client.call(contract.gameShowList, { contentAttr: 'HOT' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('/x2/game/show-list?contentAttr=HOT');
    expect(seen[0]?.body).toBe('');

    handler = (_req, res) =>
      json(res, 200, okEnvelope({ defaultUrl: 'u', version: '4.3.1', newSideUrl: '', newSideVersion: '' }));
    const boot = await client.call(contract.appBoot, { appId: 'app id/1&x' });
    expect(boot.version).toBe('4.3.1');
    expect(seen[1]?.url).toBe('/x2/app/boot/v2/app%20id%2F1%26x');
  });

  it('returns the raw body of the get-game-html endpoint', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body>pg</body></html>');
    };
    const { client } = setup();
    await expect(client.call(contract.pgSoftGameHtml, { gameId: '98' })).resolves.toBe('<html><body>pg</body></html>');
  });
});

describe('raw endpoint refusals', () => {
  it('rejects a JSON envelope refusal instead of returning it as the page', async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('UNAUTHORIZED'));
    const { client, onLoginRedirect } = setup();
    const error = await rejection(client.call(contract.pgSoftGameHtml, { gameId: '98' }));
    expect(error.code).toBe('401');
    // get-game-html is turnLogin false: no redirect.
    expect(onLoginRedirect).not.toHaveBeenCalled();
  });

  it('reports an HTTP error of the raw endpoint as a transport error', async () => {
    handler = (_req, res) => {
      res.writeHead(404, 'Not Found', { 'content-type': 'text/html' });
      res.end('<h1>missing</h1>');
    };
    const { client } = setup();
    const error = await rejection(client.call(contract.pgSoftGameHtml, { gameId: '98' }));
    expect(error).toMatchObject({ code: 404, msg: 'Not Found', kind: 'transport' });
  });
});

/** Compile-time checks only (tsc runs them in typecheck); never called, so nothing is sent. */
function typeChecks(client: ApiClient) {
  expectTypeOf(client.call(contract.userInfo)).resolves.toHaveProperty('balance').toEqualTypeOf<number>();
  expectTypeOf(client.call(contract.pgSoftGameHtml, { gameId: '1' })).resolves.toEqualTypeOf<string>();
  expectTypeOf(
    client.call(contract.logCollect, { url: '', action: 'a', deviceId: '', deviceVersion: '', content: '' }),
  ).resolves.toEqualTypeOf<null | undefined>();
  // @ts-expect-error loginByAccount needs its payload
  void client.call(contract.loginByAccount);
  // @ts-expect-error money is a number of minor units
  void client.call(contract.withdrawCheckLimit, { amount: '100' });
}

describe('types', () => {
  it('are checked at compile time', () => {
    expect(typeof typeChecks).toBe('function');
  });
});

describe('errors', () => {
  it('rejects a non-success envelope with its code, message and url, and toasts', async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('INSUFFICIENT_BALANCE'));
    const { client, toast } = setup();
    const error = await rejection(client.call(contract.withdrawCheckLimit, { amount: 100 }));
    expect(error.code).toBe('20001');
    expect(error.msg).toBe(MESSAGES.insufficientAvailableBalance);
    expect(error.url).toBe(`${baseUrl}/x2/paramConfig/withdraw/checkLimit`);
    expect(error.kind).toBe('envelope');
    expect(toast).toHaveBeenCalledWith(MESSAGES.insufficientAvailableBalance, expect.any(ApiError));
  });

  it("keeps a refusal's details (the envelope's data) on the error and hands the error to the toast", async () => {
    const details = { reason: 'limit', kind: 'deposit', period: 'day', limit: 10_000, remaining: 0, resetsAt: 1_767_196_800_000 };
    handler = (_req, res) => json(res, 200, errorEnvelope('LIMIT_REACHED', 'depositLimitReached', details));
    const { client, toast } = setup();
    const error = await rejection(client.call(contract.recharge, { amount: 20_000, channelId: 'qrph', requestId: 'req-00001' }));
    expect(error.code).toBe('60001');
    expect(error.msg).toBe(MESSAGES.depositLimitReached);
    expect(error.data).toEqual(details);
    expect(toast).toHaveBeenCalledWith(MESSAGES.depositLimitReached, error);
  });

  it('leaves data undefined for a refusal without details', async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('INSUFFICIENT_BALANCE'));
    const { client } = setup();
    const error = await rejection(client.call(contract.withdrawCheckLimit, { amount: 100 }));
    expect(error.data).toBeUndefined();
  });

  it('defaults the message and uses status when the envelope has no code', async () => {
    handler = (_req, res) => json(res, 200, { status: 503, data: null });
    const { client, toast } = setup();
    const error = await rejection(client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: 1 }));
    expect(error.code).toBe(503);
    expect(error.msg).toBe(MESSAGES.networkAnomaly);
    expect(toast).toHaveBeenCalledWith(MESSAGES.networkAnomaly, expect.any(ApiError));
  });

  it('uses the HTTP status and status text for a transport error', async () => {
    handler = (_req, res) => {
      res.writeHead(502, 'Bad Gateway');
      res.end('<html>upstream down</html>');
    };
    const { client } = setup();
    const error = await rejection(client.call(contract.rechargeConfig));
    expect(error.code).toBe(502);
    expect(error.msg).toBe('Bad Gateway');
    expect(error.kind).toBe('transport');
  });

  it('uses 600 and the default message when no response arrives', async () => {
    const { client } = setup({ baseUrl: 'http://127.0.0.1:1' });
    const error = await rejection(client.call(contract.rechargeConfig));
    expect(error.code).toBe(600);
    expect(error.msg).toBe(MESSAGES.networkAnomaly);
  });

  it('uses 600 when a 200 response is not an envelope', async () => {
    handler = (_req, res) => json(res, 200, ['not', 'an', 'envelope']);
    const { client } = setup();
    expect((await rejection(client.call(contract.rechargeConfig))).code).toBe(600);
  });

  it('aborts after the timeout and reports a transport error 600', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, okEnvelope(null)), 1_000).unref();
    };
    const { client, toast } = setup({ timeoutMs: 50 });
    const started = Date.now();
    const error = await rejection(client.call(contract.rechargeConfig));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.code).toBe(600);
    expect(error.kind).toBe('timeout');
    expect(toast).toHaveBeenCalledWith(MESSAGES.networkAnomaly, expect.any(ApiError));
  });

  it('reports a call the caller cancelled as aborted, without a toast', async () => {
    handler = (_req, res) => {
      setTimeout(() => json(res, 200, okEnvelope(null)), 1_000).unref();
    };
    const { client, toast } = setup();
    const controller = new AbortController();
    const pending = client.call(contract.rechargeConfig, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(toast).not.toHaveBeenCalled();
  });

  it('rejects success data that breaks the contract', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope({ ...user, balance: 12.5 }));
    const { client } = setup();
    const error = await rejection(client.call(contract.userInfo));
    expect(error.kind).toBe('contract');
    expect(error.code).toBe(600);
  });

  it('rejects an invalid payload before sending, with the field message', async () => {
    const { client, toast } = setup();
    const error = await rejection(client.call(contract.loginByAccount, { account: '12ab', pwd: 'secret1' }));
    expect(error.code).toBe('400');
    expect(error.msg).toBe(MESSAGES.enterCorrectPhone);
    expect(seen).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith(MESSAGES.enterCorrectPhone, expect.any(ApiError));
  });

  it('shows no toast for noToast endpoints and noToast calls', async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('GAME_NOT_FOUND'));
    const { client, toast } = setup();
    await rejection(client.call(contract.gameLaunch, { gameProvider: 'jili', gameId: '1' }));
    await rejection(client.call(contract.rechargeConfig, {}, { noToast: true }));
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('401', () => {
  it('clears the session and redirects to login (envelope code)', async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('UNAUTHORIZED'));
    const { client, storage, onLoginRedirect, toast } = setup();
    const error = await rejection(client.call(contract.financeList, { pageNum: 1, pageSize: 20, type: 0 }));
    expect(error.unauthorized).toBe(true);
    expect(storage.map.has('token')).toBe(false);
    expect(storage.map.has('uId')).toBe(false);
    expect(storage.map.has('userIdHeader')).toBe(false);
    expect(storage.map.get('deviceInfoId')).toBe('dev-9');
    expect(client.isLoggedIn()).toBe(false);
    expect(onLoginRedirect).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(MESSAGES.sessionExpired, expect.any(ApiError));
  });

  it('a call that left with a token a renewal has since rotated is sent again with the new token (spec §4)', async () => {
    const { client, storage, onLoginRedirect, toast } = setup();
    handler = (req, res) => {
      if (req.headers.token === 'tok-1') {
        // The renewal answered while this call was in flight: the server killed tok-1.
        storage.set('token', 'tok-2');
        json(res, 200, errorEnvelope('UNAUTHORIZED'));
      } else json(res, 200, okEnvelope(null));
    };
    await expect(client.call(contract.logoutAll)).resolves.toBeNull();
    expect(seen.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-2']);
    expect(storage.map.get('token')).toBe('tok-2');
    expect(onLoginRedirect).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('calls made while the token renewal is in flight wait for it and carry the new token (spec §4)', async () => {
    const { client, storage, onLoginRedirect } = setup();
    let answerRenewal: () => void = () => undefined;
    handler = (req, res) => {
      if (req.url?.includes('/x2/user/token/renewal')) {
        // The server has rotated tok-1 (it is dead from now on) but its answer is slow to arrive.
        answerRenewal = () => json(res, 200, okEnvelope({ token: 'tok-2', expiresAt: Date.now() + 3_600_000 }));
        return;
      }
      if (req.headers.token === 'tok-1') json(res, 200, errorEnvelope('UNAUTHORIZED'));
      else json(res, 200, okEnvelope(null));
    };
    const renewed = client.call(contract.tokenRenewal, {});
    const other = client.call(contract.logoutAll);
    await new Promise((r) => setTimeout(r, 30));
    // The other call has not left with the dying token.
    expect(seen.map((r) => r.url)).toEqual([expect.stringContaining('/x2/user/token/renewal')]);
    answerRenewal();
    await expect(renewed).resolves.toMatchObject({ token: 'tok-2' });
    await expect(other).resolves.toBeNull();
    expect(seen.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-2']);
    expect(storage.map.get('token')).toBe('tok-2');
    expect(onLoginRedirect).not.toHaveBeenCalled();
  });

  it('a call that left before the renewal and hears its 401 first waits for the renewal, then goes again (spec §4)', async () => {
    const { client, storage, onLoginRedirect, toast } = setup();
    let answerRenewal: () => void = () => undefined;
    let answerOther: () => void = () => undefined;
    handler = (req, res) => {
      if (req.url?.includes('/x2/user/token/renewal')) {
        // The server rotates tok-1 at once; the renewal's answer is slow to arrive.
        answerRenewal = () => json(res, 200, okEnvelope({ token: 'tok-2', expiresAt: Date.now() + 3_600_000 }));
        answerOther();
        return;
      }
      if (req.headers.token === 'tok-1') answerOther = () => json(res, 200, errorEnvelope('UNAUTHORIZED'));
      else json(res, 200, okEnvelope(null));
    };
    // The page's call leaves first, with tok-1; then start-up renews the token.
    const other = client.call(contract.logoutAll);
    await new Promise((r) => setTimeout(r, 30));
    const renewed = client.call(contract.tokenRenewal, {});
    await new Promise((r) => setTimeout(r, 30));
    // The 401 of tok-1 is in; the renewal's answer is not: the session must still be there.
    expect(storage.map.get('token')).toBe('tok-1');
    expect(onLoginRedirect).not.toHaveBeenCalled();
    answerRenewal();
    await expect(renewed).resolves.toMatchObject({ token: 'tok-2' });
    await expect(other).resolves.toBeNull();
    expect(seen.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-1', 'tok-2']);
    expect(onLoginRedirect).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('retries a rotated token once only, and never a 401 of the token it holds', async () => {
    const { client, storage, onLoginRedirect } = setup();
    handler = (req, res) => {
      if (req.headers.token === 'tok-1') storage.set('token', 'tok-2');
      json(res, 200, errorEnvelope('UNAUTHORIZED'));
    };
    await rejection(client.call(contract.logoutAll));
    expect(seen.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-2']);
    expect(storage.map.has('token')).toBe(false);
    expect(onLoginRedirect).toHaveBeenCalledTimes(1);
  });

  it('treats an HTTP 401 without an envelope the same way', async () => {
    handler = (_req, res) => {
      res.writeHead(401, 'Unauthorized');
      res.end();
    };
    const { client, onLoginRedirect } = setup();
    const error = await rejection(client.call(contract.rechargeConfig));
    expect(error.code).toBe(401);
    expect(onLoginRedirect).toHaveBeenCalledTimes(1);
  });

  it('keeps the session, stays put and shows nothing when turnLogin is false', async () => {
    handler = (_req, res) => json(res, 401, errorEnvelope('UNAUTHORIZED'));
    const { client, storage, onLoginRedirect, toast } = setup();
    await rejection(client.call(contract.userInfo));
    await rejection(client.call(contract.rechargeConfig, {}, { turnLogin: false }));
    expect(storage.map.get('token')).toBe('tok-1');
    expect(client.isLoggedIn()).toBe(true);
    expect(onLoginRedirect).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('logging calls', () => {
  it('swallow server, transport and validation errors', async () => {
    handler = (_req, res) => json(res, 500, errorEnvelope('SERVER_ERROR'));
    const { client, toast, onLoginRedirect } = setup();
    const payload = { url: '/', action: 'boot', deviceId: 'd', deviceVersion: '1', content: '{}' };
    await expect(client.call(contract.logCollect, payload)).resolves.toBeUndefined();
    handler = (_req, res) => json(res, 200, errorEnvelope('UNAUTHORIZED'));
    await expect(
      client.call(contract.eventReport, {
        eventType: 'brandH5.enter',
        eventValue: '',
        appCode: 'a',
        gaId: '',
        userId: '',
        h5Id: '',
        aaid: '',
      }),
    ).resolves.toBeUndefined();
    await expect(client.call(contract.logCollectV2, { ...payload, action: '' })).resolves.toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
    expect(onLoginRedirect).not.toHaveBeenCalled();
  });

  it('send the log token as a header override', async () => {
    const { client } = setup();
    await client.call(
      contract.logCollect,
      { url: '/', action: 'x', deviceId: 'd', deviceVersion: '1', content: '{}' },
      { headers: { token: 'log-tok' } },
    );
    expect(seen[0]?.headers['token']).toBe('log-tok');
  });
});

describe('refs (routes.x): the contract loads on the first call', () => {
  it('validates the payload and the data with the endpoint the ref names', async () => {
    handler = (_req, res) => json(res, 200, okEnvelope(user));
    const { client, toast } = setup();
    expect(await client.call(routes.userInfo)).toEqual(user);
    expect(seen[0]?.url).toBe('/x2/user/info');
    const invalid = await rejection(client.call(routes.loginByAccount, { account: '12ab', pwd: 'secret1' }));
    expect(invalid.kind).toBe('validation');
    expect(seen).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(MESSAGES.enterCorrectPhone, expect.any(ApiError));
    handler = (_req, res) => json(res, 200, okEnvelope({ ...user, balance: 12.5 }));
    expect((await rejection(client.call(routes.userInfo))).kind).toBe('contract');
  });

  it("follows the endpoint's options (no auth, no toast, swallowed logging errors)", async () => {
    handler = (_req, res) => json(res, 200, errorEnvelope('SERVER_ERROR'));
    const { client, toast } = setup();
    await rejection(client.call(routes.appBoot, { appId: 'a' }));
    expect(seen[0]?.headers['token']).toBeUndefined();
    await expect(
      client.call(routes.logCollect, { url: '/', action: 'x', deviceId: 'd', deviceVersion: '1', content: '{}' }),
    ).resolves.toBeUndefined();
    expect(toast).not.toHaveBeenCalled();
  });
});

function refTypeChecks(client: ApiClient) {
  // @ts-expect-error money is a number of minor units
  void client.call(routes.withdrawCheckLimit, { amount: '100' });
  // @ts-expect-error the payload is required
  void client.call(routes.loginByAccount);
}

describe('session helpers', () => {
  it('(ref types are checked at compile time)', () => {
    expect(typeof refTypeChecks).toBe('function');
  });

  it('store and clear the session under the shell keys', () => {
    const { client, storage } = setup({}, {});
    storage.map.clear();
    expect(client.isLoggedIn()).toBe(false);
    client.setSession({ token: 'new', userId: '42' });
    expect(Object.fromEntries(storage.map)).toEqual({ token: 'new', uId: '42', userIdHeader: '42' });
    client.setToken('renewed');
    expect(storage.map.get('token')).toBe('renewed');
    client.clearSession();
    expect(storage.map.size).toBe(0);
  });
});

describe('Idempotency-Key (issue 13)', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('a money-moving call sends a fresh key per call; other calls send none', async () => {
    const { client } = setup();
    handler = (_req, res) => json(res, 200, errorEnvelope('NOTHING_TO_CLAIM'));
    await rejection(client.call(contract.checkinSignin, {}));
    await rejection(client.call(contract.checkinSignin, {}));
    handler = (_req, res) => json(res, 200, okEnvelope(null));
    await client.call(contract.logoutAll);
    const keys = seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeUndefined();
  });

  it('the retry after a token rotation carries the same key', async () => {
    const { client, storage } = setup();
    handler = (req, res) => {
      if (req.headers.token === 'tok-1') {
        storage.set('token', 'tok-2');
        json(res, 200, errorEnvelope('UNAUTHORIZED'));
      } else json(res, 200, errorEnvelope('NOTHING_TO_CLAIM'));
    };
    await rejection(client.call(contract.checkinSignin, {}));
    expect(seen.map((r) => r.headers.token)).toEqual(['tok-1', 'tok-2']);
    const [first, second] = seen.map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it("a caller retrying one action passes that action's key; a ref sends it once the contract is loaded", async () => {
    const { client } = setup();
    handler = (_req, res) => json(res, 200, errorEnvelope('NOTHING_TO_CLAIM'));
    await rejection(client.call(contract.checkinSignin, {}, { idempotencyKey: 'action-7' }));
    await rejection(client.call(routes.checkinSignin, {}, { idempotencyKey: 'action-7' }));
    expect(seen.map((r) => r.headers['idempotency-key'])).toEqual(['action-7', 'action-7']);
  });

  it('makes a UUID v4 without crypto.randomUUID (an http page is not a secure context)', async () => {
    const { randomIdempotencyKey } = await import('./createClient');
    // An own property hides the prototype's method; deleting it brings the method back.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = randomIdempotencyKey();
      expect(a).toMatch(UUID);
      expect(randomIdempotencyKey()).not.toBe(a);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
