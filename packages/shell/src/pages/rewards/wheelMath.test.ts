// The wheel lands on the segment the server chose (issue 12: "the animation MUST land on the
// returned index"), whatever it starts from and however many segments it has.
import { describe, expect, it } from 'vitest';
import { labelCounterTurn, labelFontSize, labelLines, labelPoint, landingRotation, segmentAtPointer, segmentCentre, segmentPath, WHEEL_MIN_TURNS } from './wheelMath';

describe('spec §9 lucky spin wheel: landing rotation', () => {
  it('stops every segment of every wheel size under the pointer, from any start', () => {
    for (const count of [1, 2, 3, 6, 8, 12]) {
      for (const from of [0, 17, 359.5, 720 + 45, 1234.5, -90]) {
        for (let index = 0; index < count; index += 1) {
          const to = landingRotation(from, index, count);
          expect(segmentAtPointer(to, count)).toBe(index);
          // centred: half a segment of margin either side
          const size = 360 / count;
          expect(segmentAtPointer(to + size / 2 - 0.01, count)).toBe(index);
          expect(segmentAtPointer(to - size / 2 + 0.01, count)).toBe(index);
        }
      }
    }
  });

  it('always turns forward by at least the minimum full turns and less than one more', () => {
    for (const from of [0, 100, 3600 + 10]) {
      const to = landingRotation(from, 3, 8);
      expect(to - from).toBeGreaterThanOrEqual(WHEEL_MIN_TURNS * 360);
      expect(to - from).toBeLessThan((WHEEL_MIN_TURNS + 1) * 360);
    }
    expect(landingRotation(0, 0, 4, 0)).toBe(315);
  });

  it('is deterministic: the same inputs give the same rotation', () => {
    expect(landingRotation(90, 2, 6)).toBe(landingRotation(90, 2, 6));
  });

  it('a second spin starts where the first stopped and lands on its own segment', () => {
    const first = landingRotation(0, 5, 8);
    const second = landingRotation(first, 1, 8);
    expect(second).toBeGreaterThan(first);
    expect(segmentAtPointer(second, 8)).toBe(1);
  });

  it('refuses a segment that is not on the wheel rather than stopping somewhere else', () => {
    expect(() => landingRotation(0, 8, 8)).toThrow(RangeError);
    expect(() => landingRotation(0, -1, 8)).toThrow(RangeError);
    expect(() => landingRotation(0, 1.5, 8)).toThrow(RangeError);
    expect(() => landingRotation(0, 0, 0)).toThrow(RangeError);
  });

  it('draws segment 0 from the top clockwise', () => {
    expect(segmentCentre(0, 4)).toBe(45);
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100.000 0.000 A 100 100 0 0 1 200.000 100.000 Z');
  });
});

describe('spec §9 lucky spin wheel: labels', () => {
  it('stay level and upright on screen at every rotation: the label turns back what the wheel turned', () => {
    for (const rotation of [0, 45, 137.5, 180, 200, 359, 2003.25, -90]) {
      const net = (((rotation + labelCounterTurn(rotation)) % 360) + 360) % 360;
      expect(net, `rotation ${rotation}`).toBe(0);
    }
  });

  it('sit on the middle of their segment and fit its chord', () => {
    expect(labelPoint(0, 4, 50, 100)).toEqual({ x: 135.355, y: 64.645 });
    expect(labelPoint(1, 2, 50, 100)).toEqual({ x: 50, y: 100 });
    const wide = labelFontSize(['₱1,000'], 8, 64, 15, 7);
    const narrow = labelFontSize(['₱1,000'], 12, 64, 15, 7);
    expect(narrow).toBeLessThan(wide);
    // At that size the longest line (about 0.62 em a glyph) is no wider than the segment's chord.
    expect(6 * 0.62 * wide).toBeLessThanOrEqual(2 * 64 * Math.sin(Math.PI / 8));
    expect(labelFontSize(['x'], 2, 64, 15, 7)).toBe(15);
    expect(labelFontSize(['a very long label'], 24, 64, 15, 7)).toBe(7);
    expect(labelLines('100 points')).toEqual(['100', 'points']);
    expect(labelLines('₱500')).toEqual(['₱500']);
  });
});
