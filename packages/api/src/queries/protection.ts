// Player-protection bindings (issue 15): the state (limits, reality check, exclusion, identity
// check, market rules), the player's changes to it and their history. Its own subpath
// (`@perya/api/queries/protection`): only the responsible-gaming pages, the identity check and the
// lazy reality check use them, so they stay out of every brand's first load.
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/**
 * Every change shows in the state and in the history. A date of birth is part of the user info;
 * an exclusion stops the bonus and promotion data the player sees, so the pages asking for them
 * fetch again.
 */
export const protectionInvalidates = {
  protectionLimitSet: ['protectionState', 'protectionHistory'],
  protectionRealityCheckSet: ['protectionState', 'protectionHistory'],
  protectionExclude: ['protectionState', 'protectionHistory', 'bonusList', 'guaranteedPopover'],
  protectionLift: ['protectionState', 'protectionHistory'],
  protectionBirthday: ['protectionState', 'protectionHistory', 'userInfo'],
  kycSubmit: ['protectionState', 'protectionHistory'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useProtectionState(options?: ReadOptions<C['protectionState']>) {
  return useEndpointQuery(routes.protectionState, undefined, options);
}
export function useProtectionHistory(payload?: RequestOf<C['protectionHistory']>, options?: ReadOptions<C['protectionHistory']>) {
  return useEndpointQuery(routes.protectionHistory, payload, options);
}
export function useProtectionLimitSet(options?: WriteOptions<C['protectionLimitSet']>) {
  return useEndpointMutation(routes.protectionLimitSet, { invalidates: protectionInvalidates.protectionLimitSet }, options);
}
export function useProtectionRealityCheckSet(options?: WriteOptions<C['protectionRealityCheckSet']>) {
  return useEndpointMutation(routes.protectionRealityCheckSet, { invalidates: protectionInvalidates.protectionRealityCheckSet }, options);
}
export function useProtectionExclude(options?: WriteOptions<C['protectionExclude']>) {
  return useEndpointMutation(routes.protectionExclude, { invalidates: protectionInvalidates.protectionExclude }, options);
}
export function useProtectionLift(options?: WriteOptions<C['protectionLift']>) {
  return useEndpointMutation(routes.protectionLift, { invalidates: protectionInvalidates.protectionLift }, options);
}
export function useProtectionBirthday(options?: WriteOptions<C['protectionBirthday']>) {
  return useEndpointMutation(routes.protectionBirthday, { invalidates: protectionInvalidates.protectionBirthday }, options);
}
export function useKycSubmit(options?: WriteOptions<C['kycSubmit']>) {
  return useEndpointMutation(routes.kycSubmit, { invalidates: protectionInvalidates.kycSubmit }, options);
}
