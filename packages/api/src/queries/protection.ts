// Player-protection bindings (issue 15): the state (limits, reality check, exclusion, identity
// check, market rules), the player's changes to it and their history. Its own subpath
// (`@perya/api/queries/protection`): only the responsible-gaming pages, the identity check and the
// lazy reality check use them, so they stay out of every brand's first load.
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

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

export const protectionStateQuery = readOf(routes.protectionState);
export const protectionHistoryQuery = readOf(routes.protectionHistory);
export const protectionLimitSetMutation = writeOf(routes.protectionLimitSet, { invalidates: protectionInvalidates.protectionLimitSet });
export const protectionRealityCheckSetMutation = writeOf(routes.protectionRealityCheckSet, { invalidates: protectionInvalidates.protectionRealityCheckSet });
export const protectionExcludeMutation = writeOf(routes.protectionExclude, { invalidates: protectionInvalidates.protectionExclude });
export const protectionLiftMutation = writeOf(routes.protectionLift, { invalidates: protectionInvalidates.protectionLift });
export const protectionBirthdayMutation = writeOf(routes.protectionBirthday, { invalidates: protectionInvalidates.protectionBirthday });
export const kycSubmitMutation = writeOf(routes.kycSubmit, { invalidates: protectionInvalidates.kycSubmit });
