// The quiet notice of a break the player chose (issue 15): until when, and that withdrawals and
// records still work. The home and account pages load it only while a break is in force.
import { Link } from 'react-router-dom';
import { useTranslation } from '@perya/i18n';
import { formatGmt8, isLocaleCode } from '@perya/domain';
import type { ExclusionData } from '@perya/api/contract';
import * as css from './protection.css';

export function ExclusionNotice({ exclusion }: { exclusion: ExclusionData }) {
  const { t, i18n } = useTranslation();
  const time = formatGmt8(exclusion.endsAt, isLocaleCode(i18n.language) ? i18n.language : 'en-PH', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className={css.banner} role="status" data-testid="exclusion-banner">
      {exclusion.kind === 'coolingOff' ? t('protection.onBreakUntil', { time }) : t('protection.excludedUntil', { time })}
    </p>
  );
}

export default function ExclusionBanner({ exclusion }: { exclusion: ExclusionData }) {
  const { t } = useTranslation();
  return (
    <div>
      <ExclusionNotice exclusion={exclusion} />
      <Link to="/responsibleGaming">{t('protection.title')}</Link>
    </div>
  );
}
