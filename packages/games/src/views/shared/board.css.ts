// The board's decoration (Board.tsx): everything reads the game tokens, so every brand draws its own.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@perya/ui';

export const art = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });

export const bunting = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 0,
  width: '100%',
  height: vars.space.lg,
  pointerEvents: 'none',
});

export const string = style({ fill: 'none', stroke: vars.game.rim, strokeWidth: 1, opacity: 0.8 });

export const flag = styleVariants({
  a: { fill: vars.game.rim },
  b: { fill: vars.game.onTable, opacity: 0.85 },
  c: { fill: vars.game.glow, opacity: 0.9 },
});

export const motifFill = style({ fill: vars.game.motif });
export const motifLine = style({ fill: 'none', stroke: vars.game.motif, strokeWidth: 10 });
export const motifStroke = style({ fill: 'none', stroke: vars.game.motif, strokeWidth: 3 });
export const dashed = style({ strokeDasharray: '6 8' });
export const rimFill = style({ fill: vars.game.tableDeep, stroke: vars.game.motif });

/** The colour game's six-colour mat under the dice: plainly there, yet dim enough for the dice and the call to bet to lead. */
export const matSquare = style({ opacity: 0.32, stroke: vars.game.rim, strokeWidth: 2, strokeOpacity: 0.9 });

export const die = styleVariants({
  white: { fill: vars.game.dieWhite },
  green: { fill: vars.game.dieGreen },
  pink: { fill: vars.game.diePink },
  blue: { fill: vars.game.dieBlue },
  red: { fill: vars.game.dieRed },
  yellow: { fill: vars.game.dieYellow },
});

export const star = style({ fill: vars.game.onTable, opacity: 0.45 });

const twinkleFrames = keyframes({ from: { opacity: 0.2 }, to: { opacity: 0.9 } });

export const twinkle = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${twinkleFrames} 1.6s ${vars.motion.easing.inOut} infinite alternate` } },
});

export const meronCorner = style({ fill: vars.game.meron, opacity: 0.35 });
export const walaCorner = style({ fill: vars.game.wala, opacity: 0.35 });
