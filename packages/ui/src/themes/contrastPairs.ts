// The text/background pairs of the contract that must reach AA in every theme.
import type { ColorTokens, ThemeTokens } from './tokens';
import { AA_LARGE_OR_UI, AA_TEXT } from './contrast';

export interface ContrastPair {
  readonly label: string;
  readonly foreground: string;
  readonly background: string;
  readonly min: number;
}

type Role = keyof ColorTokens;

const textOn: readonly [Role, Role][] = [
  ['text', 'page'],
  ['text', 'surface'],
  ['text', 'surfaceRaised'],
  ['text', 'surfaceSunken'],
  ['textMuted', 'page'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceRaised'],
  ['textMuted', 'surfaceSunken'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryPressed'],
  ['onAccent', 'accent'],
  ['link', 'page'],
  ['link', 'surface'],
  ['link', 'surfaceRaised'],
  ['success', 'page'],
  ['danger', 'page'],
  ['pending', 'page'],
  ['info', 'page'],
  ['success', 'surface'],
  ['danger', 'surface'],
  ['pending', 'surface'],
  ['info', 'surface'],
  ['success', 'surfaceRaised'],
  ['danger', 'surfaceRaised'],
  ['danger', 'surfaceSunken'],
  ['onDangerFill', 'dangerFill'],
  ['onScrim', 'scrim'],
  ['tabBarActive', 'tabBar'],
  ['tabBarInactive', 'tabBar'],
  ['onNavBar', 'navBar'],
];

const uiOn: readonly [Role, Role][] = [
  ['borderStrong', 'surface'],
  ['borderStrong', 'surfaceSunken'],
  ['focusRing', 'page'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceRaised'],
  ['primary', 'surface'],
  ['redDot', 'surface'],
  ['redDot', 'tabBar'],
];

/** Every pair to check for one theme. Gradient stops are checked against the text drawn on them. */
export function contrastPairs(t: ThemeTokens): ContrastPair[] {
  const c = t.color;
  const pairs: ContrastPair[] = [
    ...textOn.map(([fg, bg]) => ({ label: `${fg} on ${bg}`, foreground: c[fg], background: c[bg], min: AA_TEXT })),
    ...uiOn.map(([fg, bg]) => ({
      label: `${fg} on ${bg}`,
      foreground: c[fg],
      background: c[bg],
      min: AA_LARGE_OR_UI,
    })),
  ];
  for (const stop of ['from', 'to'] as const) {
    pairs.push({
      label: `onPrimary on gradient.primary.${stop}`,
      foreground: c.onPrimary,
      background: t.gradient.primary[stop],
      min: AA_TEXT,
    });
    pairs.push({
      label: `onAccent on gradient.accent.${stop}`,
      foreground: c.onAccent,
      background: t.gradient.accent[stop],
      min: AA_TEXT,
    });
  }
  // Game boards: text on the table, and the labels of sabong's side buttons.
  for (const bg of ['table', 'tableDeep', 'meron', 'wala', 'draw'] as const) {
    pairs.push({ label: `game.onTable on game.${bg}`, foreground: t.game.onTable, background: t.game[bg], min: AA_TEXT });
  }
  return pairs;
}
