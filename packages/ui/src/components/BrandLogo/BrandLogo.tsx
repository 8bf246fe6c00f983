// The brand's app icon (BrandConfig.logo): in the home bar, over the sign-in form, on the download
// page. Sized by the theme, rounded like an app icon, never a layout shift (its box is fixed).
import * as css from './BrandLogo.css';

export const BRAND_LOGO_SIZES = ['sm', 'md', 'lg'] as const;
export type BrandLogoSize = (typeof BRAND_LOGO_SIZES)[number];

/** Pixel sizes at the default root font size, for the image's width/height hints. */
const HINT = { sm: 32, md: 56, lg: 80 } as const;

export interface BrandLogoProps {
  /** The logo's URL (the brand's bundled asset). */
  readonly src: string;
  readonly size?: BrandLogoSize;
  /** Empty (the default) when the brand's name is written beside it. */
  readonly alt?: string;
}

export function BrandLogo({ src, size = 'md', alt = '' }: BrandLogoProps) {
  return (
    <img className={css.logo[size]} src={src} alt={alt} width={HINT[size]} height={HINT[size]} />
  );
}
