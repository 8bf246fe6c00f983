// The few layout rules atoms cannot say: a Stack's dividers, a Column's widths, text truncation
// and the type scale of Text and Heading.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../themes/vars.css';

/** Children of a Stack never overflow its width (long names, amounts). */
export const stack = style({ minWidth: 0 });
globalStyle(`${stack} > *`, { minWidth: 0 });

/** A hairline between a Stack's children, with the Stack's space above it as below. */
export const divided = styleVariants(vars.space, () => ({}));
for (const [key, space] of Object.entries(vars.space) as [keyof typeof vars.space, string][]) {
  globalStyle(`${divided[key]} > * + *`, {
    borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
    paddingTop: space,
  });
}

export const column = styleVariants({
  fluid: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 0 50%', minWidth: 0 },
  '1/3': { flex: '0 0 33.333%', minWidth: 0 },
  '2/3': { flex: '0 0 66.667%', minWidth: 0 },
});

/** Columns that fall into one column below the given width (narrow phones). */
export const collapse = style({ '@media': { 'screen and (max-width: 359px)': { flexDirection: 'column' } } }); // literal-ok: a breakpoint (no custom property in a media query)
globalStyle(`${collapse} > *`, { '@media': { 'screen and (max-width: 359px)': { flexBasis: 'auto' } } }); // literal-ok: the same breakpoint

export const text = style({ margin: 0, fontFamily: 'inherit' });

export const textSize = styleVariants(
  { xs: 'xs', sm: 'sm', md: 'md', lg: 'lg', xl: 'xl', xxl: 'xxl', display: 'display' } as const,
  (size) => ({ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }),
);

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  semibold: { fontWeight: vars.font.weight.semibold },
  bold: { fontWeight: vars.font.weight.bold },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Amounts and counters keep their width as digits change. */
export const tabular = style({ fontVariantNumeric: 'tabular-nums' });
