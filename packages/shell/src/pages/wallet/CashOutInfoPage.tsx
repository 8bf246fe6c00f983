// /cashout/info (spec §2 withdrawal: bank or e-wallet information): the saved withdrawal account and
// the cash-out rules (window, hours, daily count, fee, handling time).
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { withdrawConfigQuery, withdrawLatestAccountQuery } from '@perya/api/queries';
import { isLocaleCode } from '@perya/domain';
import { useServices } from '../../services/services';
import { useCashOutPath } from './useWallet';
import { shortTime } from './walletLogic';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';
import { useBonusRuleText } from '../promotions/bonusRule';
import { EmptyState, ErrorState, NavBar, Skeleton } from '@perya/ui';

function masked(accountNo: string): string {
  return accountNo.length <= 4 ? accountNo : `•••• ${accountNo.slice(-4)}`;
}

export default function CashOutInfoPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const bonusRuleText = useBonusRuleText();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const config = useQuery(withdrawConfigQuery());
  const latest = useQuery(withdrawLatestAccountQuery());
  const cashOutPath = useCashOutPath();
  return (
    <>
      <NavBar title={t('wallet.withdrawalAccount')} />
      <div className={layout.page} data-page="cashout-info">
        {config.isPending || latest.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : config.isError || latest.isError ? (
          <ErrorState
            error={config.error ?? latest.error}
            onRetry={() => {
              void config.refetch();
              void latest.refetch();
            }}
          />
        ) : (
          <>
            {latest.data ? (
              <section className={ui.card} aria-label={t('wallet.withdrawalAccount')}>
                <div className={css.summaryStrong}>
                  <span>{t(`wallet.${latest.data.method}`)}</span>
                  <span>{latest.data.bankName || latest.data.bankCode}</span>
                </div>
                <div className={css.summaryRow}>
                  <span>{t('wallet.accountName')}</span>
                  <span>{latest.data.accountName}</span>
                </div>
                <div className={css.summaryRow}>
                  <span>{latest.data.method === 'crypto' ? t('wallet.walletAddress') : latest.data.method === 'gcash' ? t('wallet.gcashNumber') : t('wallet.bankCardNumber')}</span>
                  <span>{masked(latest.data.accountNo)}</span>
                </div>
              </section>
            ) : (
              <EmptyState title={t('wallet.noSavedAccount')} />
            )}
            <section className={ui.card} aria-label={t('wallet.cashOutRules')}>
              <h2 className={ui.heading}>{t('wallet.cashOutRules')}</h2>
              <p className={ui.paragraph}>{t('wallet.withdrawalHoursNotice', { start: shortTime(config.data.startTime), end: shortTime(config.data.endTime) })}</p>
              <p className={ui.paragraph}>{t('wallet.amountRange', { min: config.data.min, max: config.data.max })}</p>
              <p className={ui.paragraph}>{t('wallet.feeRule', { rate: (config.data.feeRateBps / 100).toLocaleString(locale, { maximumFractionDigits: 2 }) })}</p>
              <p className={ui.paragraph}>{t('wallet.remainingWithdrawals', { count: Math.max(0, config.data.dailyCountLimit - config.data.usedCount) })}</p>
              <p className={ui.paragraph}>{t('wallet.handledWithinOneBusinessDay')}</p>
              <p className={ui.paragraph}>{bonusRuleText}</p>
            </section>
            <Link className={ui.button.primary} to={cashOutPath}>
              {t('wallet.cashOut')}
            </Link>
          </>
        )}
      </div>
    </>
  );
}
