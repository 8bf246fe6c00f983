// Applies the root font size rule (spec §9) to a page and keeps it applied as the viewport changes.
import { rootFontSize } from '@perya/domain';

/** The parts of `window` the helper uses, so tests and other hosts can pass their own. */
export interface RootFontWindow {
  readonly innerWidth: number;
  readonly innerHeight: number;
  readonly document: { readonly documentElement: { readonly style: { fontSize: string } } };
  addEventListener(type: 'resize' | 'orientationchange', listener: () => void): void;
  removeEventListener(type: 'resize' | 'orientationchange', listener: () => void): void;
}

/**
 * Sets `<html>`'s font size to 16 × min(width, height) / 375 px now and on every resize or
 * orientation change, so a layout sized in rem at 375 px scales on every phone. Returns a
 * function that stops listening.
 */
export function applyRootFontSize(win: RootFontWindow): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSize(win.innerWidth, win.innerHeight)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}
