// A card that is itself the action: a promotion tile that opens its page or the deposit, a record
// that opens its detail. A link with `href`, a button with `onClick`, else a static card.
import { createElement, type ReactNode } from 'react';
import { useLinkComponent } from '../../link';
import * as styles from './ActionCard.css';

export type ActionCardProps = { readonly children: ReactNode; readonly 'data-testid'?: string } & (
  | { readonly href: string; readonly onClick?: never }
  | { readonly onClick: () => void; readonly href?: never }
  | { readonly href?: never; readonly onClick?: never }
);

export function ActionCard(props: ActionCardProps) {
  const { children, href, onClick, 'data-testid': testId } = props;
  const Link = useLinkComponent();
  if (href !== undefined) return createElement(Link, { href, className: styles.card, 'data-testid': testId, children });
  if (onClick !== undefined) {
    return (
      <button type="button" className={styles.card} onClick={onClick} data-testid={testId}>
        {children}
      </button>
    );
  }
  return (
    <div className={styles.card} data-testid={testId}>
      {children}
    </div>
  );
}
