// The weekly lucky prize (spec §9 weekly stone rule: turnover of 1000 PHP and at least 3 login
// days in a GMT+8 week): this week's progress against the rule and the recent winners, whose
// names the server already hides (spec §5 private name).
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { weeklyLuckyPrizeQuery } from '@perya/api/queries';
import { formatGmt8, formatMoney, type LocaleCode } from '@perya/domain';
import { ProgressBar, useCurrency } from '@perya/ui';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import * as ui from '../../components/ui.css';
import * as css from './promotions.css';

export function WeeklyPrizeSection({ locale }: { locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const prize = useQuery(weeklyLuckyPrizeQuery());
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <section className={ui.card} aria-labelledby="promo-weekly" id="weekly" data-testid="weekly-prize">
      <h2 className={css.sectionTitle} id="promo-weekly">
        {t('promo.weeklyTitle')}
      </h2>
      {prize.isPending ? (
        <Loading rows={3} />
      ) : prize.isError ? (
        <ErrorState error={prize.error} onRetry={() => void prize.refetch()} />
      ) : (
        <>
          <p className={ui.muted}>{t('promo.weeklyRule', { amount: prize.data.requiredTurnover, days: prize.data.requiredLoginDays })}</p>
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
            <p className={css.expected} data-testid="weekly-qualified">
              {t('promo.weeklyQualified')}
            </p>
          ) : null}
          <h3 className={css.itemTitle}>{t('promo.weeklyWinners')}</h3>
          {prize.data.list.length === 0 ? (
            <Empty text={t('promo.weeklyNoWinners')} />
          ) : (
            <ul className={ui.list}>
              {prize.data.list.map((w, i) => (
                <li key={`${w.weekStart}-${w.name}-${i}`} className={ui.row}>
                  <span>
                    {w.name}
                    <span className={css.meta}>{t('promo.weekOf', { date: formatGmt8(w.weekStart, locale, { dateStyle: 'medium' }) })}</span>
                  </span>
                  <span className={css.amount}>{money(w.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
