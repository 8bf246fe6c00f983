import { createElement, type ReactNode } from 'react';
import { useLinkComponent, type LinkComponent } from '../../link';
import * as styles from './TabBar.css';

export interface TabBarItem {
  readonly id: string;
  /** Visible label under the icon (already translated). */
  readonly label: string;
  /** Decorative glyph; the label names the entry. */
  readonly icon: ReactNode;
  /** The route it opens. */
  readonly href: string;
  /** A RedDot or count on the icon's corner. */
  readonly badge?: ReactNode;
}

/** DESIGN.md: exactly five entries; the third (centre) is raised (deposit or menu). */
export type TabBarItems = readonly [TabBarItem, TabBarItem, TabBarItem, TabBarItem, TabBarItem];

export const TAB_BAR_RAISED_INDEX = 2;

export interface TabBarProps {
  /** Names the navigation landmark (e.g. "Main"). */
  readonly label: string;
  readonly items: TabBarItems;
  /** The entry of the current page, marked aria-current="page". */
  readonly activeId: string | undefined;
  /** Router-aware link; defaults to the UiLinkProvider's (a plain anchor without one). */
  readonly linkComponent?: LinkComponent;
  /** Pinned to the bottom of the viewport (default). Off for embedding (stories, previews). */
  readonly fixed?: boolean;
}

/** The bottom tab bar: five icon+label entries, the centre one raised; 48 px plus the safe area. */
export function TabBar({ label, items, activeId, linkComponent, fixed = true }: TabBarProps) {
  const Link = useLinkComponent(linkComponent);
  return (
    <nav aria-label={label} className={fixed ? `${styles.bar} ${styles.fixed}` : styles.bar}>
      <ul className={styles.list}>
        {items.map((item, index) => {
          const current = item.id === activeId;
          const isRaised = index === TAB_BAR_RAISED_INDEX;
          return (
            <li key={item.id} className={styles.item}>
              {createElement(Link, {
                href: item.href,
                className: styles.link,
                'aria-current': current ? 'page' : undefined,
                children: (
                  <>
                    <span className={isRaised ? styles.raised : styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                    <span className={styles.label}>{item.label}</span>
                    {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
                  </>
                ),
              })}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
