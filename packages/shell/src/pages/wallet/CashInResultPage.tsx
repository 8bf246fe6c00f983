// /cashin/result (spec §4 deposit: credited only on success): the order's outcome.
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { rechargeStatusQuery } from '@perya/api/queries';
import { isLocaleCode } from '@perya/domain';
import { ButtonLink, Card, ErrorState, Heading, Money, NavBar, Skeleton, Stack, Text } from '@perya/ui';
import { ReplaceLink } from '../../app/RouterLink';
import { useServices } from '../../services/services';
import { depositPollInterval } from './walletLogic';
import { useDepositBonusAnnouncement } from '../promotions/bonusAnnouncement';
import * as layout from '../../app/layout.css';
import * as css from './cashIn.css';


export default function CashInResultPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const order = useQuery({ ...rechargeStatusQuery({ orderNo }), enabled: orderNo !== '', refetchInterval: (q) => depositPollInterval(q.state.data?.status) });
  // A credited deposit's bonus opens the bonus popup (spec §7 payListActivity/bonus).
  const navigate = useNavigate();
  useDepositBonusAnnouncement(order.data?.status === 'success', navigate);
  if (orderNo === '') return <Navigate to="/wallet" replace />;
  const status = order.data?.status;
  const tone = status === 'success' ? 'success' : status === 'pending' ? 'pending' : 'danger';
  return (
    <>
      <NavBar title={t('wallet.cashIn')} />
      <div className={layout.page} data-page="cashin-result">
        {order.isPending ? (
          <Stack space="md">
            <Skeleton shape="circle" />
            <Skeleton shape="text" count={3} />
          </Stack>
        ) : order.isError ? (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <Card>
            <Stack space="md" align="center" data-status={order.data.status}>
              <span className={css.resultMark} data-tone={tone} aria-hidden="true">
                {tone === 'success' ? '✓' : tone === 'pending' ? '…' : '!'}
              </span>
              <Heading level={2} align="center" data-testid="cashin-result">
                {status === 'success'
                  ? t('wallet.depositCredited', { amount: order.data.amount })
                  : status === 'pending'
                    ? t('wallet.depositSubmitted')
                    : t(`wallet.status.${order.data.status}`)}
              </Heading>
              <Text size="xl" weight="bold" tabular>
                <Money amount={order.data.amount} locale={locale} />
              </Text>
              <Text size="sm" tone="muted">
                {t('wallet.orderNumber')}: {order.data.orderNo}
              </Text>
              {status === 'failed' || status === 'canceled' ? <Text align="center">{t('wallet.depositNotCredited')}</Text> : null}
              <ButtonLink href="/wallet" linkComponent={ReplaceLink} variant="primary" size="lg" fullWidth>
                {t('wallet.backToWallet')}
              </ButtonLink>
            </Stack>
          </Card>
        )}
      </div>
    </>
  );
}
