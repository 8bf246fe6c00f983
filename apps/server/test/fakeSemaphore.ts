// A local fake of Semaphore's HTTP API v4 for tests (nothing reaches the internet), in the format
// semaphore.co/docs shows: POST /api/v4/messages (apikey, number, message, sendername) answers a
// JSON array of message objects {message_id, user_id, user, account_id, account, recipient,
// message, sender_name, network, status, type, source, created_at, updated_at}; GET
// /api/v4/messages/{id}?apikey= answers that message in a one-element array; GET /api/v4/account?apikey= the account
// ({account_id, account_name, status, credit_balance}). Refusals name the
// fields with their reasons ({"apikey": ["..."]}, {"number": ["..."]}) or list reasons
// (["Your current balance is insufficient."]).
import { createServer, type Server } from 'node:http';

export interface FakeSemaphoreMessage {
  readonly id: number;
  readonly params: Record<string, string>;
  status: string;
}

export interface FakeSemaphore {
  /** e.g. http://127.0.0.1:PORT/api/v4 (what SEMAPHORE_API_URL points at). */
  readonly url: string;
  readonly messages: FakeSemaphoreMessage[];
  readonly requests: string[];
  /** Answer the next send with this status and body instead. */
  failNext: { readonly status: number; readonly body: unknown } | undefined;
  close(): Promise<void>;
}

export async function startFakeSemaphore(apiKey: string): Promise<FakeSemaphore> {
  const messages: FakeSemaphoreMessage[] = [];
  const requests: string[] = [];
  const state: { failNext: FakeSemaphore['failNext']; nextId: number } = {
    failNext: undefined,
    nextId: 181_000_001,
  };
  const view = (m: FakeSemaphoreMessage) => ({
    message_id: m.id,
    user_id: 99556,
    user: 'ops@perya.example',
    account_id: 90290,
    account: 'Perya',
    recipient: m.params.number?.replace(/^0/, '63'),
    message: m.params.message,
    sender_name: m.params.sendername ?? 'SEMAPHORE',
    network: 'Globe',
    status: m.status,
    type: 'Single',
    source: 'Api',
    created_at: '2026-01-15 12:00:00',
    updated_at: '2026-01-15 12:00:00',
  });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://semaphore.test');
      requests.push(`${req.method ?? ''} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && url.pathname === '/api/v4/messages') {
        const params = Object.fromEntries(
          new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        );
        if (state.failNext !== undefined) {
          const { status, body } = state.failNext;
          state.failNext = undefined;
          return send(status, body);
        }
        if (params.apikey !== apiKey)
          return send(401, { apikey: ['The selected apikey is invalid.'] });
        if (params.number === undefined || !/^(09|639)\d{9}$/.test(params.number))
          return send(422, { number: ['The number format is invalid.'] });
        if (params.message === undefined || params.message === '')
          return send(422, { message: ['The message field is required.'] });
        const message: FakeSemaphoreMessage = { id: state.nextId++, params, status: 'Pending' };
        messages.push(message);
        return send(200, [view(message)]);
      }
      // GET /api/v4/account?apikey=: the account's name, status and credit (pnpm doctor's harmless call).
      if (req.method === 'GET' && url.pathname === '/api/v4/account') {
        if (url.searchParams.get('apikey') !== apiKey)
          return send(401, { apikey: ['The selected apikey is invalid.'] });
        return send(200, { account_id: 90290, account_name: 'Perya', status: 'Active', credit_balance: 1500 });
      }
      const one = /^\/api\/v4\/messages\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && one !== null) {
        if (url.searchParams.get('apikey') !== apiKey)
          return send(401, { apikey: ['The selected apikey is invalid.'] });
        const message = messages.find((m) => m.id === Number(one[1]));
        if (message === undefined) return send(404, ['Message not found.']);
        return send(200, [view(message)]);
      }
      return send(404, ['Not found.']);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('fake Semaphore did not listen');
  return {
    url: `http://127.0.0.1:${address.port}/api/v4`,
    messages,
    requests,
    get failNext() {
      return state.failNext;
    },
    set failNext(value) {
      state.failNext = value;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
