// A real QR code for a string (deposit QR / Pix code, invite link; spec §1, §2), drawn as one SVG
// path so it stays sharp at every root font size.
import { useMemo } from 'react';
import QRCode from 'qrcode';
import * as css from './QrCode.css';
import { useUiText } from '../../i18n';

export const QR_SIZES = ['sm', 'md', 'lg'] as const;
export type QrSize = (typeof QR_SIZES)[number];
export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Modules of white border the QR standard asks for around the code. */
const QUIET_ZONE = 4;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** dark(x, y) for 0 <= x, y < size. */
  dark: (x: number, y: number) => boolean;
}

/** Encode `value`; throws when it does not fit in a QR code (about 2.3 kB at level M). */
export function encodeQr(value: string, errorCorrection: QrErrorCorrection = 'M'): QrMatrix {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: errorCorrection });
  return { size: modules.size, dark: (x, y) => Boolean(modules.get(y, x)) };
}

/** The SVG path of the dark modules, offset by the quiet zone; runs in a row share one rectangle. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.dark(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.dark(x, y)) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join('');
}

/**
 * The code as a PNG (dark on white, quiet zone included, `scale` pixels per module): what a player
 * saves to the gallery to pay with an e-wallet's "upload QR" (GCash, Maya). Null when the value does
 * not fit in a QR code or the browser cannot draw.
 */
export function qrPngBlob(value: string, options: { scale?: number; errorCorrection?: QrErrorCorrection; doc?: Document } = {}): Promise<Blob | null> {
  const { scale = 8, errorCorrection = 'M', doc = document } = options;
  let matrix: QrMatrix;
  try {
    matrix = encodeQr(value, errorCorrection);
  } catch {
    return Promise.resolve(null);
  }
  const side = (matrix.size + QUIET_ZONE * 2) * scale;
  const canvas = doc.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  // Scanners read dark modules on a light ground, whatever the brand's theme.
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = '#000000';
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.dark(x, y)) ctx.fillRect((x + QUIET_ZONE) * scale, (y + QUIET_ZONE) * scale, scale, scale);
    }
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}

export interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers: "QR code of your deposit" (translated). */
  label: string;
  size?: QrSize;
  errorCorrection?: QrErrorCorrection;
  /** Shown when the value is too long for a QR code (translated). */
  errorText?: string;
}

export function QrCode({
  value,
  label,
  size = 'md',
  errorCorrection = 'M',
  errorText: errorTextProp,
}: QrCodeProps) {
  const t = useUiText();
  const errorText = errorTextProp ?? t('ui.qrTooLong');
  const drawn = useMemo(() => {
    try {
      const matrix = encodeQr(value, errorCorrection);
      return { side: matrix.size + QUIET_ZONE * 2, path: qrPath(matrix) };
    } catch {
      return null;
    }
  }, [value, errorCorrection]);

  if (!drawn) {
    return (
      <div className={`${css.error} ${css.size[size]}`} role="img" aria-label={`${label}: ${errorText}`}>
        {errorText}
      </div>
    );
  }
  return (
    <svg
      className={`${css.code} ${css.size[size]}`}
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      role="img"
      aria-label={label}
      focusable="false"
      data-qr-value={value}
    >
      <path className={css.modules} d={drawn.path} />
    </svg>
  );
}
