import { Children, type ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import * as styles from './layout.css';
import type { Sprinkles } from './sprinkles.css';

export type Space = NonNullable<Sprinkles['gap']>;

const ALIGN = { left: 'stretch', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  /** Space between the children (theme space token). */
  readonly space?: Space;
  /** `left` stretches children to the full width (the default); `center`/`right` keep their width. */
  readonly align?: keyof typeof ALIGN;
  /** A hairline between the children (lists of settings, records). */
  readonly dividers?: boolean;
  readonly children?: ReactNode;
}

/** Children one under the other with even space between them. Empty children take no space. */
export function Stack({ space = 'md', align = 'left', dividers = false, className, children, ...rest }: StackProps) {
  const classes = [styles.stack, dividers ? styles.divided[space] : undefined, className].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="column" gap={space} alignItems={ALIGN[align]} className={classes} {...rest}>
      {Children.toArray(children)}
    </Box>
  );
}
