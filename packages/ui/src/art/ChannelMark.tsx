// The mark of a cash-out destination (an e-wallet, a bank on the InstaPay/PESONet rails, a crypto
// chain): original flat drawings, not the providers' logos, painted with the brand's tokens so each
// theme gets its own. Decorative: the destination's name is always written beside it.
import { artSize, fill, stroke, type ArtSize } from './art.css';

/** The kinds of destination a mark is drawn for. */
export const CHANNEL_MARKS = ['gcash', 'maya', 'bank', 'crypto'] as const;
export type ChannelMarkKind = (typeof CHANNEL_MARKS)[number];

export interface ChannelMarkProps {
  readonly kind: ChannelMarkKind;
  /** `sm` in a line of text, `md` on a choice card (default). */
  readonly size?: Extract<ArtSize, 'sm' | 'md'>;
}

/** An e-wallet phone sending: a phone with a peso coin and a signal arc. */
function EWallet() {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="12" className={fill.primary} />
      <rect x="14" y="9" width="17" height="30" rx="4" className={stroke.onPrimary} strokeWidth="2.6" />
      <path d="M19.5 13h6" className={stroke.onPrimary} strokeWidth="2.2" />
      <circle cx="22.5" cy="25" r="5.2" className={fill.accent} />
      <path d="M21 22.4v5.4M21 22.4h2.2a1.6 1.6 0 0 1 0 3.2H21M19.6 24.2h5" className={stroke.onAccent} strokeWidth="1.3" />
      <path d="M35 18.5a8 8 0 0 1 0 11M38.6 15a13 13 0 0 1 0 18" className={stroke.onPrimary} strokeWidth="2.4" />
    </>
  );
}

/** A second e-wallet, told apart by shape: a wallet with a wave across it. */
function Wallet() {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="12" className={fill.text} />
      <rect x="9" y="14" width="30" height="22" rx="5" className={stroke.surface} strokeWidth="2.6" />
      <path d="M12 14l16-6 3 6" className={stroke.surface} strokeWidth="2.6" />
      <path d="M13 28c3-7 5-7 7 0s4 7 7 0 5-7 8 0" className={stroke.accent} strokeWidth="2.8" />
    </>
  );
}

/** A bank on the interbank rails: a columned building. */
function Bank() {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="12" className={fill.sunken} />
      <path d="M9 19 24 10l15 9z" className={fill.primary} />
      <path d="M13 22v12M19.7 22v12M28.3 22v12M35 22v12" className={stroke.primary} strokeWidth="3" />
      <path d="M9 38h30" className={stroke.text} strokeWidth="3" />
      <circle cx="24" cy="16" r="1.8" className={fill.accent} />
    </>
  );
}

/** A crypto chain: a hexagonal coin with two links. */
function Chain() {
  return (
    <>
      <rect x="2" y="2" width="44" height="44" rx="12" className={fill.accent} />
      <path d="M24 8.5 37.4 16.25v15.5L24 39.5 10.6 31.75v-15.5z" className={stroke.onAccent} strokeWidth="2.6" />
      <rect x="14.5" y="20.5" width="11" height="7" rx="3.5" className={stroke.onAccent} strokeWidth="2.2" />
      <rect x="22.5" y="20.5" width="11" height="7" rx="3.5" className={stroke.onAccent} strokeWidth="2.2" />
    </>
  );
}

const DRAWINGS: Readonly<Record<ChannelMarkKind, () => React.JSX.Element>> = { gcash: EWallet, maya: Wallet, bank: Bank, crypto: Chain };

export function ChannelMark({ kind, size = 'md' }: ChannelMarkProps) {
  const Drawing = DRAWINGS[kind];
  return (
    <svg className={artSize[size]} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-channel-mark={kind}>
      <Drawing />
    </svg>
  );
}
