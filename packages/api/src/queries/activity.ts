// Guaranteed activity, deposit-bonus activity and weekly lucky prize bindings.
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/** What each activity write makes stale. */
export const activityInvalidates = {
  /** The claim pays into the wallet and closes the popup's activity. */
  guaranteedReceiveBonus: [
    'guaranteedActList',
    'guaranteedActDetailStatus',
    'guaranteedPopover',
    'userInfo',
    'financeList',
  ],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useGuaranteedPopover(options?: ReadOptions<C['guaranteedPopover']>) {
  return useEndpointQuery(routes.guaranteedPopover, undefined, options);
}
export function useGuaranteedActList(options?: ReadOptions<C['guaranteedActList']>) {
  return useEndpointQuery(routes.guaranteedActList, undefined, options);
}
export function useGuaranteedActDetailStatus(id: string, options?: ReadOptions<C['guaranteedActDetailStatus']>) {
  return useEndpointQuery(routes.guaranteedActDetailStatus, { id }, options);
}
export function usePayListUpActivity(options?: ReadOptions<C['payListUpActivity']>) {
  return useEndpointQuery(routes.payListUpActivity, undefined, options);
}
/** Pending deposit bonus; above 0 opens the bonus popup (spec §7). */
export function usePayListBonus(options?: ReadOptions<C['payListBonus']>) {
  return useEndpointQuery(routes.payListBonus, undefined, options);
}
export function useWeeklyLuckyPrize(options?: ReadOptions<C['weeklyLuckyPrize']>) {
  return useEndpointQuery(routes.weeklyLuckyPrize, undefined, options);
}

export function useGuaranteedReceiveBonus(options?: WriteOptions<C['guaranteedReceiveBonus']>) {
  return useEndpointMutation(
    routes.guaranteedReceiveBonus,
    { invalidates: activityInvalidates.guaranteedReceiveBonus },
    options,
  );
}

/** Bonus grants of one tab (processing, completed, expired) or of all. */
export function useBonusList(payload: RequestOf<C['bonusList']> = {}, options?: ReadOptions<C['bonusList']>) {
  return useEndpointQuery(routes.bonusList, payload, options);
}
/** The live promotions for /promo and /v3Promo; no login needed. */
export function usePromoList(options?: ReadOptions<C['promoList']>) {
  return useEndpointQuery(routes.promoList, undefined, options);
}
