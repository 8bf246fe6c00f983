import { useId, type ReactNode } from 'react';
import * as styles from '../Input/Input.css';

/** What a Field hands its control so the label, hint and error are read with it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** The visible label (already translated). */
  readonly label: string;
  /** Help under the control, e.g. "6–16 letters and digits"; hidden while an error shows. */
  readonly hint?: string | undefined;
  /** The error under the control; marks the control invalid. */
  readonly error?: string | undefined;
  /** The id of the control when the caller sets it; otherwise one is made. */
  readonly id?: string | undefined;
  /** The control, given the id and descriptions to put on itself. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around any control: ui's Input, PasswordInput and PhoneInput draw theirs
 * with it, and a page wraps a picker, a chip group or a file chooser in it.
 */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const made = useId();
  const controlId = id ?? `${made}-input`;
  const shownHint = error ? undefined : hint;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, shownHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {/* Always rendered so a new error is announced (a live region must exist before it changes). */}
      <div id={errorId} className={styles.error} aria-live="polite">
        {error}
      </div>
      {shownHint ? (
        <div id={hintId} className={styles.hint}>
          {shownHint}
        </div>
      ) : null}
    </div>
  );
}
