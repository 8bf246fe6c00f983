import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css';

/** The HTML attributes a Box passes on (those whose names clash with a layout atom are left out). */
type BoxHtmlProps = Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className' | 'children'>;

export interface BoxProps extends Sprinkles, BoxHtmlProps {
  /** The element drawn (default `div`): `section`, `ul`, `li`, `header`, `p`, ... */
  readonly as?: ElementType;
  readonly className?: string | undefined;
  readonly children?: ReactNode;
}

const SPRINKLE_KEYS = new Set<string>(sprinkles.properties);

/**
 * The one primitive every layout is built from: an element whose spacing, flex, surface, radius,
 * shadow and text colour come from the theme's tokens as props (`<Box padding="md"
 * background="surface" borderRadius="lg">`). Pages compose Box, Stack, Inline, Columns, Text and
 * Heading instead of writing their own CSS.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, children, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const html: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (SPRINKLE_KEYS.has(key)) atoms[key] = value;
    else html[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...html, ref, className: classes === '' ? undefined : classes }, children);
});
