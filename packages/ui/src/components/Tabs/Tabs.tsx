import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css';

export const TABS_APPEARANCES = ['underline', 'pill'] as const;
export type TabsAppearance = (typeof TABS_APPEARANCES)[number];

export interface TabItem<Id extends string = string> {
  readonly id: Id;
  /** Already translated. */
  readonly label: string;
  /** Shown after the label, e.g. a RedDot or a count Badge. */
  readonly adornment?: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  /** Names the tab list for screen readers (e.g. "Bonus status"). */
  readonly label: string;
  readonly items: readonly TabItem<Id>[];
  readonly value: Id;
  readonly onChange: (id: Id) => void;
  /** `underline` for page sections; `pill` for filter chips (game types, markets). */
  readonly appearance?: TabsAppearance;
  /** Tabs share the width equally (2-4 tabs) instead of scrolling. */
  readonly fill?: boolean;
  /** The selected tab's panel. Without it the tabs act as a filter over content elsewhere. */
  readonly children?: ReactNode;
}

/**
 * WAI-ARIA tabs with a roving tabindex: Tab enters the list on the selected tab, arrow keys move
 * and select (automatic activation), Home/End jump to the ends.
 */
export function Tabs<Id extends string>({
  label,
  items,
  value,
  onChange,
  appearance = 'underline',
  fill = false,
  children,
}: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const panelId = `${baseId}-panel`;
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const hasPanel = children !== undefined;

  const select = (index: number) => {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (!item) return;
    onChange(item.id);
    const el = refs.current.get(item.id);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list({ appearance, fill })}>
        {items.map((item, index) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab({ appearance, fill })}
              onClick={() => onChange(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
              {item.adornment}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
