import { describe, expect, it } from 'vitest';
import { applyRootFontSize, type RootFontWindow } from './rootFontSize';

function fakeWindow(width: number, height: number) {
  const target = new EventTarget();
  const win = {
    innerWidth: width,
    innerHeight: height,
    document: { documentElement: { style: { fontSize: '' } } },
    addEventListener: (type: string, fn: () => void) => target.addEventListener(type, fn),
    removeEventListener: (type: string, fn: () => void) => target.removeEventListener(type, fn),
    resize(w: number, h: number) {
      win.innerWidth = w;
      win.innerHeight = h;
      target.dispatchEvent(new Event('resize'));
    },
  };
  return win satisfies RootFontWindow;
}

describe('applyRootFontSize (spec §9)', () => {
  it('sets the root font from the narrower viewport side and follows resizes until stopped', () => {
    const win = fakeWindow(375, 812);
    const stop = applyRootFontSize(win);
    expect(win.document.documentElement.style.fontSize).toBe('16px');

    win.resize(750, 1400);
    expect(win.document.documentElement.style.fontSize).toBe('32px');

    stop();
    win.resize(375, 812);
    expect(win.document.documentElement.style.fontSize).toBe('32px');
  });

  it('works on the real window', () => {
    const stop = applyRootFontSize(window);
    const expected = (16 * Math.min(window.innerWidth, window.innerHeight)) / 375;
    expect(document.documentElement.style.fontSize).toBe(`${expected}px`);
    stop();
  });
});
