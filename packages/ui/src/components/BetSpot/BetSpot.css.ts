import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/vars.css';
import { focusRing } from '../../styles/focus.css';

export const spot = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xxs,
      minWidth: 0,
      minHeight: vars.size.controlLg,
      padding: `${vars.space.xs} ${vars.space.sm}`,
      border: `${vars.size.focusRingWidth} solid ${vars.game.onTable}`,
      borderRadius: vars.radius.lg,
      color: vars.game.onTable,
      fontFamily: 'inherit',
      cursor: 'pointer',
      overflow: 'hidden',
      touchAction: 'manipulation',
      boxShadow: vars.shadow.md,
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.out}`,
      selectors: {
        // A sheen across the top half: the spot reads as a raised plate, not a flat swatch.
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: '0 0 50% 0',
          background: vars.game.onTable,
          opacity: 0.12,
          pointerEvents: 'none',
        },
        '&:active:not(:disabled)': { transform: 'scale(0.97)' },
        '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    tone: {
      meron: { background: vars.game.meron },
      wala: { background: vars.game.wala },
      draw: { background: vars.game.draw },
    },
  },
});

export const label = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  lineHeight: 1.1,
});

export const detail = style({ fontSize: vars.font.size.xs, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums', lineHeight: 1.1 });
