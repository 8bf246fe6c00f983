// A local fake of Facebook's Graph API for tests (nothing reaches the internet): /debug_token and
// /me in the documented wire format. debug_token answers {data:{app_id, type, application,
// expires_at, is_valid, scopes, user_id}} (200 also for a bad input token, with data.error), and a
// 400 {error:{message, type, code, fbtrace_id}} when the app access token is wrong; /me answers the
// profile, or that error body for a bad token or a missing/wrong appsecret_proof.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export interface FakeGraphToken {
  readonly userId: string;
  readonly appId: string;
  /** Seconds since the epoch; 0 = never expires. */
  readonly expiresAt: number;
  readonly name?: string;
  readonly email?: string;
  /** Facebook marked it invalid (logged out, password changed, app removed). */
  readonly invalid?: boolean;
}

export interface FakeGraph {
  /** e.g. http://127.0.0.1:PORT/v21.0 */
  readonly url: string;
  readonly tokens: Map<string, FakeGraphToken>;
  /** Every path+query the fake was asked, newest last. */
  readonly requests: URL[];
  close(): Promise<void>;
}

const error = (message: string, code: number, type = 'OAuthException') => ({ error: { message, type, code, fbtrace_id: 'AbCdEfGhIjK' } });

export async function startFakeGraph(app: { readonly appId: string; readonly appSecret: string }, now: () => number = Date.now): Promise<FakeGraph> {
  const tokens = new Map<string, FakeGraphToken>();
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    requests.push(url);
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json; charset=UTF-8');
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(400, error('Unsupported method', 100));
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
    if (path === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`) return send(400, error('Invalid OAuth access token signature.', 190));
      const input = url.searchParams.get('input_token') ?? '';
      // The app access token itself (pnpm doctor): an APP token of this app.
      if (input === `${app.appId}|${app.appSecret}`) return send(200, { data: { app_id: app.appId, type: 'APP', application: 'Perya', is_valid: true } });
      const token = tokens.get(input);
      if (token === undefined) {
        return send(200, { data: { error: { code: 190, message: 'Invalid OAuth access token - Cannot parse access token' }, is_valid: false, scopes: [] } });
      }
      const expired = token.expiresAt !== 0 && token.expiresAt * 1000 <= now();
      return send(200, {
        data: {
          app_id: token.appId,
          type: 'USER',
          application: token.appId === app.appId ? 'Perya' : 'Someone else',
          data_access_expires_at: token.expiresAt + 7_776_000,
          ...(expired ? { error: { code: 190, message: 'Error validating access token: Session has expired.', subcode: 463 } } : {}),
          expires_at: token.expiresAt,
          is_valid: !expired && token.invalid !== true,
          scopes: ['email', 'public_profile'],
          user_id: token.userId,
        },
      });
    }
    if (path === '/me') {
      const input = url.searchParams.get('access_token') ?? '';
      const token = tokens.get(input);
      if (token === undefined || token.invalid === true || (token.expiresAt !== 0 && token.expiresAt * 1000 <= now())) {
        return send(400, error('Invalid OAuth access token data.', 190));
      }
      const proof = createHmac('sha256', app.appSecret).update(input).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof) return send(400, error('Invalid appsecret_proof provided in the API argument', 100, 'GraphMethodException'));
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const profile: Record<string, string> = { id: token.userId };
      if (fields.includes('name') && token.name !== undefined) profile.name = token.name;
      if (fields.includes('email') && token.email !== undefined) profile.email = token.email;
      return send(200, profile);
    }
    return send(400, error(`Unknown path components: ${path}`, 2500));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake Graph API has no address');
  return {
    url: `http://127.0.0.1:${address.port}/v21.0`,
    tokens,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
