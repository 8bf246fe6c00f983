// /wallet (spec §1, §2): main, bonus and points balances, cash in, cash out (when visible, spec §6)
// and the way to the finance records.
import type { ReactNode } from 'react';
import { useTranslation } from '@perya/i18n';
import { GMT8_LABEL, formatGmt8, isLocaleCode, withdrawalDueBy, type LocaleCode } from '@perya/domain';
import { useQuery } from '@tanstack/react-query';
import { withdrawPendingQuery } from '@perya/api/queries';
import type { PendingWithdrawal } from '@perya/api/contract';
import {
  Badge,
  Button,
  Card,
  Column,
  Columns,
  ErrorState,
  GiftIcon,
  ListRow,
  Money,
  NavBar,
  PlusIcon,
  Skeleton,
  Stack,
  Text,
  TrophyIcon,
  WalletIcon,
  useMoneyFormat,
} from '@perya/ui';
import { useServices } from '../../services/services';
import { useUser } from '../../services/queries';
import { useDeposit } from '../useDeposit';
import { useCashOut, useCashOutVisible } from './useWallet';
import * as layout from '../../app/layout.css';
import * as css from './cashIn.css';
import { useBonusRuleText } from '../promotions/bonusRule';

/**
 * Issue 23 §1 "pending withdrawals show in the wallet": each one still being handled — amount,
 * where it goes, "Processing", when it was submitted and when it is due (spec §4/§9: within one
 * business day).
 */
function PendingWithdrawals({ list, locale }: { list: readonly PendingWithdrawal[]; locale: LocaleCode }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const at = (ms: number) => `${formatGmt8(ms, locale, { dateStyle: 'medium', timeStyle: 'short' })} ${GMT8_LABEL}`;
  return (
    <Card title={t('wallet.pendingWithdrawals')} padding="md">
      <Stack as="ul" className={css.list} space="md" dividers data-testid="pending-withdrawals">
        {list.map((w) => (
          <Stack as="li" key={w.orderNo} space="xxs" data-testid="pending-withdrawal" data-order={w.orderNo}>
            <Columns space="sm" alignY="center">
              <Column>
                <Text weight="bold" size="lg" tabular>
                  {money(w.amount)}
                </Text>
              </Column>
              <Column width="content">
                <span data-testid="pending-withdrawal-status">
                  <Badge tone="pending">{t('wallet.withdrawalStatus.pending')}</Badge>
                </span>
              </Column>
            </Columns>
            <Text size="sm" tone="muted">
              {t('wallet.pendingWithdrawalTo', { name: w.bankName || t(`wallet.${w.method}`), tail: w.accountTail })}
            </Text>
            <Text size="sm" tone="muted">
              {t('wallet.pendingWithdrawalReceive', { amount: money(w.actualAmount) })}
            </Text>
            <Text size="sm" tone="muted">
              {t('wallet.pendingWithdrawalSubmitted', { time: at(w.createTime) })}
            </Text>
            <Text size="sm" tone="muted">
              {t('wallet.pendingWithdrawalDue', { time: at(withdrawalDueBy(w.createTime)) })}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** A second wallet under the hero (bonus, points): its icon and name over its figure. */
function WalletFigure({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <Card padding="md">
      <Stack space="xxs">
        <Text size="sm" tone="muted">
          <span className={css.labelIcon}>{icon}</span>
          {label}
        </Text>
        <Text size="lg" weight="bold" tabular truncate data-testid={testId}>
          {value}
        </Text>
      </Stack>
    </Card>
  );
}

export default function WalletPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const bonusRuleText = useBonusRuleText();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const money = useMoneyFormat();
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
          // The frames of what comes: the balance panel and the two small wallets.
          <Stack space="md">
            <Skeleton shape="rect" />
            <Skeleton shape="row" count={2} />
          </Stack>
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : (
          <>
            {user.data.underReview === true ? (
              // spec §6: the operator blocked the account and its balance; the player is told plainly.
              <Card padding="md">
                <Text tone="danger" weight="semibold" role="alert" data-testid="account-under-review">
                  {t('messages.accountFrozen')}
                </Text>
              </Card>
            ) : null}
            <Card tone="primary">
              <Stack space="sm" aria-label={t('wallet.mainWallet')} as="section">
                <Columns space="sm" alignY="center">
                  <Column>
                    <Text size="sm" weight="semibold" tone="onPrimary">
                      {t('wallet.mainWallet')}
                    </Text>
                  </Column>
                  <Column width="content">
                    <Text as="span" size="sm" tone="onPrimary">
                      <span className={css.heroIcon}>
                        <WalletIcon />
                      </span>
                    </Text>
                  </Column>
                </Columns>
                <Text tone="onPrimary" data-testid="wallet-main">
                  <Money amount={user.data.balance} size="display" locale={locale} />
                </Text>
                <Text size="sm" tone="onPrimary">
                  {t('wallet.withdrawableNote')} · {t('wallet.availableExplained')}
                </Text>
                {held > 0 ? (
                  // The held sum is not in the balance above: never shown as spendable.
                  <Text size="sm" tone="onPrimary" data-testid="wallet-held">
                    {t('wallet.heldExplained', { amount: money(held) })}
                  </Text>
                ) : null}
                <Columns space="sm">
                  {/* A frozen account cannot cash in (ACCOUNT_FROZEN): no button that only leads to a refusal. */}
                  {deposit && user.data.underReview !== true ? (
                    <Column>
                      <Button variant="accent" fullWidth icon={<PlusIcon />} onClick={deposit} data-testid="wallet-cash-in">
                        {t('wallet.cashIn')}
                      </Button>
                    </Column>
                  ) : null}
                  {cashOutVisible ? (
                    <Column>
                      <Button variant="accent" fullWidth icon={<WalletIcon />} onClick={cashOut} data-testid="wallet-cash-out">
                        {t('wallet.cashOut')}
                      </Button>
                    </Column>
                  ) : null}
                </Columns>
              </Stack>
            </Card>
            <Columns space="sm" aria-label={t('wallet.totalBalance')} as="section">
              <Column>
                <WalletFigure icon={<GiftIcon />} label={t('wallet.bonusWallet')} value={money(user.data.bonus)} testId="wallet-bonus" />
              </Column>
              <Column>
                <WalletFigure icon={<TrophyIcon />} label={t('wallet.pointsWallet')} value={user.data.points.toLocaleString('en-US')} testId="wallet-points" />
              </Column>
            </Columns>
            <Text size="sm" tone="muted">
              {bonusRuleText}
            </Text>
            {pending.data !== undefined && pending.data.list.length > 0 ? <PendingWithdrawals list={pending.data.list} locale={locale} /> : null}
          </>
        )}
        <Card padding="none">
          <nav aria-label={t('wallet.records')}>
            <Stack as="ul" className={css.list} space="none" dividers>
              <li>
                <ListRow label={t('wallet.records')} href="/record" />
              </li>
              <li>
                <ListRow label={t('wallet.depositRecords')} href="/record?filter=deposits" />
              </li>
              {cashOutVisible ? (
                <li>
                  <ListRow label={t('wallet.withdrawalRecords')} href="/record?filter=withdrawals" />
                </li>
              ) : null}
            </Stack>
          </nav>
        </Card>
        <Text size="sm" tone="muted">
          {t('wallet.settlementNotice')}
        </Text>
      </div>
    </>
  );
}
