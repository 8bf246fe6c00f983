// A labelled multi-line field (a comment, a message) in the frame every field shares: label, hint
// and error from Field, the bordered box of Input, and a count of what is left when it has a limit.
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from '../Input/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style' | 'children' | 'value'> {
  /** Visible label (already translated). */
  readonly label: string;
  readonly value: string;
  /** Help under the field (hidden while an error shows). */
  readonly hint?: string | undefined;
  /** The error (already translated): marks the field invalid and is announced. */
  readonly error?: string | undefined;
  readonly ref?: Ref<HTMLTextAreaElement> | undefined;
}

export function TextArea({ label, hint, error, id, disabled, maxLength, value, ...rest }: TextAreaProps) {
  // With a limit the hint ends with the count typed so far, e.g. "Up to 200 characters · 12/200".
  const shownHint = maxLength === undefined ? hint : [hint, `${value.length}/${maxLength}`].filter(Boolean).join(' · ');
  return (
    <FieldFrame label={label} hint={shownHint} error={error} disabled={disabled} id={id}>
      {(a11y) => <textarea {...rest} {...a11y} value={value} maxLength={maxLength} disabled={disabled} className={styles.textarea} />}
    </FieldFrame>
  );
}
