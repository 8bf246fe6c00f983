// The arithmetic of the frame benchmark (scripts/bench-fps.ts), kept apart so it is tested.

/** One vsync at 60 Hz, ms. */
export const VSYNC_MS = 1000 / 60;

/**
 * The budget of a game view at 4× CPU throttle (a mid-range phone), 60 Hz the target:
 * - a median of at least 55 fps over the repeats, at most 1 frame in 20 longer than 25 ms
 *   (1.5 vsyncs) and at most 5 % of vsyncs missed;
 * - animations run on the compositor (transform, opacity) or on a canvas, so the main thread lays
 *   out only when React shows news (a result, a new round state), never once per frame: at most
 *   0.25 layouts per frame.
 * The frame part is judged only when an idle page on the same browser meets it just before (the
 * control): on a machine busy with other work, missed frames say nothing about the view.
 */
export const BUDGET = { minFps: 55, maxP95Ms: 25, maxDroppedShare: 0.05, maxLayoutsPerFrame: 0.25 } as const;

export interface FrameStats {
  /** Frames per second over the window (rAF callbacks per second). */
  readonly fps: number;
  /** Frame intervals, ms. */
  readonly intervals: number[];
  /** Vsyncs that passed without a frame. */
  readonly missed: number;
}

/** Frames of one window from its requestAnimationFrame timestamps (ms, ascending). */
export function frameStats(stamps: readonly number[]): FrameStats {
  if (stamps.length < 2) return { fps: 0, intervals: [], missed: 0 };
  const intervals: number[] = [];
  for (let i = 1; i < stamps.length; i++) intervals.push(stamps[i]! - stamps[i - 1]!);
  const missed = intervals.reduce((sum, d) => sum + Math.max(0, Math.round(d / VSYNC_MS) - 1), 0);
  return { fps: (intervals.length * 1000) / (stamps.at(-1)! - stamps[0]!), intervals, missed };
}

/** The q-quantile (nearest rank) of the values; NaN without values. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Share of the vsyncs of the windows that were missed. */
export function droppedShare(windows: readonly FrameStats[]): number {
  const frames = windows.reduce((s, w) => s + w.intervals.length, 0);
  const missed = windows.reduce((s, w) => s + w.missed, 0);
  return frames + missed === 0 ? 1 : missed / (frames + missed);
}

export interface Judged {
  readonly fps: number;
  readonly p95Ms: number;
  readonly droppedShare: number;
}

/** What of the frame budget a measurement misses (empty when within it). */
export function overFrameBudget(m: Judged): string[] {
  const over: string[] = [];
  if (!(m.fps >= BUDGET.minFps)) over.push(`fps ${m.fps.toFixed(1)} < ${BUDGET.minFps}`);
  if (!(m.p95Ms <= BUDGET.maxP95Ms)) over.push(`p95 ${m.p95Ms.toFixed(1)} ms > ${BUDGET.maxP95Ms} ms`);
  if (!(m.droppedShare <= BUDGET.maxDroppedShare)) over.push(`dropped ${(m.droppedShare * 100).toFixed(1)} % > ${BUDGET.maxDroppedShare * 100} %`);
  return over;
}
