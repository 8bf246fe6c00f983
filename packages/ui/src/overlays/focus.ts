// Focus helpers for modal popups: keep Tab inside the top popup and find where focus starts.

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[inert]') && !el.hidden && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Where focus goes when a popup opens: an element marked `data-autofocus`, else the first
 * focusable one that is not the close button (so a screen reader starts with the content), else
 * the panel itself.
 */
export function initialFocusIn(panel: HTMLElement): HTMLElement {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const items = focusableIn(panel);
  return items.find((el) => !el.hasAttribute('data-close')) ?? items[0] ?? panel;
}

/** Wrap Tab / Shift+Tab around the ends of `panel`. Returns true when it moved focus. */
export function trapTab(event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void }, panel: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableIn(panel);
  const first = items[0];
  const last = items[items.length - 1];
  const active = panel.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return true;
  }
  if (event.shiftKey && (active === first || active === panel || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
