// `@perya/ui/themes/main`: the main brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { baseFlags } from '../tokens';
import { mainThemeClass } from './theme.css';
import { mainTokens } from './tokens';

export const mainTheme: Theme = { name: 'main', className: mainThemeClass, flags: baseFlags };
export { mainTokens };
export default mainTheme;
