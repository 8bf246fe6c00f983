// The lucky wheel drawn from spinMainPage.prizes (display order, segment 0 from the top clockwise),
// turned by `rotation` degrees; the parent computes the rotation (wheelMath.landingRotation). A
// framed wheel: a rim of fair lights, a hub and a pointer; every prize label stays level and
// upright on screen (it turns back what the wheel turns). The spin runs on the Web Animations API;
// with reduced motion the parent asks for no duration and the wheel simply stands at the result.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@perya/i18n';
import { Gradient, artFill, artStroke } from '@perya/ui/art';
import type { Contract } from '@perya/api/contract';
import type { CallResult } from '@perya/api/client';
import { segmentLabel } from './rewardsLogic';
import { labelCounterTurn, labelFontSize, labelLines, labelPoint, segmentPath } from './wheelMath';
import { useMoneyLocale } from './useLocale';
import * as css from './rewards.css';

type Prize = CallResult<Contract['spinMainPage']>['prizes'][number];

/** The wheel's face radius and the frame around it, in the drawing's own units. */
const R = 100;
const FRAME = 20;
const C = R + FRAME;
const LABEL_RADIUS = 64;
const LIGHTS = 16;
/** The spin's easing: a fast start that settles slowly on the prize. */
const SPIN_EASING = 'cubic-bezier(0.17, 0.67, 0.12, 0.99)';

function tone(index: number, count: number): 'a' | 'b' | 'c' {
  // Alternate two colours; an odd wheel's last segment takes a third so it never meets its twin.
  if (count % 2 === 1 && index === count - 1) return 'c';
  return index % 2 === 0 ? 'a' : 'b';
}

function turn(deg: number): string {
  return `rotate(${deg}deg)`;
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
  const turnRef = useRef<SVGGElement>(null);
  const labelsRef = useRef<SVGGElement>(null);
  const shownRef = useRef(rotation);
  const stoppedRef = useRef(onStopped);
  const rimId = `wheel-rim-${count}`;
  const hubId = `wheel-hub-${count}`;
  useEffect(() => {
    stoppedRef.current = onStopped;
  });

  // A new rotation: animate the wheel from where it stood, and every label the opposite way, with
  // one timing, so labels stay level throughout. The styles already hold the end state.
  useLayoutEffect(() => {
    const from = shownRef.current;
    shownRef.current = rotation;
    if (from === rotation) return;
    const wheel = turnRef.current;
    if (durationMs <= 0 || !wheel || typeof wheel.animate !== 'function') {
      stoppedRef.current();
      return;
    }
    const timing: KeyframeAnimationOptions = { duration: durationMs, easing: SPIN_EASING };
    const spin = wheel.animate([{ transform: turn(from) }, { transform: turn(rotation) }], timing);
    const labels = [
      ...(labelsRef.current?.querySelectorAll<SVGGElement>('[data-label-turn]') ?? []),
    ].map((label) =>
      label.animate(
        [
          { transform: turn(labelCounterTurn(from)) },
          { transform: turn(labelCounterTurn(rotation)) },
        ],
        timing,
      ),
    );
    spin.onfinish = () => stoppedRef.current();
    return () => {
      spin.onfinish = null;
      spin.cancel();
      for (const label of labels) label.cancel();
    };
  }, [rotation, durationMs]);

  return (
    <div className={css.wheelBox}>
      <svg
        className={css.wheel}
        viewBox={`0 0 ${2 * C} ${2 * C}`}
        role="img"
        aria-label={t('spin.wheel')}
        data-rotation={rotation}
      >
        <defs>
          <Gradient id={rimId} from="primary" to="primaryDeep" angle={160} />
          <Gradient id={hubId} from="accent" to="gold" angle={135} />
        </defs>
        <circle cx={C} cy={C + 3} r={C - 2} className={artFill.shade} />
        <circle cx={C} cy={C} r={C - 3} fill={`url(#${rimId})`} />
        <circle cx={C} cy={C} r={R + 3} className={artFill.ink} />
        {/* The turning part is a group inside the svg, so the box the page lays out never grows. */}
        <g
          ref={turnRef}
          style={{ transform: turn(rotation), transformOrigin: `${C}px ${C}px` }}
          data-wheel-turn=""
        >
          <g transform={`translate(${FRAME} ${FRAME})`}>
            {prizes.map((prize, i) => (
              <path
                key={prize.id}
                d={segmentPath(i, count, R)}
                className={css.segmentFill[tone(i, count)]}
                data-segment={i}
              />
            ))}
            {count > 1
              ? prizes.map((prize, i) => (
                  <path
                    key={prize.id}
                    d={`M ${R} ${R} L ${R} 0`}
                    transform={`rotate(${(360 / count) * i} ${R} ${R})`}
                    className={artStroke.shine}
                    strokeWidth="1.5"
                  />
                ))
              : null}
            <circle cx={R} cy={R} r={R - 1} className={artStroke.shade} strokeWidth="2" />
          </g>
          <g ref={labelsRef}>
            {prizes.map((prize, i) => {
              const lines = labelLines(segmentLabel(t, prize, money));
              const size = labelFontSize(lines, count, LABEL_RADIUS, 15, 7);
              const { x, y } = labelPoint(i, count, LABEL_RADIUS, C);
              const v = tone(i, count);
              return (
                <g key={prize.id} transform={`translate(${x} ${y})`}>
                  <g
                    data-label-turn=""
                    data-segment-label={i}
                    style={{
                      transform: turn(labelCounterTurn(rotation)),
                      transformOrigin: '0px 0px',
                    }}
                  >
                    <text
                      className={`${css.segmentLabel} ${css.segmentText[v]}`}
                      textAnchor="middle"
                      fontSize={size}
                    >
                      {lines.map((line, n) => (
                        <tspan
                          key={n}
                          x="0"
                          y={(n - (lines.length - 1) / 2) * size * 1.05}
                          dominantBaseline="central"
                        >
                          {line}
                        </tspan>
                      ))}
                    </text>
                  </g>
                </g>
              );
            })}
          </g>
        </g>
        {Array.from({ length: LIGHTS }, (_, i) => {
          const rad = (i * 2 * Math.PI) / LIGHTS;
          return (
            <circle
              key={i}
              cx={C + (R + FRAME / 2 - 1) * Math.sin(rad)}
              cy={C - (R + FRAME / 2 - 1) * Math.cos(rad)}
              r="3.6"
              className={`${i % 2 === 0 ? artFill.surface : artFill.accent} ${css.wheelLight}`}
              style={{ animationDelay: `${(i % 2) * 400}ms` }}
            />
          );
        })}
        <circle cx={C} cy={C} r="20" fill={`url(#${hubId})`} />
        <circle cx={C} cy={C} r="20" className={artStroke.primaryDeep} strokeWidth="3" />
        <path
          className={artFill.onAccent}
          d={`M${C} ${C - 10} l3 6.5 7 .7 -5.3 4.7 1.6 7 -6.3 -3.7 -6.3 3.7 1.6 -7 -5.3 -4.7 7 -.7 z`}
        />
        <g data-wheel-pointer="">
          <path
            className={artFill.shade}
            d={`M${C - 13} 4 H${C + 13} L${C} 40 Z`}
            transform="translate(0 3)"
          />
          <path className={artFill.danger} d={`M${C - 13} 4 H${C + 13} L${C} 40 Z`} />
          <path
            className={artStroke.surface}
            d={`M${C - 13} 4 H${C + 13} L${C} 40 Z`}
            strokeWidth="2.5"
          />
          <circle cx={C} cy="13" r="5" className={artFill.accent} />
          <circle cx={C - 1.5} cy="11.5" r="1.6" className={artFill.shine} />
        </g>
      </svg>
    </div>
  );
}
