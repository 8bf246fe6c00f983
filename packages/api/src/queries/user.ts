// Accounts and sessions: the user info query; login, register, edit, renewal and logout writes.
import type { QueryClient } from '@tanstack/react-query';
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { apiClientOf, endpointMutation, endSession, readOf, writeOf, type WriteOptions, type WriteRules } from './factory';

/** What each account write makes stale (login-type writes reset every user query instead). */
export const userInvalidates = {
  userInfoEdit: ['userInfo'],
  /** A password change blocks withdrawals for 24 h (spec §6). */
  passwordEdit: ['withdrawConfig'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

/**
 * The write rule of every way in (password, SMS code, register, Google, Facebook, the account
 * transfer): store the returned session, then reset every user query (spec §4).
 */
export const LOGIN_RULE = { session: 'login' } as const satisfies WriteRules<C['loginByAccount']>;

export const userInfoQuery = readOf(routes.userInfo);

export const registerByAccountMutation = writeOf(routes.registerByAccount, LOGIN_RULE);
export const loginByOtpMutation = writeOf(routes.loginByOtp, LOGIN_RULE);
export const loginByAccountMutation = writeOf(routes.loginByAccount, LOGIN_RULE);
export const facebookLoginMutation = writeOf(routes.facebookLogin, LOGIN_RULE);
/** Google sign-in: v3 for invite brands, v2 otherwise (spec §7). */
export function googleLoginMutation(invite: boolean, options?: WriteOptions<C['googleLoginV2']>) {
  return endpointMutation<C['googleLoginV2'] | C['googleLoginV3']>(invite ? routes.googleLoginV3 : routes.googleLoginV2, LOGIN_RULE, options);
}

export const userInfoEditMutation = writeOf(routes.userInfoEdit, {
  invalidates: userInvalidates.userInfoEdit,
  update: (queryClient, user) => queryClient.setQueryData(userInfoQuery().queryKey, user),
});
export const passwordEditMutation = writeOf(routes.passwordEdit, { invalidates: userInvalidates.passwordEdit });
/** Token renewal, once per session (spec §4): stores the new token. */
export const tokenRenewalMutation = writeOf(routes.tokenRenewal, { session: 'token' });

/**
 * Logout: clears token and user fields and forgets every user query at once (spec §4), then
 * revokes the token on the server in the background (errors swallowed): the session is already
 * gone here, and a failed revoke changes nothing for the user (spec §8).
 */
export function logOut(queryClient: QueryClient): void {
  const api = apiClientOf(queryClient);
  const token = api.getToken();
  endSession(queryClient);
  if (token !== null) api.call(routes.logout, {}, { token }).catch(() => undefined);
}

/**
 * "Log out on every device" (issue 11): the server ends every session of the player first; only
 * when it confirmed does this device forget its session and user queries. A failure rejects and
 * leaves this device logged in (the client has shown why), so the player can try again.
 */
export const logoutAllMutation = writeOf(routes.logoutAll, { session: 'logout' });

export type LoginPayload = RequestOf<C['loginByAccount']>;
