// /invite/records (older) and /v3inviteDetail (black-gold): the player's invitees (private names,
// spec §5; deposit and reward each), paged, and the invite ranking of this week or all time with
// the player's own place.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { inviteLinkQueryQuery, inviteRankingQuery } from '@perya/api/queries';
import { GMT8_LABEL, formatGmt8, formatMoney, isLocaleCode, type LocaleCode } from '@perya/domain';
import { Card, EmptyState, ErrorState, NavBar, Skeleton, Stack, Tabs, Text, useCurrency } from '@perya/ui';
import { useServices } from '../../services/services';
import { Pager } from '../../components/Pager';
import * as layout from '../../app/layout.css';
import * as css from '../promotions/promotions.css';

export const INVITE_RECORDS_PAGE_SIZE = 20;
const VIEWS = ['records', 'ranking'] as const;
type View = (typeof VIEWS)[number];
const PERIODS = ['week', 'all'] as const;
type Period = (typeof PERIODS)[number];

function Records({ page, onPage, locale }: { page: number; onPage: (page: number) => void; locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const invite = useQuery({ ...inviteLinkQueryQuery({ pageNum: page, pageSize: INVITE_RECORDS_PAGE_SIZE }), placeholderData: (prev) => prev });
  if (invite.isPending) return <Skeleton shape="row" count={5} />;
  if (invite.isError) return <ErrorState error={invite.error} onRetry={() => void invite.refetch()} />;
  const { records } = invite.data;
  if (records.list.length === 0 && page === 1) return <EmptyState title={t('invite.noRecords')} />;
  const pages = Math.max(1, Math.ceil(records.total / INVITE_RECORDS_PAGE_SIZE));
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <>
      <Text size="sm" tone="muted">
        {t('invite.invitedCount', { count: records.total })} · {t('wallet.timesIn', { zone: GMT8_LABEL })}
      </Text>
      <Card padding="md">
        <table className={css.table} aria-busy={invite.isFetching} data-testid="invite-records">
          <thead>
            <tr>
              <th className={css.th} scope="col">{t('invite.player')}</th>
              <th className={`${css.th} ${css.numeric}`} scope="col">{t('invite.deposit')}</th>
              <th className={`${css.th} ${css.numeric}`} scope="col">{t('invite.reward')}</th>
            </tr>
          </thead>
          <tbody>
            {records.list.map((r, i) => (
              <tr key={`${r.registerTime}-${r.name}-${i}`}>
                <td className={css.td}>
                  {r.name}
                  <span className={css.meta}>{t('invite.registeredAt', { date: formatGmt8(r.registerTime, locale, { dateStyle: 'medium' }) })}</span>
                </td>
                <td className={`${css.td} ${css.numeric}`}>{money(r.deposit)}</td>
                <td className={`${css.td} ${css.numeric}`}>{money(r.reward)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <Pager page={page} pages={pages} onPage={onPage} />
    </>
  );
}

function Ranking({ period, onPeriod, locale }: { period: Period; onPeriod: (p: Period) => void; locale: LocaleCode }) {
  const currency = useCurrency();
  const { t } = useTranslation();
  const ranking = useQuery({ ...inviteRankingQuery({ period }), placeholderData: (prev) => prev });
  const money = (minor: number) => formatMoney(minor, { locale, currency });
  return (
    <>
      <Tabs
        label={t('invite.ranking')}
        items={PERIODS.map((id) => ({ id, label: id === 'week' ? t('invite.week') : t('invite.allTime') }))}
        value={period}
        onChange={onPeriod}
      />
      {ranking.isPending ? (
        <Skeleton shape="row" count={5} />
      ) : ranking.isError ? (
        <ErrorState error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : (
        <>
          <div data-testid="invite-my-rank">
            <Card tone="primary" padding="md">
              <Stack space="xxs">
                <Text size="lg" weight="bold" tone="onPrimary">
                  {ranking.data.me.rank === null ? t('invite.notRanked') : t('invite.myRank', { rank: ranking.data.me.rank })}
                </Text>
                <Text size="sm" tone="onPrimary" tabular>
                  {t('invite.inviteesCount', { count: ranking.data.me.invitedCount })} · {money(ranking.data.me.reward)}
                </Text>
              </Stack>
            </Card>
          </div>
          {ranking.data.list.length === 0 ? (
            <EmptyState title={t('invite.noRanking')} />
          ) : (
            <Card padding="md">
              <table className={css.table} aria-busy={ranking.isFetching} data-testid="invite-ranking">
                <thead>
                  <tr>
                    <th className={css.th} scope="col">#</th>
                    <th className={css.th} scope="col">{t('invite.player')}</th>
                    <th className={`${css.th} ${css.numeric}`} scope="col">{t('invite.reward')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ranking.data.list.map((r) => (
                    <tr key={r.rank}>
                      <td className={css.td}>{r.rank}</td>
                      <td className={css.td}>
                        {r.name}
                        <span className={css.meta}>{t('invite.inviteesCount', { count: r.invitedCount })}</span>
                      </td>
                      <td className={`${css.td} ${css.numeric}`}>{money(r.reward)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
        </>
      )}
    </>
  );
}

export default function InviteRecordsPage() {
  const s = useServices();
  const { t, i18n } = useTranslation();
  const locale = isLocaleCode(i18n.language) ? i18n.language : s.config.defaultLocale;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'ranking' ? 'ranking' : 'records';
  const period: Period = params.get('period') === 'all' ? 'all' : 'week';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { view?: View; period?: Period; page?: number }) =>
    setParams({ view: next.view ?? view, period: next.period ?? period, page: String(next.page ?? 1) }, { replace: true });

  return (
    <>
      <NavBar title={t('invite.records')} />
      <div className={layout.page} data-page="invite-records">
        <Tabs
          label={t('invite.records')}
          appearance="pill"
          fill
          items={VIEWS.map((id) => ({ id, label: id === 'records' ? t('invite.records') : t('invite.ranking') }))}
          value={view}
          onChange={(id) => go({ view: id, page: 1 })}
        />
        {view === 'records' ? (
          <Records page={page} onPage={(p) => go({ page: p })} locale={locale} />
        ) : (
          <Ranking period={period} onPeriod={(p) => go({ period: p, page: 1 })} locale={locale} />
        )}
      </div>
    </>
  );
}
