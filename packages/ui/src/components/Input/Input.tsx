import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './Field';
import * as styles from './Input.css';

export interface InputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'prefix' | 'children'> {
  /** Visible label (already translated). */
  readonly label: string;
  /** Help under the field; hidden from view while an error shows. */
  readonly hint?: string;
  /** Error message (already translated); marks the field invalid and is announced. */
  readonly error?: string | undefined;
  /** Shown before the text (e.g. a currency symbol). Decorative unless it is text. */
  readonly prefix?: ReactNode;
  /** Shown after the text (e.g. a reveal button). */
  readonly suffix?: ReactNode;
  /** The input element (a form library focuses a wrong field through it). */
  readonly ref?: Ref<HTMLInputElement> | undefined;
}

/** A labelled text field with hint and error message. */
export function Input({ label, hint, error, prefix, suffix, id, disabled, ...rest }: InputProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      id={id}
      prefix={prefix ? <span className={styles.affix}>{prefix}</span> : null}
      suffix={suffix ? <span className={styles.affix}>{suffix}</span> : null}
    >
      {(a11y) => <input {...rest} {...a11y} disabled={disabled} className={styles.input} />}
    </FieldFrame>
  );
}
