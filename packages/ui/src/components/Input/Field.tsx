// The frame shared by Input, PhoneInput and PasswordInput: label, control row, hint and error.
import { useId, type ReactNode } from 'react';
import * as styles from './Input.css';

export interface FieldFrameProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly prefix?: ReactNode;
  readonly suffix?: ReactNode;
  /** Renders the input with the ids and ARIA the frame worked out. */
  readonly children: (a11y: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  readonly id?: string | undefined;
}

export function FieldFrame({ label, hint, error, disabled, prefix, suffix, children, id }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
        {prefix}
        {children({ id: inputId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
        {suffix}
      </div>
      {/* Always rendered so a new error is announced (a live region must exist before it changes). */}
      <div id={errorId} className={styles.error} aria-live="polite">
        {error}
      </div>
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}
