import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const base = style({ display: 'block', flex: 'none', objectFit: 'contain' });

export const logo = styleVariants({
  sm: [base, { width: '2rem', height: '2rem', borderRadius: vars.radius.md }],
  md: [
    base,
    { width: '3.5rem', height: '3.5rem', borderRadius: vars.radius.lg, boxShadow: vars.shadow.sm },
  ],
  lg: [
    base,
    { width: '5rem', height: '5rem', borderRadius: vars.radius.xl, boxShadow: vars.shadow.md },
  ],
});
