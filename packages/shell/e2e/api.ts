// The one helper the browser flows use to call the test server's x2 API (and its /ops and /dev
// doors) directly: a JSON POST (or a GET), the session token in the `token` header, the envelope's
// data answered, and an error naming the URL and the server's code when the call failed.

/** The x2 envelope every answer of the test server is wrapped in. */
export interface Envelope<T> {
  readonly code: string;
  readonly message?: string;
  readonly data: T;
}

/** The data of an x2 answer, or an error naming `what` and the server's code and message. */
async function envelopeData<T>(response: Response, what: string): Promise<T> {
  const json = (await response.json()) as Envelope<T>;
  if (json.code !== '00000') throw new Error(`${what}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

/**
 * Calls `url` on the test server: POST with `body` as JSON (GET sends no body), signed in with
 * `token` when given, with any extra `headers` (an app code, say); answers the envelope's data.
 */
export async function call<T = unknown>(
  url: string,
  body: unknown = {},
  token?: string,
  method: 'GET' | 'POST' = 'POST',
  headers: Readonly<Record<string, string>> = {},
): Promise<T> {
  const auth = token !== undefined && token !== '' ? { token } : {};
  const init: RequestInit =
    method === 'GET'
      ? { headers: { ...auth, ...headers } }
      : { method, headers: { 'content-type': 'application/json', ...auth, ...headers }, body: JSON.stringify(body) };
  return envelopeData<T>(await fetch(url, init), url);
}
