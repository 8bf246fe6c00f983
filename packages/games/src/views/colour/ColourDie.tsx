// One perya colour die drawn as a cube seen from above and in front: three of its six coloured
// faces show, the top one being the face that counts. At rest before the first roll the dice show
// a mix of faces; after a roll the top face is the colour rolled. Decoration: the colours rolled
// are written out beside the dice for everyone.
import { COLOUR_GAME_COLOURS, type GameColour } from '../../engines';
import * as css from './colour.css';

/** The two faces beside a top face: the next colours round the die, so the three always differ. */
export function sideFaces(top: GameColour): readonly [GameColour, GameColour] {
  const i = COLOUR_GAME_COLOURS.indexOf(top);
  const at = (k: number) => COLOUR_GAME_COLOURS[(i + k) % COLOUR_GAME_COLOURS.length]!;
  return [at(2), at(4)];
}

export function ColourDie({ top, rolled }: { readonly top: GameColour; readonly rolled: boolean }) {
  const [left, right] = sideFaces(top);
  return (
    <span className={`${css.die} ${rolled ? css.rolling : ''}`} data-top={top} aria-hidden="true">
      <svg className={css.dieArt} viewBox="0 0 64 64" focusable="false">
        <ellipse className={css.dieShadow} cx="32" cy="59" rx="24" ry="4.5" />
        <path className={`${css.face[left]} ${css.edge}`} d="M7 18.5 L32 31 L32 60 L7 47.5 Z" />
        <path className={css.shadeSoft} d="M7 18.5 L32 31 L32 60 L7 47.5 Z" />
        <path className={`${css.face[right]} ${css.edge}`} d="M57 18.5 L32 31 L32 60 L57 47.5 Z" />
        <path className={css.shadeDeep} d="M57 18.5 L32 31 L32 60 L57 47.5 Z" />
        <path className={`${css.face[top]} ${css.edge}`} d="M32 6 L57 18.5 L32 31 L7 18.5 Z" />
        <path className={css.shine} d="M32 9.5 L46 16.5 L32 23.5 L18 16.5 Z" />
      </svg>
    </span>
  );
}
