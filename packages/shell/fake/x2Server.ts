// A fake x2 server in the page (no network, no vitest): `fetch` calls to its base answer from
// handlers by path and every call is recorded. The shell's unit tests (test/fakeApi.ts) and the
// page stories (stories/, with the realistic data of fake/x2Data.ts) share it.

/** A route's answer: a Response as it is, anything else as the `data` of a success envelope. */
export type FakeHandler = (body: unknown, url: URL) => unknown;

/**
 * Handlers by path; a path ending in `*` answers every path that starts with the rest, and a path
 * template's `{param}` segment (the contract's form) any one segment.
 */
export type FakeRoutes = Record<string, FakeHandler>;

export interface FakeX2 {
  readonly routes: FakeRoutes;
  /** Every call made, in order. */
  readonly calls: { path: string; body: unknown }[];
  /** A `fetch` answering from `routes`; unknown paths get a 404. */
  readonly fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A success envelope (spec §5: code "00000") with `data`. */
export function ok(data: unknown): Response {
  return new Response(JSON.stringify({ code: '00000', message: 'ok', status: 200, data }), { headers: JSON_HEADERS });
}

/** A refusal envelope with the server's code and message. */
export function refuse(code: string, message: string, status = 400): Response {
  return new Response(JSON.stringify({ code, message, status, data: null }), { headers: JSON_HEADERS });
}

/** True when `pattern` (a path, a prefix ending in `*`, or a template with `{param}` segments) covers `path`. */
function covers(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  if (!pattern.includes('{')) return false;
  const source = pattern.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
  return new RegExp(`^${source}$`).test(path);
}

function handlerFor(routes: FakeRoutes, path: string): FakeHandler | undefined {
  return routes[path] ?? Object.entries(routes).find(([pattern]) => covers(pattern, path))?.[1];
}

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url);
}

/** A fake server answering from `routes` (the object is read at each call, so tests may add to it). */
export function createFakeX2(routes: FakeRoutes = {}): FakeX2 {
  const calls: FakeX2['calls'] = [];
  return {
    routes,
    calls,
    fetch(input, init) {
      const url = urlOf(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path: url.pathname, body });
      const handler = handlerFor(routes, url.pathname);
      if (handler === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
      const answer = handler(body, url);
      return Promise.resolve(answer instanceof Response ? answer : ok(answer));
    },
  };
}

/** Signs the fake player in the way the x2 client reads it (token and user id in local storage). */
export function signInFakePlayer(storage: Storage, userId = '1001'): void {
  storage.setItem('token', 'tok');
  storage.setItem('uId', userId);
}
