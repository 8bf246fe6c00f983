// The once-a-day popups of spec §4 shown after start-up: the Telegram invitation (tg), and the
// daily sign-in (its code is loaded only when due: rewards/signInStartup). The transfer (GT) popup
// is opened by start-up's transfer init. The promotion popups (deposit bonus, daily guaranteed
// bonus) load as their own chunk once a player is logged in. All of them are marketing: a player
// on a break they chose (issue 15) gets none, so a logged-in player's protection state is awaited
// first (the server refuses them too).
import { useEffect, useRef, useState } from 'react';
import { dailyPopupStorageKey, EVENT_TELEGRAM_CLICK, markShownToday, shouldShowToday } from '@perya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useServices } from '../services/services';
import { userIdAtom } from '../state/session';
import { useProtectionSnapshot } from '../state/protection';

/** Local-storage key of the GMT+8 day the sign-in popup last checked (spec §4 once per day). */
export const SIGN_IN_POPUP_KEY = dailyPopupStorageKey('signIn');

export function DailyPopups() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const protection = useProtectionSnapshot();
  const uid = useAtomValue(userIdAtom);
  // Whether marketing may show: a guest, or a player whose state says no break (or could not be read).
  const allowed = uid === null || (!protection.isPending && protection.data?.exclusion == null);
  // The player logged in when the app started: the Telegram invitation waits for their state.
  const [startupUser] = useState(() => s.session.userId());
  const startupStateKnown = startupUser !== null && uid === startupUser && !protection.isPending;
  useEffect(() => {
    if (!allowed || !s.config.features.dailyTelegramPopup || !s.session.userId()) return;
    const key = dailyPopupStorageKey('tg');
    const now = Date.now();
    if (!shouldShowToday(s.kv.get(key) as never, now)) return;
    s.kv.set(key, markShownToday(now));
    s.popups.open('appDownload', {
      title: t('help.telegram'),
      message: t('telegram.body'),
      downloadLabel: t('telegram.join'),
      onDownload: () => {
        void s.reporter.report(EVENT_TELEGRAM_CLICK);
        window.open(s.config.links.telegram, '_blank', 'noopener');
      },
    });
    // Checked at start-up (once the state is known) and when the texts change, as before issue 15;
    // `allowed` is read, not followed, so a log in later does not open it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s, t, startupStateKnown]);
  const navigate = useNavigate();
  // One check per player per app run: the effect re-runs when the texts or language arrive.
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    const now = Date.now();
    if (uid === null || !allowed || checkedFor.current === uid || !shouldShowToday(s.kv.get(SIGN_IN_POPUP_KEY) as never, now)) return;
    checkedFor.current = uid;
    void import('./rewards/signInStartup')
      .then((m) => m.maybeOpenSignInPopup(s, t, i18n.language, SIGN_IN_POPUP_KEY, now))
      // A background check the player did not ask for: a failure shows nothing (spec §8) and the
      // day stays unmarked, so the next start-up asks again.
      .catch((error: unknown) => console.warn('sign-in popup check failed', error));
  }, [s, t, i18n, uid, allowed]);
  const promosFor = useRef<string | null>(null);
  useEffect(() => {
    if (uid === null || !allowed || promosFor.current === uid) return;
    promosFor.current = uid;
    void import('./promotions/startupPopups')
      .then((m) => m.runStartupPromoPopups(s, t, navigate))
      .catch((error: unknown) => console.warn('promotion popups check failed', error));
  }, [s, t, navigate, uid, allowed]);
  return null;
}
