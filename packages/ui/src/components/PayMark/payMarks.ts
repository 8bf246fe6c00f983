// The marks of the deposit methods: each payment provider's own colours (its identity, like a logo
// image, so not the brand theme's), a glyph in an ink checked for contrast on that fill. Online
// banking is no provider: its mark is drawn in the theme's colours.
import type { PayMethodId } from '@perya/domain';

export interface ProviderMark {
  /** The tile's colour (the provider's). */
  readonly fill: string;
  /** The glyph's colour, AA on the fill. */
  readonly ink: string;
  /** One to three characters, drawn on the tile. */
  readonly glyph: string;
}

/** Provider marks by method; `online_banking` is the theme's (a bank building in text colour). */
export const PROVIDER_MARKS: Readonly<Record<Exclude<PayMethodId, 'online_banking'>, ProviderMark>> = {
  // GCash blue, deepened from the logo's #007DFE so white reads on it.
  gcash: { fill: '#005CE6', ink: '#FFFFFF', glyph: 'G' },
  // Maya: its green on black.
  maya: { fill: '#0B0B0B', ink: '#00D26A', glyph: 'm' },
  // GrabPay and ShopeePay: a neutral tile in the wallet's colour (no logo), deepened so white reads on it.
  grabpay: { fill: '#00803D', ink: '#FFFFFF', glyph: 'GP' },
  shopeepay: { fill: '#C63A1F', ink: '#FFFFFF', glyph: 'SP' },
  // QR Ph (the BSP's national QR): the flag's blue.
  qrph: { fill: '#0038A8', ink: '#FFFFFF', glyph: 'QR' },
  // Pix: its teal, with a dark ink (white on the teal is under AA).
  pix: { fill: '#32BCAD', ink: '#06302C', glyph: 'pix' },
  // USDT green, deepened so white reads on it.
  crypto: { fill: '#1A7F5E', ink: '#FFFFFF', glyph: '₮' },
};
