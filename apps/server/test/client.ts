// The real x2 client (packages/api/src/client) pointed at a test server, with in-memory storage.
// eslint-disable-next-line perya/boundaries -- contract tests drive the real client against the real server; the product server never imports it
import { ApiError, createClient, type ApiClient, type DeviceHeaders } from '@perya/api/client';

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  };
}

/**
 * `from.origin`: the Origin header a browser on that brand app sends (fetch in Node sends none);
 * `from.storage`: another client's storage, to call as its player.
 */
export function testClient(
  baseUrl: string,
  headers: DeviceHeaders = {},
  from: { origin?: string; storage?: ReturnType<typeof memoryStorage> } = {},
): ApiClient & { storage: ReturnType<typeof memoryStorage> } {
  const storage = from.storage ?? memoryStorage();
  const { origin } = from;
  const withOrigin = origin === undefined ? undefined : (input: string, init: RequestInit) => fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), origin } });
  const client = createClient({ baseUrl, storage, getHeaders: () => headers, timeoutMs: 10_000, ...(withOrigin === undefined ? {} : { fetch: withOrigin }) });
  return Object.assign(client, { storage });
}

export { ApiError };

/** Awaits a call that must fail, and answers its ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded but was expected to fail');
}
