// The page's main action held at the bottom of the screen while the form above it is longer than
// the screen (GCash's "Next" bar; DESIGN.md: primary actions full width at the bottom): cash in,
// cash out, the trade ticket's Up / Down. Sticky, so it sits in the flow when the page is short.
import type { ReactNode } from 'react';
import * as css from './ActionBar.css';

export interface ActionBarProps {
  readonly children: ReactNode;
  /**
   * `page`: directly on a page, reaching its edges (the page's padding) in the page's colour.
   * `card`: inside a card, in the card's colour, within its padding.
   */
  readonly on?: 'page' | 'card';
}

export function ActionBar({ children, on = 'page' }: ActionBarProps) {
  return <div className={css.bar[on]}>{children}</div>;
}
