// Styles of a withdrawal's speed-up and rating actions (WithdrawalActions.tsx) from the theme contract.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** The compact form inside a record line: the whole width under the record's two columns. */
export const inRow = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

export const stars = style({ display: 'flex', gap: vars.space.xxs, margin: 0, padding: 0, border: 0 });
export const legend = style({ marginBottom: vars.space.xs, padding: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

/** One star: a full touch target; the radio inside it is hidden, its focus shows on the star. */
export const star = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  color: vars.color.borderStrong,
  fontSize: vars.font.size.display,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&[data-on="true"]': { color: vars.color.accent },
    '&:focus-within': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
export const radio = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' });

export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '5.5em',
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
  resize: 'vertical',
  ':focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

/** The stars of a rating already given, as text. */
export const given = style({ color: vars.color.accent, letterSpacing: '0.1em' });

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.md,
  color: vars.color.text,
  selectors: {
    '&[data-tone="error"]': { color: vars.color.danger },
    // Empty until the tap answers: still in the accessibility tree (announced when filled), but no
    // blank line under the button.
    '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden' },
  },
});
