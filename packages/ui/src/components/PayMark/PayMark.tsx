// The small mark beside a deposit method's name (GCash, Maya, GrabPay, ShopeePay, QR Ph, online banking, Pix, crypto),
// drawn inline: no image request, crisp at any size. Decorative: the method's name is beside it.
import type { PayMethodId } from '@perya/domain';
import * as styles from './PayMark.css';
import { PROVIDER_MARKS } from './payMarks';

export const PAY_MARK_SIZES = ['md', 'lg'] as const;
export type PayMarkSize = (typeof PAY_MARK_SIZES)[number];

export interface PayMarkProps {
  readonly method: PayMethodId;
  /** `md` beside a name in a line of text (default); `lg` on a payment channel's tile. */
  readonly size?: PayMarkSize;
}

export function PayMark({ method, size = 'md' }: PayMarkProps) {
  return (
    <svg className={styles.mark[size]} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-mark={method}>
      {method === 'online_banking' ? (
        <>
          <rect x="0.5" y="0.5" width="23" height="23" rx="5" className={`${styles.bankTile} ${styles.edge}`} />
          <g className={styles.bankGlyph} fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 9.5 12 5l7 4.5z" />
            <path d="M7 11v5M10.3 11v5M13.7 11v5M17 11v5M5 18.5h14" />
          </g>
        </>
      ) : (
        <ProviderTile method={method} />
      )}
    </svg>
  );
}

function ProviderTile({ method }: { method: Exclude<PayMethodId, 'online_banking'> }) {
  const m = PROVIDER_MARKS[method];
  // One character fills the tile; two or three sit smaller so they fit.
  const fontSize = m.glyph.length === 1 ? 15 : m.glyph.length === 2 ? 10 : 8.5;
  return (
    <>
      <rect x="0.5" y="0.5" width="23" height="23" rx="5" fill={m.fill} className={styles.edge} />
      <text x="12" y="12.5" textAnchor="middle" dominantBaseline="central" fill={m.ink} fontSize={fontSize} fontWeight="700" fontFamily="system-ui, sans-serif">
        {m.glyph}
      </text>
    </>
  );
}
