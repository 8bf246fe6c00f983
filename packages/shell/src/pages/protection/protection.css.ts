// The identity check's stepper (dots joined by a line): the one drawing of these pages that no ui
// component makes; theme tokens only.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

const dotBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** A step's dot: done (a check), the current one, one still to come; a refused check is current in danger. */
export const stepDot = styleVariants({
  done: [dotBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  current: [dotBase, { background: vars.color.surface, color: vars.color.link, border: `${vars.size.focusRingWidth} solid ${vars.color.link}` }],
  refused: [dotBase, { background: vars.color.dangerFill, color: vars.color.onDangerFill }],
  todo: [dotBase, { background: vars.color.surfaceSunken, color: vars.color.textMuted, border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}` }],
});

/** The line on either side of a dot, filled once the step before it is done (none past the ends). */
const lineBase = style({ flex: 1, height: vars.size.focusRingWidth, borderRadius: vars.radius.full });
export const stepLine = styleVariants({
  done: [lineBase, { background: vars.color.primary }],
  todo: [lineBase, { background: vars.color.border }],
  none: [lineBase, { background: 'transparent' }],
});
