// Today's sign-in (spec §4, §9 7-day streak): the call with its cache rule, and the sign-in popup
// the VIP page's strip and the start-up check both open. Loaded lazily with the pages.
import type { TFunction } from 'i18next';
import type { CallResult } from '@perya/api/client';
import type { Contract } from '@perya/api/contract';
import { checkinSigninMutation, runMutation } from '@perya/api/queries';
import type { PopupHandle, SignInClaim, SignInDay } from '@perya/ui/popups';
import type { ShellServices } from '../../services/services';
import { awardText, type MoneyLocale, type SignInItemLike } from './rewardsLogic';

type CheckinItem = CallResult<Contract['checkinMainPage']>['list'][number];
export type SignInResult = CallResult<Contract['checkinSignin']>;

/** Signs in today (POST /misson-checkin/signin) with its write rule (the sign-in, missions and wallets go stale). */
export function signInToday(s: Pick<ShellServices, 'queryClient'>): Promise<SignInResult> {
  return runMutation(s.queryClient, checkinSigninMutation(), undefined);
}

/** The 7 days as the popup shows them, each reward written out in the player's language. */
export function popupDays(t: TFunction, money: MoneyLocale, list: readonly CheckinItem[]): SignInDay[] {
  return list.map((item) => ({ day: item.day, reward: awardText(t, item, money), isCanSign: item.isCanSign, signState: item.signState }));
}

export function claimOf(t: TFunction, money: MoneyLocale, result: SignInResult): SignInClaim {
  return { day: result.day, reward: awardText(t, result, money) };
}

/**
 * Opens the sign-in popup on these days: its button signs in and the popup then shows the day's
 * reward; `claimed` opens it on a sign-in already made (the strip's claim button).
 */
export function openSignInPopup(
  s: Pick<ShellServices, 'api' | 'queryClient' | 'popups'>,
  t: TFunction,
  money: MoneyLocale,
  list: readonly (CheckinItem & SignInItemLike)[],
  claimed?: SignInClaim,
): PopupHandle<'signIn'> {
  return s.popups.open('signIn', {
    days: popupDays(t, money, list),
    onSignIn: async () => claimOf(t, money, await signInToday(s)),
    ...(claimed === undefined ? {} : { claimed }),
  });
}
