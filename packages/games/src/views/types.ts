// What the shell gives a game view.
import type { GameTransport, StakeRange } from './transport/types';

export interface GameViewProps {
  readonly transport: GameTransport;
  /** Leave the game (back to the lobby). */
  readonly onExit: () => void;
  /** The switch-to-real prompt's action: real play when logged in, else login (spec §4). */
  readonly onSwitchToReal: () => void;
  /** Switches between real and demo play: given to a logged-in player in a game with a demo (issue 23 §6). */
  readonly onSwitchMode?: (() => void) | undefined;
  /** Opens the fairness page for this game. */
  readonly onFairness?: (() => void) | undefined;
  /** Stake limits from the brand's og config; the engine defaults when absent. */
  readonly limits?: StakeRange | undefined;
  /** Sabong's live video, when the brand configures one. */
  readonly streamUrl?: string | null;
}
