// The promotion popups after start-up (loaded as their own chunk once start-up is done, so the
// first load carries none of this): the bonus popup for a deposit bonus credited while the player
// was away (spec §7), then the daily guaranteed bonus popup (spec §1) when the guaranteed popover
// returns an activity, at most once per GMT+8 day (spec §4 daily popups, domain shouldShowToday).
// Both go through the marketing gate (issue 23): one at a time, never over a game.
// Black-gold brands show it as the red bag (spec §2 red bag popup); the others as the bonus popup.
import type { TFunction } from 'i18next';
import { guaranteedPopoverQuery, guaranteedReceiveBonusMutation, runMutation } from '@perya/api/queries';
import type { GuaranteedActivity } from '@perya/api/contract';
import { dailyPopupStorageKey } from '@perya/domain';
import type { ShellServices } from '../../services/services';
import { hasPage } from '../../routing/pages';
import type { PopupHandle } from '@perya/ui/popups';
import { openPendingDepositBonus } from './bonusAnnouncement';
import { deviceRecord, type DailyRecord } from '../dailyRecord';

/** Local-storage key of the day the guaranteed popup was last shown (same scheme as dailyPopup.tg). */
export const GUARANTEED_POPUP_KEY = dailyPopupStorageKey('guaranteed');

/** Services whose start-up popups already ran for a user: React may run an effect twice. */
const ran = new WeakMap<ShellServices, string>();

async function receive(s: ShellServices, activity: GuaranteedActivity): Promise<number | null> {
  try {
    // A refusal ('The event has been closed.', spec §8) is shown by the client's toast.
    const res = await runMutation(s.queryClient, guaranteedReceiveBonusMutation(), { id: activity.id });
    return res.receivedAmount;
  } catch (_) {
    return null;
  }
}

/** The daily guaranteed bonus popup; true when it opened. */
export async function showGuaranteedPopover(s: ShellServices, t: TFunction, navigate: (to: string) => void, nowMs: number, record: DailyRecord = deviceRecord(s)): Promise<boolean> {
  if (!record.due('guaranteed', nowMs)) return false;
  let activity: GuaranteedActivity | null;
  try {
    activity = await s.queryClient.fetchQuery({ ...guaranteedPopoverQuery(), staleTime: 0 });
  } catch (_) {
    return false;
  }
  if (activity === null || activity.receiveStatus === 'RECEIVED' || activity.receiveStatus === 'CLOSED') return false;
  const due = activity;
  // Through the marketing gate (issue 23): the day is marked only when the popup opens.
  return s.marketing.offer('guaranteed', () => {
    record.mark('guaranteed', nowMs);
    return openGuaranteed(s, t, navigate, due);
  });
}

function openGuaranteed(s: ShellServices, t: TFunction, navigate: (to: string) => void, activity: GuaranteedActivity): PopupHandle {
  const claimable = activity.receiveStatus === 'CLAIMABLE';
  const promoPath = s.config.features.v3Routes && hasPage('/v3Promo') ? '/v3Promo' : hasPage('/promo') ? '/promo' : null;
  const actionLabel = claimable ? t('guaranteed.receive') : promoPath ? t('guaranteed.view') : t('common.ok');
  const found = activity;

  if (s.config.capabilities.guaranteedBonus === 'redBag') {
    let receiving = false;
    const bag = s.popups.open('redBag', {
      state: 'closed',
      title: found.title || t('guaranteed.daily'),
      openLabel: actionLabel,
      onOpen: () => {
        if (!claimable) {
          bag.close();
          if (promoPath) navigate(promoPath);
          return;
        }
        // The bag's button spins with its label while the bonus is received (issue 23: no modal
        // loading card); received, the same bag opens on the amount.
        if (receiving) return;
        receiving = true;
        s.popups.update(bag, { busy: true });
        void receive(s, found).then((amount) => {
          receiving = false;
          if (amount === null) bag.close();
          else s.popups.update(bag, { busy: false, state: 'opened', amount });
        });
      },
    });
    return bag;
  }

  const popup = s.popups.open('bonus', {
    amount: found.actAmount,
    title: t('guaranteed.daily'),
    message: found.title,
    claimLabel: actionLabel,
    onClaim: () => {
      popup.close();
      if (!claimable) {
        if (promoPath) navigate(promoPath);
        return;
      }
      void receive(s, found).then((amount) => {
        if (amount !== null) s.popups.toast(t('guaranteed.receivedToast', { amount }), { tone: 'success' });
      });
    },
  });
  return popup;
}

export async function runStartupPromoPopups(
  s: ShellServices,
  t: TFunction,
  navigate: (to: string) => void,
  nowMs = Date.now(),
  record: DailyRecord = deviceRecord(s),
): Promise<void> {
  const user = s.session.userId();
  if (user === null || ran.get(s) === user) return;
  ran.set(s, user);
  // The pending bonus is asked for only when the gate lets its popup open (the server marks it told).
  await s.marketing.offer('depositBonus', () => openPendingDepositBonus(s, t, hasPage('/bonus') ? navigate : undefined));
  await showGuaranteedPopover(s, t, navigate, nowMs, record);
}
