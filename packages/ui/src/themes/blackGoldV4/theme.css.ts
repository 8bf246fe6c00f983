// The blackGoldV4 theme class: every contract variable set from blackGoldV4Tokens.
import { makeThemeClass } from '../makeTheme';
import { blackGoldV4Tokens } from './tokens';

export const blackGoldV4ThemeClass = makeThemeClass(blackGoldV4Tokens, 'blackGoldV4');
