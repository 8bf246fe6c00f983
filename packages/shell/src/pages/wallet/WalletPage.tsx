// /wallet (spec §1, §2): main, bonus and points balances, cash in, cash out (when visible, spec §6)
// and the way to the finance records.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, withdrawalDueBy, type LocaleCode } from '@perya/domain';
import { useQuery } from '@tanstack/react-query';
import { withdrawPendingQuery } from '@perya/api/queries';
import type { PendingWithdrawal } from '@perya/api/contract';
import { ErrorState, NavBar, Skeleton, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { useDeposit } from '../useDeposit';
import { useCashOut, useCashOutVisible } from './useWallet';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './wallet.css';
import { useBonusRuleText } from '../promotions/bonusRule';

/**
 * Issue 23 §1 "pending withdrawals show in the wallet": each one still being handled — amount,
 * where it goes, "Processing", when it was submitted and when it is due (spec §4/§9: within one
 * business day).
 */
function PendingWithdrawals({ list, locale }: { list: readonly PendingWithdrawal[]; locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const at = (ms: number) => `${formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' })} ${GMT8_LABEL}`;
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <section className={ui.card} aria-label={t('wallet.pendingWithdrawals')} data-testid="pending-withdrawals">
      <h2 className={css.sectionTitle}>{t('wallet.pendingWithdrawals')}</h2>
      <ul className={ui.list}>
        {list.map((w) => (
          <li key={w.orderNo} className={css.recordRow} data-testid="pending-withdrawal" data-order={w.orderNo}>
            <span className={css.tileValue}>{money(w.amount)}</span>
            <span className={`${ui.chip} ${css.rowEnd}`} data-testid="pending-withdrawal-status">
              {t('wallet.withdrawalStatus.pending')}
            </span>
            <span className={ui.muted}>{t('wallet.pendingWithdrawalTo', { name: w.bankName || t(`wallet.${w.method}`), tail: w.accountTail })}</span>
            <span className={ui.muted}>{t('wallet.pendingWithdrawalReceive', { amount: money(w.actualAmount) })}</span>
            <span className={`${ui.muted} ${css.spanRow}`}>{t('wallet.pendingWithdrawalSubmitted', { time: at(w.createTime) })}</span>
            <span className={`${ui.muted} ${css.spanRow}`}>{t('wallet.pendingWithdrawalDue', { time: at(withdrawalDueBy(w.createTime)) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
  const pending = useQuery({ ...withdrawPendingQuery(), enabled: user.data !== undefined });
  const held = pending.data?.held ?? 0;
  return (
    <>
      {/* A tab of the brand's tab bar has no back arrow (like the account page). */}
      <NavBar title={t('wallet.title')} back={!s.config.tabs.some((tab) => tab.to === '/wallet')} />
      <div className={layout.page} data-page="wallet">
        {user.isPending ? (
          <Skeleton shape="row" count={4} />
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
              <p className={css.heroLabel}>
                {t('wallet.withdrawableNote')} · {t('wallet.availableExplained')}
              </p>
              {held > 0 ? (
                // The held sum is not in the balance above: never shown as spendable.
                <p className={css.heroLabel} data-testid="wallet-held">
                  {t('wallet.heldExplained', { amount: formatMoney(held, { locale, currency }) })}
                </p>
              ) : null}
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
            {pending.data !== undefined && pending.data.list.length > 0 ? <PendingWithdrawals list={pending.data.list} locale={locale} /> : null}
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
