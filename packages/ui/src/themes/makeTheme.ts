// Builds one brand's theme class on the contract. Call it only from a *.css.ts file.
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { toCssValues } from './cssValues';
import type { ThemeTokens } from './tokens';

/** Returns the class that sets every contract variable for these tokens. */
export function makeThemeClass(tokens: ThemeTokens, debugId: string): string {
  const className = createTheme(vars, toCssValues(tokens), debugId);
  globalStyle(className, {
    colorScheme: tokens.colorScheme,
    '@media': {
      // DESIGN.md: respect prefers-reduced-motion. Durations near zero keep transitionend firing.
      '(prefers-reduced-motion: reduce)': {
        vars: assignVars(vars.motion.duration, { fast: '1ms', base: '1ms', slow: '1ms' }),
      },
    },
  });
  return className;
}
