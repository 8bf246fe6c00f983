// The few rules of a withdrawal's speed-up and rating actions (WithdrawalActions.tsx) that layout
// atoms cannot say, from the theme contract.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

/** The compact actions inside a record line: the whole width under the record's two columns. */
export const inRow = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space.xs, alignItems: 'flex-start' });

/** The stars of a rating already given, as text. */
export const given = style({ color: vars.color.accent, letterSpacing: '0.1em' });

export const note = style({
  selectors: {
    // Empty until the tap answers: still in the accessibility tree (announced when filled), but no
    // blank line under the button.
    '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden' },
  },
});
