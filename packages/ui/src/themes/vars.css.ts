// The theme contract: CSS custom properties every component reads and every brand theme fills.
import { createThemeContract } from '@vanilla-extract/css';
import { baseTokens } from './tokens';
import { toCssValues } from './cssValues';

/**
 * `vars.color.primary`, `vars.space.md`, `vars.zIndex.popup`, ... The shape comes from the base
 * tokens, so a token added to ThemeTokens appears here and must be given by every theme.
 */
export const vars = createThemeContract(toCssValues(baseTokens));
