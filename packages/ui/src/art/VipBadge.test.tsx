import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIP_BADGE_COUNT, VipBadge, vipBadgeIndex } from './VipBadge';

describe('VipBadge', () => {
  it('gives every level 0-5 its own badge, higher levels the last and bad values the first', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map(vipBadgeIndex)).toEqual([0, 1, 2, 3, 4, 5, 5, 5]);
    expect([-1, 2.5, Number.NaN].map(vipBadgeIndex)).toEqual([0, 0, 0]);
  });

  it('draws six different shapes, each with its level on the ribbon', () => {
    const drawings = Array.from({ length: VIP_BADGE_COUNT }, (_, level) => {
      const { container, unmount } = render(<VipBadge level={level} label={`Level ${level}`} />);
      const badge = container.querySelector(`[data-vip-badge="${level}"]`);
      expect(badge?.querySelector('text')?.textContent).toBe(`VIP ${level}`);
      expect(container.querySelector('svg')?.getAttribute('aria-label')).toBe(`Level ${level}`);
      const shapes = [...(badge?.querySelectorAll('path, circle, rect') ?? [])]
        .map((el) => el.getAttribute('d') ?? el.tagName)
        .join('|');
      unmount();
      return shapes;
    });
    expect(new Set(drawings).size).toBe(VIP_BADGE_COUNT);
  });

  it('is decoration when it has no label', () => {
    const { container } = render(<VipBadge level={3} />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
