// /vips (spec §1 VIP levels, e.g. Platino, Platinum, Diamond): every level of the ladder from the
// server (vip/slef-level `levels`) with what it asks for and gives, the player's own highlighted.
import { useTranslation } from '@perya/i18n';
import { VipBadge } from '@perya/ui/art';
import { useQuery } from '@tanstack/react-query';
import { vipSelfLevelQuery } from '@perya/api/queries';
import { NavBar } from '../../components/NavBar';
import { Empty, ErrorState, Loading } from '../../components/PageState';
import * as layout from '../../app/layout.css';
import * as ui from '../../components/ui.css';
import * as css from './rewards.css';

export default function VipsPage() {
  const { t } = useTranslation();
  const vip = useQuery(vipSelfLevelQuery());
  return (
    <>
      <NavBar title={t('vip.levels')} />
      <div className={layout.page} data-page="vips">
        {vip.isPending ? (
          <Loading rows={5} />
        ) : vip.isError ? (
          <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />
        ) : vip.data.levels.length === 0 ? (
          <Empty text={t('vip.noLevels')} />
        ) : (
          <ol className={css.levels} data-testid="vip-levels">
            {vip.data.levels.map((level) => {
              const mine = level.level === vip.data.level;
              return (
                <li key={level.level} className={css.levelRow} aria-current={mine ? 'true' : undefined} data-level={level.level}>
                  <div className={css.sectionHead}>
                    <VipBadge level={level.level} size="md" />
                    <h2 className={`${css.sectionTitle} ${css.levelName}`}>{level.name}</h2>
                    {mine ? <span className={ui.chip}>{t('vip.yourLevel')}</span> : null}
                  </div>
                  <p className={ui.muted}>{t('vip.levelRequirement', { bet: level.ruleBetAmount, deposit: level.ruleDeposit })}</p>
                  {level.privileges.length === 0 ? (
                    <p className={ui.muted}>{t('vip.noPrivileges')}</p>
                  ) : (
                    <ul className={css.bullets}>
                      {level.privileges.map((p) => (
                        <li key={p}>{p}</li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </>
  );
}
