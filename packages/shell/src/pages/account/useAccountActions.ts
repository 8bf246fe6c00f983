// Account actions shared by the account and profile pages: language, update check, sign out (here or on every device).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { appBootQuery, logOut, logoutAllMutation } from '@perya/api/queries';
import { EVENT_UPGRADE_CLICK, isNewerVersion } from '@perya/domain';
import type { LocaleCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { signedOutAtom } from '../../state/session';
import { changeLanguage, useTranslation } from '@perya/i18n';

export function useAccountActions() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const { mutateAsync: logoutAll } = useMutation(logoutAllMutation());
  const navigate = useNavigate();

  const setLanguage = useCallback(
    async (locale: LocaleCode) => {
      // @perya/i18n stores the choice under 'applang' (spec §3) in the brand's storage.
      try {
        await changeLanguage(i18n, locale);
      } catch (_) {
        s.popups.toast(t('messages.networkAnomaly'), { tone: 'error' });
      }
    },
    [s, i18n, t],
  );

  const checkUpdate = useCallback(async () => {
    try {
      const boot = await s.queryClient.fetchQuery({ ...appBootQuery({ appId: s.config.env.bootAppId }), staleTime: 0 });
      if (isNewerVersion(boot.version) && /^https?:\/\//.test(boot.defaultUrl)) {
        s.popups.open('appUpdate', {
          version: boot.version,
          title: t('popups.appUpdate.title'),
          updateLabel: t('popups.appUpdate.action'),
          onUpdate: () => {
            void s.reporter.report(EVENT_UPGRADE_CLICK);
            window.location.assign(boot.defaultUrl);
          },
        });
      } else {
        s.popups.toast(t('account.upToDate'), { tone: 'success' });
      }
    } catch (_) {
      s.popups.toast(t('messages.networkAnomaly'), { tone: 'error' });
    }
  }, [s, t]);

  const signOut = useCallback(() => {
    s.session.store.set(signedOutAtom, true);
    logOut(s.queryClient);
    navigate('/', { replace: true });
  }, [s, navigate]);

  /**
   * Ends every session of the player on the server, this one too, then signs this device out.
   * When the server does not confirm, the client has shown why and this device stays signed in.
   */
  const signOutEverywhere = useCallback(async (): Promise<void> => {
    try {
      await logoutAll();
    } catch (_) {
      return;
    }
    s.session.store.set(signedOutAtom, true);
    navigate('/', { replace: true });
  }, [s, logoutAll, navigate]);

  return { setLanguage, checkUpdate, signOut, signOutEverywhere };
}
