// The welcome guide's own layout. Imported by the app's entry (App.tsx), not by the page: the guide's
// first step is drawn into index.html before the app's script runs (tooling/vite/prerender.js), so
// its styles must be in the first-load stylesheet, not in the page's lazy chunk.
import { style } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const welcome = style({ minHeight: '100%', justifyContent: 'center', paddingTop: vars.space.xl, paddingBottom: vars.space.xl });

/** The brand's logo in the picture's place on the static first screen. */
export const logo = style({ display: 'block', width: '5rem', height: '5rem', borderRadius: vars.radius.xl, boxShadow: vars.shadow.md });

/** The sentence keeps three lines' room (the longest step on a 320 px phone), so the buttons under it stay put from step to step. */
export const text = style({ minHeight: '4.5em' });

export const dots = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'center' });
export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transition: 'width 160ms ease-out',
  selectors: { '&[aria-current="step"]': { width: '1.5rem', background: vars.color.primary } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
