// Account migration bindings (spec §4: child app tips, main app check, transfer to main).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../client/ApiError';
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf, ResponseOf } from '../contract/endpoint';
import { useApiClient } from './context';
import { applyWriteRules, useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

export function useMigrationBonusCheck(payload: RequestOf<C['migrationBonusCheck']>, options?: ReadOptions<C['migrationBonusCheck']>) {
  return useEndpointQuery(routes.migrationBonusCheck, payload, options);
}
export function useVestCheckBannerShow(payload: RequestOf<C['vestCheckBannerShow']>, options?: ReadOptions<C['vestCheckBannerShow']>) {
  return useEndpointQuery(routes.vestCheckBannerShow, payload, options);
}
export function useVestRecentLoginAccount(
  payload: RequestOf<C['vestRecentLoginAccount']>,
  options?: ReadOptions<C['vestRecentLoginAccount']>,
) {
  return useEndpointQuery(routes.vestRecentLoginAccount, payload, options);
}
export function useVestMainAccountAvailable(
  payload: RequestOf<C['vestMainAccountAvailable']>,
  options?: ReadOptions<C['vestMainAccountAvailable']>,
) {
  return useEndpointQuery(routes.vestMainAccountAvailable, payload, options);
}
export function useProtectMigrationCheck(options?: ReadOptions<C['protectMigrationCheck']>) {
  return useEndpointQuery(routes.protectMigrationCheck, undefined, options);
}

export function useVestMigratedVisitReport(options?: WriteOptions<C['vestMigratedVisitReport']>) {
  return useEndpointMutation(routes.vestMigratedVisitReport, {}, options);
}

export type LoginMigrateVariables = RequestOf<C['vestLoginMigrate']> & {
  /** The migration token from /x2/vest/main_account_available/check (the forced token, spec §7). */
  migrationToken: string;
};

/** Migrates and logs in to the main app; stores the new session and resets user queries (spec §4). */
export function useVestLoginMigrate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ResponseOf<C['vestLoginMigrate']>, ApiError, LoginMigrateVariables>({
    mutationFn: ({ migrationToken, ...payload }) =>
      client.call(routes.vestLoginMigrate, payload, { token: migrationToken }),
    onSuccess: (data, variables) =>
      applyWriteRules(client, queryClient, { session: 'login', invalidates: ['userInfo'] }, data, variables),
  });
}
