// The drawn marks of the safer-play centre and the identity check (responsible gaming): a shield for
// the centre, and one motif per section (deposit, loss, play time, reality check, break, identity,
// help lines). Flat, painted with the brand's tokens, decorative unless given a label.
import { useId, type ReactNode } from 'react';
import { ArtFrame, Gradient } from './ArtFrame';
import { artSize, fill, stroke, type ArtSize } from './art.css';

export const SAFER_PLAY_MOTIFS = ['shield', 'deposit', 'loss', 'session', 'reality', 'pause', 'id', 'help'] as const;
export type SaferPlayMotif = (typeof SAFER_PLAY_MOTIFS)[number];

export interface SaferPlayArtProps {
  readonly motif: SaferPlayMotif;
  /** Names the picture; leave it out beside a heading that already says it. */
  readonly label?: string;
  readonly size?: ArtSize;
}

const SHIELD = 'M48 10 L78 20 V44 C78 64 65 78 48 86 C31 78 18 64 18 44 V20 Z';

function Motif({ motif, gradient }: { motif: SaferPlayMotif; gradient: string }): ReactNode {
  switch (motif) {
    case 'shield':
      return (
        <>
          <path d={SHIELD} fill={`url(#${gradient})`} />
          <path className={fill.shine} d="M48 16 L72 24 V44 C72 47 71.6 50 70.9 52.8 C62 40 52 30 48 16 Z" opacity=".35" />
          <path className={stroke.onPrimary} d="M34 48 l10 10 l19 -21" strokeWidth="7" />
          <path className={fill.accent} d="M72 10 l1.8 4.6 4.6 1.8 -4.6 1.8 -1.8 4.6 -1.8 -4.6 -4.6 -1.8 4.6 -1.8 z" />
        </>
      );
    case 'deposit':
      // A coin going into a wallet, with a cap line across the slot.
      return (
        <>
          <rect className={fill.primary} x="14" y="36" width="68" height="44" rx="10" />
          <rect className={fill.primaryDeep} x="54" y="50" width="28" height="16" rx="6" />
          <circle className={fill.accent} cx="64" cy="58" r="4" />
          <circle className={fill.accent} cx="40" cy="26" r="14" />
          <circle className={stroke.onAccent} cx="40" cy="26" r="9" strokeWidth="2.5" />
          <path className={stroke.text} d="M10 44 H86" strokeWidth="4" opacity=".55" />
        </>
      );
    case 'loss':
      // A falling line stopped by a floor.
      return (
        <>
          <rect className={fill.sunken} x="12" y="14" width="72" height="68" rx="12" />
          <path className={stroke.danger} d="M20 28 L36 40 L48 34 L64 58" strokeWidth="6" />
          <path className={stroke.primary} d="M18 66 H78" strokeWidth="7" />
          <circle className={fill.accent} cx="64" cy="58" r="6" />
        </>
      );
    case 'session':
      // An hourglass.
      return (
        <>
          <rect className={fill.primaryDeep} x="22" y="10" width="52" height="10" rx="5" />
          <rect className={fill.primaryDeep} x="22" y="76" width="52" height="10" rx="5" />
          <path className={fill.sunken} d="M28 20 H68 C68 36 54 42 54 48 C54 54 68 60 68 76 H28 C28 60 42 54 42 48 C42 42 28 36 28 20 Z" />
          <path className={stroke.primary} d="M28 20 H68 C68 36 54 42 54 48 C54 54 68 60 68 76 H28 C28 60 42 54 42 48 C42 42 28 36 28 20 Z" strokeWidth="4" />
          <path className={fill.accent} d="M36 30 H60 C58 36 50 40 48 44 C46 40 38 36 36 30 Z" />
          <path className={fill.accent} d="M34 72 C36 64 44 60 48 56 C52 60 60 64 62 72 Z" />
        </>
      );
    case 'reality':
      // A clock with a bell.
      return (
        <>
          <circle className={fill.primary} cx="48" cy="52" r="32" />
          <circle className={fill.surface} cx="48" cy="52" r="25" />
          <path className={stroke.primary} d="M48 36 V52 L60 60" strokeWidth="5" />
          <path className={fill.accent} d="M22 22 a10 10 0 0 1 14 -6 l-14 14 a10 10 0 0 1 0 -8 z M74 22 a10 10 0 0 0 -14 -6 l14 14 a10 10 0 0 0 0 -8 z" />
          <circle className={fill.accent} cx="48" cy="52" r="3.5" />
        </>
      );
    case 'pause':
      // A pause sign on a moon: a break.
      return (
        <>
          <path className={fill.primary} d="M56 12 A36 36 0 1 0 84 58 A28 28 0 1 1 56 12 Z" />
          <rect className={fill.accent} x="52" y="36" width="9" height="30" rx="3" />
          <rect className={fill.accent} x="67" y="36" width="9" height="30" rx="3" />
        </>
      );
    case 'id':
      // An identity card with a photo and lines.
      return (
        <>
          <rect className={fill.primary} x="8" y="20" width="80" height="56" rx="9" />
          <rect className={fill.surface} x="16" y="32" width="24" height="30" rx="4" />
          <circle className={fill.primaryDeep} cx="28" cy="43" r="6" />
          <path className={fill.primaryDeep} d="M19 60 C19 52 37 52 37 60 Z" />
          <rect className={fill.onPrimary} x="46" y="34" width="34" height="5" rx="2.5" />
          <rect className={fill.onPrimary} x="46" y="45" width="26" height="5" rx="2.5" opacity=".7" />
          <rect className={fill.accent} x="46" y="56" width="18" height="6" rx="3" />
        </>
      );
    case 'help':
      // Two speech bubbles with a heart: someone to talk to.
      return (
        <>
          <path className={fill.primary} d="M14 22 H62 a8 8 0 0 1 8 8 V54 a8 8 0 0 1 -8 8 H34 L22 74 V62 H14 a8 8 0 0 1 -8 -8 V30 a8 8 0 0 1 8 -8 Z" />
          <path className={fill.accent} d="M58 42 H84 a6 6 0 0 1 6 6 V66 a6 6 0 0 1 -6 6 H80 V82 L70 72 H58 a6 6 0 0 1 -6 -6 V48 a6 6 0 0 1 6 -6 Z" />
          <path className={fill.onPrimary} d="M38 52 C26 44 24 36 30 32 C34 29.5 37 31 38 34 C39 31 42 29.5 46 32 C52 36 50 44 38 52 Z" />
        </>
      );
  }
}

export function SaferPlayArt({ motif, label, size = 'md' }: SaferPlayArtProps) {
  const id = useId();
  return (
    <ArtFrame view={96} label={label} className={artSize[size]}>
      <defs>
        <Gradient id={`${id}-g`} from="primary" to="primaryDeep" />
      </defs>
      <Motif motif={motif} gradient={`${id}-g`} />
    </ArtFrame>
  );
}
