// /cashin/paying (spec §2, §4 deposit): the waiting-for-payment step with the QR or copyable code or
// the checkout link; polls the order until it is credited (or fails, or is canceled), then goes on
// to the result page.
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { payChannelsQuery, rechargeStatusQuery } from '@perya/api/queries';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode } from '@perya/domain';
import { CopyField, ErrorState, NavBar, PayMark, QrCode, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { depositPollInterval, isFinalPaymentStatus } from './walletLogic';
import { payMethodName } from './deposit';
import { useSaveQrImage } from '../useSaveQrImage';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';

export default function CashInPayingPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({ ...rechargeStatusQuery({ orderNo }), enabled: orderNo !== '',
    refetchInterval: (q) => depositPollInterval(q.state.data?.status),
    refetchIntervalInBackground: true });
  const saveImage = useSaveQrImage();
  // The order's method: its mark and name, and what its code is called ("GCash code", "QR Ph code").
  const channels = useQuery(payChannelsQuery());
  const channel = channels.data?.list.find((c) => c.id === order.data?.channelId);
  const methodName = channel && channels.data ? payMethodName(t, channel, channels.data.list) : undefined;
  const status = order.data?.status;
  useEffect(() => {
    if (!isFinalPaymentStatus(status)) return;
    // The balance, records and cash-out visibility changed with the credit.
    void s.queryClient.invalidateQueries();
    navigate(`/cashin/result?orderNo=${encodeURIComponent(orderNo)}`, { replace: true });
  }, [status, orderNo, navigate, s]);

  if (orderNo === '') return <Navigate to="/wallet" replace />;
  return (
    <>
      <NavBar title={t('wallet.waitingForPayment')} />
      <div className={layout.page} data-page="cashin-paying">
        {order.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : order.isError ? (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <section className={`${ui.card} ${css.center}`} data-status={order.data.status}>
            {channel ? (
              <p className={`${ui.paragraph} ${css.methodLine}`} data-testid="paying-method">
                <PayMark method={channel.method} />
                <span>{methodName}</span>
              </p>
            ) : null}
            <p className={ui.muted}>{t('wallet.amount')}</p>
            <p className={ui.heading} data-testid="paying-amount">
              {formatMoney(order.data.amount, { locale, currency })}
            </p>
            {order.data.qrCode !== '' ? (
              <>
                <p className={ui.paragraph}>{t('wallet.scanQr')}</p>
                <QrCode value={order.data.qrCode} label={t('wallet.scanQr')} size="md" />
                <button type="button" className={ui.button.secondary} data-testid="paying-save-qr" onClick={() => void saveImage(order.data.qrCode, `deposit-${order.data.orderNo}.png`)}>
                  {t('wallet.saveQr')}
                </button>
                <CopyField
                  value={order.data.qrCode}
                  label={methodName ? t('wallet.methodCode', { method: methodName }) : t('wallet.paymentCode')}
                  copyLabel={t('wallet.copyCode')}
                />
              </>
            ) : null}
            {order.data.payUrl !== '' ? (
              <a className={`${ui.button.primary} ${css.wide}`} href={order.data.payUrl} target="_blank" rel="noopener" data-testid="pay-now">
                {t('wallet.payNow')}
              </a>
            ) : null}
            <p className={ui.paragraph} role="status" aria-live="polite">
              {t('wallet.waitingForPaymentHint')}
            </p>
            <p className={ui.muted}>
              {t('wallet.payBefore', { time: `${formatGmt8(order.data.expiresAt, locale, { hour: '2-digit', minute: '2-digit' })} ${GMT8_LABEL}` })}
            </p>
            <p className={ui.muted}>
              {t('wallet.orderNumber')}: {order.data.orderNo}
            </p>
          </section>
        )}
      </div>
    </>
  );
}
