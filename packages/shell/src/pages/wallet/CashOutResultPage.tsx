// /cashout/result (spec §4: withdrawal submitted, handled within one business day): the held amount,
// fee, actual amount and the time it is due by (GMT+8, spec §9), and the order's status as the
// server has it — held, paid out or returned — polled while it is held; "Speed up" while held and
// "Rate this cash-out" once paid out (spec §5 cash-out boost and comment, WithdrawalActions).
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { withdrawStatusQuery } from '@perya/api/queries';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, withdrawalDueBy } from '@perya/domain';
import { NavBar, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';
import { withdrawalOutcome } from './walletLogic';
import { WithdrawalActions } from '../../components/WithdrawalActions';

/** How often a held withdrawal's status is asked again while the page is open. */
export const WITHDRAWAL_POLL_MS = 15_000;

const OUTCOME_TONE = { pending: 'success', success: 'success', failed: 'danger' } as const;
const OUTCOME_ICON = { pending: '✓', success: '✓', failed: '↩' } as const;

function minor(v: string | null): number | null {
  const n = Number(v);
  return v !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export default function CashOutResultPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const amount = minor(params.get('amount'));
  const fee = minor(params.get('fee'));
  const actual = minor(params.get('actual'));
  const time = minor(params.get('time'));
  const valid = orderNo !== '' && amount !== null && fee !== null && actual !== null && time !== null;
  const order = useQuery({
    ...withdrawStatusQuery({ orderNo }),
    enabled: valid,
    // Whatever was cached, the order is asked again each time the page opens.
    refetchOnMount: 'always',
    refetchInterval: (q) => (withdrawalOutcome(q.state.data?.status) === 'pending' ? WITHDRAWAL_POLL_MS : false),
  });
  if (!valid) return <Navigate to="/wallet" replace />;
  // Until the server answers, what the apply answered (carried in the URL).
  const outcome = withdrawalOutcome(order.data?.status ?? params.get('status') ?? undefined);
  const at = (ms: number) => `${formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' })} ${GMT8_LABEL}`;
  const due = at(withdrawalDueBy(time));
  const settled = order.data?.settledTime ?? null;
  return (
    <>
      <NavBar title={t('wallet.cashOut')} />
      <div className={layout.page} data-page="cashout-result">
        <section className={`${ui.card} ${css.center}`} data-status={outcome} data-testid="cashout-result-status">
          <span className={css.resultIcon} data-tone={OUTCOME_TONE[outcome]} aria-hidden="true">
            {OUTCOME_ICON[outcome]}
          </span>
          <h2 className={ui.heading} data-testid="cashout-result">
            {outcome === 'pending' ? t('wallet.withdrawalSubmitted') : t(`wallet.withdrawalStatus.${outcome}`)}
          </h2>
          <p className={ui.paragraph}>
            {outcome === 'pending' ? t('wallet.withdrawalHeld') : outcome === 'success' ? t('wallet.withdrawalPaidBody') : t('wallet.withdrawalReturnedBody')}
          </p>
        </section>
        <section className={ui.card}>
          <div className={css.summaryRow}>
            <span>{t('wallet.amount')}</span>
            <span>{formatMoney(amount, { locale, currency })}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.fee')}</span>
            <span>{formatMoney(fee, { locale, currency })}</span>
          </div>
          <div className={css.summaryStrong}>
            <span>{t('wallet.actualWithdrawal')}</span>
            <span data-testid="cashout-result-actual">{formatMoney(actual, { locale, currency })}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.statusLabel')}</span>
            <span data-testid="cashout-result-state">{t(`wallet.withdrawalStatus.${outcome}`)}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.time')}</span>
            <span>{at(order.data?.createTime ?? time)}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.orderNumber')}</span>
            <span>{orderNo}</span>
          </div>
          {outcome === 'pending' ? (
            <>
              <p className={ui.muted}>{t('wallet.expectedBy', { time: due })}</p>
              <p className={ui.muted}>{t('wallet.handledWithinOneBusinessDay')}</p>
            </>
          ) : settled === null ? null : (
            <p className={ui.muted}>{at(settled)}</p>
          )}
        </section>
        <WithdrawalActions orderNo={orderNo} status={outcome} />
        <Link className={ui.button.primary} to="/wallet" replace>
          {t('wallet.backToWallet')}
        </Link>
        <Link className={ui.button.ghost} to="/record?filter=withdrawals">
          {t('wallet.withdrawalRecords')}
        </Link>
      </div>
    </>
  );
}
