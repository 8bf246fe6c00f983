// The weekly lucky prize (spec §9 weekly stone rule: turnover of 1000 PHP and at least 3 login
// days in a GMT+8 week): this week's progress against the rule and the recent winners, whose
// names the server already hides (spec §5 private name).
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { weeklyLuckyPrizeQuery } from '@perya/api/queries';
import { formatGmt8, formatMoney, type LocaleCode } from '@perya/domain';
import { Card, EmptyState, ErrorState, ListRow, ProgressBar, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { EmptyArt, FeatureIcon } from '../../components/FeatureIcon';
import * as css from './promotions.css';

export function WeeklyPrizeSection({ locale }: { locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const prize = useQuery(weeklyLuckyPrizeQuery());
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <div id="weekly" data-testid="weekly-prize">
    <Card title={t('promo.weeklyTitle')}>
      {prize.isPending ? (
        <Skeleton shape="row" count={3} />
      ) : prize.isError ? (
        <ErrorState error={prize.error} onRetry={() => void prize.refetch()} />
      ) : (
        <>
          <Text size="sm" tone="muted">
            {t('promo.weeklyRule', { amount: prize.data.requiredTurnover, days: prize.data.requiredLoginDays })}
          </Text>
          <ProgressBar
            label={t('promo.weeklyTurnover')}
            value={prize.data.turnover}
            max={prize.data.requiredTurnover}
            valueText={`${money(Math.min(prize.data.turnover, prize.data.requiredTurnover))} / ${money(prize.data.requiredTurnover)}`}
          />
          <ProgressBar
            label={t('promo.weeklyLoginDays')}
            value={prize.data.loginDays}
            max={prize.data.requiredLoginDays}
            valueText={t('promo.weeklyDays', { days: Math.min(prize.data.loginDays, prize.data.requiredLoginDays), required: prize.data.requiredLoginDays })}
          />
          {prize.data.qualified ? (
            <Text weight="semibold" tone="success" data-testid="weekly-qualified">
              {t('promo.weeklyQualified')}
            </Text>
          ) : null}
          <Text as="h3" weight="semibold">
            {t('promo.weeklyWinners')}
          </Text>
          {prize.data.list.length === 0 ? (
            <EmptyState title={t('promo.weeklyNoWinners')} art={<EmptyArt name="trophy" />} headingLevel={4} />
          ) : (
            <Stack as="ul" space="none" className={css.plainList}>
              {prize.data.list.map((w, i) => (
                <li key={`${w.weekStart}-${w.name}-${i}`}>
                  <ListRow
                    icon={<FeatureIcon name="trophy" />}
                    label={w.name}
                    description={t('promo.weekOf', { date: formatGmt8(w.weekStart, locale, { dateStyle: 'medium' }) })}
                    value={
                      <Text as="span" weight="bold" tone="success" tabular>
                        {money(w.amount)}
                      </Text>
                    }
                  />
                </li>
              ))}
            </Stack>
          )}
        </>
      )}
    </Card>
    </div>
  );
}
