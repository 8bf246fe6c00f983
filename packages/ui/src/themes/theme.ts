// What a brand theme subpath (`@perya/ui/themes/<name>`) exports.
import type { ThemeFlags, ThemeName } from './tokens';

export interface Theme {
  readonly name: ThemeName;
  /** Put it on the root element (or ThemeProvider does): sets every contract variable. */
  readonly className: string;
  /**
   * The theme's markup-level choices (its tokens' `flags`). The resolved tokens themselves are the
   * subpath's `<name>Tokens` export (contrast checks, Storybook): not carried here, so an app's
   * first load holds only the class name, not every token value again.
   */
  readonly flags: ThemeFlags;
}
