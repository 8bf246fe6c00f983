// The once-a-day popups of spec §4 shown after start-up: the Telegram invitation (tg), and the
// daily sign-in (its code is loaded only when due: rewards/signInStartup). The transfer (GT) popup
// is opened by start-up's transfer init. The promotion popups (deposit bonus, daily guaranteed
// bonus) load as their own chunk once a player is logged in.
import { useEffect, useRef } from 'react';
import { dailyPopupStorageKey, EVENT_TELEGRAM_CLICK, markShownToday, shouldShowToday } from '@perya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useServices } from '../services/services';
import { userIdAtom } from '../state/session';

/** Local-storage key of the GMT+8 day the sign-in popup last checked (spec §4 once per day). */
export const SIGN_IN_POPUP_KEY = dailyPopupStorageKey('signIn');

export function DailyPopups() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!s.config.features.dailyTelegramPopup || !s.session.userId()) return;
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
  }, [s, t]);
  const uid = useAtomValue(userIdAtom);
  const navigate = useNavigate();
  // One check per player per app run: the effect re-runs when the texts or language arrive.
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    const now = Date.now();
    if (uid === null || checkedFor.current === uid || !shouldShowToday(s.kv.get(SIGN_IN_POPUP_KEY) as never, now)) return;
    checkedFor.current = uid;
    void import('./rewards/signInStartup')
      .then((m) => m.maybeOpenSignInPopup(s, t, i18n.language, SIGN_IN_POPUP_KEY, now))
      // A background check the player did not ask for: a failure shows nothing (spec §8) and the
      // day stays unmarked, so the next start-up asks again.
      .catch((error: unknown) => console.warn('sign-in popup check failed', error));
  }, [s, t, i18n, uid]);
  const promosFor = useRef<string | null>(null);
  useEffect(() => {
    if (uid === null || promosFor.current === uid) return;
    promosFor.current = uid;
    void import('./promotions/startupPopups')
      .then((m) => m.runStartupPromoPopups(s, t, navigate))
      .catch((error: unknown) => console.warn('promotion popups check failed', error));
  }, [s, t, navigate, uid]);
  return null;
}
