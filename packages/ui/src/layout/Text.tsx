import type { ElementType, ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import * as styles from './layout.css';
import type { Sprinkles } from './sprinkles.css';

export type TextSize = keyof typeof styles.textSize;
export type TextTone = NonNullable<Sprinkles['color']>;
export type TextWeight = keyof typeof styles.weight;

export interface TextProps extends Omit<BoxProps, 'color' | 'textAlign' | 'size'> {
  readonly as?: ElementType;
  readonly size?: TextSize;
  readonly tone?: TextTone;
  readonly weight?: TextWeight;
  readonly align?: 'left' | 'center' | 'right';
  /** One line, cut with an ellipsis (names, addresses). */
  readonly truncate?: boolean;
  /** Digits of equal width (amounts, counters, codes). */
  readonly tabular?: boolean;
  readonly children?: ReactNode;
}

/** Body text on the theme's type scale: `<Text tone="muted" size="sm">`. A paragraph by default. */
export function Text({
  as = 'p',
  size = 'md',
  tone,
  weight = 'regular',
  align,
  truncate = false,
  tabular = false,
  className,
  ...rest
}: TextProps) {
  const classes = [
    styles.text,
    styles.textSize[size],
    styles.weight[weight],
    truncate ? styles.truncate : undefined,
    tabular ? styles.tabular : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Box as={as} color={tone} textAlign={align} className={classes} {...rest} />;
}

const HEADING_SIZE = { 1: 'xxl', 2: 'lg', 3: 'md', 4: 'sm' } as const satisfies Record<number, TextSize>;

export interface HeadingProps extends Omit<TextProps, 'as' | 'size' | 'weight'> {
  /** The document level (h1-h4); the size follows it. */
  readonly level: 1 | 2 | 3 | 4;
}

/** A heading of the page (1), a section (2) or a card (3, 4), bold on the type scale. */
export function Heading({ level, ...rest }: HeadingProps) {
  return <Text as={`h${level}`} size={HEADING_SIZE[level]} weight="bold" {...rest} />;
}
