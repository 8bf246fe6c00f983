// The wheel lands on the segment the server chose (issue 12: "the animation MUST land on the
// returned index"), whatever it starts from and however many segments it has.
import { describe, expect, it } from 'vitest';
import { labelFlipped, landingRotation, segmentAtPointer, segmentCentre, segmentPath, WHEEL_MIN_TURNS } from './wheelMath';

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
  it('read outwards on the right half and inwards on the left, never upside down at rest', () => {
    // The label of a segment centred at c runs along the radius, turned c − 90 (0: horizontal,
    // reading outwards on the right); turned half a turn more when flipped.
    for (let i = 0; i < 8; i++) {
      const c = segmentCentre(i, 8);
      const turn = (((c - 90 + (labelFlipped(c) ? 180 : 0)) % 360) + 360) % 360;
      expect(turn <= 90 || turn >= 270, `segment ${i}`).toBe(true);
    }
    expect(labelFlipped(90)).toBe(false);
    expect(labelFlipped(180)).toBe(false);
    expect(labelFlipped(202.5)).toBe(true);
    expect(labelFlipped(337.5)).toBe(true);
  });
});
