import { describe, expect, it } from 'vitest';
import { coinPath, countUpAt, winMomentPlan } from './winMoment';

describe('winMomentPlan (DESIGN.md win moment: scaled to the win, silence for a loss)', () => {
  it('celebrates nothing that is not a win', () => {
    expect(winMomentPlan(1_000, 0)).toBeNull(); // lost
    expect(winMomentPlan(1_000, 1_000)).toBeNull(); // stake back
    expect(winMomentPlan(2_000, 1_000)).toBeNull(); // part lost
    expect(winMomentPlan(0, 0)).toBeNull();
  });

  it('grows with the multiple of the stake, not the amount', () => {
    expect(winMomentPlan(1_000, 1_010)?.tier).toBe('small'); // dice at 98 %: 1.0102×
    expect(winMomentPlan(1_000, 1_010)?.coins).toBe(0);
    expect(winMomentPlan(1_000, 1_980)?.tier).toBe('win'); // dice 1.98×
    expect(winMomentPlan(1_000, 3_000)?.tier).toBe('big'); // ring blue 3×
    expect(winMomentPlan(1_000, 6_000)?.tier).toBe('big'); // colour pair 5:1
    expect(winMomentPlan(100, 9_900)?.tier).toBe('mega'); // ring green 99×
    // A large stake doubled is still a plain win; a small stake ×10 is a mega one.
    expect(winMomentPlan(1_000_000, 2_000_000)?.tier).toBe('win');
    expect(winMomentPlan(100, 1_000)?.tier).toBe('mega');
    const [win, big, mega] = [winMomentPlan(10, 20)!, winMomentPlan(10, 50)!, winMomentPlan(10, 500)!];
    expect(win.coins).toBeLessThan(big.coins);
    expect(big.coins).toBeLessThan(mega.coins);
    expect(win.showMs).toBeLessThan(mega.showMs);
  });
});

describe('countUpAt', () => {
  it('starts at nothing, rises and lands on the exact amount', () => {
    expect(countUpAt(12_345, 0, 1_000)).toBe(0);
    const mid = countUpAt(12_345, 500, 1_000);
    expect(mid).toBeGreaterThan(6_000);
    expect(mid).toBeLessThan(12_345);
    expect(countUpAt(12_345, 999, 1_000)).toBeLessThanOrEqual(12_345);
    expect(countUpAt(12_345, 1_000, 1_000)).toBe(12_345);
    expect(countUpAt(12_345, 5_000, 1_000)).toBe(12_345);
  });
});

describe('coinPath', () => {
  it('spreads the coins all around the amount', () => {
    const paths = Array.from({ length: 12 }, (_, i) => coinPath(i, 12));
    expect(paths.some((p) => p.dx > 0.3)).toBe(true);
    expect(paths.some((p) => p.dx < -0.3)).toBe(true);
    expect(paths.some((p) => p.dy < -0.3)).toBe(true);
    expect(paths.some((p) => p.dy > 0.3)).toBe(true);
  });
});
