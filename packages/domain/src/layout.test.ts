import { describe, expect, it } from 'vitest';
import { rootFontSize } from './layout';

describe('spec §9 root font size 16 × min(w, h) / 375', () => {
  it('scales with the short side', () => {
    expect(rootFontSize(375, 812)).toBe(16);
    expect(rootFontSize(750, 1334)).toBe(32);
    expect(rootFontSize(1024, 600)).toBeCloseTo(25.6);
  });
  it('falls back to 16 without a usable viewport', () => {
    expect(rootFontSize(0, 800)).toBe(16);
    expect(rootFontSize(Number.NaN, 800)).toBe(16);
  });
});
