// `@perya/ui/themes/child`: the child brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { childThemeClass } from './theme.css';
import { childTokens } from './tokens';

export const childTheme: Theme = { name: 'child', className: childThemeClass, tokens: childTokens };
export { childTokens };
export default childTheme;
