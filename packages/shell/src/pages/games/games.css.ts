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

export const frame = style({ flex: 1, width: '100%', border: 'none', background: vars.color.surface });

export const launching = style({ padding: vars.space.xl, textAlign: 'center', color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const more = style({ color: vars.color.link, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, textDecoration: 'none', minHeight: vars.size.touchTarget, display: 'inline-flex', alignItems: 'center' });

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
