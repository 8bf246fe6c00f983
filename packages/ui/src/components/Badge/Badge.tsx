import * as styles from './Badge.css';

/** Status tones (DESIGN.md: win/success green, loss/error red, pending amber, info blue). */
export const BADGE_TONES = ['neutral', 'primary', 'success', 'danger', 'pending', 'info'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** Tones that also come filled: their fill has a checked text colour in every theme. */
export const SOLID_BADGE_TONES = ['neutral', 'primary', 'danger'] as const;
export type SolidBadgeTone = (typeof SOLID_BADGE_TONES)[number];

export type BadgeProps = {
  /** Short text (already translated): "Completed", "HOT", "jili". */
  readonly children: string;
} & (
  | { readonly tone?: BadgeTone; readonly solid?: false }
  | { readonly tone: SolidBadgeTone; readonly solid: true }
);

/** A short status or category label: bonus status, order state, provider name, "HOT". */
export function Badge({ children, tone = 'neutral', solid = false }: BadgeProps) {
  return <span className={styles.badge({ tone, solid })}>{children}</span>;
}
