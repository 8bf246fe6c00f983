// The start-up sign-in popup (spec §4 "can sign in today"): once per GMT+8 day, for a logged-in
// player who has not signed in yet today. Loaded with import() by DailyPopups after start-up so
// the home route's first load carries none of it.
import type { TFunction } from 'i18next';
import { checkinMainPageQuery } from '@perya/api/queries';
import { canSignInToday } from '@perya/domain';
import { whenTextsLoaded } from '@perya/i18n';
import type { ShellServices } from '../../services/services';
import type { DailyRecord } from '../dailyRecord';
import type { MoneyLocale } from './rewardsLogic';
import { openSignInPopup } from './signInFlow';

/**
 * Reads the streak quietly (no toast: the player did not ask for it) and, when today can be signed,
 * offers the popup to the marketing gate (issue 23: one at a time, never over a game). The day is
 * marked (on this device and for the account) when the answer says there is nothing to sign, or
 * when the popup opens; a failed read, or
 * a popup this arrival had no room for, is asked again at the next start-up.
 */
export async function maybeOpenSignInPopup(s: ShellServices, t: TFunction, money: MoneyLocale, record: DailyRecord, now: number): Promise<void> {
  const data = await s.queryClient.fetchQuery(checkinMainPageQuery());
  if (!canSignInToday(data.list)) {
    record.mark('signIn', now);
    return;
  }
  await whenTextsLoaded();
  void s.marketing.offer('signIn', () => {
    record.mark('signIn', now);
    return openSignInPopup(s, t, money, data.list);
  });
}
