// The chart's frame on the trade detail page (uPlot draws into it; the page reserves its height
// while the chart's chunk loads, so nothing below it moves).
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const chartBox = style({
  position: 'relative',
  height: '12rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});
