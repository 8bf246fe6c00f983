// Pictures of the first-run welcome guide (spec §2), one per step: the in-house games a guest can
// try in demo mode, the bonus that registering unlocks, and the wallet's coins. Decoration: the
// step's sentence says the same in words, so the art is hidden from screen readers.
import type { ReactNode } from 'react';
import { ArtFrame } from './ArtFrame';
import { InHouseThumb } from './InHouseThumb';
import { PROMO_MOTIF_ART } from './PromoCard';
import * as css from './WelcomeArt.css';

export const WELCOME_SCENES = ['games', 'bonus', 'wallet'] as const;
export type WelcomeScene = (typeof WELCOME_SCENES)[number];

/** The demo games the first step names (jump, ring and dice), the middle one in front. */
const FAN = [
  ['left', 'jump'],
  ['centre', 'dice'],
  ['right', 'ring'],
] as const;

export interface WelcomeArtProps {
  scene: WelcomeScene;
  /**
   * What the stage shows where the drawing is not: the static first screen in index.html copies
   * the stage without the drawing (its paints come with the guide's lazy chunk), so this (the
   * brand's logo) holds the picture's place until the app draws it.
   */
  placeholder?: ReactNode;
}

export function WelcomeArt({ scene, placeholder }: WelcomeArtProps) {
  const Motif = scene === 'bonus' ? PROMO_MOTIF_ART.gift : PROMO_MOTIF_ART.coins;
  return (
    <div className={css.stage} aria-hidden="true" data-welcome-scene={scene}>
      <div className={css.glow} />
      {placeholder === undefined ? null : <div className={css.placeholder}>{placeholder}</div>}
      {scene === 'games' ? (
        FAN.map(([place, game]) => (
          <div key={game} className={css.thumb[place]} data-static-omit="">
            <InHouseThumb game={game} />
          </div>
        ))
      ) : (
        <div className={css.motif} data-static-omit="">
          <ArtFrame>
            <Motif />
          </ArtFrame>
        </div>
      )}
    </div>
  );
}
