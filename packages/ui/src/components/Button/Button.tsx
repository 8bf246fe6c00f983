import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css';

/** `accent`: the one action that differs from the page's main one (a crash game's cash-out). */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger', 'accent'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children'> {
  readonly children: ReactNode;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Fills its container: primary actions at the bottom of a page (DESIGN.md). */
  readonly fullWidth?: boolean;
  /** Shows a spinner, announces busy and ignores presses, keeping the label so the width holds. */
  readonly loading?: boolean;
  /** An icon before the label (decorative; the label names the action). */
  readonly icon?: ReactNode;
}

/**
 * The action button. No className/style on purpose (a gap in the design system should show, not be
 * patched). A loading button stays focusable (aria-disabled, not disabled) so focus is not lost.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </button>
  );
}
