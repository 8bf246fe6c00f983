// Puts a brand theme on a subtree and tells components which theme they are in.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { baseFlags, type ThemeFlags } from './tokens';
import type { Theme } from './theme';
import { themeRoot } from '../styles/global.css';

interface ThemeContextValue {
  readonly theme: Theme | null;
  /** The element carrying the theme class: popups portal into it so they keep the theme's variables. */
  readonly root: HTMLElement | null;
}

const ThemeContext = createContext<ThemeContextValue>({ theme: null, root: null });

export interface ThemeProviderProps {
  readonly theme: Theme;
  readonly children: ReactNode;
}

/**
 * Renders a themed root element (fills its parent; the page background, text colour and font come
 * from the theme). Several providers may sit side by side, as in the AllThemes stories.
 */
export function ThemeProvider({ theme, children }: ThemeProviderProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <ThemeContext.Provider value={{ theme, root }}>
      <div ref={setRoot} className={`${theme.className} ${themeRoot}`} data-theme={theme.name}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme, or null outside a ThemeProvider. */
export function useTheme(): Theme | null {
  return useContext(ThemeContext).theme;
}

/** Markup-level choices of the current theme (e.g. the dragon cash-out limit popup of invite). */
export function useThemeFlags(): ThemeFlags {
  return useContext(ThemeContext).theme?.flags ?? baseFlags;
}

/** Where a portal should render so it stays inside the theme (document.body outside a provider). */
export function useThemeRootElement(): HTMLElement | null {
  const { root } = useContext(ThemeContext);
  if (root) return root;
  return typeof document === 'undefined' ? null : document.body;
}
