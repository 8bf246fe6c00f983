// Toasts: a short message that closes itself after TOAST_DURATION_MS, one at a time in the order
// they were raised (spec §4 "Toast closes after 3 seconds"), announced by screen readers.
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@perya/domain';
import type { ToastEntry, ToastTone } from '../popupStore';
import * as css from './Toast.css';

export interface ToastProps {
  message: string;
  tone?: ToastTone;
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const path =
    tone === 'success'
      ? 'M5 12.5l4.5 4.5L19 7.5'
      : tone === 'error'
        ? 'M12 7v6M12 16.5v.5'
        : 'M12 11v6M12 7.5v.5';
  return (
    <svg className={`${css.icon} ${css.tone[tone]}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {tone === 'success' ? null : <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="2" />}
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One toast, as drawn. */
export function Toast({ message, tone = 'info' }: ToastProps) {
  return (
    <div className={css.toast} data-tone={tone}>
      <ToneIcon tone={tone} />
      <span>{message}</span>
    </div>
  );
}

export interface ToastViewportProps {
  /** The queue; the first is shown. */
  toasts: readonly ToastEntry[];
  /** Called when the shown toast's time is up. */
  onDismiss: (key: number) => void;
  /** Spec §9 toast 3000 ms; only stories slow it down. */
  durationMs?: number;
}

/**
 * The live region toasts appear in. It is always rendered (empty when idle) because screen readers
 * only announce changes to a live region that already exists.
 */
export function ToastViewport({ toasts, onDismiss, durationMs = TOAST_DURATION_MS }: ToastViewportProps) {
  const current = toasts[0];
  const key = current?.key;
  useEffect(() => {
    if (key === undefined) return;
    const timer = setTimeout(() => onDismiss(key), durationMs);
    return () => clearTimeout(timer);
  }, [key, onDismiss, durationMs]);

  return (
    <div className={css.viewport} role="status" aria-live="polite" aria-atomic="true" data-snapshot="empty">
      {current ? <Toast key={current.key} message={current.message} tone={current.tone} /> : null}
    </div>
  );
}
