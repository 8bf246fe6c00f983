// The modal frame every popup is drawn in: a dialog labelled by its title, a focus trap, Escape to
// close, and focus back to the opener (spec §2 overlay popups; accessibility of the ui package).
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useUiText } from '../../i18n';
import { initialFocusIn, trapTab } from '../focus';
import * as css from './Dialog.css';

export const DIALOG_PLACEMENTS = ['center', 'sheet', 'fullscreen'] as const;
export type DialogPlacement = (typeof DIALOG_PLACEMENTS)[number];

export interface DialogProps {
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  /** Keep the title for screen readers only (a video or artwork that speaks for itself). */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Buttons at the bottom, primary first. */
  actions?: ReactNode;
  /** Artwork above the title (prize, dragon, red bag). Decorative: mark it aria-hidden. */
  illustration?: ReactNode;
  placement?: DialogPlacement;
  /** Close request from Escape, the close button or the backdrop. Omit for a dialog that must stay. */
  onClose?: () => void;
  /** Label of the close button; default the ui text `common.close`. */
  closeLabel?: string;
  /**
   * Only the top popup of a stack is active: it traps focus and answers Escape; the ones below are
   * inert until it closes.
   */
  active?: boolean;
  /** Where focus goes when this dialog unmounts; default: what had focus when it mounted. */
  returnFocusTo?: Element | null;
  /** Layer above everything else (the loading overlay). */
  layer?: 'popup' | 'loading';
  /**
   * Move focus in when it opens (default). A dialog with nothing to use in it (the loading overlay)
   * says what it is as a status instead; the trap still keeps focus off the page under it.
   */
  takesFocus?: boolean;
  /** Extra description for screen readers: the id of an element inside the body. */
  describedBy?: string;
  /** Attribute for tests and analytics; the popup id when the host renders it. */
  'data-popup'?: string;
}

function CloseIcon() {
  return (
    <svg className={css.closeIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A modal dialog. Render it through PopupHost, or alone (stories, tests). */
export function Dialog({
  title,
  hideTitle = false,
  children,
  actions,
  illustration,
  placement = 'center',
  onClose,
  closeLabel,
  active = true,
  returnFocusTo,
  layer = 'popup',
  takesFocus = true,
  describedBy,
  'data-popup': dataPopup,
}: DialogProps) {
  const t = useUiText();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const returnRef = useRef<Element | null | undefined>(returnFocusTo);

  // Remember the opener before moving focus in, and give it back when this dialog goes away.
  useLayoutEffect(() => {
    const doc = panelRef.current?.ownerDocument;
    if (returnRef.current === undefined) returnRef.current = doc?.activeElement ?? null;
    return () => {
      const target = returnRef.current;
      // Deferred so a dialog stacked below (re-activated in the same commit) does not steal it
      // back, and so an opener inside a dialog that closed at the same time is skipped.
      queueMicrotask(() => {
        if (target instanceof HTMLElement && target.isConnected && !target.closest('[inert]')) {
          target.focus();
        }
      });
    };
  }, []);

  // Move focus in when the dialog becomes the top one (unless `takesFocus` is false: focusing the
  // loading overlay laid out the whole page inside React's first commit and dispatched a focus event
  // that React flushes synchronously, the longest task of a returning visit's start-up).
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel || !takesFocus) return;
    // preventScroll: the panel is on screen already; scrolling a target into view lays the page out.
    if (!panel.contains(panel.ownerDocument.activeElement)) initialFocusIn(panel).focus({ preventScroll: true });
  }, [active, takesFocus]);

  // Focus trap and Escape, only on the active (top) dialog.
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const doc = panel.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (event.defaultPrevented || !onCloseRef.current) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      trapTab(event, panel);
    };
    const onFocusIn = (event: FocusEvent) => {
      // Focus that escaped (a click on the page behind, a script) is pulled back inside.
      if (event.target instanceof Node && !panel.contains(event.target)) initialFocusIn(panel).focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [active]);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose?.();
  };

  return (
    // The backdrop click is a pointer convenience; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      className={[css.backdrop, css.backdropPlacement[placement], layer === 'loading' ? css.backdropLoading : '']
        .filter(Boolean)
        .join(' ')}
      onClick={onBackdropClick}
      inert={!active}
      data-popup={dataPopup}
    >
      <div
        ref={panelRef}
        className={`${css.panel} ${css.panelPlacement[placement]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {illustration ? <div className={css.illustration}>{illustration}</div> : null}
        <div className={hideTitle && !onClose ? css.visuallyHidden : css.header}>
          <h2
            id={titleId}
            className={
              hideTitle ? css.visuallyHidden : `${css.title} ${onClose ? '' : css.titleWithoutClose}`
            }
          >
            {title}
          </h2>
          {onClose ? (
            <button type="button" className={css.close} onClick={onClose} aria-label={closeLabel ?? t('common.close')} data-close="">
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {children !== undefined && children !== null ? <div className={css.body}>{children}</div> : null}
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}

/** A dialog that slides up from the bottom (pickers, forms on small screens). */
export function BottomSheet(props: Omit<DialogProps, 'placement'>) {
  return <Dialog {...props} placement="sheet" />;
}

/** A centred popup (prizes, prompts, confirmations): the frame of every popup in `popups/`. */
export function Popup(props: Omit<DialogProps, 'placement'>) {
  return <Dialog {...props} placement="center" />;
}
