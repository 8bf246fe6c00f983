// /cashout/result (spec §4: withdrawal submitted, handled within one business day): the order's
// status as the server has it — held, paid out or returned — polled while it is held, with what
// arrives in large figures; the amount, fee, actual amount, time and the time it is due by (GMT+8,
// spec §9); "Speed up" while held and "Rate this cash-out" once paid out (spec §5 cash-out boost and
// comment, WithdrawalActions).
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { withdrawStatusQuery } from '@perya/api/queries';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, withdrawalDueBy } from '@perya/domain';
import { Badge, ButtonLink, Card, Heading, ListRow, NavBar, Stack, Text, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import * as layout from '../../app/layout.css';
import * as css from './cashOut.css';
import { withdrawalOutcome } from './walletLogic';
import { WithdrawalActions } from '../../components/WithdrawalActions';

/** How often a held withdrawal's status is asked again while the page is open. */
export const WITHDRAWAL_POLL_MS = 15_000;

const OUTCOME_TONE = { pending: 'pending', success: 'success', failed: 'danger' } as const;
/** The mark of each outcome: a clock while held, a tick once paid, an arrow back when returned. */
const OUTCOME_PATH = {
  pending: 'M12 7v5l3.5 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failed: 'M9 7 4 12l5 5M4.5 12H15a5 5 0 0 1 0 10h-2',
} as const;

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
  const money = (m: number) => formatMoney(m, { locale, currency });
  const settled = order.data?.settledTime ?? null;
  return (
    <>
      <NavBar title={t('wallet.cashOut')} />
      <div className={layout.page} data-page="cashout-result">
        <Card>
          <Stack space="sm" align="center" data-status={outcome} data-testid="cashout-result-status">
            <span className={css.statusMark} data-tone={OUTCOME_TONE[outcome]} aria-hidden="true">
              <svg viewBox="0 0 24 24" focusable="false">
                <path d={OUTCOME_PATH[outcome]} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <Heading level={2} align="center" data-testid="cashout-result">
              {outcome === 'pending' ? t('wallet.withdrawalSubmitted') : t(`wallet.withdrawalStatus.${outcome}`)}
            </Heading>
            <Text as="span" size="display" weight="bold" tabular align="center">
              {money(actual)}
            </Text>
            <Badge tone={OUTCOME_TONE[outcome]}>{t(`wallet.withdrawalStatus.${outcome}`)}</Badge>
            <Text size="sm" tone="muted" align="center">
              {outcome === 'pending' ? t('wallet.withdrawalHeld') : outcome === 'success' ? t('wallet.withdrawalPaidBody') : t('wallet.withdrawalReturnedBody')}
            </Text>
            {outcome === 'pending' ? (
              <Text size="sm" weight="semibold" align="center">
                {t('wallet.expectedBy', { time: at(withdrawalDueBy(time)) })}
              </Text>
            ) : settled === null ? null : (
              <Text size="sm" weight="semibold" align="center">
                {at(settled)}
              </Text>
            )}
          </Stack>
        </Card>
        <Card padding="none">
          <ListRow label={t('wallet.amount')} value={money(amount)} />
          <ListRow label={t('wallet.fee')} value={money(fee)} />
          <ListRow label={t('wallet.actualWithdrawal')} value={<span data-testid="cashout-result-actual">{money(actual)}</span>} />
          <ListRow label={t('wallet.statusLabel')} value={<span data-testid="cashout-result-state">{t(`wallet.withdrawalStatus.${outcome}`)}</span>} />
          <ListRow label={t('wallet.time')} value={at(order.data?.createTime ?? time)} />
          <ListRow label={t('wallet.orderNumber')} value={orderNo} description={outcome === 'pending' ? t('wallet.handledWithinOneBusinessDay') : undefined} />
        </Card>
        <WithdrawalActions orderNo={orderNo} status={outcome} />
        <Stack space="sm">
          <ButtonLink href="/wallet" variant="primary" size="lg" fullWidth>
            {t('wallet.backToWallet')}
          </ButtonLink>
          <ButtonLink href="/record?filter=withdrawals" variant="ghost" fullWidth>
            {t('wallet.withdrawalRecords')}
          </ButtonLink>
        </Stack>
      </div>
    </>
  );
}
