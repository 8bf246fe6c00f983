// /vip (spec §2 VIP page, §3 VIP info, §9): the level with its progress (domain vipProgressPercent:
// 50 % bet + 50 % deposit), the two upgrade conditions, points and deposits, privileges; a summary
// of the daily and joint (accumulative) missions with the way to /task; the 7-day sign-in strip;
// and the way to the lucky wheel.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { missionMainPageQuery, vipSelfLevelQuery } from '@perya/api/queries';
import { formatMoney, hasClaimableMission, SPIN_COST_POINTS, vipProgressPercent } from '@perya/domain';
import { ProgressBar, RedDot, useCurrency } from '@perya/ui';
import { VipBadge } from '@perya/ui/art';
import { NavBar } from '../../components/NavBar';
import { ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import { missionAction, missionsDone } from './rewardsLogic';
import { SignInStrip } from './SignInStrip';
import { useLocale } from './useLocale';
import * as css from './rewards.css';

function MissionSummary() {
  const { t } = useTranslation();
  const missions = useQuery(missionMainPageQuery());
  if (missions.isPending) return <Loading rows={2} />;
  if (missions.isError) return <ErrorState error={missions.error} onRetry={() => void missions.refetch()} />;
  const { dailyMisson: daily, accumulativeMisson: joint } = missions.data;
  const claimable = [...daily, ...joint].filter((m) => missionAction(m) === 'claim').length;
  return (
    <section className={ui.card} aria-labelledby="vip-missions">
      <div className={css.sectionHead}>
        <h2 id="vip-missions" className={css.sectionTitle}>
          <RedDot label={t('missions.redDot')} show={hasClaimableMission([...daily, ...joint])}>
            {t('missions.title')}
          </RedDot>
        </h2>
        <Link className={css.link} to="/task">
          {t('vip.viewAll')}
        </Link>
      </div>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statTerm}>{t('missions.daily')}</dt>
          <dd className={css.statValue}>{t('missions.progress', { current: missionsDone(daily), target: daily.length })}</dd>
        </div>
        <div className={css.stat}>
          <dt className={css.statTerm}>{t('missions.joint')}</dt>
          <dd className={css.statValue}>{t('missions.progress', { current: missionsDone(joint), target: joint.length })}</dd>
        </div>
      </dl>
      {claimable > 0 ? <p className={ui.muted}>{t('vip.claimable', { count: claimable })}</p> : null}
    </section>
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
          <Loading rows={4} />
        ) : vip.isError ? (
          <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />
        ) : (
          <>
            <section className={css.hero} aria-labelledby="vip-level">
              <span className={css.heroBadge}>
                <VipBadge level={vip.data.level} size="lg" />
              </span>
              <p className={css.heroLabel}>{t('vip.yourLevel')}</p>
              <h2 id="vip-level" className={css.heroTitle} data-testid="vip-level">
                {vip.data.levelName}
              </h2>
              <p className={css.heroNote}>
                {vip.data.nextLevelName === null ? t('vip.maxLevel') : t('vip.nextLevel', { level: vip.data.nextLevelName })}
              </p>
              <Link className={css.heroLink} to="/vips">
                {t('vip.levels')} ›
              </Link>
            </section>

            {vip.data.nextLevelName === null ? null : (
              <section className={ui.card} aria-labelledby="vip-conditions">
                <h2 id="vip-conditions" className={css.sectionTitle}>
                  {t('vip.upgradeConditions')}
                </h2>
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
              </section>
            )}

            <section className={ui.card} aria-labelledby="vip-stats">
              <h2 id="vip-stats" className={css.sectionTitle}>
                {t('vip.myStats')}
              </h2>
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
                  <div key={key} className={css.stat}>
                    <dt className={css.statTerm}>{t(key)}</dt>
                    <dd className={css.statValue} data-stat={key}>
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>

            <section className={ui.card} aria-labelledby="vip-privileges">
              <h2 id="vip-privileges" className={css.sectionTitle}>
                {t('vip.privileges')}
              </h2>
              {vip.data.privileges.length === 0 ? (
                <p className={ui.muted}>{t('vip.noPrivileges')}</p>
              ) : (
                <ul className={css.bullets}>
                  {vip.data.privileges.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}

        <MissionSummary />
        <SignInStrip />

        <Link className={`${ui.card} ${css.link}`} to="/spin" data-testid="spin-entry">
          <span className={css.sectionTitle}>{t('vip.spinEntry')}</span>
          <span className={ui.muted}>{t('spin.cost', { points: SPIN_COST_POINTS })}</span>
        </Link>
      </div>
    </>
  );
}
