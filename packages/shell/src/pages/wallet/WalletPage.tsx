// /wallet (spec §1, §2): main, bonus and points balances, cash in, cash out (when visible, spec §6)
// and the way to the finance records.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { formatMoney, isLocaleCode } from '@perya/domain';
import { useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { NavBar } from '../../components/NavBar';
import { ErrorState, Loading } from '../../components/PageState';
import { useDeposit } from '../useDeposit';
import { useCashOut, useCashOutVisible } from './useWallet';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';
import { useBonusRuleText } from '../promotions/bonusRule';

export default function WalletPage() {
  const currency = useCurrency();
  const s = useServices();
  const { t, i18n } = useTranslation();
  const bonusRuleText = useBonusRuleText();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const user = useUser();
  const deposit = useDeposit();
  const cashOutVisible = useCashOutVisible();
  const cashOut = useCashOut();
  return (
    <>
      {/* A tab of the brand's tab bar has no back arrow (like the account page). */}
      <NavBar title={t('wallet.title')} back={!s.config.tabs.some((tab) => tab.to === '/wallet')} />
      <div className={layout.page} data-page="wallet">
        {user.isPending ? (
          <Loading rows={4} />
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <>
            {user.data.underReview === true ? (
              // spec §6: the operator blocked the account and its balance; the player is told plainly.
              <section className={ui.card} role="alert" data-testid="account-under-review">
                <p className={ui.fieldError}>{t('messages.accountFrozen')}</p>
              </section>
            ) : null}
            <section className={css.hero} aria-label={t('wallet.mainWallet')}>
              <p className={css.heroLabel}>{t('wallet.mainWallet')}</p>
              <p className={css.heroAmount} data-testid="wallet-main">
                {formatMoney(user.data.balance, { locale, currency })}
              </p>
              <p className={css.heroLabel}>{t('wallet.withdrawableNote')}</p>
              <div className={css.heroActions}>
                {/* A frozen account cannot cash in (ACCOUNT_FROZEN): no button that only leads to a refusal. */}
                {deposit && user.data.underReview !== true ? (
                  <button type="button" className={css.heroButton} data-solid="" onClick={deposit} data-testid="wallet-cash-in">
                    {t('wallet.cashIn')}
                  </button>
                ) : null}
                {cashOutVisible ? (
                  <button type="button" className={css.heroButton} onClick={cashOut} data-testid="wallet-cash-out">
                    {t('wallet.cashOut')}
                  </button>
                ) : null}
              </div>
            </section>
            <section className={css.walletGrid} aria-label={t('wallet.totalBalance')}>
              <div className={css.walletTile}>
                <span className={ui.muted}>{t('wallet.bonusWallet')}</span>
                <span className={css.tileValue} data-testid="wallet-bonus">
                  {formatMoney(user.data.bonus, { locale, currency })}
                </span>
              </div>
              <div className={css.walletTile}>
                <span className={ui.muted}>{t('wallet.pointsWallet')}</span>
                <span className={css.tileValue} data-testid="wallet-points">
                  {user.data.points.toLocaleString('en-US')}
                </span>
              </div>
            </section>
            <p className={ui.muted}>{bonusRuleText}</p>
          </>
        )}
        <nav className={ui.card}>
          <ul className={ui.list}>
            <li>
              <Link className={ui.row} to="/record">
                {t('wallet.records')}
              </Link>
            </li>
            <li>
              <Link className={ui.row} to="/record?filter=deposits">
                {t('wallet.depositRecords')}
              </Link>
            </li>
            {cashOutVisible ? (
              <li>
                <Link className={ui.row} to="/record?filter=withdrawals">
                  {t('wallet.withdrawalRecords')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
        <p className={ui.muted}>{t('wallet.settlementNotice')}</p>
      </div>
    </>
  );
}
