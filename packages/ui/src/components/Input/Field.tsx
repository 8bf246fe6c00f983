// The frame shared by Input, PhoneInput and PasswordInput: ui's Field with the bordered control row.
import type { ReactNode } from 'react';
import { Field, type FieldControlProps } from '../Field/Field';
import * as styles from './Input.css';

export interface FieldFrameProps {
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly disabled?: boolean | undefined;
  readonly prefix?: ReactNode;
  readonly suffix?: ReactNode;
  /** Renders the input with the ids and ARIA the frame worked out. */
  readonly children: (a11y: FieldControlProps) => ReactNode;
  readonly id?: string | undefined;
}

export function FieldFrame({ label, hint, error, disabled, prefix, suffix, children, id }: FieldFrameProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className={styles.control} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
          {prefix}
          {children(control)}
          {suffix}
        </div>
      )}
    </Field>
  );
}
