// The bar at the bottom of every in-house game (game.css `actionBar`): how the last round ended,
// the refusal of the player's last action, and the game's main button, kept in view while the
// board scrolls under it. PlayButton is the main button of the games that stake and play at once.
import type { ReactNode } from 'react';
import { Button, Money } from '@perya/ui';
import type { ActionFailure } from '../transport/errors';
import { ActionError } from './ActionError';
import { ResultLine } from './ResultLine';
import { WinMoment } from './WinMoment';
import type { ResultMessage } from './resultLine';
import * as g from './game.css';

/** The last round's result line: `key` (the round) plays its entrance again for each new result. */
export interface ActionBarResult {
  readonly key: string;
  readonly message: ResultMessage | null;
}

export function ActionBar({
  result,
  error,
  demo = false,
  children,
}: {
  /** Omitted in a game without a result line (sabong says its result on the board). */
  readonly result?: ActionBarResult;
  readonly error: ActionFailure | null;
  /** Demo play: the result line's amounts are marked as demo money. */
  readonly demo?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <div className={g.actionBar}>
      {result && <ResultLine key={result.key} message={result.message} demo={demo} />}
      {result?.message?.kind === 'won' ? <WinMoment key={`win-${result.key}`} stake={result.message.params.stake} payout={result.message.params.payout} demo={demo} /> : null}
      <ActionError error={error} />
      {children}
    </div>
  );
}

/**
 * "Spin · ₱30": the action and what it stakes. While the round runs it says `busyLabel`; with a
 * `hint`, a stake of nothing disables it and the hint says what to pick first.
 */
export function PlayButton({
  label,
  amount,
  demo,
  busy,
  busyLabel,
  hint,
  onPlay,
}: {
  readonly label: string;
  readonly amount: number;
  readonly demo: boolean;
  readonly busy: boolean;
  readonly busyLabel: string;
  readonly hint?: string;
  readonly onPlay: () => void;
}) {
  const empty = hint !== undefined && amount === 0;
  return (
    <Button size="lg" fullWidth onClick={onPlay} disabled={busy || empty} data-testid="place-bet">
      {busy ? (
        busyLabel
      ) : empty ? (
        hint
      ) : (
        <>
          {label} · <Money amount={amount} demo={demo} />
        </>
      )}
    </Button>
  );
}
