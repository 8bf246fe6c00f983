// The few layouts of the wallet's cash-in side that ui's primitives do not draw: the payment
// channels' tile grid, a list without the browser's bullets, the primary action that stays in
// reach at the foot of the form, and the waiting step's status light. Theme contract values only.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** Payment channels two to a row (three when there are exactly three, so none sits alone). */
export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  selectors: { '&[data-count="3"]': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A channel tile's inside: the mark over the name, centred, the tile's full width. */
export const channelBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.35 },
  '100%': { opacity: 1 },
});

/** A list drawn by Stack (`as="ul"`): no bullets or indent of the browser's own. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The waiting step's light on the amount panel, breathing unless the player asked for less motion. */
export const statusLight = style({
  display: 'inline-block',
  flexShrink: 0,
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.onPrimary,
  animation: `${pulse} 1.6s ${vars.motion.easing.out} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** The QR code on white in a frame, so a scanner reads it on dark brands too. */
export const qrFrame = style({
  display: 'flex',
  justifyContent: 'center',
  alignSelf: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The result's round mark (✓, …, !) in the status colour. */
export const resultMark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'center',
  width: `calc(${vars.size.controlLg} * 1.25)`,
  height: `calc(${vars.size.controlLg} * 1.25)`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.onPrimary,
  background: vars.color.pending,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.success },
    '&[data-tone="danger"]': { background: vars.color.danger },
  },
});

/** A numbered step of the waiting step's instructions. */
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** An icon beside a wallet's name: the icons take the size of their box, so the box is sized here. */
export const labelIcon = style({
  display: 'inline-block',
  flex: 'none',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  marginInlineEnd: vars.space.xxs,
  verticalAlign: 'text-bottom',
});
/** The main wallet's mark in the hero card's corner. */
export const heroIcon = style({ display: 'block', width: vars.size.iconLg, height: vars.size.iconLg, opacity: 0.85 });
