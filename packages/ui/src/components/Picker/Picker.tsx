// Choosing one of a list (language, bank, payment method): an inline Listbox, or a Picker that
// opens one under a button. Keyboard: arrows, Home/End, type-ahead, Enter/Space, Escape.
import { useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, Ref } from 'react';
import * as fieldStyles from '../Input/Input.css';
import * as css from './Picker.css';
import { useUiText } from '../../i18n';

export interface PickerOption<V extends string = string> {
  value: V;
  label: string;
  /** A second line (native language name, account number). */
  description?: string;
  /** A decorative mark before the label (a payment method's PayMark); the label names the option. */
  leading?: ReactNode;
  disabled?: boolean;
}

function Check() {
  return (
    <svg className={css.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The next enabled option from `from` in `step` direction, wrapping; -1 when none is enabled. */
export function nextEnabled<V extends string>(options: readonly PickerOption<V>[], from: number, step: 1 | -1): number {
  for (let n = 1; n <= options.length; n += 1) {
    const i = (((from + step * n) % options.length) + options.length) % options.length;
    if (!options[i]?.disabled) return i;
  }
  return -1;
}

export interface ListboxProps<V extends string = string> {
  options: readonly PickerOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Accessible name; or pass labelledBy. */
  label?: string;
  labelledBy?: string;
  /** Escape (for a popover list to close); Escape is left to the popup otherwise. */
  onEscape?: () => void;
  /** Take focus when shown (the list a Picker opens). */
  focusOnMount?: boolean;
  id?: string;
}

/** A single-select list with keyboard focus on the list and the active option announced. */
export function Listbox<V extends string = string>({
  options,
  value,
  onChange,
  label,
  labelledBy,
  onEscape,
  focusOnMount = false,
  id,
}: ListboxProps<V>) {
  const baseId = useId();
  const listId = id ?? `${baseId}-list`;
  const selectedIndex = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(() => (selectedIndex >= 0 ? selectedIndex : nextEnabled(options, -1, 1)));
  const listRef = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });

  useEffect(() => {
    if (focusOnMount) listRef.current?.focus();
  }, [focusOnMount]);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    setActive(index);
    onChange(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = options.length - 1;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        setActive((i) => nextEnabled(options, i, 1));
        break;
      case 'ArrowUp':
        setActive((i) => nextEnabled(options, i, -1));
        break;
      case 'Home':
        setActive(nextEnabled(options, -1, 1));
        break;
      case 'End':
        setActive(nextEnabled(options, last + 1, -1));
        break;
      case 'Enter':
      case ' ':
        choose(active);
        break;
      case 'Escape':
        handled = Boolean(onEscape);
        onEscape?.();
        break;
      default: {
        handled = false;
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Type-ahead: letters typed within half a second search together ("ph" → Philippines).
          const now = event.timeStamp;
          const text = (now - typed.current.at < 500 ? typed.current.text : '') + event.key.toLowerCase();
          typed.current = { text, at: now };
          const match = options.findIndex((o) => !o.disabled && o.label.toLowerCase().startsWith(text));
          if (match >= 0) setActive(match);
        }
      }
    }
    if (handled) event.preventDefault();
  };

  return (
    <ul
      ref={listRef}
      id={listId}
      className={css.listbox}
      role="listbox"
      tabIndex={0}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
      onKeyDown={onKeyDown}
    >
      {options.map((option, index) => (
        // Options are chosen by pointer here and by keyboard on the list (aria-activedescendant).
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={option.value}
          id={`${listId}-${index}`}
          data-index={index}
          role="option"
          aria-selected={option.value === value}
          aria-disabled={option.disabled ? true : undefined}
          data-active={index === active}
          className={css.option}
          onClick={() => choose(index)}
        >
          <span className={option.leading ? css.optionMain : undefined}>
            {option.leading}
            <span>
              {option.label}
              {option.description ? <span className={css.description}>{option.description}</span> : null}
            </span>
          </span>
          {option.value === value ? <Check /> : null}
        </li>
      ))}
    </ul>
  );
}

export interface PickerProps<V extends string = string> {
  /** Visible label above the button, e.g. "Bank". */
  label: string;
  options: readonly PickerOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shown when nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  /** Help under the button (hidden while an error shows). */
  hint?: string | undefined;
  /** The choice's error (already translated): marks the button invalid and is announced. */
  error?: string | undefined;
  /** The button (a form library focuses a wrong field through it). */
  ref?: Ref<HTMLButtonElement> | undefined;
  'data-testid'?: string;
}

function Chevron(): ReactNode {
  return (
    <svg className={css.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A button showing the choice; it opens a listbox below it. */
export function Picker<V extends string = string>({
  label,
  options,
  value,
  onChange,
  placeholder: placeholderProp,
  disabled = false,
  hint,
  error,
  ref,
  'data-testid': testId,
}: PickerProps<V>) {
  const t = useUiText();
  const placeholder = placeholderProp ?? t('ui.select');
  const labelId = useId();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle<HTMLButtonElement | null, HTMLButtonElement | null>(ref, () => buttonRef.current, []);
  const rootRef = useRef<HTMLDivElement>(null);
  const selected = options.find((o) => o.value === value);
  const shownHint = error ? undefined : hint;
  const describedBy = [error ? `${listId}-error` : null, shownHint ? `${listId}-hint` : null].filter(Boolean).join(' ') || undefined;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  // A tap outside closes the list without choosing.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div
      ref={rootRef}
      className={css.root}
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen(false);
      }}
    >
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className={css.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-labelledby={`${labelId} ${listId}-value`}
        aria-describedby={describedBy}
        data-invalid={error ? true : undefined}
        data-testid={testId}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKeyDown}
      >
        <span id={`${listId}-value`} className={selected ? undefined : css.placeholder}>
          {selected ? selected.label : placeholder}
        </span>
        <Chevron />
      </button>
      {open ? (
        <div className={css.popover}>
          <Listbox
            id={listId}
            options={options}
            value={value}
            labelledBy={labelId}
            focusOnMount
            onEscape={() => close(true)}
            onChange={(v) => {
              onChange(v);
              close(true);
            }}
          />
        </div>
      ) : null}
      {/* Always there, so a new error is announced (a live region must exist before it changes). */}
      <div id={`${listId}-error`} className={fieldStyles.error} aria-live="polite">
        {error}
      </div>
      {shownHint ? (
        <div id={`${listId}-hint`} className={fieldStyles.hint}>
          {shownHint}
        </div>
      ) : null}
    </div>
  );
}
