// Generic query and mutation bindings for any contract endpoint; the area files name them.
import {
  QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError } from '../client/ApiError';
import type { ApiClient, CallOptions, CallResult } from '../client/createClient';
import type { EndpointName } from '../contract/index';
import { routes, type EndpointRef } from '../contract/routes';
import type { AnyEndpoint, RequestOf } from '../contract/endpoint';
import { queryKeys, type ApiQueryKey } from './keys';
import { useApiClient } from './context';

/** Payload of a mutation: may be left out when every field of the request is optional. */
export type MutationVariables<E extends AnyEndpoint> =
  Record<string, never> extends RequestOf<E> ? RequestOf<E> | void : RequestOf<E>;

/** Extra useQuery options a hook caller may pass (everything but key and fn). */
export type ReadOptions<E extends AnyEndpoint> = Omit<
  UseQueryOptions<CallResult<E>, ApiError, CallResult<E>, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * `queryOptions` of one endpoint call: usable with useQuery, prefetchQuery, ensureQueryData.
 * A read does not toast its failure (unless `noToast: false` is passed): the page that asked shows
 * the error in place with its Retry, and a toast on top of it (one per retry) would say it again.
 */
export function endpointQueryOptions<E extends AnyEndpoint>(
  client: ApiClient,
  endpoint: E | EndpointRef<E>,
  payload?: RequestOf<E>,
  callOptions: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions<CallResult<E>, ApiError, CallResult<E>, ApiQueryKey>({
    queryKey: queryKeys.call(endpoint, payload),
    queryFn: ({ signal }) =>
      (client.call as (e: AnyEndpoint | EndpointRef, p: unknown, o: CallOptions) => Promise<CallResult<E>>)(
        endpoint,
        payload,
        { noToast: true, ...callOptions, signal },
      ),
  });
}

export function useEndpointQuery<E extends AnyEndpoint>(
  endpoint: E | EndpointRef<E>,
  payload?: RequestOf<E>,
  options: ReadOptions<E> = {},
) {
  const client = useApiClient();
  return useQuery({ ...endpointQueryOptions(client, endpoint, payload), ...options });
}

/** What a successful write does to the cache and the session. */
export interface WriteRules<E extends AnyEndpoint> {
  /** Endpoints whose cached data this write makes stale. */
  invalidates?: readonly EndpointName[];
  /**
   * `login`: store the returned session, then reset every user query (spec §4: token stored on
   * login or register, then user info loaded). `token`: store a renewed token. `deviceInfoId`:
   * store the device info id header value.
   */
  session?: 'login' | 'token' | 'deviceInfoId';
  /** Further cache updates with the result (e.g. put the edited user into the user info query). */
  update?: (queryClient: QueryClient, data: CallResult<E>, variables: MutationVariables<E>) => void;
}

export type WriteOptions<E extends AnyEndpoint> = Omit<
  UseMutationOptions<CallResult<E>, ApiError, MutationVariables<E>>,
  'mutationFn'
> & { callOptions?: Omit<CallOptions, 'signal'> };

/** Applies a write's rules after it succeeded (exported for tests and non-hook callers). */
export async function applyWriteRules<E extends AnyEndpoint>(
  client: ApiClient,
  queryClient: QueryClient,
  rules: WriteRules<E>,
  data: CallResult<E>,
  variables: MutationVariables<E>,
): Promise<void> {
  if (rules.session === 'login') {
    const session = data as { token: string; userId: string };
    client.setSession({ token: session.token, userId: session.userId });
    await resetUserQueries(queryClient);
  } else if (rules.session === 'token') {
    client.setToken((data as { token: string }).token);
  } else if (rules.session === 'deviceInfoId') {
    client.setDeviceInfoId((data as { deviceInfoId: string }).deviceInfoId);
  }
  rules.update?.(queryClient, data, variables);
  await Promise.all(
    (rules.invalidates ?? []).map((name) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(routes[name]) }),
    ),
  );
}

export function useEndpointMutation<E extends AnyEndpoint>(
  endpoint: E | EndpointRef<E>,
  rules: WriteRules<E> = {},
  options: WriteOptions<E> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { callOptions, onSuccess, ...rest } = options;
  return useMutation<CallResult<E>, ApiError, MutationVariables<E>>({
    ...rest,
    mutationFn: (variables) =>
      (client.call as (e: AnyEndpoint | EndpointRef, p: unknown, o: CallOptions) => Promise<CallResult<E>>)(
        endpoint,
        variables ?? undefined,
        callOptions ?? {},
      ),
    onSuccess: async (data, variables, onMutateResult, context) => {
      await applyWriteRules(client, queryClient, rules, data, variables);
      await onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}

/** After login: refetch what is on screen for the new user, drop the rest (spec §4). */
export async function resetUserQueries(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ queryKey: queryKeys.scope('user') });
}

/** After logout or a 401: forget every user's data without refetching it (spec §4). */
export function clearUserQueries(queryClient: QueryClient): void {
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

/** A QueryClient with the x2 defaults: the retry policy above, no retries for writes. */
export function createApiQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
