// The deposit action of the brand (spec §2): a route (/cashin or /wallet/cash/in) or the v3
// cash-in popup on the black-gold themes; a guest is sent to login first. Null while the brand's
// cash-in has no page in this build, so no deposit button is shown that leads nowhere.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@perya/api/routes';
import { endpointQueryOptions } from '@perya/api/queries';
import { isApiError } from '@perya/api/client';
import { whenTextsLoaded } from '@perya/i18n';
import { useServices } from '../services/services';
import { hasPage } from '../routing/pages';
import { needsPayerForm, newRequestId } from './wallet/deposit';

export function useDeposit(): (() => void) | null {
  const s = useServices();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const target = s.config.wallet.cashIn;
  const dest = target.kind === 'route' ? target.path : '/cashin';

  const openPopup = useCallback(async () => {
    const loading = s.popups.open('loading', {}, { dismissible: false });
    let config;
    let channels;
    try {
      [config, channels] = await Promise.all([
        s.queryClient.fetchQuery({ ...endpointQueryOptions(s.api, routes.rechargeConfig), staleTime: 60_000 }),
        s.queryClient.fetchQuery({ ...endpointQueryOptions(s.api, routes.payChannels), staleTime: 60_000 }),
        // The popup's wallet text is not in the first screen's part of en-PH.
        whenTextsLoaded(),
      ]);
    } catch (_) {
      // The client has shown the error's toast; the cash-in page can be tried from the wallet.
      return;
    } finally {
      loading.close();
    }
    const list = channels.list;
    const requestId = newRequestId();
    const handle = s.popups.open('cashIn', {
      amounts: config.presets,
      methods: list.map((m) => ({ id: m.id, label: m.name })),
      min: config.min,
      max: config.max,
      title: t('wallet.cashIn'),
      onSubmit: ({ amount, method }) => {
        const channel = list.find((m) => m.id === method);
        handle.close();
        // Pix needs the payer's name, email and CPF: the cash-in page asks for them (spec §3, §5).
        if (needsPayerForm(channel)) {
          navigate(`/cashin?amount=${amount}&method=${encodeURIComponent(method)}`);
          return;
        }
        const busy = s.popups.open('loading', {}, { dismissible: false });
        s.api
          .call(routes.recharge, { amount, channelId: method, requestId })
          .then((order) => {
            void s.queryClient.invalidateQueries();
            navigate(`/cashin/paying?orderNo=${encodeURIComponent(order.orderNo)}`);
          })
          .catch((error: unknown) => {
            if (!isApiError(error)) s.popups.toast(t('messages.networkAnomaly'), { tone: 'error' });
          })
          .finally(() => busy.close());
      },
    });
  }, [s, navigate, t]);

  const deposit = useCallback(() => {
    if (!s.session.userId()) {
      s.goToLogin(dest);
      return;
    }
    if (target.kind === 'popup') {
      void openPopup();
      return;
    }
    navigate(dest);
  }, [s, navigate, dest, target.kind, openPopup]);
  return hasPage(dest) ? deposit : null;
}
