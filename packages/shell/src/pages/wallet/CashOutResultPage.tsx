// /cashout/result (spec §4: withdrawal submitted, handled within one business day): the held amount,
// fee, actual amount and the time it is due by.
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney, isLocaleCode, withdrawalDueBy } from '@perya/domain';
import { useServices } from '../../services/services';
import { NavBar } from '../../components/NavBar';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';

function minor(v: string | null): number | null {
  const n = Number(v);
  return v !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

export default function CashOutResultPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo') ?? '';
  const amount = minor(params.get('amount'));
  const fee = minor(params.get('fee'));
  const actual = minor(params.get('actual'));
  const time = minor(params.get('time'));
  if (orderNo === '' || amount === null || fee === null || actual === null || time === null) return <Navigate to="/wallet" replace />;
  const due = new Date(withdrawalDueBy(time)).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <NavBar title={t('wallet.cashOut')} />
      <div className={layout.page} data-page="cashout-result">
        <section className={`${ui.card} ${css.center}`} data-status={params.get('status') ?? 'pending'}>
          <span className={css.resultIcon} data-tone="success" aria-hidden="true">
            ✓
          </span>
          <h2 className={ui.heading} data-testid="cashout-result">
            {t('wallet.withdrawalSubmitted')}
          </h2>
          <p className={ui.paragraph}>{t('wallet.withdrawalHeld')}</p>
        </section>
        <section className={ui.card}>
          <div className={css.summaryRow}>
            <span>{t('wallet.amount')}</span>
            <span>{formatMoney(amount, { locale })}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.fee')}</span>
            <span>{formatMoney(fee, { locale })}</span>
          </div>
          <div className={css.summaryStrong}>
            <span>{t('wallet.actualWithdrawal')}</span>
            <span data-testid="cashout-result-actual">{formatMoney(actual, { locale })}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.statusLabel')}</span>
            <span>{t(`wallet.status.${params.get('status') === 'success' ? 'success' : 'pending'}`)}</span>
          </div>
          <div className={css.summaryRow}>
            <span>{t('wallet.orderNumber')}</span>
            <span>{orderNo}</span>
          </div>
          <p className={ui.muted}>{t('wallet.expectedBy', { time: due })}</p>
          <p className={ui.muted}>{t('wallet.handledWithinOneBusinessDay')}</p>
        </section>
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
