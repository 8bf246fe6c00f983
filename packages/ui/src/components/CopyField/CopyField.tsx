// A value the player copies: invite link, Pix code, order number (spec §2 deposit "copyable
// code"). Success and the spec §8 "copy failed" message are shown beside it and announced.
import { useEffect, useId, useRef, useState } from 'react';
import { useMessageText, useUiText } from '../../i18n';
import * as css from './CopyField.css';

/** The clipboard call the field uses; injected in tests, navigator.clipboard by default. */
export type WriteText = (text: string) => Promise<void>;

/** How long the "Copied" feedback stays. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copy with the async Clipboard API, falling back to execCommand where it is missing (plain
 * http, old Android WebViews). Resolves false when neither worked.
 */
export async function copyText(text: string, writeText?: WriteText): Promise<boolean> {
  const write = writeText ?? (typeof navigator !== 'undefined' && navigator.clipboard
    ? (t: string) => navigator.clipboard.writeText(t)
    : undefined);
  if (write) {
    try {
      await write(text);
      return true;
    } catch {
      // Permission refused or no user gesture: try the old way before reporting a failure.
    }
  }
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export interface CopyFieldProps {
  value: string;
  /** What the value is ("Invite link"), translated. */
  label: string;
  copyLabel?: string;
  copiedText?: string;
  /** Default: the translation of the spec §8 message "copy failed" (messages.copyFailed). */
  copyFailedText?: string;
  onCopied?: () => void;
  onCopyFailed?: () => void;
  writeText?: WriteText;
}

export function CopyField({
  value,
  label,
  copyLabel: copyLabelProp,
  copiedText: copiedTextProp,
  copyFailedText: copyFailedTextProp,
  onCopied,
  onCopyFailed,
  writeText,
}: CopyFieldProps) {
  const t = useUiText();
  const messageText = useMessageText();
  const copyLabel = copyLabelProp ?? t('common.copy');
  const copiedText = copiedTextProp ?? t('common.copied');
  const copyFailedText = copyFailedTextProp ?? messageText('copyFailed');
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<'idle' | 'success' | 'error'>('idle');

  useEffect(() => {
    if (result !== 'success') return;
    const timer = setTimeout(() => setResult('idle'), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [result]);

  const onCopy = async () => {
    const ok = await copyText(value, writeText);
    setResult(ok ? 'success' : 'error');
    if (ok) {
      onCopied?.();
    } else {
      // Leave the text selected so the player can copy it by hand.
      inputRef.current?.select();
      onCopyFailed?.();
    }
  };

  return (
    <div className={css.root}>
      <label className={css.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={css.row}>
        <input
          ref={inputRef}
          id={inputId}
          className={css.value}
          value={value}
          readOnly
          aria-describedby={statusId}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className={css.button} onClick={onCopy} aria-label={`${copyLabel}: ${label}`}>
          {copyLabel}
        </button>
      </div>
      <p
        id={statusId}
        className={`${css.status} ${result === 'idle' ? '' : css.tone[result]}`}
        role="status"
        aria-live="polite"
      >
        {result === 'success' ? copiedText : result === 'error' ? copyFailedText : ''}
      </p>
    </div>
  );
}
