// /points (spec §2, §3 points wallet, §7 user-point/list): the points balance, how points are
// earned and spent (35 a daily login, 200 a spin), and the history newest first, a page at a time
// ("load more"), each line's reason translated and coloured by sign.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { userPointListQuery } from '@perya/api/queries';
import { DAILY_LOGIN_POINTS, formatGmt8, SPIN_COST_POINTS } from '@perya/domain';
import { Box, Button, Card, EmptyState, ErrorState, Heading, ListRow, NavBar, Skeleton, Text } from '@perya/ui';
import { EmptyArt } from '../../components/FeatureIcon';
import { HeroFigure } from '../../components/HeroFigure';
import { tData } from '../../services/t';
import * as layout from '../../app/layout.css';
import { pointReasonKey } from './rewardsLogic';
import { useLocale } from './useLocale';
import * as css from './rewards.css';

export const POINTS_PAGE_SIZE = 20;

function signed(points: number): string {
  return `${points > 0 ? '+' : ''}${points.toLocaleString('en-US')}`;
}

/** A coin with an up or down arrow: points earned or spent (decorative). */
function PointsIcon({ credit }: { credit: boolean }) {
  return (
    <Box display="flex" color={credit ? 'success' : 'danger'}>
      <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="9" />
        <path d={credit ? 'M12 16V8M8.5 11.5 12 8l3.5 3.5' : 'M12 8v8M8.5 12.5 12 16l3.5-3.5'} />
      </svg>
    </Box>
  );
}

/** One page of the history; the first page also gives the balance and the total. */
function PointsChunk({ page }: { page: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const list = useQuery(userPointListQuery({ pageNum: page, pageSize: POINTS_PAGE_SIZE }));
  if (list.isPending) return page === 1 ? null : <Skeleton shape="row" count={2} />;
  if (list.isError) return page === 1 ? null : <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {list.data.list.map((r) => (
        <li key={r.id} data-reason={r.reason}>
          <ListRow
            icon={<PointsIcon credit={r.points >= 0} />}
            label={tData(t, pointReasonKey(r.reason), { defaultValue: t('points.reason.other') })}
            description={formatGmt8(r.createTime, locale, { dateStyle: 'short', timeStyle: 'short' })}
            value={
              <Text as="span" weight="semibold" tabular tone={r.points >= 0 ? 'success' : 'danger'} data-testid="point-change">
                {signed(r.points)}
              </Text>
            }
          />
        </li>
      ))}
    </>
  );
}

export default function PointsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const first = useQuery(userPointListQuery({ pageNum: 1, pageSize: POINTS_PAGE_SIZE }));
  const [pages, setPages] = useState(1);
  const shownMax = pages * POINTS_PAGE_SIZE;

  return (
    <>
      <NavBar title={t('points.title')} />
      <div className={layout.page} data-page="points">
        {first.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : first.isError ? (
          <ErrorState error={first.error} onRetry={() => void first.refetch()} />
        ) : (
          <>
            <HeroFigure icon="coin" label={t('points.balance')} figure={first.data.points.toLocaleString('en-US')} figureTestId="points-balance">
              <Text size="sm" tone="onPrimary">
                {t('points.howToEarn', { daily: DAILY_LOGIN_POINTS, cost: SPIN_COST_POINTS })}
              </Text>
              <Link className={css.heroLink} to="/spin">
                {t('vip.spinEntry')} ›
              </Link>
            </HeroFigure>
            <Heading level={2}>{t('points.history')}</Heading>
            {first.data.total === 0 ? (
              <EmptyState title={t('points.empty')} actionLabel={t('vip.spinEntry')} onAction={() => navigate('/spin')} art={<EmptyArt name="coin" />} />
            ) : (
              <Card padding="none">
                <ul className={css.plainList} data-testid="point-records">
                  {Array.from({ length: pages }, (_, i) => (
                    <PointsChunk key={i + 1} page={i + 1} />
                  ))}
                </ul>
              </Card>
            )}
            {first.data.total > shownMax ? (
              <Button variant="secondary" fullWidth onClick={() => setPages(pages + 1)}>
                {t('points.loadMore')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
