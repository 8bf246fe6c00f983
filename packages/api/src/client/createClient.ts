// The x2 HTTP client: one base URL, the spec §7 headers, envelope unwrapping and error policy
// (spec §7, §8). Storage, toast, navigation and fetch are injected so it runs anywhere.
import { DEFAULT_REJECTED_STATUS, MESSAGES, REQUEST_TIMEOUT_MS, isSuccessCode } from '@perya/domain';
import { splitPayload, type AnyEndpoint, type OverridableHeader, type RequestOf, type ResponseOf } from '../contract/endpoint';
import { ERROR_CODES } from '../contract/errorCodes';
import { HEADERS } from '../contract/headers';
import { hasSchemas, loadEndpoint, type EndpointRef } from '../contract/routes';
import { validationMessageKey } from '../contract/validation';
import { ApiError } from './ApiError';

/** Key-value storage (shell's KeyValueStore fits: localStorage, the Android bridge cache, memory). */
export interface ClientStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Storage keys the client reads and writes (spec §3 local storage; same names as the shell's). */
export interface SessionKeys {
  token: string;
  /** The user id (logged in means it is present, spec §4). */
  uId: string;
  /** The value sent in the user id header. */
  userIdHeader: string;
  deviceInfoId: string;
}

/** The token renewal (spec §7 GET /x2/user/token/renewal): other calls wait while it is in flight. */
const RENEWAL_ENDPOINT = 'tokenRenewal';

export const DEFAULT_SESSION_KEYS: Readonly<SessionKeys> = {
  token: 'token',
  uId: 'uId',
  userIdHeader: 'userIdHeader',
  deviceInfoId: 'deviceInfoId',
};

/** Device and attribution header values, read at call time (spec §7). Empty values are not sent. */
export interface DeviceHeaders {
  /** Device app_id (gaid) of the wrapper. */
  gaid?: string | undefined;
  /** Overrides the stored device info id. */
  deviceInfoId?: string | undefined;
  fbp?: string | undefined;
  fbc?: string | undefined;
  fbCollectId?: string | undefined;
  /** Sent only by register/login endpoints (`options.attribution`). */
  afId?: string | undefined;
  fbInsId?: string | undefined;
  /** The brand app's code, sent on every call (the server records it at sign-up). */
  appCode?: string | undefined;
  /** The interface language, sent on every call: the operator's texts come back in it. */
  locale?: string | undefined;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface ClientConfig {
  /** The one API base (spec §7), e.g. '' (same origin), '/api' or 'https://api.example.com'. */
  baseUrl: string;
  storage: ClientStorage;
  /**
   * Shows a toast (spec §8). Not called for noToast endpoints/calls or when turnLogin is false on
   * 401. Gets the error too, so a refusal's details (`error.data`) can be shown with its message.
   */
  toast?: (msg: string, error: ApiError) => void;
  /**
   * Called after a 401 cleared the session (unless turnLogin is false). The shell clears its
   * business state (user, transfer data) and navigates to login (spec §4).
   */
  onLoginRedirect?: () => void;
  /** Device/attribution header values (gaid, cookies, afId, fbInsId). */
  getHeaders?: () => DeviceHeaders;
  /** Defaults to the global fetch. */
  fetch?: FetchLike;
  /** Defaults to REQUEST_TIMEOUT_MS (60 s, spec §7, §9). */
  timeoutMs?: number;
  sessionKeys?: Partial<SessionKeys>;
  /** Makes a fresh Idempotency-Key (default: a random UUID v4); tests pin it. */
  newIdempotencyKey?: () => string;
}

export interface CallOptions {
  /** Forced token: sent as the token header even for noAuth endpoints (spec §7). */
  token?: string;
  /** Per-call header overrides (spec §7: log/collect token; SMS token and gaid). */
  headers?: Partial<Record<OverridableHeader, string>>;
  /** Suppress the toast for this call. */
  noToast?: boolean;
  /** Override the endpoint's turnLogin for this call. */
  turnLogin?: boolean;
  signal?: AbortSignal;
  /**
   * The Idempotency-Key of a money-moving call (`options.movesMoney`). Each call makes a fresh
   * one by default (one user action, one key) and reuses it on its own retry; pass the key of an
   * earlier call to retry that same action (the server then moves money at most once).
   */
  idempotencyKey?: string;
}

/** Payload then options; the payload may be left out when every request field is optional. */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends RequestOf<E>
    ? [payload?: RequestOf<E>, options?: CallOptions]
    : [payload: RequestOf<E>, options?: CallOptions];

/** Logging endpoints (swallowErrors) resolve undefined instead of rejecting. */
export type CallResult<E extends AnyEndpoint> = E['options'] extends { readonly swallowErrors: true }
  ? ResponseOf<E> | undefined
  : ResponseOf<E>;

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * Calls an endpoint; resolves its validated `data` (spec §7), rejects with an ApiError (spec §8).
   * Takes the endpoint (`contract.x`) or its ref (`routes.x`, whose schemas load on first use).
   */
  call<E extends AnyEndpoint>(endpoint: E | EndpointRef<E>, ...args: CallArgs<E>): Promise<CallResult<E>>;
  /** Stores a new session after login/register/migration (spec §4). */
  setSession(session: { token: string; userId: string }): void;
  /** Replaces the token only (token renewal). */
  setToken(token: string): void;
  /** Stores the id from /x2/device/getInfoId, sent as the device info id header from then on. */
  setDeviceInfoId(id: string): void;
  /** Logout: clears token and user id fields (spec §4). */
  clearSession(): void;
  /** The stored token, or null. */
  getToken(): string | null;
  /** Logged in means a user id is present (spec §4). */
  isLoggedIn(): boolean;
}

function queryString(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost); an H5 page
 * served over plain http still has crypto.getRandomValues.
 */
export function randomIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function isEnvelopeLike(value: unknown): value is EnvelopeLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('code' in value || 'status' in value)
  );
}

function isJson(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('json');
}

type EnvelopeLike = { code?: unknown; message?: unknown; status?: unknown; data?: unknown };

/** spec §8: "rejects with code (or status), msg (server message, default ...), url". */
function envelopeError(body: EnvelopeLike, response: Response, url: string): ApiError {
  const code =
    typeof body.code === 'string' || typeof body.code === 'number'
      ? body.code
      : typeof body.status === 'number' || typeof body.status === 'string'
        ? body.status
        : response.ok
          ? DEFAULT_REJECTED_STATUS
          : response.status;
  return new ApiError({
    code,
    msg: typeof body.message === 'string' ? body.message : undefined,
    url,
    kind: 'envelope',
    httpStatus: response.status,
    // A refusal's details (e.g. when a player's limit resets); null on most refusals.
    data: body.data ?? undefined,
  });
}

/** A non-success envelope in a body that is otherwise taken raw, as an error factory. */
function envelopeRefusal(text: string): ((response: Response, url: string) => ApiError) | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isEnvelopeLike(body) || isSuccessCode(body.code)) return undefined;
  return (response, url) => envelopeError(body, response, url);
}

export function createClient(config: ClientConfig): ApiClient {
  const keys: SessionKeys = { ...DEFAULT_SESSION_KEYS, ...config.sessionKeys };
  const storage = config.storage;
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const newIdempotencyKey = config.newIdempotencyKey ?? randomIdempotencyKey;

  function clearSession(): void {
    storage.remove(keys.token);
    storage.remove(keys.uId);
    storage.remove(keys.userIdHeader);
  }

  function buildHeaders(endpoint: AnyEndpoint, options: CallOptions, idempotencyKey: () => string): Record<string, string> {
    const device = config.getHeaders?.() ?? {};
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const put = (name: string, value: string | null | undefined) => {
      if (value !== undefined && value !== null && value !== '') headers[name] = value;
    };
    const forced = options.token ?? options.headers?.token;
    put(HEADERS.token, forced ?? (endpoint.options.noAuth === true ? null : storage.get(keys.token)));
    put(HEADERS.userId, storage.get(keys.userIdHeader));
    put(HEADERS.gaid, options.headers?.gaid ?? device.gaid);
    put(HEADERS.deviceInfoId, device.deviceInfoId ?? storage.get(keys.deviceInfoId));
    put(HEADERS.fbp, device.fbp);
    put(HEADERS.fbc, device.fbc);
    put(HEADERS.fbCollectId, device.fbCollectId);
    put(HEADERS.appCode, device.appCode);
    put(HEADERS.locale, device.locale);
    if (endpoint.options.attribution === true) {
      put(HEADERS.afId, device.afId);
      put(HEADERS.fbInsId, device.fbInsId);
    }
    if (endpoint.options.movesMoney === true) put(HEADERS.idempotencyKey, idempotencyKey());
    return headers;
  }

  async function send(
    endpoint: AnyEndpoint,
    payload: unknown,
    options: CallOptions,
    idempotencyKey: () => string,
  ): Promise<unknown> {
    let url = `${baseUrl}${endpoint.path}`;
    const parsed = endpoint.request.safeParse(payload ?? {});
    if (!parsed.success) {
      throw new ApiError({
        code: ERROR_CODES.VALIDATION,
        msg: MESSAGES[validationMessageKey(parsed.error)],
        url,
        kind: 'validation',
        cause: parsed.error,
      });
    }
    if (endpoint.options.forcedToken === true && (options.token ?? options.headers?.token) === undefined) {
      throw new TypeError(`${endpoint.name} needs a forced token (pass { token })`);
    }
    const { path, rest } = splitPayload(endpoint, parsed.data as Record<string, unknown>);
    url = `${baseUrl}${path}`;
    const init: RequestInit = { method: endpoint.method, headers: buildHeaders(endpoint, options, idempotencyKey) };
    if (endpoint.method === 'GET') url += queryString(rest);
    else init.body = JSON.stringify(rest);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    if (options.signal?.aborted === true) controller.abort();
    options.signal?.addEventListener('abort', onOuterAbort, { once: true });
    init.signal = controller.signal;

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, init);
      text = await response.text();
    } catch (cause) {
      throw new ApiError({
        code: DEFAULT_REJECTED_STATUS,
        url,
        kind: timedOut ? 'timeout' : options.signal?.aborted === true ? 'aborted' : 'transport',
        cause,
      });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onOuterAbort);
    }

    const transportError = () =>
      new ApiError({
        code: response.ok ? DEFAULT_REJECTED_STATUS : response.status,
        msg: response.ok ? undefined : response.statusText,
        url,
        kind: 'transport',
        httpStatus: response.status,
      });

    if (endpoint.options.raw === true) {
      // spec §5: the raw endpoint's body is the result, not an envelope. A refusal still comes as
      // a JSON envelope (e.g. a 401), which must not be handed to the caller as the page.
      if (!response.ok && !isJson(response)) throw transportError();
      if (isJson(response)) {
        const refusal = envelopeRefusal(text);
        if (refusal !== undefined) throw refusal(response, url);
        if (!response.ok) throw transportError();
      }
      const result = endpoint.response.safeParse(text);
      if (!result.success) {
        throw new ApiError({ code: DEFAULT_REJECTED_STATUS, url, kind: 'contract', httpStatus: response.status, cause: result.error });
      }
      return result.data;
    }

    let body: unknown;
    try {
      body = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw transportError();
    }
    if (!isEnvelopeLike(body)) throw transportError();

    if (isSuccessCode(body.code)) {
      const result = endpoint.response.safeParse(body.data ?? null);
      if (!result.success) {
        throw new ApiError({ code: DEFAULT_REJECTED_STATUS, url, kind: 'contract', httpStatus: response.status, cause: result.error });
      }
      return result.data;
    }
    throw envelopeError(body, response, url);
  }

  /** The endpoint with its schemas; a contract chunk that fails to load is a transport error. */
  async function resolve(endpoint: AnyEndpoint | EndpointRef): Promise<AnyEndpoint> {
    if (hasSchemas(endpoint)) return endpoint;
    try {
      return await loadEndpoint(endpoint);
    } catch (cause) {
      throw new ApiError({ code: DEFAULT_REJECTED_STATUS, url: `${baseUrl}/`, kind: 'transport', cause });
    }
  }

  /**
   * The token renewal in flight (spec §4: once per session, at start-up). The server revokes the old
   * token as it answers, so a call sent meanwhile with the old token would be refused — and its 401
   * could reach the app before the renewal's answer, clearing a live session. Calls that carry the
   * stored token wait for it instead, then leave with the new one.
   */
  let renewal: Promise<void> | null = null;

  function renew(ref: AnyEndpoint | EndpointRef, payload: unknown, options: CallOptions): Promise<unknown> {
    const sentToken = storage.get(keys.token);
    const answer = callOnce(ref, payload, options, false, keyOnce(options)).then((renewed) => {
      const token = (renewed as { token?: unknown } | null)?.token;
      // Stored here, before any waiting call goes on (unless a log in replaced the token meanwhile).
      if (typeof token === 'string' && token !== '' && storage.get(keys.token) === sentToken) storage.set(keys.token, token);
      return renewed;
    });
    const settled = answer.then(
      () => undefined,
      () => undefined,
    );
    renewal = settled;
    void settled.then(() => {
      if (renewal === settled) renewal = null;
    });
    return answer;
  }

  async function call(ref: AnyEndpoint | EndpointRef, payload?: unknown, options: CallOptions = {}): Promise<unknown> {
    const forcedToken = options.token ?? options.headers?.token;
    if (forcedToken === undefined && ref.name === RENEWAL_ENDPOINT) return renew(ref, payload, options);
    if (renewal !== null && forcedToken === undefined && ref.auth !== 'none') await renewal;
    return callOnce(ref, payload, options, false, keyOnce(options));
  }

  /** The call's Idempotency-Key, made on first use (money-moving calls only) and kept for its retry. */
  function keyOnce(options: CallOptions): () => string {
    let key = options.idempotencyKey;
    return () => (key ??= newIdempotencyKey());
  }

  async function callOnce(
    ref: AnyEndpoint | EndpointRef,
    payload: unknown,
    options: CallOptions,
    retried: boolean,
    idempotencyKey: () => string,
  ): Promise<unknown> {
    let endpoint: AnyEndpoint | undefined;
    const forcedToken = options.token ?? options.headers?.token;
    const sentToken = storage.get(keys.token);
    try {
      endpoint = await resolve(ref);
      return await send(endpoint, payload, options, idempotencyKey);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The caller gave up on the call itself: not a failure to tell the user about.
      if (error.kind === 'aborted') throw error;
      // Token rotation (spec §4 renewal): a renewal replaced the stored token while this call was
      // in flight with the old one, which the server now refuses. The 401 is about that token, not
      // the session: send the call once more with the new token (a 401 ran no handler). A call that
      // left before the renewal did may hear its 401 before the renewal's answer arrives: it waits
      // for that answer first, which decides whether the token was rotated or the session is gone.
      if (error.unauthorized && !retried && forcedToken === undefined && renewal !== null && ref.name !== RENEWAL_ENDPOINT) await renewal;
      const rotated = storage.get(keys.token);
      if (error.unauthorized && !retried && forcedToken === undefined && rotated !== null && rotated !== '' && rotated !== sentToken) {
        return callOnce(ref, payload, options, true, idempotencyKey);
      }
      // A ref whose contract did not load still says how its failures show.
      const endpointOptions = endpoint?.options ?? ref.options;
      const swallow = endpointOptions.swallowErrors === true;
      const noToast = swallow || options.noToast === true || endpointOptions.noToast === true;
      if (error.unauthorized) {
        const turnLogin = options.turnLogin ?? endpoint?.options.turnLogin ?? true;
        // spec §4, §8: a 401 clears the session and goes to login unless turnLogin is false
        // (and then nothing is shown either).
        if (turnLogin) {
          clearSession();
          if (!noToast) config.toast?.(error.msg, error);
          config.onLoginRedirect?.();
        }
      } else if (!noToast) {
        config.toast?.(error.msg, error);
      }
      // spec §8: logging errors are swallowed.
      if (swallow) return undefined;
      throw error;
    }
  }

  return {
    baseUrl,
    call: call as ApiClient['call'],
    setSession({ token, userId }) {
      storage.set(keys.token, token);
      storage.set(keys.uId, userId);
      storage.set(keys.userIdHeader, userId);
    },
    setToken(token) {
      storage.set(keys.token, token);
    },
    setDeviceInfoId(id) {
      storage.set(keys.deviceInfoId, id);
    },
    clearSession,
    getToken() {
      const token = storage.get(keys.token);
      return token === '' ? null : token;
    },
    isLoggedIn() {
      const id = storage.get(keys.uId);
      return id !== null && id !== '';
    },
  };
}
