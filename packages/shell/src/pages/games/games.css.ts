// Styles of the lobby pages and the third-party launcher.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const launcher = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const launcherBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.navBar,
  padding: `0 ${vars.space.sm}`,
  background: vars.color.navBar,
  color: vars.color.onNavBar,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/** The game's catalogue name, cut with an ellipsis when long. */
export const launcherTitle = style({
  margin: 0,
  minWidth: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const backButton = style({
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

export const frame = style({ flex: 1, width: '100%', border: 'none', background: vars.color.surface });

export const launching = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const more = style({ color: vars.color.link, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, textDecoration: 'none', minHeight: vars.size.touchTarget, display: 'inline-flex', alignItems: 'center' });

export const chips = style({ display: 'flex', gap: vars.space.xs, overflowX: 'auto', paddingBottom: vars.space.xxs });

export const chip = style({
  flexShrink: 0,
  // Buttons on /allgames, links on home: both centre their label and read as chips, not links.
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary } },
});

export const filters = style({ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: vars.space.xs });

export const select = style({
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  padding: `0 ${vars.space.xs}`,
  minWidth: 0,
});

export const search = style({
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  padding: `0 ${vars.space.md}`,
  width: '100%',
});

export const searchRow = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space.xs });

/** The lobby's search field (home, brands with the all-games search): full width, a submit opens /allgames. */
export const homeSearch = style({ display: 'grid' });

export const count = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The lotto entry at the top of /allgames (black-gold's menu). */
export const lottoEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.gradient.primary,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  boxShadow: vars.shadow.sm,
});
export const lottoEntryTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });
export const lottoEntryNote = style({ fontSize: vars.font.size.sm });
