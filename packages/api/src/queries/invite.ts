// Invite programme bindings.
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointQuery, type ReadOptions } from './factory';

export function useInviteLinkQuery(payload: RequestOf<C['inviteLinkQuery']> = {}, options?: ReadOptions<C['inviteLinkQuery']>) {
  return useEndpointQuery(routes.inviteLinkQuery, payload, options);
}
/** Checks an invite code; pass `enabled: false` until the code is well-formed. */
export function useInviteCodeCheck(inviteCode: string, options?: ReadOptions<C['inviteCodeCheck']>) {
  return useEndpointQuery(routes.inviteCodeCheck, { inviteCode }, options);
}
/** Invite ranking (this week or all time). */
export function useInviteRanking(payload: RequestOf<C['inviteRanking']> = {}, options?: ReadOptions<C['inviteRanking']>) {
  return useEndpointQuery(routes.inviteRanking, payload, options);
}
