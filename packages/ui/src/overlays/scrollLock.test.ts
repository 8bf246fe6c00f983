import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll } from './scrollLock';

describe('lockScroll', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    window.scrollTo(0, 0);
  });

  it('fixes the body at the scroll position and restores it when the last lock is released', () => {
    window.scrollTo(0, 640);
    expect(window.scrollY).toBe(640);
    const unlockA = lockScroll();
    const unlockB = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    expect(document.body.style.overflow).toBe('hidden');
    unlockA();
    expect(document.body.style.position).toBe('fixed');
    unlockA();
    expect(document.body.style.position).toBe('fixed');
    window.scrollTo(0, 0);
    unlockB();
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(640);
  });

  it('locks a scrolling container and gives its position back', () => {
    const main = document.createElement('main');
    document.body.appendChild(main);
    main.scrollTop = 300;
    const unlock = lockScroll(main);
    expect(main.style.overflow).toBe('hidden');
    main.scrollTop = 0;
    unlock();
    expect(main.style.overflow).toBe('');
    expect(main.scrollTop).toBe(300);
    main.remove();
  });
});
