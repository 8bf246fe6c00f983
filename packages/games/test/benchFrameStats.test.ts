import { describe, expect, it } from 'vitest';
import { droppedShare, frameStats, overFrameBudget, quantile, VSYNC_MS } from '../bench/fps/frameStats';

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
