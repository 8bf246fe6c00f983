// The blackGoldV3 theme class: every contract variable set from blackGoldV3Tokens.
import { makeThemeClass } from '../makeTheme';
import { blackGoldV3Tokens } from './tokens';

export const blackGoldV3ThemeClass = makeThemeClass(blackGoldV3Tokens, 'blackGoldV3');
