// The per-host overlay store: a stack of open popups and a queue of toasts. Framework-free so the
// shell can open a popup or toast from outside React (for example the API client's error toast,
// spec §8); React reads it through useSyncExternalStore in PopupHost.
import type { PopupId, PopupSetName } from '../popups/ids';
import { POPUP_SET_NAMES, popupIdsOf } from '../popups/ids';
import type { PopupProps } from '../popups/types';

/** Tone of a toast: decides its colour and icon, never its timing. */
export const TOAST_TONES = ['info', 'success', 'error'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

export interface ToastOptions {
  tone?: ToastTone;
}

export interface ToastEntry {
  readonly key: number;
  readonly message: string;
  readonly tone: ToastTone;
}

/** What open() gives back: close it later, or compare it with close(handle). */
export interface PopupHandle<Id extends PopupId = PopupId> {
  readonly key: number;
  readonly id: Id;
  close(): void;
}

export interface OpenOptions {
  /** Called once when the popup leaves the stack, however it was closed. */
  onClosed?: () => void;
  /**
   * Whether Escape and the backdrop close it. Default true; the loading overlay is never
   * dismissible (the start-up sequence of spec §4 hides it).
   */
  dismissible?: boolean;
}

export interface PopupEntry<Id extends PopupId = PopupId> {
  readonly handle: PopupHandle<Id>;
  readonly id: Id;
  readonly props: PopupProps<Id>;
  readonly dismissible: boolean;
  /** The element that had focus when the popup opened: focus goes back there (a11y). */
  readonly opener: Element | null;
}

export interface OverlaySnapshot {
  /** Open popups, bottom first; the last one is on top and is the only interactive one. */
  readonly stack: readonly PopupEntry[];
  /** Pending toasts in order; only the first is shown (one at a time, spec §4). */
  readonly toasts: readonly ToastEntry[];
}

export interface PopupStore {
  getSnapshot(): OverlaySnapshot;
  subscribe(listener: () => void): () => void;
  open<Id extends PopupId>(id: Id, props: PopupProps<Id>, options?: OpenOptions): PopupHandle<Id>;
  /** Close one popup (by handle) or every open popup with that id. */
  close(target: PopupHandle | PopupId): void;
  /**
   * Change some props of an open popup (a countdown, busy, an error): it re-renders in place and
   * keeps what the player typed. A popup already closed is left alone.
   */
  update<Id extends PopupId>(handle: PopupHandle<Id>, props: Partial<PopupProps<Id>>): void;
  closeAll(): void;
  /**
   * Queue a toast; it shows after the ones before it. Returns its key. A message already waiting or
   * shown is not queued twice (its key is returned).
   */
  toast(message: string, options?: ToastOptions): number;
  /** Remove a toast (the viewport calls it when the toast's time is up). */
  dismissToast(key: number): void;
  /** The sets this store may open; a host replaces them with its own `sets` prop. */
  setSets(sets: readonly PopupSetName[]): void;
  readonly sets: readonly PopupSetName[];
}

export interface PopupStoreOptions {
  sets?: readonly PopupSetName[];
  /** Where focus is when a popup opens; injected for tests and for non-DOM hosts. */
  getActiveElement?: () => Element | null;
}

const defaultActiveElement = (): Element | null =>
  typeof document === 'undefined' ? null : document.activeElement;

/** Create a store for one PopupHost. Each host has its own: ui keeps no global popup state. */
export function createPopupStore(options: PopupStoreOptions = {}): PopupStore {
  const getActiveElement = options.getActiveElement ?? defaultActiveElement;
  let sets: readonly PopupSetName[] = options.sets ?? POPUP_SET_NAMES;
  let allowed = popupIdsOf(sets);
  let snapshot: OverlaySnapshot = { stack: [], toasts: [] };
  let nextKey = 1;
  const listeners = new Set<() => void>();
  const onClosed = new Map<number, () => void>();

  const emit = (next: OverlaySnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const removeWhere = (predicate: (entry: PopupEntry) => boolean) => {
    const removed = snapshot.stack.filter(predicate);
    if (removed.length === 0) return;
    emit({ ...snapshot, stack: snapshot.stack.filter((entry) => !predicate(entry)) });
    for (const entry of removed) {
      const callback = onClosed.get(entry.handle.key);
      onClosed.delete(entry.handle.key);
      callback?.();
    }
  };

  const toast = (message: string, toastOptions: ToastOptions = {}): number => {
    // One message is said once: the same words already waiting or on screen (several calls failing
    // for one cause, a retry failing again) are not queued again, or they would stand for 3 s each.
    const same = snapshot.toasts.find((t) => t.message === message);
    if (same) return same.key;
    const key = nextKey++;
    emit({
      ...snapshot,
      toasts: [...snapshot.toasts, { key, message, tone: toastOptions.tone ?? 'info' }],
    });
    return key;
  };

  const store: PopupStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(id, props, openOptions = {}) {
      const key = nextKey++;
      const handle = { key, id, close: () => store.close(handle) };
      if (!allowed.has(id)) {
        // A brand that does not render this set asked for one of its popups: a programming error
        // we report loudly, but the page keeps working (the handle is already closed).
        console.error(`Popup "${id}" is not in this host's sets (${sets.join(', ')}).`);
        return handle;
      }
      if (id === 'toast') {
        const { message, tone } = props as PopupProps<'toast'>;
        toast(message, tone === undefined ? {} : { tone });
        return handle;
      }
      if (openOptions.onClosed) onClosed.set(key, openOptions.onClosed);
      const entry: PopupEntry = {
        handle,
        id,
        props,
        dismissible: openOptions.dismissible ?? id !== 'loading',
        opener: getActiveElement(),
      } as PopupEntry;
      emit({ ...snapshot, stack: [...snapshot.stack, entry] });
      return handle;
    },
    close(target) {
      if (typeof target === 'string') removeWhere((entry) => entry.id === target);
      else removeWhere((entry) => entry.handle.key === target.key);
    },
    update(handle, props) {
      if (snapshot.stack.some((e) => e.handle === handle))
        emit({ ...snapshot, stack: snapshot.stack.map((e) => (e.handle === handle ? ({ ...e, props: { ...e.props, ...props } } as PopupEntry) : e)) });
    },
    closeAll() {
      removeWhere(() => true);
    },
    toast,
    dismissToast(key) {
      if (!snapshot.toasts.some((t) => t.key === key)) return;
      emit({ ...snapshot, toasts: snapshot.toasts.filter((t) => t.key !== key) });
    },
    setSets(next) {
      sets = next;
      allowed = popupIdsOf(next);
    },
    get sets() {
      return sets;
    },
  };
  return store;
}
