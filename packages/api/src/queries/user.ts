// Accounts and sessions: user info query, login/register/edit/renewal mutations, logout (here or everywhere).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useApiClient } from './context';
import { clearUserQueries, useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';
import { queryKeys } from './keys';

/** What each account write makes stale (login-type writes reset every user query instead). */
export const userInvalidates = {
  userInfoEdit: ['userInfo'],
  /** A password change blocks withdrawals for 24 h (spec §6). */
  passwordEdit: ['withdrawConfig'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useUserInfo(options?: ReadOptions<C['userInfo']>) {
  return useEndpointQuery(routes.userInfo, undefined, options);
}

export function useRegisterByAccount(options?: WriteOptions<C['registerByAccount']>) {
  return useEndpointMutation(routes.registerByAccount, { session: 'login' }, options);
}
export function useLoginByOtp(options?: WriteOptions<C['loginByOtp']>) {
  return useEndpointMutation(routes.loginByOtp, { session: 'login' }, options);
}
export function useLoginByAccount(options?: WriteOptions<C['loginByAccount']>) {
  return useEndpointMutation(routes.loginByAccount, { session: 'login' }, options);
}
/** Google sign-in: v3 for invite brands, v2 otherwise (spec §7). */
export function useGoogleLogin(invite: boolean, options?: WriteOptions<C['googleLoginV2']>) {
  return useEndpointMutation<C['googleLoginV2'] | C['googleLoginV3']>(
    invite ? routes.googleLoginV3 : routes.googleLoginV2,
    { session: 'login' },
    options,
  );
}
/** Facebook login with the access token from the Facebook JS SDK (spec §2). */
export function useFacebookLogin(options?: WriteOptions<C['facebookLogin']>) {
  return useEndpointMutation(routes.facebookLogin, { session: 'login' }, options);
}

export function useUserInfoEdit(options?: WriteOptions<C['userInfoEdit']>) {
  return useEndpointMutation(
    routes.userInfoEdit,
    {
      invalidates: userInvalidates.userInfoEdit,
      update: (queryClient, user) => queryClient.setQueryData(queryKeys.call(routes.userInfo, undefined), user),
    },
    options,
  );
}

export function usePasswordEdit(options?: WriteOptions<C['passwordEdit']>) {
  return useEndpointMutation(routes.passwordEdit, { invalidates: userInvalidates.passwordEdit }, options);
}

/** Token renewal, once per session (spec §4): stores the new token. */
export function useTokenRenewal(options?: WriteOptions<C['tokenRenewal']>) {
  return useEndpointMutation(routes.tokenRenewal, { session: 'token' }, options);
}

/**
 * Logout: clears token and user fields and forgets every user query at once (spec §4), then
 * revokes the token on the server in the background (errors swallowed).
 */
export function useLogout(): () => void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const token = client.getToken();
    client.clearSession();
    clearUserQueries(queryClient);
    // The session is already gone here; a failed revoke changes nothing for the user (spec §8).
    if (token !== null) client.call(routes.logout, {}, { token }).catch(() => undefined);
  }, [client, queryClient]);
}

/**
 * "Log out on every device" (issue 11): the server ends every session of the player first; only
 * when it confirmed does this device forget its session and user queries. A failure rejects and
 * leaves this device logged in (the client has shown why), so the player can try again.
 */
export function useLogoutAll(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await client.call(routes.logoutAll, {});
    client.clearSession();
    clearUserQueries(queryClient);
  }, [client, queryClient]);
}

export type LoginPayload = RequestOf<C['loginByAccount']>;
