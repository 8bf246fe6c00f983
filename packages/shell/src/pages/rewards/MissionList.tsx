// A list of missions (spec §3 mission, §4 receiveState) in the spec's order (domain sortMissions:
// claimable first, claimed last), each with its progress and a Claim button that is live only on a
// claimable (UNACCALIMED) mission.
import { useTranslation } from '@perya/i18n';
import type { Mission } from '@perya/api/contract';
import { sortMissions } from '@perya/domain';
import { Box, Button, Inline, ProgressBar, Stack, Text } from '@perya/ui';
import { tData } from '../../services/t';
import { awardText, missionAction } from './rewardsLogic';
import { useMoneyLocale } from './useLocale';
import * as css from './rewards.css';

const LABEL = { claim: 'missions.claim', claimed: 'missions.claimed', incomplete: 'missions.incomplete' } as const;

export function MissionList({
  missions,
  onClaim,
  claiming,
}: {
  missions: readonly Mission[];
  onClaim: (mission: Mission) => void;
  /** The mission whose claim is in flight. */
  claiming: string | null;
}) {
  const { t } = useTranslation();
  const money = useMoneyLocale();
  return (
    <Stack as="ul" space="md" dividers className={css.plainList} data-testid="missions">
      {sortMissions(missions).map((m) => {
        const action = missionAction(m);
        // The contract gives progress and target in the mission's own unit (money or a count) without
        // naming it, so the bar reads as a percentage rather than guessing a unit.
        return (
          <Stack as="li" key={m.id} space="xs" data-mission={m.id} data-action={action}>
            <Inline space="sm" align="spaceBetween" wrap={false}>
              <Text as="h2" weight="semibold">
                {m.title}
              </Text>
              <Text as="span" size="sm" weight="semibold" tone="success" className={css.nowrap}>
                {awardText(t, m, money)}
              </Text>
            </Inline>
            {m.description ? (
              <Text size="sm" tone="muted">
                {m.description}
              </Text>
            ) : null}
            <Inline space="sm" wrap={false}>
              <Box flexGrow={1} minWidth="0">
                <ProgressBar label={t('vip.progress')} value={action === 'incomplete' ? Math.min(m.progress, m.target) : m.target} max={m.target > 0 ? m.target : 1} />
              </Box>
              <Button
                size="sm"
                variant={action === 'claim' ? 'primary' : 'secondary'}
                disabled={action !== 'claim' || (claiming !== null && claiming !== m.id)}
                loading={claiming === m.id}
                onClick={() => onClaim(m)}
              >
                {tData(t, LABEL[action])}
              </Button>
            </Inline>
          </Stack>
        );
      })}
    </Stack>
  );
}
