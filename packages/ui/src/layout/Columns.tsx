import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import * as styles from './layout.css';
import type { Space } from './Stack';

const ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> {
  readonly space?: Space;
  readonly alignY?: keyof typeof ALIGN_Y;
  /** Fall into one column on phones narrower than 360 px. */
  readonly collapse?: boolean;
  readonly children?: ReactNode;
}

/** A row of Column children that share the width (a figure and its label, two stat tiles). */
export function Columns({ space = 'md', alignY = 'top', collapse = false, className, children, ...rest }: ColumnsProps) {
  const classes = [collapse ? styles.collapse : undefined, className].filter(Boolean).join(' ');
  return (
    <Box display="flex" flexDirection="row" gap={space} alignItems={ALIGN_Y[alignY]} className={classes} {...rest}>
      {children}
    </Box>
  );
}

export type ColumnWidth = keyof typeof styles.column;

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** `fluid` (default) shares the rest; `content` is as wide as its content; fractions are fixed. */
  readonly width?: ColumnWidth;
}

export function Column({ width = 'fluid', className, ...rest }: ColumnProps) {
  return <Box className={[styles.column[width], className].filter(Boolean).join(' ')} {...rest} />;
}
