import { useId, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { SMS_CODE_DIGITS } from '@perya/domain';
import { useUiText } from '../../i18n';
import * as styles from './OtpInput.css';

export interface OtpInputProps {
  /** Group label, e.g. "SMS code" (already translated). */
  readonly label: string;
  /** The digits typed so far (no gaps), at most 6 (spec §5). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Called once the sixth digit is in. */
  readonly onComplete?: (code: string) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  readonly autoFocus?: boolean;
}

const DIGITS = /\D/g;

/**
 * Six one-digit boxes for the SMS code (spec §5: exactly 6 digits). Typing moves to the next box,
 * Backspace on an empty box moves back, a paste (or the phone's one-time-code autofill) fills every
 * box. Digits stay contiguous: focusing a box past the end sends focus to the first empty one.
 */
export function OtpInput({ label, value, onChange, onComplete, error, disabled, autoFocus }: OtpInputProps) {
  const t = useUiText();
  const id = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const code = value.replace(DIGITS, '').slice(0, SMS_CODE_DIGITS);

  const focusCell = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(SMS_CODE_DIGITS - 1, index))];
    target?.focus();
    target?.select();
  };

  // Focus moves after the parent re-renders with the new value, so the box it lands on is current.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const index = pendingFocus.current;
    pendingFocus.current = null;
    focusCell(index);
  });

  const commit = (next: string, focusIndex: number) => {
    const clean = next.replace(DIGITS, '').slice(0, SMS_CODE_DIGITS);
    pendingFocus.current = Math.min(focusIndex, clean.length, SMS_CODE_DIGITS - 1);
    onChange(clean);
    if (clean.length === SMS_CODE_DIGITS && code.length !== SMS_CODE_DIGITS) onComplete?.(clean);
  };

  const fillFrom = (text: string) => {
    const digits = text.replace(DIGITS, '').slice(0, SMS_CODE_DIGITS);
    if (digits === '') return;
    commit(digits, Math.min(digits.length, SMS_CODE_DIGITS - 1));
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(DIGITS, '');
    if (digits.length > 1) {
      // Autofill or a paste the browser routed through input: the whole code.
      fillFrom(digits);
      return;
    }
    if (digits === '') return;
    const next = index < code.length ? code.slice(0, index) + digits + code.slice(index + 1) : code + digits;
    commit(next, index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (index < code.length) {
          commit(code.slice(0, index) + code.slice(index + 1), index);
        } else if (index > 0) {
          commit(code.slice(0, index - 1) + code.slice(index), index - 1);
        }
        break;
      }
      case 'Delete':
        event.preventDefault();
        if (index < code.length) commit(code.slice(0, index) + code.slice(index + 1), index);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(Math.min(index + 1, code.length));
        break;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        break;
      case 'End':
        event.preventDefault();
        focusCell(code.length);
        break;
      default:
        break;
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(event.clipboardData.getData('text'));
  };

  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.cells}>
        {Array.from({ length: SMS_CODE_DIGITS }, (_, index) => (
          <input
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className={styles.cell}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the code screen exists to take this code
            autoFocus={autoFocus === true && index === 0}
            aria-label={t('ui.otpDigit', { index: index + 1, count: SMS_CODE_DIGITS })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={code[index] ?? ''}
            onChange={(event) => onInput(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={onPaste}
            onFocus={(event) => {
              if (index > code.length) focusCell(code.length);
              else event.currentTarget.select();
            }}
          />
        ))}
      </div>
      <div id={errorId} className={styles.error} aria-live="polite">
        {error}
      </div>
    </fieldset>
  );
}
