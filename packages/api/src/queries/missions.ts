// Missions, sign-in streak, spin wheel, points and VIP bindings.
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/** Every award lands in a wallet (balance, bonus or points) and may unlock a spin ticket. */
const AWARD_TARGETS = ['userInfo', 'financeList', 'userPointList', 'spinMainPage', 'vipSelfLevel'] as const;

/** What each claim makes stale. */
export const missionInvalidates = {
  missionReceiveAward: ['missionMainPage', ...AWARD_TARGETS],
  checkinSignin: ['checkinMainPage', 'missionMainPage', ...AWARD_TARGETS],
  spinOpenPrize: [...AWARD_TARGETS],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useMissionMainPage(options?: ReadOptions<C['missionMainPage']>) {
  return useEndpointQuery(routes.missionMainPage, undefined, options);
}
export function useCheckinMainPage(options?: ReadOptions<C['checkinMainPage']>) {
  return useEndpointQuery(routes.checkinMainPage, undefined, options);
}
export function useSpinMainPage(options?: ReadOptions<C['spinMainPage']>) {
  return useEndpointQuery(routes.spinMainPage, undefined, options);
}
export function useUserPointList(payload: RequestOf<C['userPointList']>, options?: ReadOptions<C['userPointList']>) {
  return useEndpointQuery(routes.userPointList, payload, options);
}
export function useVipSelfLevel(options?: ReadOptions<C['vipSelfLevel']>) {
  return useEndpointQuery(routes.vipSelfLevel, undefined, options);
}

export function useMissionReceiveAward(options?: WriteOptions<C['missionReceiveAward']>) {
  return useEndpointMutation(routes.missionReceiveAward, { invalidates: missionInvalidates.missionReceiveAward }, options);
}
export function useCheckinSignin(options?: WriteOptions<C['checkinSignin']>) {
  return useEndpointMutation(routes.checkinSignin, { invalidates: missionInvalidates.checkinSignin }, options);
}
export function useSpinOpenPrize(options?: WriteOptions<C['spinOpenPrize']>) {
  return useEndpointMutation(routes.spinOpenPrize, { invalidates: missionInvalidates.spinOpenPrize }, options);
}
