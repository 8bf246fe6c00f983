// What a brand theme subpath (`@perya/ui/themes/<name>`) exports.
import type { ThemeName, ThemeTokens } from './tokens';

export interface Theme {
  readonly name: ThemeName;
  /** Put it on the root element (or ThemeProvider does): sets every contract variable. */
  readonly className: string;
  /** The resolved tokens: used for contrast checks and for values needed in script (meta theme-color). */
  readonly tokens: ThemeTokens;
}
