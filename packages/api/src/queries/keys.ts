// React Query keys of the x2 endpoints: ['x2', scope, endpoint name, payload?].
import type { AnyEndpoint } from '../contract/endpoint';

/** What a key needs of an endpoint or its ref. */
type Named = Pick<AnyEndpoint, 'name' | 'auth'>;

/**
 * `public` data is the same for everyone (public config, app boot, invite code check); `user`
 * data depends on who is logged in and is reset on login and dropped on logout or a 401.
 */
export type QueryScope = 'public' | 'user';

export function scopeOf(endpoint: Named): QueryScope {
  return endpoint.auth === 'none' ? 'public' : 'user';
}

export const queryKeys = {
  /** Every x2 query. */
  all: ['x2'] as const,
  /** Every query of one scope. */
  scope: (scope: QueryScope) => ['x2', scope] as const,
  /** Every query of one endpoint (any payload): the prefix invalidation uses. */
  endpoint: (endpoint: Named) => ['x2', scopeOf(endpoint), endpoint.name] as const,
  /** One endpoint with one payload. */
  call: (endpoint: Named, payload: unknown) =>
    payload === undefined
      ? (['x2', scopeOf(endpoint), endpoint.name] as const)
      : (['x2', scopeOf(endpoint), endpoint.name, payload] as const),
};

export type ApiQueryKey = ReturnType<typeof queryKeys.call>;
