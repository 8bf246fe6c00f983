// Layout of the shell: the scroll container, nav bar, tab bar and the page states.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

globalStyle('html, body', { margin: 0, padding: 0, height: '100%', overflow: 'hidden' });
globalStyle('#root', { height: '100%' });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

export const frame = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  background: vars.color.page,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.md,
});

/** The main container: the one element that scrolls; keep-alive pages save its position (spec §2). */
export const scroller = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  WebkitOverflowScrolling: 'touch',
  overscrollBehavior: 'contain',
});

/**
 * Under a tab bar with a raised centre tab: room at the end of the page for the disc that rises
 * above the bar, so the last control (a game's main button, a link) scrolls clear of it.
 */
export const scrollerAboveRaisedTab = style({
  paddingBottom: `calc(${vars.size.tabBarRaised} + ${vars.space.xs} + ${vars.space.xxs} + ${vars.font.size.xs} * ${vars.font.lineHeight.xs} - ${vars.size.tabBar})`,
});

export const keepAliveSlot = style({});
export const hidden = style({ display: 'none' });

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  paddingBottom: vars.space.xl,
});

export const navBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.tabBar,
  display: 'grid',
  gridTemplateColumns: `${vars.size.navBar} 1fr ${vars.size.navBar}`,
  alignItems: 'center',
  height: vars.size.navBar,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
});

export const navTitle = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
});

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

