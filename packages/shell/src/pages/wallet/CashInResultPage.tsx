// /cashin/result (spec §4 deposit: credited only on success): the order's outcome.
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { rechargeStatusQuery } from '@perya/api/queries';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { ErrorState, NavBar, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { depositPollInterval } from './walletLogic';
import { useDepositBonusAnnouncement } from '../promotions/bonusAnnouncement';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';

export default function CashInResultPage() {
  const currency = useCurrency();
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
          <Skeleton shape="row" count={3} />
        ) : order.isError ? (
          <ErrorState error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <section className={`${ui.card} ${css.center}`} data-status={order.data.status}>
            <span className={css.resultIcon} data-tone={tone} aria-hidden="true">
              {tone === 'success' ? '✓' : tone === 'pending' ? '…' : '!'}
            </span>
            <h2 className={ui.heading} data-testid="cashin-result">
              {status === 'success'
                ? t('wallet.depositCredited', { amount: order.data.amount })
                : status === 'pending'
                  ? t('wallet.depositSubmitted')
                  : t(`wallet.status.${order.data.status}`)}
            </h2>
            <p className={ui.muted}>{formatMoney(order.data.amount, { locale, currency })}</p>
            <p className={ui.muted}>
              {t('wallet.orderNumber')}: {order.data.orderNo}
            </p>
            {status === 'failed' || status === 'canceled' ? <p className={ui.paragraph}>{t('wallet.depositNotCredited')}</p> : null}
            <Link className={ui.button.primary} to="/wallet" replace>
              {t('wallet.backToWallet')}
            </Link>
          </section>
        )}
      </div>
    </>
  );
}
