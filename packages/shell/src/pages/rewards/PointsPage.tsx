// /points (spec §2, §3 points wallet, §7 user-point/list): the points balance, how points are
// earned and spent (35 a daily login, 200 a spin), and the history newest first, a page at a time
// ("load more"), each line's reason translated and coloured by sign.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { userPointListQuery } from '@perya/api/queries';
import { DAILY_LOGIN_POINTS, formatGmt8, SPIN_COST_POINTS } from '@perya/domain';
import { tData } from '../../services/t';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import { pointReasonKey } from './rewardsLogic';
import { useLocale } from './useLocale';
import * as css from './rewards.css';

export const POINTS_PAGE_SIZE = 20;

function signed(points: number): string {
  return `${points > 0 ? '+' : ''}${points.toLocaleString('en-US')}`;
}

/** One page of the history; the first page also gives the balance and the total. */
function PointsChunk({ page }: { page: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useQuery(userPointListQuery({ pageNum: page, pageSize: POINTS_PAGE_SIZE }));
  if (list.isPending) return page === 1 ? null : <Loading rows={2} />;
  if (list.isError) return page === 1 ? null : <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {list.data.list.map((r) => (
        <li key={r.id} className={css.pointRow} data-reason={r.reason}>
          <span>{tData(t, pointReasonKey(r.reason), { defaultValue: t('points.reason.other') })}</span>
          <span className={r.points >= 0 ? css.credit : css.debit} data-testid="point-change">
            {signed(r.points)}
          </span>
          <span className={ui.muted}>{formatGmt8(r.createTime, locale, { dateStyle: 'short', timeStyle: 'short' })}</span>
        </li>
      ))}
    </>
  );
}

export default function PointsPage() {
  const { t } = useTranslation();
  const first = useQuery(userPointListQuery({ pageNum: 1, pageSize: POINTS_PAGE_SIZE }));
  const [pages, setPages] = useState(1);
  const shownMax = pages * POINTS_PAGE_SIZE;

  return (
    <>
      <NavBar title={t('points.title')} />
      <div className={layout.page} data-page="points">
        {first.isPending ? (
          <Loading rows={5} />
        ) : first.isError ? (
          <ErrorState error={first.error} onRetry={() => void first.refetch()} />
        ) : (
          <>
            <section className={css.hero}>
              <p className={css.heroLabel}>{t('points.balance')}</p>
              <p className={css.heroTitle} data-testid="points-balance">
                {first.data.points.toLocaleString('en-US')}
              </p>
              <p className={css.heroNote}>{t('points.howToEarn', { daily: DAILY_LOGIN_POINTS, cost: SPIN_COST_POINTS })}</p>
              <Link className={css.heroLink} to="/spin">
                {t('vip.spinEntry')} ›
              </Link>
            </section>
            <h2 className={css.sectionTitle}>{t('points.history')}</h2>
            {first.data.total === 0 ? (
              <Empty text={t('points.empty')} />
            ) : (
              <section className={ui.card}>
                <ul className={ui.list} data-testid="point-records">
                  {Array.from({ length: pages }, (_, i) => (
                    <PointsChunk key={i + 1} page={i + 1} />
                  ))}
                </ul>
              </section>
            )}
            {first.data.total > shownMax ? (
              <button type="button" className={ui.button.secondary} onClick={() => setPages(pages + 1)}>
                {t('points.loadMore')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
