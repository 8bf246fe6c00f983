// /cashin/paying (spec §2, §4 deposit): the waiting-for-payment step with the QR or copyable code or
// the checkout link, the time left to pay and the steps to follow; polls the order until it is
// credited (or fails, or is canceled), then goes on to the result page.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { payChannelsQuery, rechargeStatusQuery } from '@perya/api/queries';
import { GMT8_LABEL, formatGmt8, isLocaleCode } from '@perya/domain';
import { Button, ButtonLink, Card, CopyField, Countdown, ErrorState, Heading, Inline, Money, NavBar, PayMark, QrCode, Skeleton, Stack, Text } from '@perya/ui';
import { useServices } from '../../services/services';
import { depositPollInterval, isFinalPaymentStatus } from './walletLogic';
import { payMethodName } from './deposit';
import { useSaveQrImage } from '../useSaveQrImage';
import * as layout from '../../app/layout.css';
import * as css from './cashIn.css';

/**
 * The time left to pay as the phone counts it, never more than the order's whole life (a phone
 * clock behind the server's would otherwise show more time than the order has).
 */
function payDeadline(order: { createTime: number; expiresAt: number }, now: number): number {
  return Math.min(order.expiresAt, now + (order.expiresAt - order.createTime));
}

export default function CashInPayingPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({
    ...rechargeStatusQuery({ orderNo }),
    enabled: orderNo !== '',
    refetchInterval: (q) => depositPollInterval(q.state.data?.status),
    refetchIntervalInBackground: true,
  });
  const saveImage = useSaveQrImage();
  // The order's method: its mark and name, and what its code is called ("GCash code", "QR Ph code").
  const channels = useQuery(payChannelsQuery());
  const channel = channels.data?.list.find((c) => c.id === order.data?.channelId);
  const methodName = channel && channels.data ? payMethodName(t, channel, channels.data.list) : undefined;
  const status = order.data?.status;
  // Counted from when this page opened (a poll does not move it).
  const [openedAt] = useState(() => Date.now());
  const deadline = order.data ? payDeadline(order.data, openedAt) : 0;
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
          // The frames of what comes: the amount panel, the code, the steps.
          <Stack space="md">
            <Skeleton shape="rect" />
            <Skeleton shape="tile" />
            <Skeleton shape="text" count={3} />
          </Stack>
        ) : order.isError ? (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <Stack space="md" data-status={order.data.status}>
            <Card tone="primary">
              <Stack space="sm" align="center">
                <Inline space="xs" alignY="center" data-testid="paying-status">
                  <span className={css.statusLight} aria-hidden="true" />
                  <Text size="sm" weight="semibold" tone="onPrimary" role="status" aria-live="polite">
                    {t('wallet.waitingForPayment')}
                  </Text>
                </Inline>
                <Text size="sm" tone="onPrimary">
                  {t('wallet.amountToPay')}
                </Text>
                <Text as="p" tone="onPrimary" align="center" data-testid="paying-amount">
                  <Money amount={order.data.amount} size="display" />
                </Text>
                {channel ? (
                  <Inline space="xs" alignY="center" data-testid="paying-method">
                    <PayMark method={channel.method} />
                    <Text as="span" weight="semibold" tone="onPrimary">
                      {methodName}
                    </Text>
                  </Inline>
                ) : null}
                <Inline space="xs" alignY="center" align="center">
                  <Text as="span" size="sm" tone="onPrimary">
                    {t('wallet.payWithin')}
                  </Text>
                  <Text as="span" size="lg" weight="bold" tone="onPrimary" tabular>
                    <Countdown
                      target={deadline}
                      label={t('wallet.payWithin')}
                      onEnd={() => void order.refetch()}
                    />
                  </Text>
                </Inline>
                <Text size="xs" tone="onPrimary" align="center">
                  {t('wallet.payBefore', { time: `${formatGmt8(order.data.expiresAt, locale, { hour: '2-digit', minute: '2-digit' })} ${GMT8_LABEL}` })}
                </Text>
              </Stack>
            </Card>

            {order.data.qrCode !== '' ? (
              <Card>
                <Stack space="md">
                  <Heading level={2} align="center">
                    {t('wallet.scanQr')}
                  </Heading>
                  <div className={css.qrFrame}>
                    <QrCode value={order.data.qrCode} label={t('wallet.scanQr')} size="md" />
                  </div>
                  <Button variant="secondary" fullWidth data-testid="paying-save-qr" onClick={() => void saveImage(order.data.qrCode, `deposit-${order.data.orderNo}.png`)}>
                    {t('wallet.saveQr')}
                  </Button>
                  <CopyField
                    value={order.data.qrCode}
                    label={methodName ? t('wallet.methodCode', { method: methodName }) : t('wallet.paymentCode')}
                    copyLabel={t('wallet.copyCode')}
                  />
                </Stack>
              </Card>
            ) : null}

            {order.data.payUrl !== '' ? (
              <ButtonLink href={order.data.payUrl} external={{ newTab: true }} variant="primary" size="lg" fullWidth data-testid="pay-now">
                {t('wallet.payNow')}
              </ButtonLink>
            ) : null}

            <Card title={t('wallet.howToPay')}>
              <Stack space="sm" data-testid="paying-steps">
                {[
                  t('wallet.payStepOpen', { method: methodName ?? t('wallet.paymentMethod') }),
                  ...(order.data.qrCode !== '' ? [t('wallet.payStepScan')] : []),
                  ...(order.data.payUrl !== '' ? [t('wallet.payStepCheckout')] : []),
                  t('wallet.payStepConfirm'),
                ].map((step, i) => (
                  <Inline key={step} space="sm" alignY="top" wrap={false}>
                    <span className={css.stepNumber}>{i + 1}</span>
                    <Text as="span" size="sm">
                      {step}
                    </Text>
                  </Inline>
                ))}
              </Stack>
              <Text size="sm" tone="muted">
                {t('wallet.waitingForPaymentHint')}
              </Text>
            </Card>

            <Text size="sm" tone="muted" align="center">
              {t('wallet.orderNumber')}: {order.data.orderNo}
            </Text>
          </Stack>
        )}
      </div>
    </>
  );
}
