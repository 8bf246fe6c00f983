import type { ReactNode } from 'react';
import { Box, type BoxProps } from './Box';
import type { Space } from './Stack';

const ALIGN = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const ALIGN_Y = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent' | 'wrap'> {
  readonly space?: Space;
  readonly align?: keyof typeof ALIGN;
  readonly alignY?: keyof typeof ALIGN_Y;
  /** Wrap onto the next line when the row is full (default); `false` keeps one row. */
  readonly wrap?: boolean;
  readonly children?: ReactNode;
}

/** Children side by side (chips, buttons, a label and its value), wrapping when the row is full. */
export function Inline({ space = 'sm', align = 'left', alignY = 'center', wrap = true, children, ...rest }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={ALIGN[align]}
      alignItems={ALIGN_Y[alignY]}
      {...rest}
    >
      {children}
    </Box>
  );
}
