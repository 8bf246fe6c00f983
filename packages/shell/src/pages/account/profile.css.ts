// What the profile draws that no ui component does: the avatar choice grid and the password form's
// anchor clearing the sticky nav bar.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const avatarGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.sm, justifyItems: 'center' });
/** /profile#password scrolls the form under the nav bar, not behind it. */
export const anchored = style({ scrollMarginTop: vars.size.navBar });
