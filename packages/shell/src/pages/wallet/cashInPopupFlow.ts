// The black-gold cash in (spec §2: deposit is a popup on the v3/v4 theme), loaded on the first tap
// of a deposit button so the start-up bundle does not carry it: amount, method and the deposit
// offers (spec §7 payListActivity/upActivity) in the cash-in popup, then the cash-in confirmation
// popup with the expected bonus, then the order (with the offer's activityId) and the waiting step.
// Methods carry their mark and their name in the player's language, in the market's order (issue 23).
import type { TFunction } from 'i18next';
import { payChannelsQuery, payListUpActivityQuery, rechargeConfigQuery, rechargeMutation, runMutation, userInfoQuery } from '@perya/api/queries';
import { isApiError } from '@perya/api/client';
import { messageKeyOfText, whenTextsLoaded } from '@perya/i18n';
import { depositChannelsFor } from '@perya/domain';
import { expectedDepositBonus, expectedFirstDepositBonus } from '@perya/ui';
import type { ShellServices } from '../../services/services';
import { needsPayerForm, newRequestId, payMethodName } from './deposit';
import { reportNewAppRecharge } from './rechargeEvent';

export async function openCashInPopup(s: ShellServices, navigate: (to: string) => void, t: TFunction): Promise<void> {
  // Opened at the tap with skeleton rows while the reads run (issue 23: slow calls show skeletons,
  // not a modal loading card); the player may close it meanwhile.
  const handle = s.popups.open('cashIn', { amounts: [], methods: [], loading: true, title: t('wallet.cashIn'), onSubmit: () => undefined });
  let config;
  let channels;
  let offers;
  let user;
  try {
    [config, channels, offers, user] = await Promise.all([
      s.queryClient.fetchQuery({ ...rechargeConfigQuery(undefined, { noToast: false }), staleTime: 60_000 }),
      s.queryClient.fetchQuery({ ...payChannelsQuery(undefined, { noToast: false }), staleTime: 60_000 }),
      // No offers (or none reachable) must not stop a deposit: the popup then shows none.
      s.queryClient
        .fetchQuery({ ...payListUpActivityQuery(), staleTime: 60_000 })
        .then((r) => r.list)
        .catch(() => []),
      // The player's record (cached by the pages): whose market's payer form a method needs.
      s.queryClient.fetchQuery({ ...userInfoQuery(), staleTime: 60_000 }),
      // The popup's wallet text is not in the first screen's part of en-PH.
      whenTextsLoaded(),
    ]);
  } catch (_) {
    // The client has shown the error's toast (one message); the cash-in page can be tried from the wallet.
    handle.close();
    return;
  }
  // The server lists the market's channels; the market's order (GCash first in PH) holds here too.
  const list = depositChannelsFor(user.market, channels.list);
  const nameOf = (channel: (typeof list)[number]) => payMethodName((key) => t(key), channel, list);
  const requestId = newRequestId();
  s.popups.update(handle, {
    loading: false,
    amounts: config.presets,
    methods: list.map((m) => ({ id: m.id, label: nameOf(m), method: m.method })),
    min: config.min,
    max: config.max,
    offers,
    baseBonusRateBps: config.bonusRateBps,
    firstDeposit: config.firstDepositBonus,
    onSubmit: ({ amount, method, activityId }) => {
      const channel = list.find((m) => m.id === method);
      handle.close();
      // Pix (Brazil) needs the payer's name, email and CPF: the cash-in page asks for them (spec §3, §5).
      if (needsPayerForm(channel, user.market)) {
        const activity = activityId === undefined ? '' : `&activity=${encodeURIComponent(activityId)}`;
        navigate(`/cashin?amount=${amount}&method=${encodeURIComponent(method)}${activity}`);
        return;
      }
      const offer = offers.find((o) => o.id === activityId) ?? null;
      let sending = false;
      const confirm = s.popups.open('cashInConfirm', {
        amount,
        method: channel ? nameOf(channel) : method,
        ...(channel ? { payMethod: channel.method } : {}),
        bonus: expectedDepositBonus(amount, offer, config.bonusRateBps) + expectedFirstDepositBonus(amount, config.firstDepositBonus),
        onConfirm: () => {
          // The confirm button spins with its label while the order is made (no modal loading card).
          if (sending) return;
          sending = true;
          s.popups.update(confirm, { busy: true });
          runMutation(s.queryClient, rechargeMutation(), { amount, channelId: method, requestId, ...(offer ? { activityId: offer.id } : {}) })
            .then((order) => {
              confirm.close();
              reportNewAppRecharge(s, amount);
              navigate(`/cashin/paying?orderNo=${encodeURIComponent(order.orderNo)}`);
            })
            .catch((error: unknown) => {
              sending = false;
              s.popups.update(confirm, { busy: false });
              if (!isApiError(error)) s.popups.toast(t('messages.networkAnomaly'), { tone: 'error' });
              // The client's toast said why; a market asking identity first (issue 15) goes to its form.
              else if (messageKeyOfText(error.msg) === 'kycRequired') {
                confirm.close();
                navigate('/kyc');
              }
            });
        },
      });
    },
  });
}
