// Guaranteed activity, deposit-bonus activity and weekly lucky prize bindings.
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

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

export const guaranteedPopoverQuery = readOf(routes.guaranteedPopover);
export const guaranteedActListQuery = readOf(routes.guaranteedActList);
export const guaranteedActDetailStatusQuery = readOf(routes.guaranteedActDetailStatus);
export const payListUpActivityQuery = readOf(routes.payListUpActivity);
/** Pending deposit bonus; above 0 opens the bonus popup (spec §7). */
export const payListBonusQuery = readOf(routes.payListBonus);
export const weeklyLuckyPrizeQuery = readOf(routes.weeklyLuckyPrize);

export const guaranteedReceiveBonusMutation = writeOf(routes.guaranteedReceiveBonus, { invalidates: activityInvalidates.guaranteedReceiveBonus });

/** Bonus grants of one tab (processing, completed, expired) or of all. */
export const bonusListQuery = readOf(routes.bonusList);
/** The live promotions for /promo and /v3Promo; no login needed. */
export const promoListQuery = readOf(routes.promoList);
