// `@perya/ui/themes/blackGoldV4`: the blackGoldV4 brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { baseFlags } from '../tokens';
import { blackGoldV4ThemeClass } from './theme.css';
import { blackGoldV4Tokens } from './tokens';

export const blackGoldV4Theme: Theme = { name: 'blackGoldV4', className: blackGoldV4ThemeClass, flags: baseFlags };
export { blackGoldV4Tokens };
export default blackGoldV4Theme;
