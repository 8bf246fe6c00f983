import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

/**
 * Height the tab bar takes at the bottom, its top border and the safe area included: pad page
 * content by it. The entries keep the full tab-bar height above the home indicator.
 */
export const tabBarHeight = `calc(${vars.size.tabBar} + ${vars.size.borderWidth} + env(safe-area-inset-bottom, 0px))`;

export const bar = style({
  position: 'relative',
  flexShrink: 0,
  zIndex: vars.zIndex.tabBar,
  display: 'grid',
  // As many equal columns as the bar has entries.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  height: tabBarHeight,
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  paddingInline: 'env(safe-area-inset-left, 0px) env(safe-area-inset-right, 0px)',
  background: vars.color.tabBar,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const fixed = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  marginInline: 'auto',
  maxWidth: vars.size.contentMaxWidth,
});

export const list = style({ display: 'contents', listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  height: vars.size.tabBar,
});

export const link = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    width: '100%',
    minWidth: vars.size.touchTarget,
    height: '100%',
    minHeight: vars.size.touchTarget,
    padding: 0,
    border: 0,
    background: 'transparent',
    fontFamily: 'inherit',
    cursor: 'pointer',
    color: vars.color.tabBarInactive,
    textDecoration: 'none',
    fontSize: vars.font.size.xs,
    lineHeight: 1,
    fontWeight: vars.font.weight.semibold,
    touchAction: 'manipulation',
    selectors: { '&[aria-current="page"]': { color: vars.color.tabBarActive } },
  },
]);

export const icon = style({
  position: 'relative',
  display: 'inline-flex',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});

/** The centre entry (deposit or menu) rises above the bar. */
export const raised = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.tabBarRaised,
  height: vars.size.tabBarRaised,
  marginTop: `calc(${vars.size.tabBarRaised} / -2)`,
  padding: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.raised,
  border: `${vars.space.xs} solid ${vars.color.tabBar}`,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
  selectors: { [`${link}:active &`]: { transform: 'scale(0.94)' } },
});

export const label = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxs,
});

/** Sits at the icon's top-right corner; outside the aria-hidden icon so its label is read. */
export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: `calc(50% + ${vars.size.iconSm} / 2)`,
  pointerEvents: 'none',
});
