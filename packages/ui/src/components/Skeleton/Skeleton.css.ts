import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const bone = style({
  display: 'block',
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: `calc(${vars.font.size.md} * 0.9)`, borderRadius: vars.radius.sm },
  rect: { width: '100%', aspectRatio: '12 / 5', borderRadius: vars.radius.lg },
  circle: { width: vars.size.controlLg, height: vars.size.controlLg, borderRadius: vars.radius.full },
  tile: { width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.lg },
  /** An amount preset or a small button: button-high. */
  chip: { width: '100%', height: vars.size.touchTarget, borderRadius: vars.radius.md },
  /** A list row or a field: full width, touch-target high. */
  row: { width: '100%', height: vars.size.touchTarget, borderRadius: vars.radius.md },
});

export const width = styleVariants({ full: { width: '100%' }, short: { width: '60%' } });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.sm}`,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
