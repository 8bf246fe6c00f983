import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.tabBar,
  display: 'grid',
  // Equal side columns keep the title centred whatever sits left or right.
  gridTemplateColumns: `minmax(${vars.size.touchTarget}, 1fr) auto minmax(${vars.size.touchTarget}, 1fr)`,
  alignItems: 'center',
  minHeight: `calc(${vars.size.navBar} + env(safe-area-inset-top, 0px))`,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  paddingInline: `max(${vars.space.xs}, env(safe-area-inset-left, 0px)) max(${vars.space.xs}, env(safe-area-inset-right, 0px))`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const side = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

export const end = style([side, { justifyContent: 'flex-end' }]);

export const title = style({
  margin: 0,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.lg,
  fontWeight: vars.font.weight.bold,
});
