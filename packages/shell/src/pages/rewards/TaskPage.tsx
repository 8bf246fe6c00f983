// /task (spec §2, §3 missions, §4): daily and accumulative missions in the spec's order, with a red
// dot on a tab that has a reward to claim and a Claim button on each claimable mission.
import { useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { useQuery } from '@tanstack/react-query';
import { missionMainPageQuery } from '@perya/api/queries';
import { hasClaimableMission, type MissionType } from '@perya/domain';
import { Card, EmptyState, ErrorState, NavBar, RedDot, Skeleton, Tabs } from '@perya/ui';
import { tData } from '../../services/t';
import * as layout from '../../app/layout.css';
import { MissionList } from './MissionList';
import { useMissionClaim } from './useMissionClaim';

const TAB_LABEL: Record<MissionType, string> = { dailyMisson: 'missions.tabDaily', accumulativeMisson: 'missions.tabAccumulative' };
/** Daily first: what the player can finish today. */
const TAB_ORDER: readonly MissionType[] = ['dailyMisson', 'accumulativeMisson'];

export default function TaskPage() {
  const { t } = useTranslation();
  const missions = useQuery(missionMainPageQuery());
  const { claim, claiming } = useMissionClaim();
  const [tab, setTab] = useState<MissionType>('dailyMisson');

  return (
    <>
      <NavBar title={t('missions.title')} />
      <div className={layout.page} data-page="task">
        {missions.isPending ? (
          <Skeleton shape="row" count={5} />
        ) : missions.isError ? (
          <ErrorState error={missions.error} onRetry={() => void missions.refetch()} />
        ) : (
          <Tabs
            label={t('missions.title')}
            fill
            value={tab}
            onChange={setTab}
            items={TAB_ORDER.map((type) => ({
              id: type,
              label: tData(t, TAB_LABEL[type]),
              adornment: <RedDot label={t('missions.redDot')} show={hasClaimableMission(missions.data[type])} />,
            }))}
          >
            {missions.data[tab].length === 0 ? (
              <EmptyState title={t('missions.none')} />
            ) : (
              <Card>
                <MissionList missions={missions.data[tab]} onClaim={claim} claiming={claiming} />
              </Card>
            )}
          </Tabs>
        )}
      </div>
    </>
  );
}
