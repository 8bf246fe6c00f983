// /vip (spec §2 VIP page, §3 VIP info, §9): the level with its progress (domain vipProgressPercent:
// 50 % bet + 50 % deposit), the two upgrade conditions, points and deposits, privileges; a summary
// of the daily and joint (accumulative) missions with the way to /task; the 7-day sign-in strip;
// and the way to the lucky wheel.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { missionMainPageQuery, vipSelfLevelQuery } from '@perya/api/queries';
import { formatMoney, hasClaimableMission, SPIN_COST_POINTS, vipProgressPercent } from '@perya/domain';
import { Badge, Box, Card, ErrorState, Inline, ListRow, NavBar, ProgressBar, RedDot, Skeleton, Stack, Text, useCurrency } from '@perya/ui';
import { VipBadge } from '@perya/ui/art';
import { FeatureIcon } from '../../components/FeatureIcon';
import * as layout from '../../app/layout.css';
import { missionAction, missionsDone } from './rewardsLogic';
import { SignInStrip } from './SignInStrip';
import { useLocale } from './useLocale';
import * as css from './rewards.css';

/** A figure on a sunken tile: a label over a bold value (VIP stats, mission summary). */
function Stat({ term, value, stat }: { term: string; value: string; stat?: string }) {
  return (
    <Box background="surfaceSunken" borderRadius="md" padding="sm" minWidth="0">
      <Text as="dt" size="xs" tone="muted">
        {term}
      </Text>
      <Text as="dd" weight="bold" tabular truncate data-stat={stat}>
        {value}
      </Text>
    </Box>
  );
}

function MissionSummary() {
  const { t } = useTranslation();
  const missions = useQuery(missionMainPageQuery());
  if (missions.isPending) return <Skeleton shape="row" count={2} />;
  if (missions.isError) return <ErrorState error={missions.error} onRetry={() => void missions.refetch()} />;
  const { dailyMisson: daily, accumulativeMisson: joint } = missions.data;
  const claimable = [...daily, ...joint].filter((m) => missionAction(m) === 'claim').length;
  return (
    <Card
      title={t('missions.title')}
      action={
        <Inline space="xs">
          <RedDot label={t('missions.redDot')} show={hasClaimableMission([...daily, ...joint])} />
          <Link className={css.link} to="/task">
            {t('vip.viewAll')}
          </Link>
        </Inline>
      }
    >
      <dl className={css.stats}>
        <Stat term={t('missions.daily')} value={t('missions.progress', { current: missionsDone(daily), target: daily.length })} />
        <Stat term={t('missions.joint')} value={t('missions.progress', { current: missionsDone(joint), target: joint.length })} />
      </dl>
      {claimable > 0 ? <Badge tone="success">{t('vip.claimable', { count: claimable })}</Badge> : null}
    </Card>
  );
}

export default function VipPage() {
  const currency = useCurrency();
  const { t } = useTranslation();
  const locale = useLocale();
  const vip = useQuery(vipSelfLevelQuery());
  const money = (minor: number) => formatMoney(minor, { locale, currency });

  return (
    <>
      <NavBar title={t('vip.title')} />
      <div className={layout.page} data-page="vip">
        {vip.isPending ? (
          <Skeleton shape="row" count={4} />
        ) : vip.isError ? (
          <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />
        ) : (
          <>
            <Card tone="primary">
              <Inline space="md" alignY="center" wrap={false}>
                <VipBadge level={vip.data.level} size="lg" />
                <Stack space="xxs">
                  <Text size="sm" tone="onPrimary">
                    {t('vip.yourLevel')}
                  </Text>
                  <Text as="h2" size="xxl" weight="bold" tone="onPrimary" data-testid="vip-level">
                    {vip.data.levelName}
                  </Text>
                  <Text size="sm" tone="onPrimary">
                    {vip.data.nextLevelName === null ? t('vip.maxLevel') : t('vip.nextLevel', { level: vip.data.nextLevelName })}
                  </Text>
                </Stack>
              </Inline>
              <Link className={css.heroLink} to="/vips">
                {t('vip.levels')} ›
              </Link>
            </Card>

            {vip.data.nextLevelName === null ? null : (
              <Card title={t('vip.upgradeConditions')}>
                <ProgressBar
                  label={t('vip.progress')}
                  value={Math.round(vipProgressPercent(vip.data))}
                  valueText={t('vip.progressValue', { percent: Math.floor(vipProgressPercent(vip.data)) })}
                />
                <ProgressBar
                  label={t('vip.betCondition')}
                  value={vip.data.currentActualBetAmount}
                  max={vip.data.ruleBetAmount}
                  valueText={t('vip.conditionValue', { current: vip.data.currentActualBetAmountFormat, target: vip.data.ruleBetAmountFormat })}
                />
                <ProgressBar
                  label={t('vip.depositCondition')}
                  value={vip.data.currentActualDeposit}
                  max={vip.data.ruleDeposit}
                  valueText={t('vip.conditionValue', { current: vip.data.currentActualDepositFormat, target: vip.data.ruleDepositFormat })}
                />
              </Card>
            )}

            <Card title={t('vip.myStats')}>
              <dl className={css.stats}>
                {(
                  [
                    ['vip.currentPoints', vip.data.points.toLocaleString('en-US')],
                    ['vip.upgradePoints', vip.data.upgradePoints.toLocaleString('en-US')],
                    ['vip.upgradeDeposit', money(vip.data.upgradeDeposit)],
                    ['vip.lastMonthScore', vip.data.lastMonthScore.toLocaleString('en-US')],
                    ['vip.lastMonthDeposit', money(vip.data.lastMonthDeposit)],
                  ] as const
                ).map(([key, value]) => (
                  <Stat key={key} term={t(key)} value={value} stat={key} />
                ))}
              </dl>
            </Card>

            <Card title={t('vip.privileges')}>
              {vip.data.privileges.length === 0 ? (
                <Text tone="muted" size="sm">
                  {t('vip.noPrivileges')}
                </Text>
              ) : (
                <Stack as="ul" space="sm" paddingLeft="none" marginTop="none" marginBottom="none" className={css.plainList}>
                  {vip.data.privileges.map((p) => (
                    <Inline as="li" key={p} space="sm" wrap={false}>
                      <Box display="flex" color="success">
                        <FeatureIcon name="star" />
                      </Box>
                      <Text>{p}</Text>
                    </Inline>
                  ))}
                </Stack>
              )}
            </Card>
          </>
        )}

        <MissionSummary />
        <SignInStrip />

        <Card padding="none">
          <ListRow href="/spin" icon={<FeatureIcon name="wheel" />} label={t('vip.spinEntry')} description={t('spin.cost', { points: SPIN_COST_POINTS })} />
        </Card>
      </div>
    </>
  );
}
