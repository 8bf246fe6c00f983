// A row of filter chips (game types, lists, providers: ToggleChips) that scrolls sideways under
// the thumb, named for screen readers.
import { Children, isValidElement, useLayoutEffect, useRef, type ReactNode } from 'react';
import * as css from './ChipGroup.css';

export interface ChipGroupProps {
  /** Names the group for screen readers (e.g. "Game type"), already translated. */
  readonly label: string;
  /** ToggleChip elements. */
  readonly children: ReactNode;
}

/**
 * A row of chips that scrolls sideways. On first draw the selected chip is brought into view
 * inside the row (a filter restored from the URL may sit past the edge); the page does not scroll.
 */
export function ChipGroup({ label, children }: ChipGroupProps) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = ref.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    // The first chip is in view as drawn: no measuring (a layout read here lays out the whole page
    // in the middle of React's commit; most rows open on their first chip).
    if (!row || !chip || chip.closest('li') === row.firstElementChild) return;
    // From the boxes on screen: offsetLeft would count from whichever ancestor is positioned.
    const rowBox = row.getBoundingClientRect();
    const chipBox = chip.getBoundingClientRect();
    if (chipBox.right > rowBox.right || chipBox.left < rowBox.left) row.scrollLeft += chipBox.left - rowBox.left - chipBox.width / 2;
  }, []);
  return (
    <ul ref={ref} className={css.group} aria-label={label}>
      {Children.toArray(children).map((child, i) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : i} className={css.item}>
          {child}
        </li>
      ))}
    </ul>
  );
}
