// The layout atoms every page composes from (braid's model): one class per property and token, so
// pages carry no CSS of their own for spacing, flex, surfaces and text. Values are the theme
// contract's, so a brand theme reaches every page.
import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../themes/vars.css';

const space = vars.space;

const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ['0', 'auto'],
    minWidth: ['0'],
    width: { full: '100%', auto: 'auto' },
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const surface = defineProperties({
  properties: {
    background: {
      none: 'transparent',
      page: vars.color.page,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      primaryGradient: vars.gradient.primary,
      accentGradient: vars.gradient.accent,
    },
    color: {
      neutral: vars.color.text,
      muted: vars.color.textMuted,
      link: vars.color.link,
      danger: vars.color.danger,
      success: vars.color.success,
      pending: vars.color.pending,
      onPrimary: vars.color.onPrimary,
      onAccent: vars.color.onAccent,
    },
    borderRadius: vars.radius,
    boxShadow: { none: 'none', sm: vars.shadow.sm, md: vars.shadow.md, lg: vars.shadow.lg },
    border: {
      none: 'none',
      standard: `${vars.size.borderWidth} solid ${vars.color.border}`,
      strong: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
    },
  },
});

export const sprinkles = createSprinkles(layout, surface);

export type Sprinkles = Parameters<typeof sprinkles>[0];
