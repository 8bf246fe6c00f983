import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export const CARD_PADDINGS = ['none', 'md', 'lg'] as const;
export type CardPadding = (typeof CARD_PADDINGS)[number];

export const CARD_TONES = ['surface', 'primary'] as const;
export type CardTone = (typeof CARD_TONES)[number];

export interface CardProps {
  readonly children: ReactNode;
  /** Heading of the card (already translated); the card becomes a region named by it. */
  readonly title?: string;
  /** Heading level of the title within the page. Default 2. */
  readonly titleLevel?: 2 | 3 | 4;
  /** Top-right slot next to the title, e.g. a "More" link. */
  readonly action?: ReactNode;
  readonly padding?: CardPadding;
  /** `primary` draws the brand's gradient hero panel (a balance, a countdown, a level). */
  readonly tone?: CardTone;
}

/** A surface that groups content (DESIGN.md: content in cards; glassy on black-gold v4). */
export function Card({ children, title, titleLevel = 2, action, padding = 'lg', tone = 'surface' }: CardProps) {
  const id = useId();
  const Heading = `h${titleLevel}` as const;
  if (title === undefined) {
    return <div className={styles.card({ padding, tone })}>{children}</div>;
  }
  return (
    <section className={styles.card({ padding, tone })} aria-labelledby={id}>
      <div className={styles.header}>
        <Heading id={id} className={styles.title}>
          {title}
        </Heading>
        {action === undefined ? null : <div className={styles.action}>{action}</div>}
      </div>
      {children}
    </section>
  );
}
