import { describe, expect, it } from 'vitest';
import { droppedShare, frameStats, isQuiet, mainThreadCpu, overFrameBudget, quantile, VSYNC_MS } from '../bench/fps/frameStats';

const steady = (n: number, every = VSYNC_MS) => Array.from({ length: n }, (_, i) => 1000 + i * every);

describe('frame benchmark arithmetic (issue 7 §7: 60 fps on a mid-range phone)', () => {
  it('counts 60 fps and no missed vsync for frames on every vsync', () => {
    const s = frameStats(steady(61));
    expect(s.fps).toBeCloseTo(60, 5);
    expect(s.missed).toBe(0);
    expect(overFrameBudget({ fps: s.fps, p95Ms: quantile(s.intervals, 0.95), droppedShare: droppedShare([s]) })).toEqual([]);
  });

  it('counts the vsyncs a long frame swallowed', () => {
    // 10 good frames, then one frame 4 vsyncs long: 3 missed of 14 vsyncs.
    const stamps = [...steady(11), 1000 + 10 * VSYNC_MS + 4 * VSYNC_MS];
    const s = frameStats(stamps);
    expect(s.missed).toBe(3);
    expect(droppedShare([s])).toBeCloseTo(3 / 14, 10);
  });

  it('fails a view that paints every other vsync (30 fps)', () => {
    const s = frameStats(steady(31, 2 * VSYNC_MS));
    const over = overFrameBudget({ fps: s.fps, p95Ms: quantile(s.intervals, 0.95), droppedShare: droppedShare([s]) });
    expect(over).toHaveLength(3);
    expect(over[0]).toMatch(/^fps 30\.0 < 55$/);
  });

  it('takes the nearest-rank quantile and has no frames without two stamps', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 100], 0.95)).toBe(100);
    expect(quantile([], 0.5)).toBeNaN();
    expect(frameStats([1000])).toEqual({ fps: 0, intervals: [], missed: 0 });
    expect(droppedShare([frameStats([])])).toBe(1);
  });
});

describe('main-thread CPU from a trace', () => {
  const meta = (pid: number, tid: number, name: string) => ({ name: 'thread_name', ph: 'M', pid, tid, args: { name } });
  const x = (name: string, pid: number, tid: number, ts: number, dur: number, tdur: number) => ({ name, ph: 'X', pid, tid, ts, dur, tdur });

  it('takes thread time of the busiest renderer main thread, each kind counted once when nested', () => {
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(2, 20, 'CrRendererMain'),
      meta(1, 11, 'Compositor'),
      // The page: a 6 ms task (4 ms of it on the CPU) with a rAF callback holding a nested call, and a commit.
      x('RunTask', 1, 10, 0, 6_000, 4_000),
      x('FireAnimationFrame', 1, 10, 100, 3_000, 2_000),
      x('FunctionCall', 1, 10, 200, 2_000, 1_500),
      x('UpdateLayoutTree', 1, 10, 3_200, 500, 500),
      x('Commit', 1, 10, 4_000, 1_500, 1_000),
      // Another, idle page and a compositor thread: not counted.
      x('RunTask', 2, 20, 0, 1_000, 500),
      x('RunTask', 1, 11, 0, 9_000, 9_000),
    ];
    const cpu = mainThreadCpu(events);
    expect(cpu.totalMs).toBe(4);
    expect(cpu.byKind).toEqual({ script: 2, style: 0.5, layout: 0, paint: 0, commit: 1 });
  });

  it('is zero without a renderer main thread', () => {
    expect(mainThreadCpu([x('RunTask', 1, 10, 0, 1_000, 1_000)]).totalMs).toBe(0);
  });
});

describe('quiet machine (the control that lets frame rates be judged)', () => {
  it('is quiet only when the idle page keeps nearly every vsync', () => {
    expect(isQuiet({ fps: 60, p95Ms: 16.8, droppedShare: 0 })).toBe(true);
    expect(isQuiet({ fps: 56, p95Ms: 16.8, droppedShare: 0.01 })).toBe(false); // within the budget, not quiet
    expect(isQuiet({ fps: 60, p95Ms: 33.3, droppedShare: 0.01 })).toBe(false);
    expect(isQuiet({ fps: 59, p95Ms: 16.8, droppedShare: 0.03 })).toBe(false);
  });
});
