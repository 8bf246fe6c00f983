// Layout of the shell: the app frame, its one scroll container, keep-alive slots and a page's padding.
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

/**
 * Home's lobby frame while its code loads. A plain column, not ui's Stack: Stack would bring the
 * sprinkles runtime into the home route's first load (150 KB budget) for one skeleton.
 */
export const lobbyFrame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

