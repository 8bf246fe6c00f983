// A drawn promo banner or card (issue 24, DESIGN.md art direction): the operator's headline, the
// offer's amount in the account's currency, one call to action, and a motif on the side (a gift for
// deposit bonuses, the wheel for the spin, coins for the rest) over the brand's gradient.
import { memo, useId, type ComponentType } from 'react';
import { Button } from '../components/Button/Button';
import { useMoneyFormat } from '../currency';
import { ArtFrame, Gradient } from './ArtFrame';
import { fill, stroke, type Paint } from './art.css';
import { frame } from './promoFrame.css';
import * as css from './PromoCard.css';

export const PROMO_MOTIFS = ['gift', 'wheel', 'coins'] as const;
export type PromoMotif = (typeof PROMO_MOTIFS)[number];
export type PromoLayout = 'banner' | 'tile';

export interface PromoCardProps {
  layout: PromoLayout;
  headline: string;
  /** The offer's amount in minor units; absent when the offer names none (no amount is shown). */
  amount?: number | undefined;
  /** The words before the amount ("Up to", "Top prize"). */
  amountCaption?: string | undefined;
  /** The call to action's text; the button runs `onAction` (the banner's link). Without them no button. */
  cta?: string | undefined;
  onAction?: (() => void) | undefined;
  motif: PromoMotif;
}

/** Rays from the art's side and a soft light behind the motif. */
function Backdrop({ layout }: { layout: PromoLayout }) {
  const bg = useId();
  const wide = layout === 'banner';
  const [w, h] = wide ? [240, 100] : [100, 125];
  const [cx, cy] = wide ? [190, 50] : [70, 36];
  return (
    <svg className={css.backdrop} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <Gradient id={bg} from="primary" to="primaryDeep" angle={wide ? 110 : 160} />
      </defs>
      <rect width={w} height={h} fill={`url(#${bg})`} />
      <g className={fill.shine} opacity=".12">
        {Array.from({ length: 12 }, (_, i) => (
          <path key={i} d={`M${cx} ${cy} L${cx - 14} ${cy - 260} L${cx + 14} ${cy - 260} Z`} transform={`rotate(${i * 30} ${cx} ${cy})`} />
        ))}
      </g>
      <circle className={fill.shine} cx={cx} cy={cy} r={wide ? 34 : 28} opacity=".18" />
    </svg>
  );
}

function Coin({ x, y, r = 12 }: { x: number; y: number; r?: number }) {
  return (
    <g>
      <ellipse className={fill.primaryDeep} cx={x} cy={y + r * 0.18} rx={r} ry={r * 0.92} opacity=".35" />
      <circle className={fill.gold} cx={x} cy={y} r={r} />
      <circle className={stroke.accent} cx={x} cy={y} r={r * 0.72} strokeWidth={r * 0.14} />
      <path className={fill.shine} d={`M${x - r * 0.5} ${y - r * 0.55} a${r * 0.8} ${r * 0.8} 0 0 1 ${r * 0.6} -${r * 0.25} l-${r * 0.1} ${r * 0.3} Z`} />
    </g>
  );
}

function Gift() {
  return (
    <>
      <ellipse className={fill.shade} cx="60" cy="106" rx="40" ry="7" />
      <rect className={fill.danger} x="22" y="52" width="76" height="52" rx="5" />
      <rect className={fill.shade} x="22" y="52" width="76" height="8" />
      <rect className={fill.danger} x="16" y="40" width="88" height="16" rx="4" />
      <rect className={fill.gold} x="53" y="40" width="14" height="64" />
      <rect className={fill.shine} x="24" y="43" width="26" height="4" rx="2" />
      <path className={fill.gold} d="M60 40 C44 20 26 26 34 38 C38 42 50 42 60 40 Z" />
      <path className={fill.gold} d="M60 40 C76 20 94 26 86 38 C82 42 70 42 60 40 Z" />
      <circle className={fill.accent} cx="60" cy="39" r="6" />
      <Coin x={100} y={86} r={11} />
      <Coin x={18} y={94} r={8} />
      <path className={fill.shine} d="M100 22 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" />
      <path className={fill.shine} d="M16 26 l2 4 4 2 -4 2 -2 4 -2 -4 -4 -2 4 -2 Z" />
    </>
  );
}

const WHEEL_PAINTS: readonly Paint[] = ['accent', 'danger', 'onPrimary', 'success', 'accent', 'info', 'onPrimary', 'danger'];

function Wheel() {
  return (
    <>
      <ellipse className={fill.shade} cx="60" cy="110" rx="34" ry="6" />
      <path className={fill.primaryDeep} d="M52 92 L44 110 H76 L68 92 Z" />
      <circle className={fill.gold} cx="60" cy="58" r="46" />
      {WHEEL_PAINTS.map((paint, i) => {
        const a0 = (i * Math.PI) / 4;
        const a1 = ((i + 1) * Math.PI) / 4;
        const p = (a: number) => `${(60 + 40 * Math.cos(a)).toFixed(2)} ${(58 + 40 * Math.sin(a)).toFixed(2)}`;
        return <path key={i} className={fill[paint]} d={`M60 58 L${p(a0)} A40 40 0 0 1 ${p(a1)} Z`} />;
      })}
      {Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return <circle key={i} className={fill.shine} cx={60 + 43 * Math.cos(a)} cy={58 + 43 * Math.sin(a)} r="2.2" />;
      })}
      <circle className={fill.gold} cx="60" cy="58" r="9" />
      <circle className={fill.primaryDeep} cx="60" cy="58" r="4" />
      <path className={fill.danger} d="M60 22 L52 6 H68 Z" />
      <path className={stroke.gold} d="M60 22 L52 6 H68 Z" strokeWidth="2" />
    </>
  );
}

function Coins() {
  return (
    <>
      <ellipse className={fill.shade} cx="58" cy="108" rx="42" ry="7" />
      {[96, 86, 76, 66].map((y) => (
        <g key={y}>
          <rect className={fill.gold} x="22" y={y - 6} width="44" height="12" rx="6" />
          <rect className={fill.shade} x="22" y={y} width="44" height="6" rx="3" />
        </g>
      ))}
      <ellipse className={fill.gold} cx="44" cy="60" rx="22" ry="6" />
      <ellipse className={stroke.accent} cx="44" cy="60" rx="15" ry="3.6" strokeWidth="1.6" />
      {[98, 88, 78].map((y) => (
        <rect key={y} className={fill.gold} x="62" y={y - 6} width="40" height="12" rx="6" />
      ))}
      <ellipse className={fill.gold} cx="82" cy="72" rx="20" ry="5.5" />
      <Coin x={86} y={34} r={14} />
      <Coin x={40} y={28} r={10} />
      <path className={fill.shine} d="M104 12 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3 Z" />
    </>
  );
}

/**
 * The motifs drawn on their own (the welcome guide's pictures reuse them). Memoised, as the
 * backdrop is: they take nothing from the card, so a card drawn again (its page's data refreshed)
 * leaves their dozens of SVG nodes alone.
 */
export const PROMO_MOTIF_ART: Record<PromoMotif, ComponentType> = { gift: memo(Gift), wheel: memo(Wheel), coins: memo(Coins) };
const PaintedBackdrop = memo(Backdrop);
const MOTIFS = PROMO_MOTIF_ART;

export function PromoCard({ layout, headline, amount, amountCaption, cta, onAction, motif }: PromoCardProps) {
  const money = useMoneyFormat();
  const Motif = MOTIFS[motif];
  return (
    <article className={`${frame[layout]} ${css.card} ${css.layout[layout]}`} data-promo-card={layout}>
      <PaintedBackdrop layout={layout} />
      {layout === 'tile' ? (
        <div className={css.art.tile}>
          <ArtFrame className={css.motif}>
            <Motif />
          </ArtFrame>
        </div>
      ) : null}
      <div className={css.words}>
        {layout === 'banner' ? <h2 className={css.headline}>{headline}</h2> : <h3 className={css.headline}>{headline}</h3>}
        {amount === undefined ? null : (
          <>
            {amountCaption ? <span className={css.caption}>{amountCaption}</span> : null}
            <span className={css.amount[layout]} data-testid="promo-amount">
              {money(amount)}
            </span>
          </>
        )}
        {cta && onAction ? (
          <span className={css.action}>
            <Button size="sm" variant="accent" onClick={onAction}>
              {cta}
            </Button>
          </span>
        ) : null}
      </div>
      {layout === 'banner' ? (
        <div className={css.art.banner}>
          <ArtFrame className={css.motif}>
            <Motif />
          </ArtFrame>
        </div>
      ) : null}
    </article>
  );
}
