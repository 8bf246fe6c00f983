// WCAG 2.x contrast ratio from CSS colour strings (#rgb, #rrggbb, rgb(), rgba()), used to check
// every theme's text/background pairs (DESIGN.md: every pairing reaches AA).

export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Parses the colour forms the tokens use; throws on anything else so a check cannot pass by accident. */
export function parseColor(input: string): Rgba {
  const s = input.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(s);
  if (hex) {
    const h = hex[1] ?? '';
    const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
    return {
      r: parseInt(full.slice(0, 2), 16),
      g: parseInt(full.slice(2, 4), 16),
      b: parseInt(full.slice(4, 6), 16),
      a: 1,
    };
  }
  const fn = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(s);
  if (fn) {
    return { r: Number(fn[1]), g: Number(fn[2]), b: Number(fn[3]), a: fn[4] === undefined ? 1 : Number(fn[4]) };
  }
  throw new Error(`Cannot parse colour "${input}"`);
}

/** Paints a possibly translucent colour over an opaque one. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + bottom.r * (1 - a),
    g: top.g * a + bottom.g * (1 - a),
    b: top.b * a + bottom.b * (1 - a),
    a: 1,
  };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(c: Rgba): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

/**
 * Contrast of `foreground` on `background`. Translucent colours are painted over `backdrop`
 * (the page) first, the way the browser shows them.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#FFFFFF'): number {
  const base = composite(parseColor(backdrop), { r: 255, g: 255, b: 255, a: 1 });
  const bg = composite(parseColor(background), base);
  const fg = composite(parseColor(foreground), bg);
  const l1 = relativeLuminance(fg);
  const l2 = relativeLuminance(bg);
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA thresholds: body text, and large text or UI parts (outlines, focus rings, icons). */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;
