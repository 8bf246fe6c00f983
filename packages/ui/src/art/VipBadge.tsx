// A badge per VIP level (DESIGN.md: bronze, silver, gold, Platino, Platinum, Diamond as metal or gem
// shapes): each level differs in shape and emblem, not only in colour, and carries its number on a
// ribbon. Levels past the last badge wear the last one.
import { useId, type ReactNode } from 'react';
import { ArtFrame, Gradient } from './ArtFrame';
import { artSize, fill, stroke, type ArtSize, type Paint } from './art.css';

/** How many distinct badges there are (levels 0-5; higher levels wear the last). */
export const VIP_BADGE_COUNT = 6;

/** The badge a level wears: 0-5, the last for any higher level, the first for a bad value. */
export function vipBadgeIndex(level: number): number {
  if (!Number.isInteger(level) || level < 0) return 0;
  return Math.min(level, VIP_BADGE_COUNT - 1);
}

const STAR =
  'M0 -10 l2.9 6 6.6 .9 -4.8 4.6 1.2 6.5 -5.9 -3.1 -5.9 3.1 1.2 -6.5 -4.8 -4.6 6.6 -.9 z';

function Star({
  x,
  y,
  s = 1,
  paint = 'dieWhite',
}: {
  x: number;
  y: number;
  s?: number;
  paint?: Paint;
}) {
  return <path className={fill[paint]} d={STAR} transform={`translate(${x} ${y}) scale(${s})`} />;
}

function hexagon(r: number, cx = 48, cy = 44): string {
  return `M${Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(' L')} Z`;
}

function scallop(r: number, points = 12, cx = 48, cy = 44): string {
  return `M${Array.from({ length: points * 2 }, (_, i) => {
    const a = (Math.PI / points) * i - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.84;
    return `${(cx + rr * Math.cos(a)).toFixed(2)} ${(cy + rr * Math.sin(a)).toFixed(2)}`;
  }).join(' L')} Z`;
}

const SHIELD = 'M48 8 L80 18 V44 C80 64 66 76 48 84 C30 76 16 64 16 44 V18 Z';

interface Design {
  metal: Paint;
  /** The shape; drawn once in the metal, then again under a light-to-shade sheen (`gradient`). */
  body: (gradient?: string) => ReactNode;
  emblem: ReactNode;
}

const DESIGNS: readonly Design[] = [
  // 0 Bronze: a round medal on two ribbon tails, one star.
  {
    metal: 'bronze',
    body: (g) => (
      <>
        <path
          className={fill.danger}
          d="M34 60 L26 90 L36 84 L42 92 L46 64 Z M62 60 L70 90 L60 84 L54 92 L50 64 Z"
        />
        <circle cx="48" cy="42" r="32" fill={g} />
        <circle className={stroke.shine} cx="48" cy="42" r="25" strokeWidth="2.5" />
      </>
    ),
    emblem: <Star x={48} y={42} s={1.5} />,
  },
  // 1 Silver: a shield with two stars.
  {
    metal: 'silver',
    body: (g) => (
      <>
        <path d={SHIELD} fill={g} />
        <path
          className={stroke.shine}
          d="M48 15 L74 23 V44 C74 60 63 70 48 77 C33 70 22 60 22 44 V23 Z"
          strokeWidth="2.5"
        />
      </>
    ),
    emblem: (
      <>
        <Star x={38} y={42} s={1.1} paint="ink" />
        <Star x={58} y={42} s={1.1} paint="ink" />
      </>
    ),
  },
  // 2 Gold: a shield with a crown.
  {
    metal: 'gold',
    body: (g) => (
      <>
        <path className={fill.danger} d="M20 20 L6 30 L18 34 Z M76 20 L90 30 L78 34 Z" />
        <path d={SHIELD} fill={g} />
        <path
          className={stroke.shine}
          d="M48 15 L74 23 V44 C74 60 63 70 48 77 C33 70 22 60 22 44 V23 Z"
          strokeWidth="2.5"
        />
      </>
    ),
    emblem: (
      <>
        <path className={fill.danger} d="M32 52 L30 32 L40 40 L48 26 L56 40 L66 32 L64 52 Z" />
        <rect className={fill.danger} x="32" y="52" width="32" height="6" rx="2" />
        <circle className={fill.dieWhite} cx="48" cy="26" r="3" />
      </>
    ),
  },
  // 3 Platino: a hexagon with laurels and a star.
  {
    metal: 'platinum',
    body: (g) => (
      <>
        <path d={hexagon(36)} fill={g} />
        <path className={stroke.shine} d={hexagon(29)} strokeWidth="2.5" />
      </>
    ),
    emblem: (
      <>
        <path
          className={stroke.ink}
          d="M32 56 C24 48 24 36 30 28 M64 56 C72 48 72 36 66 28"
          strokeWidth="3"
        />
        <path
          className={fill.ink}
          d="M27 46 l-5 -2 3 5z M26 38 l-5 -1 4 4z M69 46 l5 -2 -3 5z M70 38 l5 -1 -4 4z"
        />
        <Star x={48} y={42} s={1.3} paint="ink" />
      </>
    ),
  },
  // 4 Platinum: a scalloped seal with wings.
  {
    metal: 'platinum',
    body: (g) => (
      <>
        <path
          className={fill.silver}
          d="M18 40 C6 36 2 26 4 18 C12 26 20 28 26 30 Z M78 40 C90 36 94 26 92 18 C84 26 76 28 70 30 Z"
        />
        <path d={scallop(36)} fill={g} />
        <circle className={stroke.shine} cx="48" cy="44" r="24" strokeWidth="2.5" />
      </>
    ),
    emblem: (
      <>
        <Star x={48} y={38} s={1.1} paint="ink" />
        <Star x={38} y={52} s={0.8} paint="ink" />
        <Star x={58} y={52} s={0.8} paint="ink" />
      </>
    ),
  },
  // 5 Diamond: a cut gem with sparkles.
  {
    metal: 'diamond',
    body: (g) => (
      <>
        <path d="M24 30 L38 12 H58 L72 30 L48 80 Z" fill={g} />
        <path className={fill.shine} d="M24 30 H72 L58 12 H38 Z" opacity=".55" />
        <path
          className={stroke.shine}
          d="M24 30 L48 80 L72 30 M38 12 L44 30 L48 80 L52 30 L58 12 M44 30 L48 12 L52 30"
          strokeWidth="1.5"
        />
      </>
    ),
    emblem: (
      <>
        <path
          className={fill.dieWhite}
          d="M80 14 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2z M14 40 l1.5 4 4 1.5 -4 1.5 -1.5 4 -1.5 -4 -4 -1.5 4 -1.5z"
        />
      </>
    ),
  },
];

export interface VipBadgeProps {
  level: number;
  /** Names the badge (e.g. the level's name); omit where the name is written beside it. */
  label?: string;
  /** A fixed size, or `fill` (default) to take the box the parent gives it. */
  size?: ArtSize;
}

/** The badge of a VIP level, square, filling the box its parent gives it. */
export function VipBadge({ level, label, size = 'fill' }: VipBadgeProps) {
  const id = useId();
  const index = vipBadgeIndex(level);
  const design = DESIGNS[index] ?? DESIGNS[0]!;
  return (
    <ArtFrame view={96} label={label} className={artSize[size]}>
      <defs>
        <Gradient id={id} from="shine" to="shade" angle={150} />
      </defs>
      <g data-vip-badge={index}>
        <g className={fill[design.metal]}>{design.body()}</g>
        <g opacity=".6">{design.body(`url(#${id})`)}</g>
        {design.emblem}
        <rect className={fill.primary} x="28" y="74" width="40" height="16" rx="5" />
        <rect
          className={stroke.accent}
          x="28"
          y="74"
          width="40"
          height="16"
          rx="5"
          strokeWidth="1.5"
        />
        <text
          className={fill.onPrimary}
          x="48"
          y="86"
          textAnchor="middle"
          fontSize="11"
          fontWeight="800"
        >
          VIP {Number.isInteger(level) && level >= 0 ? level : 0}
        </text>
      </g>
    </ArtFrame>
  );
}
