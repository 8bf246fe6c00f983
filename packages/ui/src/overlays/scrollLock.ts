// Locks page scrolling while popups are open (spec §2 "popups lock page scrolling while open") and
// puts the reader back exactly where they were when the last popup closes.

/** Release a lock; the scroll position comes back when the last lock on a target is released. */
export type ScrollUnlock = () => void;

interface LockState {
  count: number;
  restore: () => void;
}

// Locks are counted per scrolling element: two hosts (or a host and a sheet) locking the same page
// must not restore it twice. Keyed weakly so nothing outlives its document.
const locks = new WeakMap<Element, LockState>();

function lockDocument(doc: Document): () => void {
  const win = doc.defaultView;
  const body = doc.body;
  const x = win?.scrollX ?? 0;
  const y = win?.scrollY ?? 0;
  const saved = {
    position: body.style.position,
    top: body.style.top,
    left: body.style.left,
    right: body.style.right,
    overflow: body.style.overflow,
    width: body.style.width,
  };
  // position: fixed with a negative top is the one lock iOS Safari honours; overflow alone is
  // ignored there. The page looks unmoved because the offset equals the scroll position.
  body.style.position = 'fixed';
  body.style.top = `${-y}px`;
  body.style.left = `${-x}px`;
  body.style.right = '0';
  body.style.width = '100%';
  body.style.overflow = 'hidden';
  return () => {
    Object.assign(body.style, saved);
    win?.scrollTo(x, y);
  };
}

function lockElement(element: HTMLElement): () => void {
  const top = element.scrollTop;
  const left = element.scrollLeft;
  const overflow = element.style.overflow;
  element.style.overflow = 'hidden';
  return () => {
    element.style.overflow = overflow;
    element.scrollTop = top;
    element.scrollLeft = left;
  };
}

/**
 * Lock scrolling of `target` (default: the document). A page whose content scrolls inside a main
 * container (the kept-alive home of spec §2) passes that container instead.
 */
export function lockScroll(target?: HTMLElement | null): ScrollUnlock {
  const doc = target?.ownerDocument ?? (typeof document === 'undefined' ? undefined : document);
  if (!doc) return () => {};
  const key: Element = target ?? doc.documentElement;
  const state = locks.get(key);
  if (state) state.count += 1;
  else locks.set(key, { count: 1, restore: target ? lockElement(target) : lockDocument(doc) });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = locks.get(key);
    if (!current) return;
    current.count -= 1;
    if (current.count === 0) {
      locks.delete(key);
      current.restore();
    }
  };
}
