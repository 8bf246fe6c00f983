// The child theme class: every contract variable set from childTokens.
import { makeThemeClass } from '../makeTheme';
import { childTokens } from './tokens';

export const childThemeClass = makeThemeClass(childTokens, 'child');
