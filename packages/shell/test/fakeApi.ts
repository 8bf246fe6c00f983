// A fake x2 server for the shell's page tests: `fetch` answers from `routes` by path and records
// every call; the player is signed in (token and user id in local storage).
import { vi } from 'vitest';

/** A route's answer: a Response as it is, anything else as the `data` of a success envelope. */
export type FakeHandler = (body: unknown, url: URL) => unknown;

export interface FakeApi {
  /** Handlers by path; a path ending in `*` answers every path that starts with the rest. */
  readonly routes: Record<string, FakeHandler>;
  /** Every call made, in order. */
  readonly calls: { path: string; body: unknown }[];
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

function handlerFor(routes: FakeApi['routes'], path: string): FakeHandler | undefined {
  return routes[path] ?? Object.entries(routes).find(([p]) => p.endsWith('*') && path.startsWith(p.slice(0, -1)))?.[1];
}

/** Signs the test player in and stubs `fetch` with a fake server; undo with `vi.unstubAllGlobals()`. */
export function stubApi(routes: FakeApi['routes'] = {}): FakeApi {
  localStorage.clear();
  localStorage.setItem('token', 'tok');
  localStorage.setItem('uId', '1001');
  const api: FakeApi = { routes, calls: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown);
      api.calls.push({ path: url.pathname, body });
      const handler = handlerFor(api.routes, url.pathname);
      if (handler === undefined) return new Response('not found', { status: 404 });
      const answer = handler(body, url);
      return answer instanceof Response ? answer : ok(answer);
    }),
  );
  return api;
}
