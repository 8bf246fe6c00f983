// The arithmetic of the frame benchmark (scripts/bench-fps.ts), kept apart so it is tested.

/** One vsync at 60 Hz, ms. */
export const VSYNC_MS = 1000 / 60;

/**
 * The budget of a game view at 4× CPU throttle (a mid-range phone), 60 Hz the target:
 * - a median of at least 55 fps over the repeats, at most 1 frame in 20 longer than 25 ms
 *   (1.5 vsyncs) and at most 5 % of vsyncs missed;
 * - animations run on the compositor (transform, opacity) or on a canvas, so the main thread lays
 *   out only when React shows news (a result, a new round state), never once per frame: at most
 *   0.25 layouts per frame;
 * - at most 10 ms of main-thread CPU per 16.7 ms of wall time at that throttle (RAIL's "produce
 *   a frame in 10 ms": the rest of the frame is the browser's own work off this thread). Thread time from
 *   a trace, so it is judged whatever else the machine is doing. It includes what the measuring
 *   costs: the rAF recorder makes the main thread take part in every frame (style, commit), which
 *   compositor-only animations do not need in play — the figure is an upper bound.
 * The frame part is judged only when an idle page on the same browser shows a quiet machine
 * around the windows (QUIET): on a machine busy with other work, missed frames say nothing about
 * the view.
 */
export const BUDGET = { minFps: 55, maxP95Ms: 25, maxDroppedShare: 0.05, maxLayoutsPerFrame: 0.25, maxMainCpuPerFrameMs: 10 } as const;

/**
 * A quiet machine: the idle control page keeps (nearly) every vsync. Only then do a view's missed
 * frames say something about the view; a control that merely meets the budget leaves too much
 * room for other work on the machine to spoil the view's windows.
 */
export const QUIET = { minFps: 58, maxP95Ms: 18, maxDroppedShare: 0.02 } as const;

/** True when the control windows show a quiet machine. */
export function isQuiet(control: Judged): boolean {
  return control.fps >= QUIET.minFps && control.p95Ms <= QUIET.maxP95Ms && control.droppedShare <= QUIET.maxDroppedShare;
}

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

/** A Chrome trace event (the fields read here). */
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  /** Start, µs. */
  readonly ts?: number;
  /** Wall duration, µs. */
  readonly dur?: number;
  /** Thread (CPU) duration, µs: without the time the thread waited for a core. */
  readonly tdur?: number;
  readonly args?: { readonly name?: string };
}

export interface MainThreadCpu {
  /** CPU time of the renderer main thread's tasks, ms. */
  readonly totalMs: number;
  /** Of which: script (events, timers, rAF callbacks, microtasks), style, layout, paint, commit. */
  readonly byKind: Readonly<Record<'script' | 'style' | 'layout' | 'paint' | 'commit', number>>;
}

const KIND_OF: Readonly<Record<string, keyof MainThreadCpu['byKind']>> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'commit',
};

/**
 * CPU time of the busiest renderer main thread (CrRendererMain) of a trace: the page under test,
 * others idle. Thread time, not wall time, so other work on the machine does not count; the CPU
 * throttle does (the throttled thread stays busy longer). Nested events of one kind count once.
 */
export function mainThreadCpu(events: readonly TraceEvent[]): MainThreadCpu {
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const totals = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key)) totals.set(key, (totals.get(key) ?? 0) + (e.tdur ?? 0));
  }
  const busiest = [...totals].sort((a, b) => b[1] - a[1])[0];
  const byKind = { script: 0, style: 0, layout: 0, paint: 0, commit: 0 };
  if (!busiest) return { totalMs: 0, byKind };
  const [thread, total] = busiest;
  // Only the outermost event of each kind: a FunctionCall inside an EventDispatch is counted once.
  const open: { kind: string; end: number }[] = [];
  const sorted = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && KIND_OF[e.name] !== undefined)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  for (const e of sorted) {
    const kind = KIND_OF[e.name]!;
    const ts = e.ts ?? 0;
    while (open.length > 0 && open.at(-1)!.end <= ts) open.pop();
    if (!open.some((o) => o.kind === kind)) byKind[kind] += (e.tdur ?? 0) / 1000;
    open.push({ kind, end: ts + (e.dur ?? 0) });
  }
  return { totalMs: total / 1000, byKind };
}
