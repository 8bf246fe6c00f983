// Hooks every game view shares: the balance the game plays from, the demo switch-to-real prompt,
// and running a bet with one idempotency key per player action.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { shouldSwitchToReal } from '@perya/domain';
import type { OgSeededGame } from '@perya/api/contract';
import { demoKeyOf, type InHouseGame } from '../games';
import type { DemoTransport } from '../transport/demoTransport';
import { actionFailureOf, type ActionFailure } from '../transport/errors';
import { newRequestId, OutcomeUnknown, type GameTransport } from '../transport/types';

const isDemo = (t: GameTransport): t is DemoTransport => t.mode === 'demo';

/**
 * The balance shown in the bar. Real mode: the app's one source (issue 23 §1) through the
 * transport — loaded once, then every change, a settlement without the player's action included
 * (an auto cash-out, a fight's result); `setBalance` writes an action's answered balance into that
 * source, never into a copy of the view's. Demo: this game's demo balance, live.
 */
export function useBalance(transport: GameTransport, game: InHouseGame) {
  const [balance, setShown] = useState<number | null>(null);
  const reload = useCallback(() => {
    transport.balance(game as OgSeededGame).then(setShown, () => setShown(null));
  }, [transport, game]);
  useEffect(() => {
    reload();
    // A render of the view's news, not urgent: React may spread it over frames (see useAction).
    const show = (value: number) => startTransition(() => setShown(value));
    if (!isDemo(transport)) return transport.watchBalance?.(show);
    const key = demoKeyOf(game);
    if (key === null) return undefined;
    return transport.store.subscribe(() => show(transport.store.get(key).balance));
  }, [transport, game, reload]);
  const setBalance = useCallback(
    (value: number) => {
      if (transport.noteBalance === undefined) setShown(value);
      else transport.noteBalance(value);
    },
    [transport],
  );
  return { balance, setBalance, reload };
}

/** True while the transport retries an unanswered call (real mode over a dropped connection). */
export function useRetrying(transport: GameTransport | undefined): boolean {
  const [retrying, setRetrying] = useState(false);
  useEffect(() => transport?.subscribeRetrying?.(setRetrying), [transport]);
  return retrying;
}

/**
 * Spec §4: after more than 3 demo bets the switch-to-real popup opens. It opens after each such bet
 * until the player chooses to keep practising on this visit.
 */
export function useSwitchToReal(transport: GameTransport, game: InHouseGame, onSwitch: () => void) {
  const [open, setOpen] = useState(false);
  const dismissed = useRef(false);
  const afterBet = useCallback(() => {
    if (!isDemo(transport) || dismissed.current) return;
    const key = demoKeyOf(game);
    if (key !== null && shouldSwitchToReal(transport.store.get(key))) setOpen(true);
  }, [transport, game]);
  const onKeepPractising = useCallback(() => {
    dismissed.current = true;
    setOpen(false);
  }, []);
  const key = isDemo(transport) ? demoKeyOf(game) : null;
  const betCount = key === null || !isDemo(transport) ? 0 : transport.store.get(key).betCount;
  /** What GameScreen's switch-to-real popup takes. */
  const popup = { open, betCount, onSwitch, onKeepPractising };
  return { afterBet, popup };
}

/**
 * Runs one player action (a bet, a cash-out) with a fresh requestId; while it runs the action is
 * busy (double taps send nothing), and a refusal becomes a message key for the screen. When no
 * answer came (OutcomeUnknown), the next run of the same `kind` sends that requestId again, so a
 * bet the server took is answered with its settled round, never taken twice.
 *
 * The busy flag only paints (the `running` ref is what refuses a second tap), so its renders are
 * transitions: React renders them in slices between frames instead of blocking the frame of the
 * tap (bench:fps: a dice roll dropped two to three frames at 4x CPU throttle with sync renders).
 * Views apply a settled round with `startTransition` for the same reason.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ActionFailure | null>(null);
  const running = useRef(false);
  const unanswered = useRef(new Map<string, string>());
  const run = useCallback(async <T,>(action: (requestId: string) => Promise<T>, kind = 'action'): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    startTransition(() => {
      setBusy(true);
      setError(null);
    });
    const requestId = unanswered.current.get(kind) ?? newRequestId();
    try {
      const result = await action(requestId);
      unanswered.current.delete(kind);
      return result;
    } catch (e) {
      if (e instanceof OutcomeUnknown && e.requestId === requestId) unanswered.current.set(kind, requestId);
      else unanswered.current.delete(kind);
      const failure = actionFailureOf(e);
      startTransition(() => setError(failure));
      return undefined;
    } finally {
      running.current = false;
      startTransition(() => setBusy(false));
    }
  }, []);
  return { busy, error, setError, run };
}
