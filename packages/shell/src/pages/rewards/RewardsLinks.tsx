// The account page's way to the rewards pages (spec §2 "Rewards"): VIP, missions with the spec §4
// red dot when a reward waits to be claimed (domain hasClaimableMission), the lucky spin and points.
// Each link shows only when its page is in the build.
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { missionMainPageQuery } from '@perya/api/queries';
import { hasClaimableMission } from '@perya/domain';
import { ListGroup, ListRow, RedDot } from '@perya/ui';
import { hasPage } from '../../routing/pages';
import { FeatureIcon, type FeatureIconName } from '../../components/FeatureIcon';

export function RewardsLinks() {
  const { t } = useTranslation();
  const missions = useQuery({ ...missionMainPageQuery(), enabled: hasPage('/task') });
  const dot = missions.data ? hasClaimableMission([...missions.data.dailyMisson, ...missions.data.accumulativeMisson]) : false;
  const links = (
    [
      ['/vip', t('vip.title'), 'crown'],
      ['/task', t('missions.title'), 'tasks'],
      ['/spin', t('spin.title'), 'wheel'],
      ['/points', t('points.title'), 'coin'],
    ] as const satisfies readonly (readonly [string, string, FeatureIconName])[]
  ).filter(([to]) => hasPage(to));
  if (links.length === 0) return null;
  return (
    <ListGroup navLabel={t('nav.rewards')} data-testid="rewards-links">
      {links.map(([to, label, icon]) => (
        <ListRow key={to} href={to} label={label} icon={<FeatureIcon name={icon} />} value={to === '/task' ? <RedDot label={t('missions.redDot')} show={dot} /> : undefined} />
      ))}
    </ListGroup>
  );
}
