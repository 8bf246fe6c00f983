// `@perya/ui/themes/blackGoldV3`: the blackGoldV3 brand theme; an app imports only its own theme's subpath.
import type { Theme } from '../theme';
import { baseFlags } from '../tokens';
import { blackGoldV3ThemeClass } from './theme.css';
import { blackGoldV3Tokens } from './tokens';

export const blackGoldV3Theme: Theme = { name: 'blackGoldV3', className: blackGoldV3ThemeClass, flags: baseFlags };
export { blackGoldV3Tokens };
export default blackGoldV3Theme;
