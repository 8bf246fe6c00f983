// Generic `queryOptions` / `mutationOptions` of any contract endpoint; the area files name one per
// endpoint, one line each. The x2 client travels with the QueryClient (`createApiQueryClient(api)`),
// so a factory needs no React: pages pass it to useQuery / useMutation, flows to fetchQuery /
// runMutation, and every write's cache rules run wherever it is sent from.
import {
  MutationObserver,
  QueryClient,
  mutationOptions,
  queryOptions,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError } from '../client/ApiError';
import type { ApiClient, CallOptions, CallResult } from '../client/createClient';
import type { EndpointName } from '../contract/index';
import { routes, type EndpointRef } from '../contract/routes';
import type { AnyEndpoint, RequestOf } from '../contract/endpoint';
import { queryKeys, type ApiQueryKey } from './keys';

const apiClients = new WeakMap<QueryClient, ApiClient>();

/** The x2 client a QueryClient was made with (`createApiQueryClient(api)`). */
export function apiClientOf(queryClient: QueryClient): ApiClient {
  const api = apiClients.get(queryClient);
  if (api === undefined) throw new Error('apiClientOf: make the QueryClient with createApiQueryClient(api)');
  return api;
}

type AnyCall = (e: AnyEndpoint | EndpointRef, p: unknown, o: CallOptions) => Promise<unknown>;

function send<E extends AnyEndpoint>(api: ApiClient, endpoint: E | EndpointRef<E>, payload: unknown, options: CallOptions) {
  return (api.call as AnyCall)(endpoint, payload, options) as Promise<CallResult<E>>;
}

/** Payload of a mutation: may be left out when every field of the request is optional. */
export type MutationVariables<E extends AnyEndpoint> =
  Record<string, never> extends RequestOf<E> ? RequestOf<E> | void : RequestOf<E>;

type ReadCallOptions = Omit<CallOptions, 'signal'>;

/**
 * A read factory's arguments: the payload (optional when every field of the request is), then the
 * client options of the call (not part of the key: e.g. `noToast: false` for a flow with no page
 * to show its error in).
 */
export type PayloadArgs<E extends AnyEndpoint> = Record<string, never> extends RequestOf<E>
  ? [payload?: RequestOf<E>, callOptions?: ReadCallOptions]
  : [payload: RequestOf<E>, callOptions?: ReadCallOptions];

/** Query options an endpoint's factory fixes for every caller (staleness, cache time, polling). */
export type ReadDefaults<E extends AnyEndpoint> = Pick<
  UseQueryOptions<CallResult<E>, ApiError, CallResult<E>, ApiQueryKey>,
  'staleTime' | 'gcTime' | 'refetchInterval'
>;

/**
 * `queryOptions` of one endpoint call: usable with useQuery, fetchQuery, prefetchQuery, and its
 * `queryKey` types `setQueryData`. A read does not toast its failure (unless `noToast: false` is
 * passed): the page that asked shows the error in place with its Retry, and a toast on top of it
 * (one per retry) would say it again.
 */
export function endpointQuery<E extends AnyEndpoint>(
  endpoint: E | EndpointRef<E>,
  payload?: RequestOf<E>,
  defaults: ReadDefaults<E> = {},
  callOptions: ReadCallOptions = {},
) {
  return queryOptions<CallResult<E>, ApiError, CallResult<E>, ApiQueryKey>({
    ...defaults,
    queryKey: queryKeys.call(endpoint, payload),
    queryFn: ({ client, signal }) => send(apiClientOf(client), endpoint, payload, { noToast: true, ...callOptions, signal }),
  });
}

/** The query factory of one read endpoint: `export const xQuery = readOf(routes.x)`. */
export function readOf<E extends AnyEndpoint>(endpoint: EndpointRef<E>, defaults: ReadDefaults<E> = {}) {
  return (...[payload, callOptions]: PayloadArgs<E>) => endpointQuery(endpoint, payload, defaults, callOptions);
}

/**
 * What a successful write does to the cache and the session; each write's rules live in its one
 * factory below its area file's `*Invalidates` table.
 */
export interface WriteRules<E extends AnyEndpoint> {
  /** Endpoints whose cached data this write makes stale. */
  invalidates?: readonly EndpointName[];
  /**
   * `login`: store the returned session, then reset every user query (spec §4: token stored on
   * login or register, then user info loaded). `logout`: forget the session and every user query.
   * `token`: store a renewed token. `deviceInfoId`: store the device info id header value.
   */
  session?: 'login' | 'logout' | 'token' | 'deviceInfoId';
  /** Further cache updates with the result (e.g. put the edited user into the user info query). */
  update?: (queryClient: QueryClient, data: CallResult<E>, variables: MutationVariables<E>) => void;
}

/**
 * What a caller may add to a write: per-call client options and the usual mutation options. Its
 * `onSuccess` runs after the write's rules (it cannot replace them).
 */
export type WriteOptions<E extends AnyEndpoint, V = MutationVariables<E>> = Omit<
  UseMutationOptions<CallResult<E>, ApiError, V>,
  'mutationFn'
> & { callOptions?: Omit<CallOptions, 'signal'> };

/** The session write rules: the one place a log in or a log out changes the session and the cache. */
async function applySession(api: ApiClient, queryClient: QueryClient, rule: WriteRules<AnyEndpoint>['session'], data: unknown) {
  if (rule === 'login') {
    const session = data as { token: string; userId: string };
    api.setSession({ token: session.token, userId: session.userId });
    await resetUserQueries(queryClient);
  } else if (rule === 'logout') {
    endSession(queryClient);
  } else if (rule === 'token') {
    api.setToken((data as { token: string }).token);
  } else if (rule === 'deviceInfoId') {
    api.setDeviceInfoId((data as { deviceInfoId: string }).deviceInfoId);
  }
}

/** Applies a write's rules after it succeeded. */
export async function applyWriteRules<E extends AnyEndpoint>(
  queryClient: QueryClient,
  rules: WriteRules<E>,
  data: CallResult<E>,
  variables: MutationVariables<E>,
): Promise<void> {
  await applySession(apiClientOf(queryClient), queryClient, rules.session, data);
  rules.update?.(queryClient, data, variables);
  await Promise.all(
    (rules.invalidates ?? []).map((name) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes[name]) }),
    ),
  );
}

/**
 * `mutationOptions` of one write: sends it, then applies its rules, then the caller's `onSuccess`.
 * `toPayload` turns the variables into the request when they differ (the forced token of the
 * account transfer, an endpoint chosen by the brand).
 */
export function endpointMutation<E extends AnyEndpoint, V = MutationVariables<E>>(
  endpoint: E | EndpointRef<E>,
  rules: WriteRules<E>,
  options: WriteOptions<E, V> = {},
  toCall: (variables: V) => { payload: unknown; callOptions?: Omit<CallOptions, 'signal'> } = (variables) => ({ payload: variables ?? undefined }),
) {
  const { callOptions, onSuccess, ...rest } = options;
  return mutationOptions<CallResult<E>, ApiError, V>({
    ...rest,
    mutationFn: (variables, { client }) => {
      const call = toCall(variables);
      return send(apiClientOf(client), endpoint, call.payload, { ...callOptions, ...call.callOptions });
    },
    onSuccess: async (data, variables, onMutateResult, context) => {
      await applyWriteRules(context.client, rules, data, variables as MutationVariables<E>);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** The mutation factory of one write endpoint: `export const xMutation = writeOf(routes.x, rules)`. */
export function writeOf<E extends AnyEndpoint>(endpoint: EndpointRef<E>, rules: WriteRules<E> = {}) {
  return (options?: WriteOptions<E>) => endpointMutation(endpoint, rules, options);
}

/**
 * Sends a write outside React (a start-up flow, a popup's action) with the same rules as
 * `useMutation(factory())`; resolves with its result or rejects with its error.
 */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: UseMutationOptions<TData, ApiError, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}

/** After login: refetch what is on screen for the new user, drop the rest (spec §4). */
export async function resetUserQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ queryKey: queryKeys.scope('user') });
}

/**
 * Logout, a 401 or a revoked session: clears token and user fields and forgets every user's data
 * without refetching it (spec §4).
 */
export function endSession(queryClient: QueryClient): void {
  apiClientOf(queryClient).clearSession();
  queryClient.removeQueries({ queryKey: queryKeys.scope('user') });
}

/**
 * Retry only what may succeed on a second try: transport failures and timeouts, twice. A server
 * refusal (envelope code), a 401, a bad payload or a contract mismatch never changes by retrying.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.unauthorized) return false;
  if (error.kind !== 'transport' && error.kind !== 'timeout') return false;
  if (typeof error.code === 'number' && error.code >= 400 && error.code < 500) return false;
  return failureCount < 2;
}

/** A QueryClient carrying the x2 client `api`, with the x2 defaults: the retry policy above, no retries for writes. */
export function createApiQueryClient(api: ApiClient): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  apiClients.set(queryClient, api);
  return queryClient;
}
