import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

/** How long one pass of the list takes: set per list length by the component. */
export const duration = createVar();

const slide = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

const reduced = '(prefers-reduced-motion: reduce)';

/** One fixed height, wins or not: the page below never moves when the first win arrives. */
export const frame = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: vars.size.touchTarget,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const title = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  minHeight: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.gradient.accent,
  color: vars.color.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

/** The icon's box: the glyphs fill whatever box they are given. */
export const icon = style({ display: 'inline-flex', width: vars.font.size.md, height: vars.font.size.md, flexShrink: 0 });

/** The moving window; focusable so a keyboard can stop it (and scroll it when motion is reduced). */
export const viewport = style([
  focusRing,
  {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    maskImage: `linear-gradient(90deg, transparent, ${vars.color.text} ${vars.space.md}, ${vars.color.text} calc(100% - ${vars.space.md}), transparent)`,
    '@media': { [reduced]: { overflowX: 'auto', scrollbarWidth: 'none', maskImage: 'none' } },
  },
]);

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${slide} ${duration} linear infinite`,
  selectors: { [`${viewport}:hover &, ${viewport}:focus-within &, ${viewport}:focus &`]: { animationPlayState: 'paused' } },
  '@media': { [reduced]: { animation: 'none' } },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

/** The second copy that makes the loop seamless: not there for screen readers, nor without motion. */
export const copy = style({ '@media': { [reduced]: { display: 'none' } } });

export const item = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const name = style({ fontWeight: vars.font.weight.semibold });
export const amount = style({ color: vars.color.success, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const game = style({ color: vars.color.textMuted });

/** No wins yet: a still line in the frame, three marquee bulbs glowing in turn before it. */
export const idle = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const idleText = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const idleLights = style({ display: 'inline-flex', gap: vars.space.xxs, flexShrink: 0 });

const glow = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });

export const idleLight = style({
  width: vars.space.xs,
  height: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  opacity: 0.35,
  animation: `${glow} calc(${vars.motion.duration.slow} * 7) ${vars.motion.easing.inOut} infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: `calc(${vars.motion.duration.base} * 1.5)` },
    '&:nth-child(3)': { animationDelay: `calc(${vars.motion.duration.base} * 3)` },
  },
  '@media': { [reduced]: { animation: 'none', opacity: 1 } },
});
