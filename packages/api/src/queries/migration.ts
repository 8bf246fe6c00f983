// Account migration bindings (spec §4: child app tips, main app check, transfer to main).
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { endpointMutation, readOf, writeOf, type WriteOptions } from './factory';
import { LOGIN_RULE } from './user';

export const migrationBonusCheckQuery = readOf(routes.migrationBonusCheck);
export const vestCheckBannerShowQuery = readOf(routes.vestCheckBannerShow);
export const vestRecentLoginAccountQuery = readOf(routes.vestRecentLoginAccount);
export const vestMainAccountAvailableQuery = readOf(routes.vestMainAccountAvailable);
export const protectMigrationCheckQuery = readOf(routes.protectMigrationCheck);

export const vestMigratedVisitReportMutation = writeOf(routes.vestMigratedVisitReport);

export type LoginMigrateVariables = RequestOf<C['vestLoginMigrate']> & {
  /** The migration token from /x2/vest/main_account_available/check (the forced token, spec §7). */
  migrationToken: string;
};

/** Migrates and logs in to the main app with the login write rule (spec §4). */
export function vestLoginMigrateMutation(options?: WriteOptions<C['vestLoginMigrate'], LoginMigrateVariables>) {
  return endpointMutation(routes.vestLoginMigrate, LOGIN_RULE, options, ({ migrationToken, ...payload }: LoginMigrateVariables) => ({
    payload,
    callOptions: { token: migrationToken },
  }));
}
