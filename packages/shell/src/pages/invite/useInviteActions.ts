// Share the invite and open the invite popup: what the invite pages and the account page's invite
// entry do with the player's link (spec §1 invite and referral programme).
import { useCallback } from 'react';
import { useTranslation } from '@perya/i18n';
import type { TFunction } from 'i18next';
import { inviteLinkQueryQuery } from '@perya/api/queries';
import { TRACKED_EVENTS } from '@perya/domain';
import { copyText } from '@perya/ui';
import { useServices, type ShellServices } from '../../services/services';
import { shareInvite, type ShareOutcome } from '../promotions/promoLogic';

/** Shares the invite (share sheet, else copy) and says how it went in a toast. */
export async function shareMyInvite(s: ShellServices, t: TFunction, invite: { code: string; link: string }): Promise<ShareOutcome> {
  // spec §5 tracked "share": the tap, whether the share sheet or the copy then works.
  void s.reporter.track(TRACKED_EVENTS.share);
  const share = typeof navigator !== 'undefined' && typeof navigator.share === 'function' ? navigator.share.bind(navigator) : undefined;
  const outcome = await shareInvite(
    { title: s.config.title, text: t('invite.shareText', { code: invite.code }), url: invite.link },
    { share, copy: (text) => copyText(text) },
  );
  if (outcome === 'copied') s.popups.toast(t('common.copied'), { tone: 'success' });
  // spec §8 "copy failed": neither a share sheet nor the clipboard worked.
  if (outcome === 'failed') s.popups.toast(t('messages.copyFailed'), { tone: 'error' });
  return outcome;
}

export function useShareInvite(): (invite: { code: string; link: string }) => Promise<ShareOutcome> {
  const s = useServices();
  const { t } = useTranslation();
  return useCallback((invite) => shareMyInvite(s, t, invite), [s, t]);
}

/**
 * The invite popup (spec §2 base set) from the account page of an invite brand: the player's link
 * as a QR code, copyable, with the code, and a share button.
 */
export async function openInvitePopup(s: ShellServices, t: TFunction): Promise<void> {
  // Opened at the tap with skeletons while the link is read (issue 23: not a modal loading card).
  const popup = s.popups.open('invite', { link: '', loading: true, title: t('popups.invite.title'), shareLabel: t('common.share'), onShare: () => undefined });
  let data;
  try {
    data = await s.queryClient.fetchQuery({ ...inviteLinkQueryQuery({ pageNum: 1, pageSize: 1 }, { noToast: false }), staleTime: 60_000 });
  } catch (_) {
    // The client has shown the error's toast (one message).
    popup.close();
    return;
  }
  const invite = { code: data.inviteCode, link: data.inviteLink };
  s.popups.update(popup, {
    loading: false,
    link: invite.link,
    code: invite.code,
    message: t('invite.rewardRule', { reward: data.rewardPerInvitee, min: data.minDepositForReward }),
    onShare: () => void shareMyInvite(s, t, invite),
  });
}
