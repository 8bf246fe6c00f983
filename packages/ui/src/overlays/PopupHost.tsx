// The React side of the overlay store: renders the popup stack and the toast queue, locks page
// scrolling while a popup is open (spec §2) and gives components usePopups() / useToast().
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { POPUP_SETS, type PopupId, type PopupSetName } from '../popups/ids';
import { EAGER_POPUPS } from '../popups/eager';
import type { PopupComponentProps, PopupProps } from '../popups/types';
import { createPopupStore } from './popupStore';
import type { OpenOptions, OverlaySnapshot, PopupEntry, PopupHandle, PopupStore, ToastOptions } from './popupStore';
import { lockScroll } from './scrollLock';
import { useThemeRootElement } from '../themes/ThemeProvider';
import { ToastViewport } from './Toast/Toast';

const StoreContext = createContext<PopupStore | null>(null);

export interface PopupHostProps {
  /** The popup sets this brand renders (brand config); opening another set's popup is refused. */
  sets: readonly PopupSetName[];
  /** A store made by the caller (to open popups from outside React); default: the host makes one. */
  store?: PopupStore;
  /**
   * The element the page scrolls in, when it is not the document (a kept-alive main container,
   * spec §2). Its scroll position is kept while popups are open.
   */
  scrollContainer?: () => HTMLElement | null;
  /** Translated label of every popup's close button. */
  closeLabel?: string;
  /**
   * Where overlays are mounted; default the nearest ThemeProvider's root (so popups keep the
   * brand's variables), else document.body. Put the host inside the ThemeProvider.
   */
  container?: Element | null;
  children?: ReactNode;
}

function useStore(): PopupStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePopups/useToast must be used inside <PopupHost>.');
  return store;
}

function useSnapshot(store: PopupStore): OverlaySnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

type AnyPopup = ComponentType<PopupComponentProps<PopupId>>;

/**
 * The component of each popup id: toast and loading at hand, every other one a React.lazy of its
 * loader (one chunk per popup, see popups/loaders.ts; the map of loaders is a chunk of its own,
 * fetched with the first such popup), fetched on its first open and kept.
 */
const POPUP_COMPONENTS = Object.fromEntries(
  [...new Set<PopupId>(Object.values(POPUP_SETS).flat())].map((id) => [
    id,
    id === 'toast' || id === 'loading'
      ? EAGER_POPUPS[id]
      : lazy(() =>
          import('../popups/loaders')
            .then((m) => (m.POPUP_LOADERS[id] as () => Promise<AnyPopup>)())
            .then((loaded) => ({ default: loaded })),
        ),
  ]),
) as Record<PopupId, AnyPopup>;

function PopupLayer({ entry, active, closeLabel, store }: { entry: PopupEntry; active: boolean; closeLabel: string | undefined; store: PopupStore }) {
  const Component = POPUP_COMPONENTS[entry.id];
  const close = useCallback(() => store.close(entry.handle), [store, entry.handle]);
  return (
    <Suspense fallback={null}>
      <Component
        {...(entry.props as PopupComponentProps<PopupId>)}
        {...(entry.dismissible ? { onClose: close } : {})}
        {...(closeLabel === undefined ? {} : { closeLabel })}
        active={active}
        returnFocusTo={entry.opener}
      />
    </Suspense>
  );
}

/** Renders the overlays of one store and provides it to usePopups() / useToast() below. */
export function PopupHost({ sets, store: given, scrollContainer, closeLabel, container, children }: PopupHostProps) {
  const [own] = useState(() => given ?? createPopupStore({ sets }));
  const store = given ?? own;
  // The host's sets are the brand's choice; a store made elsewhere follows them.
  if (store.sets.join() !== sets.join()) store.setSets(sets);

  const { stack, toasts } = useSnapshot(store);
  const locked = stack.length > 0;
  useEffect(() => {
    if (!locked) return;
    return lockScroll(scrollContainer?.() ?? null);
    // The container is read when the lock starts; it is not expected to change while locked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locked]);

  const dismissToast = useCallback((key: number) => store.dismissToast(key), [store]);
  const themeRoot = useThemeRootElement();
  const target = container ?? themeRoot;
  const overlays = (
    <>
      {stack.map((entry, index) => (
        <PopupLayer
          key={entry.handle.key}
          entry={entry}
          active={index === stack.length - 1}
          closeLabel={closeLabel}
          store={store}
        />
      ))}
      <ToastViewport toasts={toasts} onDismiss={dismissToast} />
    </>
  );

  return (
    <StoreContext.Provider value={store}>
      {children}
      {target ? createPortal(overlays, target) : null}
    </StoreContext.Provider>
  );
}

export interface PopupsApi {
  open<Id extends PopupId>(id: Id, props: PopupProps<Id>, options?: OpenOptions): PopupHandle<Id>;
  close(target: PopupHandle | PopupId): void;
  closeAll(): void;
  /** Open popups, bottom first. */
  stack: readonly PopupEntry[];
}

/** Open and close popups of the nearest PopupHost. */
export function usePopups(): PopupsApi {
  const store = useStore();
  const { stack } = useSnapshot(store);
  return useMemo(
    () => ({
      open: store.open,
      close: store.close,
      closeAll: store.closeAll,
      stack,
    }),
    [store, stack],
  );
}

/** `const toast = useToast(); toast('Saved')`: queue a toast on the nearest PopupHost. */
export function useToast(): (message: string, options?: ToastOptions) => number {
  const store = useStore();
  return useCallback((message: string, options?: ToastOptions) => store.toast(message, options), [store]);
}
