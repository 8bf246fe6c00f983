// Invite programme bindings.
import { contract } from '../contract/index';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointQuery, type ReadOptions } from './factory';

type C = typeof contract;

export function useInviteLinkQuery(payload: RequestOf<C['inviteLinkQuery']> = {}, options?: ReadOptions<C['inviteLinkQuery']>) {
  return useEndpointQuery(contract.inviteLinkQuery, payload, options);
}
/** Checks an invite code; pass `enabled: false` until the code is well-formed. */
export function useInviteCodeCheck(inviteCode: string, options?: ReadOptions<C['inviteCodeCheck']>) {
  return useEndpointQuery(contract.inviteCodeCheck, { inviteCode }, options);
}
