import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './IconButton.css';

export const ICON_BUTTON_VARIANTS = ['ghost', 'filled', 'primary'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

/** sm draws the smallest glyph; every size keeps the 44 px touch target. */
export const ICON_BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-label'> {
  /** Required: an icon-only button has no other name for screen readers (already translated). */
  readonly 'aria-label': string;
  /** The glyph; decorative. */
  readonly icon: ReactNode;
  readonly variant?: IconButtonVariant;
  readonly size?: IconButtonSize;
}

/** A button whose only content is an icon: close, back, copy, reveal. */
export function IconButton({ icon, variant = 'ghost', size = 'md', type = 'button', ...rest }: IconButtonProps) {
  if (rest['aria-label'].trim() === '') {
    // Caught in development and by the a11y story tests; shipping an unnamed button is a defect.
    throw new Error('IconButton needs a non-empty aria-label');
  }
  return (
    <button {...rest} type={type} className={styles.iconButton({ variant, size })}>
      {icon}
    </button>
  );
}
