// The main theme class: every contract variable set from mainTokens.
import { makeThemeClass } from '../makeTheme';
import { mainTokens } from './tokens';

export const mainThemeClass = makeThemeClass(mainTokens, 'main');
