// `@perya/ui/themes/child`: the child brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { baseFlags } from '../tokens';
import { childThemeClass } from './theme.css';
import { childTokens } from './tokens';

export const childTheme: Theme = { name: 'child', className: childThemeClass, flags: baseFlags };
export { childTokens };
export default childTheme;
