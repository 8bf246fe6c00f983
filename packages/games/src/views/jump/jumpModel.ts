// The jump view's clock and curve (games.md "Jump": e^(r·ms)): the multiplier runs on the
// server's clock (offset measured from each state), and the curve is scaled to fit the canvas.
import type { JumpStateData } from '@perya/api/contract';
import { roundResult } from '@perya/domain';
import { resultMessage, type ResultMessage } from '../shared/resultLine';

/** Server time minus local time, from a state just received. */
export function clockOffset(state: Pick<JumpStateData, 'serverTime'>, localNow: number): number {
  return state.serverTime - localNow;
}

/**
 * The multiplier (hundredths) to draw at local time `localNow`: the curve while running, held at
 * the crash point once crashed, 1.00× while betting.
 */
export function multiplierNow(state: JumpStateData, localNow: number, offset: number): number {
  if (state.phase === 'crashed') return state.crashPointX100 ?? state.multiplierX100;
  if (state.phase !== 'running' || state.startedAt === null) return 100;
  const ms = Math.max(0, localNow + offset - state.startedAt);
  return Math.max(state.multiplierX100, Math.floor(100 * Math.exp(state.growthPerMs * ms)));
}

/** Elapsed running time (ms) at a multiplier: the inverse of the curve. */
export function msAt(x100: number, growthPerMs: number): number {
  return x100 <= 100 ? 0 : Math.log(x100 / 100) / growthPerMs;
}

/** Seconds left in the betting window (whole, ≥ 0). */
export function bettingSecondsLeft(state: JumpStateData, localNow: number, offset: number): number {
  return Math.max(0, Math.ceil((state.bettingEndsAt - (localNow + offset)) / 1000));
}

/** "2.35×" */
export function formatX(x100: number): string {
  return `${(x100 / 100).toFixed(2)}×`;
}

/** The player's bet of this round still riding the curve, if any. */
export function activeBet(state: JumpStateData) {
  return state.bets.find((b) => b.mine && b.cashOutX100 === null && state.phase !== 'crashed') ?? null;
}

/** What a cash-out now would pay (stake × multiplier, rounded down). */
export function cashOutValue(stake: number, x100: number): number {
  const p = stake * x100;
  return (p - (p % 100)) / 100;
}

/**
 * Points of the curve for a canvas of w×h: x spans at least 8 s, y at least 2×, both growing with
 * the round so the tip stays on screen.
 */
export function curvePoints(x100: number, growthPerMs: number, w: number, h: number, steps = 48): { x: number; y: number }[] {
  const elapsed = msAt(x100, growthPerMs);
  const spanMs = Math.max(8_000, elapsed * 1.15);
  const spanY = Math.max(1, (x100 / 100 - 1) * 1.2);
  const pts: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const ms = (elapsed * i) / steps;
    const m = Math.exp(growthPerMs * ms);
    pts.push({ x: (ms / spanMs) * w, y: h - ((m - 1) / spanY) * h });
  }
  return pts;
}

/**
 * What the main button does now (issue 23 §6: after a bet it becomes what it now does): bet in
 * the window, then it shows the bet placed until take-off, cash out while the bet rides, and waits
 * for the next window otherwise.
 */
export type JumpButton =
  | { readonly kind: 'bet' }
  | { readonly kind: 'placed'; readonly stake: number }
  | { readonly kind: 'cashOut' }
  | { readonly kind: 'wait' };

export function jumpButton(state: JumpStateData | null): JumpButton {
  if (state === null) return { kind: 'wait' };
  const mine = activeBet(state);
  if (state.phase === 'running' && mine) return { kind: 'cashOut' };
  if (state.phase !== 'betting') return { kind: 'wait' };
  const placed = state.bets.filter((b) => b.mine).reduce((sum, b) => sum + b.stake, 0);
  return placed > 0 ? { kind: 'placed', stake: placed } : { kind: 'bet' };
}

/**
 * The player's result of this round, once every bet of theirs is settled (cashed out, or the round
 * crashed): net of the stakes, naming the cash-out multiplier of a single bet that got off or the
 * crash point of a loss. Null while a bet still rides or when the player has no bet.
 */
export function jumpResult(state: JumpStateData): ResultMessage | null {
  const mine = state.bets.filter((b) => b.mine);
  if (mine.length === 0) return null;
  const crashed = state.phase === 'crashed';
  if (!mine.every((b) => b.cashOutX100 !== null || crashed)) return null;
  const stake = mine.reduce((sum, b) => sum + b.stake, 0);
  const payout = mine.reduce((sum, b) => sum + (b.cashOutX100 === null ? 0 : b.payout), 0);
  const single = mine.length === 1 ? mine[0]! : null;
  return resultMessage(roundResult(stake, payout), {
    cashedOutAt: single?.cashOutX100 != null ? formatX(single.cashOutX100) : null,
    crashedAt: crashed ? formatX(state.crashPointX100 ?? state.multiplierX100) : null,
  });
}

/** The auto cash-out field's multiplier in hundredths ("2" or "2.5" → 200, 250), null when it is not a number. */
export function parseAutoX100(text: string): number | null {
  if (!/^\d+(\.\d{0,2})?$/.test(text.trim())) return null;
  const x100 = Math.round(Number(text) * 100);
  return Number.isSafeInteger(x100) ? x100 : null;
}

/**
 * Whether the player's wallet moved between two states without the view asking: a bet of theirs
 * that is paid now and was not before (an auto cash-out the server made, issue 23 item 1). The
 * view then reads the one balance again instead of keeping the pre-win figure for rounds.
 */
export function paidSince(prev: Pick<JumpStateData, 'bets'> | null, next: Pick<JumpStateData, 'bets'>): boolean {
  const paidBefore = new Set((prev?.bets ?? []).filter((b) => b.mine && b.cashOutX100 !== null).map((b) => b.betId));
  return next.bets.some((b) => b.mine && b.cashOutX100 !== null && !paidBefore.has(b.betId));
}
