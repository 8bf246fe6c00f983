// /cashout/info (spec §2 withdrawal: bank or e-wallet information): the saved withdrawal account
// with its mark and the cash-out rules in plain words (window, amounts, fee, daily count, handling
// time, what the bonus may do).
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { withdrawConfigQuery, withdrawLatestAccountQuery } from '@perya/api/queries';
import { isLocaleCode } from '@perya/domain';
import { ButtonLink, Card, EmptyState, ErrorState, ListRow, NavBar, Skeleton, Stack } from '@perya/ui';
import { ChannelMark } from '@perya/ui/art';
import { useServices } from '../../services/services';
import { useCashOutPath } from './useWallet';
import { shortTime } from './walletLogic';
import { accountTail, kindOfAccount } from './cashOutForm';
import * as layout from '../../app/layout.css';
import { useBonusRuleText } from '../promotions/bonusRule';

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
          <Stack space="md">
            {latest.data ? (
              <Card title={t('wallet.out.savedAccountTitle')} padding="none">
                <div data-testid="cashout-saved-account">
                  <ListRow
                    icon={<ChannelMark kind={kindOfAccount(latest.data)} size="sm" />}
                    label={latest.data.bankName || latest.data.bankCode}
                    description={`${latest.data.accountName} · ${t('wallet.out.saved', { tail: accountTail(latest.data.accountNo) })}`}
                    value={t(`wallet.${latest.data.method}`)}
                  />
                </div>
              </Card>
            ) : (
              <EmptyState title={t('wallet.noSavedAccount')} />
            )}
            <Card title={t('wallet.cashOutRules')} padding="none">
              <ListRow label={t('wallet.withdrawalHoursNotice', { start: shortTime(config.data.startTime), end: shortTime(config.data.endTime) })} description={t('wallet.timesIn', { zone: 'GMT+8' })} />
              <ListRow label={t('wallet.amountRange', { min: config.data.min, max: config.data.max })} />
              <ListRow label={t('wallet.feeRule', { rate: (config.data.feeRateBps / 100).toLocaleString(locale, { maximumFractionDigits: 2 }) })} />
              <ListRow label={t('wallet.remainingWithdrawals', { count: Math.max(0, config.data.dailyCountLimit - config.data.usedCount) })} />
              <ListRow label={t('wallet.handledWithinOneBusinessDay')} />
              <ListRow label={t('wallet.out.locked')} description={bonusRuleText} />
            </Card>
            <ButtonLink href={cashOutPath} variant="primary" size="lg" fullWidth>
              {t('wallet.cashOut')}
            </ButtonLink>
          </Stack>
        )}
      </div>
    </>
  );
}
