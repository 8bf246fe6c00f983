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
      // DESIGN.md: respect prefers-reduced-motion: no entry motion at all, popups appear in their
      // final state (nothing in the UI waits for animationend/transitionend).
      '(prefers-reduced-motion: reduce)': {
        vars: assignVars(vars.motion.duration, { fast: '0s', base: '0s', slow: '0s' }),
      },
    },
  });
  return className;
}
