// Missions, sign-in streak, spin wheel, points and VIP bindings.
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

/** Every award lands in a wallet (balance, bonus or points) and may unlock a spin ticket. */
const AWARD_TARGETS = ['userInfo', 'financeList', 'userPointList', 'spinMainPage', 'vipSelfLevel'] as const;

/** What each claim makes stale. */
export const missionInvalidates = {
  missionReceiveAward: ['missionMainPage', ...AWARD_TARGETS],
  checkinSignin: ['checkinMainPage', 'missionMainPage', ...AWARD_TARGETS],
  spinOpenPrize: [...AWARD_TARGETS],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export const missionMainPageQuery = readOf(routes.missionMainPage);
export const checkinMainPageQuery = readOf(routes.checkinMainPage);
export const spinMainPageQuery = readOf(routes.spinMainPage);
export const userPointListQuery = readOf(routes.userPointList);
export const vipSelfLevelQuery = readOf(routes.vipSelfLevel);

export const missionReceiveAwardMutation = writeOf(routes.missionReceiveAward, { invalidates: missionInvalidates.missionReceiveAward });
export const checkinSigninMutation = writeOf(routes.checkinSignin, { invalidates: missionInvalidates.checkinSignin });
export const spinOpenPrizeMutation = writeOf(routes.spinOpenPrize, { invalidates: missionInvalidates.spinOpenPrize });
