// A document or selfie taken with the camera (identity checks): a tile the player taps that opens
// the camera (or the photo library), then shows the photo in the same frame with "take it again".
// The file input is visually hidden inside the tile's label, so the whole tile is the target.
import { useId, type Ref } from 'react';
import { visuallyHidden } from '../../styles/global.css';
import * as fieldCss from '../Input/Input.css';
import * as css from './PhotoCapture.css';

export interface PhotoCaptureProps {
  /** What the photo is, above the tile (already translated): "Selfie with your document". */
  readonly label: string;
  /** The tile's call to action (already translated): "Take a photo". */
  readonly actionLabel: string;
  /** Shown over a taken photo (already translated): "Take it again". */
  readonly retakeLabel: string;
  /** The photo taken, as a URL (a data URL); null before one is taken. */
  readonly preview: string | null;
  /** Describes the photo for screen readers (already translated): "Your selfie". */
  readonly previewAlt: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** Which camera a phone opens first: `user` (front, a selfie) or `environment` (back, a document). */
  readonly capture?: 'user' | 'environment';
  /** The file chosen (null when the chooser was left empty). */
  readonly onFile: (file: File | null) => void;
  readonly onBlur?: () => void;
  readonly disabled?: boolean;
  /** The input (a form library focuses a field with an error through it). */
  readonly ref?: Ref<HTMLInputElement> | undefined;
  readonly 'data-testid'?: string;
}

function CameraIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 8.5A1.5 1.5 0 0 1 5.5 7h2.2l1.4-2h5.8l1.4 2h2.2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="13" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

export function PhotoCapture({
  label,
  actionLabel,
  retakeLabel,
  preview,
  previewAlt,
  hint,
  error,
  capture,
  onFile,
  onBlur,
  disabled = false,
  ref,
  'data-testid': testId,
}: PhotoCaptureProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const actionId = `${id}-action`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shownHint = error ? undefined : hint;
  const describedBy = [error ? errorId : null, shownHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldCss.field} data-testid={testId}>
      <span id={labelId} className={fieldCss.label}>
        {label}
      </span>
      <label className={css.tile} data-filled={preview !== null} data-invalid={error ? true : undefined}>
        <input
          ref={ref}
          type="file"
          accept="image/*"
          capture={capture}
          className={visuallyHidden}
          disabled={disabled}
          aria-labelledby={`${labelId} ${actionId}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onBlur={onBlur}
          onChange={(e) => {
            onFile(e.currentTarget.files?.[0] ?? null);
            // The same photo chosen again still reports a change.
            e.currentTarget.value = '';
          }}
        />
        {preview !== null ? (
          <>
            <img className={css.photo} src={preview} alt={previewAlt} />
            <span id={actionId} className={css.retake}>
              <CameraIcon className={css.retakeIcon} />
              {retakeLabel}
            </span>
          </>
        ) : (
          <>
            <CameraIcon className={css.icon} />
            <span id={actionId} className={css.prompt}>
              {actionLabel}
            </span>
          </>
        )}
      </label>
      <div id={errorId} className={fieldCss.error} aria-live="polite">
        {error}
      </div>
      {shownHint ? (
        <div id={hintId} className={fieldCss.hint}>
          {shownHint}
        </div>
      ) : null}
    </div>
  );
}
