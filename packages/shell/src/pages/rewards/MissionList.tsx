// A list of missions (spec §3 mission, §4 receiveState) in the spec's order (domain sortMissions:
// claimable first, claimed last), each with its progress and a Claim button that is live only on a
// claimable (UNACCALIMED) mission.
import { useTranslation } from '@perya/i18n';
import type { Mission } from '@perya/api/contract';
import { sortMissions } from '@perya/domain';
import { ProgressBar } from '@perya/ui';
import { tData } from '../../services/t';
import * as ui from '../../components/ui.css';
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
    <ul className={ui.list} data-testid="missions">
      {sortMissions(missions).map((m) => {
        const action = missionAction(m);
        // The contract gives progress and target in the mission's own unit (money or a count) without
        // naming it, so the bar reads as a percentage rather than guessing a unit.
        return (
          <li key={m.id} className={css.mission} data-mission={m.id} data-action={action}>
            <div className={css.missionHead}>
              <h2 className={css.missionTitle}>{m.title}</h2>
              <span className={css.missionReward}>{awardText(t, m, money)}</span>
            </div>
            {m.description ? <p className={ui.muted}>{m.description}</p> : null}
            <div className={css.missionHead}>
              <div className={css.grow}>
                <ProgressBar label={t('vip.progress')} value={action === 'incomplete' ? Math.min(m.progress, m.target) : m.target} max={m.target > 0 ? m.target : 1} />
              </div>
              <button
                type="button"
                className={css.smallButton}
                disabled={action !== 'claim' || claiming !== null}
                aria-busy={claiming === m.id}
                onClick={() => onClaim(m)}
              >
                {tData(t, LABEL[action])}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
