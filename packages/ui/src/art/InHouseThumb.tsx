// Square thumbnails of the six in-house games (DESIGN.md art direction: a perya fair, one bold
// motif per game under a string of banderitas, the brand's gradient behind and a rim in its accent).
// The name is not drawn: the tile prints it once under the art.
import { memo, useId, type ComponentType, type ReactNode } from 'react';
import type { InHouseGame } from '@perya/domain';
import { ArtFrame, Gradient } from './ArtFrame';
import { fill, stroke, type Paint } from './art.css';

export const IN_HOUSE_ART = [
  'sabong',
  'scratch',
  'colorgame',
  'jump',
  'ring',
  'dice',
] as const satisfies readonly InHouseGame[];

const FLAG_PAINTS: readonly Paint[] = ['accent', 'danger', 'onPrimary', 'success', 'info'];

/** Sunburst, banderitas, floor shadow and rim: the fair every motif stands in. */
function Fair({ children }: { children: ReactNode }) {
  const bg = useId();
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  return (
    <>
      <defs>
        <Gradient id={bg} from="primary" to="primaryDeep" angle={160} />
      </defs>
      <rect width="120" height="120" fill={`url(#${bg})`} />
      <g className={fill.shine} opacity=".16">
        {rays.map((deg) => (
          <path key={deg} d="M60 66 L52 -40 L68 -40 Z" transform={`rotate(${deg} 60 66)`} />
        ))}
      </g>
      <path className={stroke.shine} d="M-2 8 Q60 30 122 8" strokeWidth="1.2" />
      {Array.from({ length: 9 }, (_, i) => {
        const x = 6 + i * 13.5;
        const y = 8 + 22 * (1 - ((x - 60) / 62) ** 2) * 0.45;
        return (
          <path
            key={x}
            className={fill[FLAG_PAINTS[i % FLAG_PAINTS.length] ?? 'accent']}
            d={`M${x - 5} ${y} L${x + 5} ${y} L${x} ${y + 9} Z`}
          />
        );
      })}
      <ellipse className={fill.shade} cx="60" cy="104" rx="46" ry="9" />
      {children}
      <rect
        className={stroke.accent}
        x="2"
        y="2"
        width="116"
        height="116"
        rx="14"
        strokeWidth="3"
      />
    </>
  );
}

function Rooster({ body, mirror = false }: { body: Paint; mirror?: boolean }) {
  return (
    <g transform={mirror ? 'translate(118 40) scale(-1 1)' : 'translate(2 40)'}>
      <path className={fill.primaryDeep} d="M18 30 C4 24 2 8 10 2 C10 12 14 20 22 24 Z" />
      <path className={fill.accent} d="M16 32 C2 30 -2 16 4 10 C6 20 12 26 22 28 Z" />
      <path
        className={fill[body]}
        d="M14 28 C12 44 24 54 36 52 C48 50 50 38 46 28 C44 20 40 16 42 12 L36 12 C34 20 30 24 24 26 C20 27 16 27 14 28 Z"
      />
      <path className={fill.shade} d="M20 34 C26 30 36 32 40 38 C34 46 24 46 20 34 Z" />
      <circle className={fill[body]} cx="41" cy="13" r="7" />
      <path className={fill.dieRed} d="M35 8 a3 3 0 0 1 4 -4 a3 3 0 0 1 5 0 a3 3 0 0 1 4 4 Z" />
      <path className={fill.accent} d="M47 11 L55 14 L47 17 Z" />
      <ellipse className={fill.dieRed} cx="46" cy="20" rx="2" ry="3" />
      <circle className={fill.ink} cx="43" cy="12" r="1.4" />
      <path
        className={stroke.accent}
        d="M30 51 L28 62 M38 51 L40 62 M24 62 H32 M36 62 H44"
        strokeWidth="2.5"
      />
    </g>
  );
}

function Sabong() {
  return (
    <>
      <Rooster body="meron" />
      <Rooster body="wala" mirror />
      <path
        className={fill.accent}
        d="M60 38 l4 10 10 -3 -6 9 8 6 -10 1 1 10 -7 -7 -7 7 1 -10 -10 -1 8 -6 -6 -9 10 3 Z"
      />
    </>
  );
}

function Scratch() {
  return (
    <>
      <g transform="rotate(-8 60 62)">
        <rect className={fill.dieWhite} x="18" y="30" width="84" height="62" rx="7" />
        <rect className={fill.accent} x="18" y="30" width="84" height="14" rx="7" />
        <rect className={fill.accent} x="18" y="38" width="84" height="6" />
        <path
          className={fill.onAccent}
          d="M30 34 l1.5 3 3 .3 -2.2 2 .7 3 -3-1.6 -3 1.6 .7-3 -2.2-2 3-.3 Z M90 34 l1.5 3 3 .3 -2.2 2 .7 3 -3-1.6 -3 1.6 .7-3 -2.2-2 3-.3 Z"
        />
        <rect className={fill.silver} x="26" y="52" width="68" height="32" rx="4" />
        <path
          className={fill.sunken}
          d="M28 70 C36 58 44 80 52 64 C58 54 64 78 72 62 L74 84 L28 84 Z"
        />
        <circle className={fill.gold} cx="50" cy="74" r="7" />
        <circle className={stroke.shade} cx="50" cy="74" r="4.5" strokeWidth="1.5" />
        <circle className={fill.gold} cx="66" cy="76" r="5" />
      </g>
      <g transform="translate(92 92)">
        <circle className={fill.gold} r="14" />
        <circle className={stroke.shade} r="10" strokeWidth="2" />
        <path className={fill.shine} d="M-9 -6 A12 12 0 0 1 4 -12 L2 -9 A9 9 0 0 0 -6 -4 Z" />
        <path className={stroke.onPrimary} d="M-22 -18 l-6 -4 M-16 -24 l-3 -6" strokeWidth="2.5" />
      </g>
    </>
  );
}

/** An isometric cube centred at (x, y) with its three visible faces in three die colours. */
function Cube({
  x,
  y,
  s,
  faces,
}: {
  x: number;
  y: number;
  s: number;
  faces: readonly [Paint, Paint, Paint];
}) {
  const w = s * 0.87;
  return (
    <g>
      <path
        className={fill[faces[0]]}
        d={`M${x} ${y - s} L${x + w} ${y - s / 2} L${x} ${y} L${x - w} ${y - s / 2} Z`}
      />
      <path
        className={fill[faces[1]]}
        d={`M${x - w} ${y - s / 2} L${x} ${y} L${x} ${y + s} L${x - w} ${y + s / 2} Z`}
      />
      <path
        className={fill[faces[2]]}
        d={`M${x} ${y} L${x + w} ${y - s / 2} L${x + w} ${y + s / 2} L${x} ${y + s} Z`}
      />
      <path
        className={fill.shade}
        d={`M${x} ${y} L${x + w} ${y - s / 2} L${x + w} ${y + s / 2} L${x} ${y + s} Z`}
      />
      <path
        className={stroke.shine}
        d={`M${x - w} ${y - s / 2} L${x} ${y - s} L${x + w} ${y - s / 2}`}
        strokeWidth="1.5"
      />
    </g>
  );
}

function ColorGame() {
  return (
    <>
      <Cube x={38} y={76} s={20} faces={['dieYellow', 'dieRed', 'dieBlue']} />
      <Cube x={82} y={76} s={20} faces={['diePink', 'dieGreen', 'dieYellow']} />
      <Cube x={60} y={46} s={20} faces={['dieWhite', 'dieBlue', 'dieRed']} />
    </>
  );
}

function Jump() {
  const area = useId();
  return (
    <>
      <defs>
        <Gradient id={area} from="accent" to="primaryDeep" angle={180} />
      </defs>
      <path
        className={stroke.shine}
        d="M12 40 H108 M12 64 H108 M12 88 H108"
        strokeWidth="1"
        opacity=".5"
      />
      <path
        d="M10 102 C50 100 74 86 92 40 L92 104 L10 104 Z"
        fill={`url(#${area})`}
        opacity=".55"
      />
      <path className={stroke.accent} d="M10 102 C50 100 74 86 92 40" strokeWidth="4" />
      <g transform="translate(94 36) rotate(35)">
        <path className={fill.dieYellow} d="M-5 14 Q0 30 5 14 Z" />
        <path className={fill.danger} d="M-5 14 Q0 22 5 14 Z" />
        <path className={fill.danger} d="M-6 4 L-12 14 L-5 12 Z M6 4 L12 14 L5 12 Z" />
        <path className={fill.dieWhite} d="M0 -18 C8 -10 8 6 6 14 H-6 C-8 6 -8 -10 0 -18 Z" />
        <circle className={fill.info} cx="0" cy="-3" r="3.5" />
        <circle className={stroke.shade} cx="0" cy="-3" r="3.5" strokeWidth="1.2" />
      </g>
      <rect className={fill.dieWhite} x="14" y="24" width="34" height="16" rx="8" />
      <text className={fill.ink} x="31" y="35.5" textAnchor="middle" fontSize="11" fontWeight="800">
        2.50×
      </text>
    </>
  );
}

function Peg({ x, paint }: { x: number; paint: Paint }) {
  return (
    <g>
      <rect className={fill[paint]} x={x - 4} y="50" width="8" height="14" rx="2" />
      <rect className={fill[paint]} x={x - 10} y="62" width="20" height="34" rx="6" />
      <rect className={fill.shine} x={x - 7} y="66" width="4" height="24" rx="2" />
      <rect className={fill.shade} x={x + 4} y="66" width="4" height="26" rx="2" />
    </g>
  );
}

function Ring() {
  return (
    <>
      <rect className={fill.primaryDeep} x="14" y="94" width="92" height="8" rx="4" />
      <Peg x={32} paint="ringGreen" />
      <Peg x={60} paint="ringOrange" />
      <Peg x={88} paint="info" />
      <ellipse className={stroke.accent} cx="60" cy="66" rx="15" ry="5" strokeWidth="4" />
      <g transform="rotate(-20 92 34)">
        <ellipse className={stroke.accent} cx="92" cy="34" rx="14" ry="6" strokeWidth="4" />
        <path className={stroke.onPrimary} d="M70 30 H60 M72 38 H56" strokeWidth="2" opacity=".7" />
      </g>
    </>
  );
}

const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  3: [
    [-10, -10],
    [0, 0],
    [10, 10],
  ],
  5: [
    [-10, -10],
    [10, -10],
    [0, 0],
    [-10, 10],
    [10, 10],
  ],
};

function Die({ x, y, turn, face }: { x: number; y: number; turn: number; face: 3 | 5 }) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${turn})`}>
      <rect className={fill.shade} x="-18" y="-14" width="38" height="38" rx="9" />
      <rect className={fill.dieWhite} x="-20" y="-20" width="38" height="38" rx="9" />
      <path className={stroke.shade} d="M-16 14 Q-1 20 14 14" strokeWidth="2" />
      {(PIPS[face] ?? []).map(([px, py]) => (
        <circle
          key={`${px}${py}`}
          className={face === 5 && px === 0 ? fill.dieRed : fill.ink}
          cx={px - 1}
          cy={py - 1}
          r="3.6"
        />
      ))}
    </g>
  );
}

function Dice() {
  return (
    <>
      <Die x={42} y={60} turn={-14} face={5} />
      <Die x={80} y={72} turn={12} face={3} />
      <path
        className={stroke.accent}
        d="M18 36 l-6 -4 M24 30 l-2 -7 M98 44 l6 -4 M100 52 l7 0"
        strokeWidth="2.5"
      />
    </>
  );
}

// Memoised: a lobby drawn again (its list refreshed) leaves each picture's SVG nodes alone.
const MOTIFS: Record<InHouseGame, ComponentType> = {
  sabong: memo(Sabong),
  scratch: memo(Scratch),
  colorgame: memo(ColorGame),
  jump: memo(Jump),
  ring: memo(Ring),
  dice: memo(Dice),
};

export interface InHouseThumbProps {
  game: InHouseGame;
  /** Names the picture; omit it where the game's name is printed beside the art. */
  label?: string;
}

/** The thumbnail of one in-house game, square, filling the box its parent reserved. */
export function InHouseThumb({ game, label }: InHouseThumbProps) {
  const Motif = MOTIFS[game];
  return (
    <ArtFrame label={label}>
      <Fair>
        <Motif />
      </Fair>
    </ArtFrame>
  );
}
