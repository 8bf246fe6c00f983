// How one x2 endpoint is described: method, path, request and `data` schemas, and call options.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint, for the server's auth hook.
 * - `required`: a valid token must be sent, else code 401.
 * - `optional`: a token is read when present (e.g. logging, game lists) but not needed.
 * - `none`: public; the client sends no token (`noAuth`).
 */
export type AuthRequirement = 'required' | 'optional' | 'none';

/** Headers a caller may override for one call (spec §7: log/collect token, SMS token and gaid). */
export type OverridableHeader = 'token' | 'gaid';

/** Per-endpoint call options (spec §7 "Options: turnLogin, noToast, noAuth, method, forced token"). */
export interface EndpointOptions {
  /** Send no token header. */
  readonly noAuth?: boolean;
  /** Never show a toast for this endpoint's errors. */
  readonly noToast?: boolean;
  /**
   * `false`: a 401 neither clears the session nor redirects to login, and shows no toast
   * (spec §6, §8: user info, public config and game launch do not force a login redirect).
   * Default `true`.
   */
  readonly turnLogin?: boolean;
  /** The response is not an envelope; the body text is the result (spec §5: get-game-html). */
  readonly raw?: boolean;
  /** Errors are swallowed: the call resolves `undefined` and shows nothing (spec §8: logging). */
  readonly swallowErrors?: boolean;
  /** The caller MUST pass the token for this call (spec §7: vest/login_migrate's forced token). */
  readonly forcedToken?: boolean;
  /** Headers the caller may override per call. */
  readonly headerOverrides?: readonly OverridableHeader[];
  /** Adds the afId and fbInsId headers (spec §7: register and login calls). */
  readonly attribution?: boolean;
  /**
   * The call moves money (a bet, a claim, a cash-out, a deposit order, a withdrawal): the client
   * sends an Idempotency-Key header, one per user action and the same on a retry of it, and the
   * server answers a replay of that key with the first answer instead of moving money again
   * (issue 13; apps/server/src/http/idempotency.ts). Our design: the spec names no such header.
   */
  readonly movesMoney?: boolean;
}

/** Names of the `{param}` segments of a path template, as a union. */
export type PathParamName<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamName<Rest>
  : never;

/** Values of a path's parameters (every path parameter is also a field of the request). */
export type PathParams<P extends string> = { readonly [K in PathParamName<P>]: string | number };

export interface Endpoint<
  N extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  O extends EndpointOptions = EndpointOptions,
> {
  /** Key of the endpoint in `contract` (also its React Query key root). */
  readonly name: N;
  readonly method: M;
  /** Exact path of spec §7; `{name}` marks a path parameter. */
  readonly path: P;
  /** Path parameter names, in order. Each is also a field of `request`, removed from body/query. */
  readonly pathParams: readonly PathParamName<P>[];
  /** Schema of the payload (JSON body for POST, query string for GET). */
  readonly request: Req;
  /** Schema of the envelope's `data` (or, for `raw`, of the body text). */
  readonly response: Res;
  readonly options: O;
  readonly auth: AuthRequirement;
  /** One line on what the call does, and where a shape is our design rather than the spec's. */
  readonly summary: string;
}

/** Any endpoint, for code that iterates the contract. */
export type AnyEndpoint = Endpoint<string, HttpMethod, string, z.ZodMiniType, z.ZodMiniType, EndpointOptions>;

/** What a caller passes: the request schema's input type. */
export type RequestOf<E extends AnyEndpoint> = z.input<E['request']>;
/** What a caller gets back: the response schema's output type. */
export type ResponseOf<E extends AnyEndpoint> = z.output<E['response']>;

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Names of a path template's parameters, in order. */
export function pathParamNames<P extends string>(path: P): PathParamName<P>[] {
  return [...path.matchAll(PARAM)].map((m) => m[1] as PathParamName<P>);
}

/**
 * Describes an endpoint. `request` and `response` are thunks: each schema is built once, on the
 * first read of `endpoint.request` / `endpoint.response` (a memoising getter).
 */
export function defineEndpoint<
  const N extends string,
  const M extends HttpMethod,
  const P extends string,
  Req extends z.ZodMiniType<Record<PathParamName<P>, string | number>>,
  Res extends z.ZodMiniType,
  const O extends EndpointOptions = Record<never, never>,
>(def: {
  name: N;
  method: M;
  path: P;
  /** Builds the request schema; called once, on the first read of `endpoint.request`. */
  request: () => Req;
  /** Builds the `data` schema; called once, on the first read of `endpoint.response`. */
  response: () => Res;
  options?: O;
  /** Defaults to `none` when `options.noAuth`, else `required`. */
  auth?: AuthRequirement;
  summary: string;
}): Endpoint<N, M, P, Req, Res, O> {
  const options = def.options ?? ({} as O);
  // The schemas are built on first use (issue 13): evaluating the contract builds none, so a
  // phone's main thread pays only for the endpoints it calls, each on its first call.
  let request: Req | undefined;
  let response: Res | undefined;
  return {
    name: def.name,
    method: def.method,
    path: def.path,
    pathParams: pathParamNames(def.path),
    get request() {
      return (request ??= def.request());
    },
    get response() {
      return (response ??= def.response());
    },
    options,
    auth: def.auth ?? (options.noAuth === true ? 'none' : 'required'),
    summary: def.summary,
  };
}

/**
 * Build the concrete path of an endpoint from its parameter values, URI-encoding each
 * (e.g. `buildPath(contract.appBoot, { appId: 'x_1' })` → `/x2/app/boot/v2/x_1`).
 */
export function buildPath<P extends string>(
  endpoint: { readonly path: P },
  params: PathParams<P>,
): string {
  return endpoint.path.replace(PARAM, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path in router syntax (`{id}` → `:id`), for Fastify or any `:param` router. */
export function routePattern(path: string): string {
  return path.replace(PARAM, (_, name: string) => `:${name}`);
}

/**
 * Split a payload into the path (parameters filled in) and the remaining fields that go to the
 * body or query string.
 */
export function splitPayload(
  endpoint: AnyEndpoint,
  payload: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  if (endpoint.pathParams.length === 0) return { path: endpoint.path, rest: payload };
  const rest: Record<string, unknown> = { ...payload };
  const params: Record<string, string | number> = {};
  for (const name of endpoint.pathParams) {
    const value = rest[name];
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    delete rest[name];
  }
  return { path: buildPath(endpoint, params as PathParams<string>), rest };
}
