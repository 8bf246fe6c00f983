import { Children, type ReactNode } from 'react';
import { Card } from '../Card/Card';
import * as styles from './ListGroup.css';

export interface ListGroupProps {
  /** ListRows (or nothing: `null` and `false` children are left out, so rows can be conditional). */
  readonly children: ReactNode;
  /**
   * Names the group as a navigation landmark (a page's menu: "Help", "Rewards"); without it the
   * group is a plain list in a card.
   */
  readonly navLabel?: string;
  readonly 'data-testid'?: string;
}

/**
 * Rows of a menu or a record list in one card, as a list (screen readers say "list, 5 items"), with
 * a hairline between the rows and none under the last.
 */
export function ListGroup({ children, navLabel, 'data-testid': testId }: ListGroupProps) {
  const rows = Children.toArray(children);
  const list = (
    <Card padding="none">
      <ul className={styles.list}>
        {rows.map((row, i) => (
          <li key={i} className={styles.item}>
            {row}
          </li>
        ))}
      </ul>
    </Card>
  );
  if (navLabel === undefined)
    return testId === undefined ? list : <div data-testid={testId}>{list}</div>;
  return (
    <nav aria-label={navLabel} data-testid={testId}>
      {list}
    </nav>
  );
}
