// Turns design tokens (pixels at the 375 px design width) into the CSS values of the theme contract.
import type { ThemeTokens } from './tokens';

/** The width the layouts are drawn at; one rem is 16 px there (spec §9 root font rule). */
export const DESIGN_WIDTH_PX = 375;
const REM_PX = 16;

/** 24 → "1.5rem": scales with the root font size. */
export function rem(px: number): string {
  if (px === 0) return '0';
  return `${Number((px / REM_PX).toFixed(4))}rem`;
}

type Strings<T> = { readonly [K in keyof T]: string };
type RemMap<T> = Strings<T>;

function mapValues<T extends object>(obj: T, fn: (value: T[keyof T]) => string): Strings<T> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = fn(v as T[keyof T]);
  return out as Strings<T>;
}

export function gradient(stops: { from: string; to: string }): string {
  return `linear-gradient(135deg, ${stops.from} 0%, ${stops.to} 100%)`;
}

/** The contract's values for one token set (everything but `flags`, which is not CSS). */
export function toCssValues(t: ThemeTokens) {
  return {
    colorScheme: t.colorScheme,
    color: { ...t.color },
    game: { ...t.game },
    art: { ...t.art },
    gradient: { primary: gradient(t.gradient.primary), accent: gradient(t.gradient.accent) },
    font: {
      family: t.font.family,
      size: mapValues(t.font.size, rem) as RemMap<ThemeTokens['font']['size']>,
      lineHeight: mapValues(t.font.lineHeight, String),
      weight: mapValues(t.font.weight, String),
    },
    space: mapValues(t.space, rem),
    radius: { ...mapValues(t.radius, rem), full: '9999px' },
    size: {
      ...mapValues(t.size, rem),
      // A touch target keeps 44 CSS px even where the root font makes a rem smaller (WCAG 2.5.5).
      touchTarget: `max(${rem(t.size.touchTarget)}, ${t.size.touchTarget}px)`,
      // Hairlines stay hairlines at every scale.
      borderWidth: `${t.size.borderWidth}px`,
      focusRingWidth: `${t.size.focusRingWidth}px`,
    },
    shadow: { ...t.shadow },
    zIndex: mapValues(t.zIndex, String),
    motion: {
      duration: mapValues(t.motion.duration, (ms) => `${ms}ms`),
      easing: { ...t.motion.easing },
    },
    illustration: { ...t.illustration },
  };
}

export type ThemeCssValues = ReturnType<typeof toCssValues>;
