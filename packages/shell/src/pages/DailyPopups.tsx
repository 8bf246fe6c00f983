// The once-a-day popups of spec §4 shown after start-up: the Telegram invitation (tg). The
// transfer (GT) popup is opened by start-up's transfer init. The promotion popups (deposit bonus,
// daily guaranteed bonus) load as their own chunk once a player is logged in.
import { useEffect } from 'react';
import { dailyPopupStorageKey, EVENT_TELEGRAM_CLICK, markShownToday, shouldShowToday } from '@perya/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useServices } from '../services/services';
import { userIdAtom } from '../state/session';

export function DailyPopups() {
  const s = useServices();
  const { t } = useTranslation();
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
  const navigate = useNavigate();
  const userId = useAtomValue(userIdAtom);
  useEffect(() => {
    if (userId === null) return;
    void import('./promotions/startupPopups').then((m) => m.runStartupPromoPopups(s, t, navigate));
  }, [s, t, navigate, userId]);
  return null;
}
