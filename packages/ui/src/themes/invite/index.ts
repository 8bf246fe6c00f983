// `@perya/ui/themes/invite`: the invite brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { inviteThemeClass } from './theme.css';
import { inviteTokens } from './tokens';

export const inviteTheme: Theme = { name: 'invite', className: inviteThemeClass, tokens: inviteTokens };
export { inviteTokens };
export default inviteTheme;
