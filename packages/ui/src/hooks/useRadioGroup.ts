// The WAI-ARIA radio group's keyboard model (a roving tabindex), once for every radio group in ui
// (SegmentedControl, RadioCards): Tab enters on the chosen option (or the first when none is), the
// arrow keys move and choose, wrapping round; Home and End go to the ends.
import { useRef, type KeyboardEvent } from 'react';

export interface RadioProps {
  readonly ref: (el: HTMLButtonElement | null) => void;
  readonly type: 'button';
  readonly role: 'radio';
  readonly 'aria-checked': boolean;
  readonly tabIndex: 0 | -1;
  readonly onClick: () => void;
  readonly onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  readonly 'data-value': string;
}

/** Props for the option buttons of a radio group: `<button {...radio(index)}>`. */
export function useRadioGroup<V extends string | number>(
  options: readonly { readonly value: V }[],
  value: V | null,
  onChange: (value: V) => void,
) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = options.findIndex((o) => o.value === value);
  const choose = (index: number) => {
    const count = options.length;
    const i = ((index % count) + count) % count;
    const option = options[i];
    if (!option) return;
    onChange(option.value);
    refs.current[i]?.focus();
  };
  const radio = (index: number): RadioProps => {
    const option = options[index];
    const checked = index === chosen;
    return {
      ref: (el) => {
        refs.current[index] = el;
      },
      type: 'button',
      role: 'radio',
      'aria-checked': checked,
      tabIndex: checked || (chosen === -1 && index === 0) ? 0 : -1,
      onClick: () => {
        if (option) onChange(option.value);
      },
      onKeyDown: (event) => {
        const moves: Record<string, number> = {
          ArrowRight: index + 1,
          ArrowDown: index + 1,
          ArrowLeft: index - 1,
          ArrowUp: index - 1,
          Home: 0,
          End: options.length - 1,
        };
        const target = moves[event.key];
        if (target === undefined) return;
        event.preventDefault();
        choose(target);
      },
      'data-value': String(option?.value ?? ''),
    };
  };
  return { chosen, radio };
}
