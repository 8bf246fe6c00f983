import { createElement, type ReactNode } from 'react';
import { useLinkComponent, type LinkComponent } from '../../link';
import * as styles from './TabBar.css';

interface TabBarItemBase {
  readonly id: string;
  /** Visible label under the icon (already translated). */
  readonly label: string;
  /** Decorative glyph; the label names the entry. */
  readonly icon: ReactNode;
  /** A RedDot or count on the icon's corner. */
  readonly badge?: ReactNode;
  /** The centre entry (deposit or menu) rises above the bar (DESIGN.md). */
  readonly raised?: boolean;
}

/** An entry that opens a route (`onClick` sees the press, e.g. to track it). */
export interface TabBarLinkItem extends TabBarItemBase {
  readonly href: string;
  readonly onClick?: () => void;
}

/** An entry that acts instead of navigating (the deposit entry opening the brand's cash-in). */
export interface TabBarActionItem extends TabBarItemBase {
  readonly onSelect: () => void;
}

export type TabBarItem = TabBarLinkItem | TabBarActionItem;

export interface TabBarProps {
  /** Names the navigation landmark (e.g. "Main"). */
  readonly label: string;
  /** DESIGN.md: five entries, the centre one raised; fewer while a brand's pages are not all built. */
  readonly items: readonly TabBarItem[];
  /** The entry of the current page, marked aria-current="page". */
  readonly activeId: string | undefined;
  /** Router-aware link; defaults to the UiLinkProvider's (a plain anchor without one). */
  readonly linkComponent?: LinkComponent;
  /** Pinned to the bottom of the viewport (default). Off when the app lays the bar out itself. */
  readonly fixed?: boolean;
}

/** The bottom tab bar: icon+label entries in equal columns, the raised one lifted; 48 px plus the safe area. */
export function TabBar({ label, items, activeId, linkComponent, fixed = true }: TabBarProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <nav aria-label={label} className={fixed ? `${styles.bar} ${styles.fixed}` : styles.bar}>
      <ul className={styles.list}>
        {items.map((item) => {
          const inner = (
            <>
              <span className={item.raised ? styles.raised : styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span className={styles.label}>{item.label}</span>
              {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
            </>
          );
          return (
            <li key={item.id} className={styles.item}>
              {'onSelect' in item ? (
                <button type="button" className={styles.link} onClick={item.onSelect}>
                  {inner}
                </button>
              ) : (
                createElement(Link, {
                  href: item.href,
                  className: styles.link,
                  'aria-current': item.id === activeId ? 'page' : undefined,
                  onClick: item.onClick,
                  children: inner,
                })
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
