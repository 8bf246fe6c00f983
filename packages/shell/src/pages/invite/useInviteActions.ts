// Share the invite and show the ranking popup: what the invite pages and the account page's
// invite entry do with the player's link (spec §1 invite and referral programme).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@perya/ui';
import { useServices } from '../../services/services';
import { shareInvite, type ShareOutcome } from '../promotions/promoLogic';

export function useShareInvite(): (invite: { code: string; link: string }) => Promise<ShareOutcome> {
  const s = useServices();
  const { t } = useTranslation();
  return useCallback(
    async ({ code, link }) => {
      const share = typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
      const outcome = await shareInvite(
        { title: s.config.title, text: t('invite.shareText', { code }), url: link },
        { share, copy: (text) => copyText(text) },
      );
      if (outcome === 'copied') s.popups.toast(t('common.copied'), { tone: 'success' });
      // spec §8 "copy failed": neither a share sheet nor the clipboard worked.
      if (outcome === 'failed') s.popups.toast(t('messages.copyFailed'), { tone: 'error' });
      return outcome;
    },
    [s, t],
  );
}
