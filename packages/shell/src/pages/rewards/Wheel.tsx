// The lucky wheel drawn from spinMainPage.prizes (display order, segment 0 from the top clockwise),
// turned by `rotation` degrees; the parent computes the rotation (wheelMath.landingRotation).
import { useTranslation } from '@perya/i18n';
import type { Contract } from '@perya/api/contract';
import type { CallResult } from '@perya/api/client';
import { segmentLabel } from './rewardsLogic';
import { labelFlipped, segmentCentre, segmentPath } from './wheelMath';
import { useMoneyLocale } from './useLocale';
import * as css from './rewards.css';

type Prize = CallResult<Contract['spinMainPage']>['prizes'][number];

const R = 100;
const LABEL_RADIUS = 56;
/** In the wheel's own units (its radius is 100), so labels scale with the wheel. */
const LABEL_SIZE = 11;

function tone(index: number, count: number): 'a' | 'b' | 'c' {
  // Alternate two colours; an odd wheel's last segment takes a third so it never meets its twin.
  if (count % 2 === 1 && index === count - 1) return 'c';
  return index % 2 === 0 ? 'a' : 'b';
}

export function Wheel({
  prizes,
  rotation,
  durationMs,
  onStopped,
}: {
  prizes: readonly Prize[];
  rotation: number;
  durationMs: number;
  onStopped: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoneyLocale();
  const count = prizes.length;
  return (
    <div className={css.wheelBox}>
      <svg
        className={css.wheel}
        viewBox={`0 0 ${2 * R} ${2 * R}`}
        role="img"
        aria-label={t('spin.wheel')}
        data-rotation={rotation}
      >
        {/* The turning part is a group inside the svg, so the box the page lays out never grows. */}
        <g
          className={css.wheelTurn}
          style={{ transform: `rotate(${rotation}deg)`, transformOrigin: `${R}px ${R}px`, transitionDuration: `${durationMs}ms` }}
          onTransitionEnd={(e) => {
            if (e.target === e.currentTarget) onStopped();
          }}
        >
        {prizes.map((prize, i) => {
          const angle = segmentCentre(i, count);
          const v = tone(i, count);
          return (
            <g key={prize.id} data-segment={i}>
              <path d={segmentPath(i, count, R)} className={css.segmentFill[v]} />
              {/* Along the radius (the room a label has whatever the segment count), never upside down at rest. */}
              <text
                className={`${css.segmentLabel} ${css.segmentText[v]}`}
                x={R + LABEL_RADIUS}
                y={R}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={LABEL_SIZE}
                transform={`rotate(${angle - 90} ${R} ${R})${labelFlipped(angle) ? ` rotate(180 ${R + LABEL_RADIUS} ${R})` : ''}`}
              >
                {segmentLabel(t, prize, money)}
              </text>
            </g>
          );
        })}
        </g>
        <circle cx={R} cy={R} r={R - 1.5} className={css.wheelRim} />
        <circle cx={R} cy={R} r={14} className={css.hub} />
      </svg>
      <svg className={css.pointer} viewBox="0 0 24 28" aria-hidden="true">
        <path d="M2 2 H22 L12 26 Z" />
      </svg>
    </div>
  );
}
