import { createElement, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import { useLinkComponent, type LinkComponent } from '../../link';
import * as styles from './ListRow.css';

interface ListRowBase {
  /** Main text (already translated). */
  readonly label: string;
  /** Second line in muted text. */
  readonly description?: ReactNode;
  /** Right-hand content: a value, Money, a Badge, a Switch. */
  readonly value?: ReactNode;
  /** Leading icon; decorative. */
  readonly icon?: ReactNode;
  /** Show the disclosure chevron; default true for links and buttons. */
  readonly chevron?: boolean;
  /** For end-to-end tests that find a row by its purpose rather than its text. */
  readonly 'data-testid'?: string;
}

export type ListRowProps = ListRowBase &
  (
    | {
        readonly href: string;
        readonly linkComponent?: LinkComponent;
        /** Sees the press (e.g. to report an event); the link still navigates. */
        readonly onClick?: () => void;
      }
    | { readonly onClick: () => void; readonly href?: never; readonly linkComponent?: never }
    | { readonly href?: never; readonly onClick?: never; readonly linkComponent?: never }
  );

/**
 * A row of a settings or record list (profile menu, bonus list, order history). A link when it
 * has `href` (rendered by the injected link component), a button when it has `onClick`, else
 * static. Put rows in a Card with padding "none".
 */
export function ListRow(props: ListRowProps) {
  const { label, description, value, icon, href, onClick, 'data-testid': testId } = props;
  const Link = useLinkComponent(props.linkComponent);
  const interactive = href !== undefined || onClick !== undefined;
  const showChevron = props.chevron ?? interactive;
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </span>
      {value !== undefined ? <span className={styles.value}>{value}</span> : null}
      {showChevron ? (
        <span className={styles.chevron} aria-hidden="true">
          <ChevronRightIcon />
        </span>
      ) : null}
    </>
  );
  if (href !== undefined) {
    // createElement: the link component comes from context, it is not created here.
    return createElement(Link, {
      href,
      className: styles.row,
      'data-testid': testId,
      onClick,
      children: content,
    });
  }
  if (onClick !== undefined) {
    return (
      <button type="button" className={styles.row} data-testid={testId} onClick={onClick}>
        {content}
      </button>
    );
  }
  return (
    <div className={styles.row} data-testid={testId}>
      {content}
    </div>
  );
}
