// The once-a-day popups of spec §4 shown after start-up: the Telegram invitation (tg), and the
// daily sign-in (its code is loaded only when due: rewards/signInStartup). The transfer (GT) popup
// is opened by start-up's transfer init. The promotion popups (deposit bonus, daily guaranteed
// bonus) load as their own chunk once a player is logged in. All of them are marketing: a player
// on a break they chose (issue 15) gets none, so a logged-in player's protection state is awaited
// first (the server refuses them too); and all of them go through the marketing gate (issue 23).
// Each counts once a day per account, on any device (dailyRecord.ts), and once a day on this device.
import { useEffect, useRef, useState } from 'react';
import { dailyPopupStorageKey, EVENT_TELEGRAM_CLICK } from '@perya/domain';
import { useTranslation } from '@perya/i18n';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useServices } from '../services/services';
import { userIdAtom } from '../state/session';
import { useProtectionSnapshot } from '../state/protection';
import { accountRecord } from './dailyRecord';
import { useMoneyLocale } from './rewards/useLocale';

/** Local-storage key of the GMT+8 day the sign-in popup last checked (spec §4 once per day). */
export const SIGN_IN_POPUP_KEY = dailyPopupStorageKey('signIn');

export function DailyPopups() {
  const s = useServices();
  const { t } = useTranslation();
  const money = useMoneyLocale();
  const protection = useProtectionSnapshot();
  const uid = useAtomValue(userIdAtom);
  // Whether marketing may show: a guest, or a player whose state says no break (or could not be read).
  const allowed = uid === null || (!protection.isPending && protection.data?.exclusion == null);
  // The player logged in when the app started: the Telegram invitation is for them only (a log in
  // later does not open it).
  const [startupUser] = useState(() => s.session.userId());
  const navigate = useNavigate();
  // One check per player per app run: the effect re-runs when the texts or language arrive.
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (uid === null || !allowed || checkedFor.current === uid) return;
    checkedFor.current = uid;
    // Offered to the marketing gate in this order (issue 23: it opens them one at a time, never over
    // a game, and a first arrival gets the first only): today's sign-in, the promotions, Telegram.
    void (async () => {
      const now = Date.now();
      // What this account was shown today on any device, and this device's own record (issue 23).
      const record = await accountRecord(s, now);
      if (record.due('signIn', now)) {
        await import('./rewards/signInStartup')
          .then((m) => m.maybeOpenSignInPopup(s, t, money, record, now))
          // A background check the player did not ask for: a failure shows nothing (spec §8) and the
          // day stays unmarked, so the next start-up asks again.
          .catch((error: unknown) => console.warn('sign-in popup check failed', error));
      }
      const promos = import('./promotions/startupPopups')
        .then((m) => m.runStartupPromoPopups(s, t, navigate, now, record))
        .catch((error: unknown) => console.warn('promotion popups check failed', error));
      // The promotions' own questions go first, so their offers queue before Telegram's.
      await Promise.race([promos, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      if (uid !== startupUser || !s.config.features.dailyTelegramPopup) return;
      if (!record.due('tg', Date.now())) return;
      void s.marketing.offer('tg', () => {
        record.mark('tg', Date.now());
        return s.popups.open('appDownload', {
          title: t('help.telegram'),
          message: t('telegram.body'),
          downloadLabel: t('telegram.join'),
          onDownload: () => {
            void s.reporter.report(EVENT_TELEGRAM_CLICK);
            window.open(s.config.links.telegram, '_blank', 'noopener');
          },
        });
      });
    })();
  }, [s, t, money, navigate, uid, allowed, startupUser]);
  return null;
}
