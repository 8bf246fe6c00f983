// The account page's way to the rewards pages (spec §2 "Rewards"): VIP, missions with the spec §4
// red dot when a reward waits to be claimed (domain hasClaimableMission), the lucky spin and points.
// Each link shows only when its page is in the build.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { missionMainPageQuery } from '@perya/api/queries';
import { hasClaimableMission } from '@perya/domain';
import { RedDot } from '@perya/ui';
import { hasPage } from '../../routing/pages';
import * as ui from '../../components/ui.css';

export function RewardsLinks() {
  const { t } = useTranslation();
  const missions = useQuery({ ...missionMainPageQuery(), enabled: hasPage('/task') });
  const dot = missions.data ? hasClaimableMission([...missions.data.dailyMisson, ...missions.data.accumulativeMisson]) : false;
  const links = (
    [
      ['/vip', t('vip.title')],
      ['/task', t('missions.title')],
      ['/spin', t('spin.title')],
      ['/points', t('points.title')],
    ] as const
  ).filter(([to]) => hasPage(to));
  if (links.length === 0) return null;
  return (
    <nav className={ui.card} aria-label={t('nav.rewards')} data-testid="rewards-links">
      <ul className={ui.list}>
        {links.map(([to, label]) => (
          <li key={to}>
            <Link className={ui.row} to={to}>
              {to === '/task' ? (
                <RedDot label={t('missions.redDot')} show={dot}>
                  {label}
                </RedDot>
              ) : (
                <span>{label}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
