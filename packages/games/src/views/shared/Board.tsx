// The board of an in-house game: the brand's felt (a lit centre fading to its edge, framed in the
// brand's metal), a string of banderitas across the top (a perya's fiesta bunting) and, drawn
// faintly into the felt, the game's own motif. All of it is SVG and CSS from theme tokens, so each
// brand's board is its own colours; it is decoration, hidden from screen readers.
import type { ReactNode } from 'react';
import type { InHouseGame } from '../games';
import * as g from './game.css';
import * as css from './board.css';

const W = 320;
const H = 200;

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Colour game: the six-colour betting mat, 3 × 2. */
function ColourMat() {
  const faces = ['white', 'green', 'pink', 'blue', 'red', 'yellow'] as const;
  return (
    <>
      {faces.map((f, i) => (
        <rect key={f} x={22 + (i % 3) * 96} y={28 + Math.floor(i / 3) * 84} width={84} height={72} rx={10} className={`${css.matSquare} ${css.die[f]}`} />
      ))}
    </>
  );
}

/** Ring: a sunburst of rays behind the wheel. */
function Sunburst() {
  const rays = 24;
  return (
    <>
      {range(rays).map((i) => {
        if (i % 2) return null;
        const a0 = (i / rays) * Math.PI * 2;
        const a1 = ((i + 1) / rays) * Math.PI * 2;
        const r = 260;
        return <path key={i} className={css.motifFill} d={`M160 96 L${160 + Math.cos(a0) * r} ${96 + Math.sin(a0) * r} L${160 + Math.cos(a1) * r} ${96 + Math.sin(a1) * r} Z`} />;
      })}
    </>
  );
}

/** Scratch: a lottery ticket's guilloche stripes and the perforations down its sides. */
function Ticket() {
  return (
    <>
      {range(14).map((i) => (
        <path key={i} className={css.motifLine} d={`M${-60 + i * 30} ${H} L${40 + i * 30} 0`} />
      ))}
      {range(9).map((i) => (
        <g key={`p${i}`}>
          <circle cx={6} cy={14 + i * 22} r={4} className={css.rimFill} />
          <circle cx={W - 6} cy={14 + i * 22} r={4} className={css.rimFill} />
        </g>
      ))}
    </>
  );
}

/** Jump: a night sky the rocket climbs into. */
function NightSky() {
  return (
    <>
      {range(26).map((i) => (
        <circle key={i} cx={(i * 97) % W} cy={(i * 53) % (H - 40)} r={i % 4 === 0 ? 1.8 : 1} className={`${css.star} ${i % 4 === 0 ? css.twinkle : ''}`} style={{ animationDelay: `${(i % 7) * 0.4}s` }} />
      ))}
      <path className={css.motifLine} d={`M0 ${H - 10} Q ${W * 0.6} ${H - 20} ${W} 20`} />
      <path className={css.motifLine} d={`M0 ${H - 40} Q ${W * 0.6} ${H - 50} ${W} -10`} />
    </>
  );
}

/** Dice: pips scattered as dice faces. */
function Pips() {
  const faces: readonly (readonly [number, number])[] = [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ];
  const spots = [
    [40, 40],
    [150, 150],
    [270, 60],
    [90, 120],
    [230, 170],
    [200, 20],
  ];
  return (
    <>
      {spots.map(([x, y], s) => (
        <g key={s} transform={`translate(${x} ${y}) rotate(${s * 23})`}>
          <rect x={-18} y={-18} width={36} height={36} rx={7} className={css.motifStroke} />
          {faces.slice(0, (s % 5) + 1).map(([dx, dy], i) => (
            <circle key={i} cx={dx * 9} cy={dy * 9} r={3} className={css.motifFill} />
          ))}
        </g>
      ))}
    </>
  );
}

/** Sabong: the pit, ringed, with the meron and wala corners. */
function Pit() {
  return (
    <>
      <circle cx={160} cy={100} r={92} className={css.motifStroke} />
      <circle cx={160} cy={100} r={80} className={`${css.motifStroke} ${css.dashed}`} />
      <path d="M0 0 L70 0 L0 70 Z" className={css.meronCorner} />
      <path d={`M${W} 0 L${W - 70} 0 L${W} 70 Z`} className={css.walaCorner} />
    </>
  );
}

const MOTIFS: Record<InHouseGame, () => ReactNode> = {
  colorgame: ColourMat,
  ring: Sunburst,
  scratch: Ticket,
  jump: NightSky,
  dice: Pips,
  sabong: Pit,
};

/** Fiesta bunting: a string sagging across the top with flags in the brand's colours. */
function Banderitas() {
  const flags = 15;
  const sag = (x: number) => 3 + 5 * Math.sin((x / W) * Math.PI);
  return (
    <svg className={css.bunting} viewBox={`0 0 ${W} 20`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d={`M0 3 Q ${W / 2} 13 ${W} 3`} className={css.string} />
      {range(flags).map((i) => {
        const x = ((i + 0.5) / flags) * W;
        const y = sag(x);
        return <path key={i} d={`M${x - 8} ${y} L${x + 8} ${y} L${x} ${y + 11} Z`} className={css.flag[i % 3 === 0 ? 'a' : i % 3 === 1 ? 'b' : 'c']} />;
      })}
    </svg>
  );
}

export function Board({ game, label, children }: { readonly game: InHouseGame; readonly label: string; readonly children: ReactNode }) {
  const Motif = MOTIFS[game];
  return (
    <section className={g.board} aria-label={label} data-board={game}>
      <svg className={css.art} viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        <Motif />
      </svg>
      <Banderitas />
      {children}
    </section>
  );
}
