// `@perya/ui/themes/invite`: the invite brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { inviteThemeClass } from './theme.css';
import { inviteFlags, inviteTokens } from './tokens';

export const inviteTheme: Theme = { name: 'invite', className: inviteThemeClass, flags: inviteFlags };
export { inviteTokens };
export default inviteTheme;
