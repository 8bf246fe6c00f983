import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT, Avatar, avatarIndex } from './Avatar';

describe('Avatar', () => {
  it('has six distinct drawings', () => {
    const drawings = new Set<string>();
    for (let i = 0; i < AVATAR_COUNT; i += 1) {
      const { container, unmount } = render(<Avatar index={i} />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('data-avatar')).toBe(String(i));
      drawings.add(svg.innerHTML);
      unmount();
    }
    expect(drawings.size).toBe(6);
  });

  it('draws avatar 0 for an index outside 0-5', () => {
    expect([avatarIndex(-1), avatarIndex(6), avatarIndex(2.5), avatarIndex(Number.NaN), avatarIndex(5)]).toEqual([0, 0, 0, 0, 5]);
    const { container } = render(<Avatar index={9} />);
    expect(container.querySelector('svg')?.getAttribute('data-avatar')).toBe('0');
  });

  it('is an image with a name when labelled, decorative otherwise', () => {
    const { container } = render(<Avatar index={3} label="Juan" />);
    expect(screen.getByRole('img', { name: 'Juan' })).toBeTruthy();
    render(<Avatar index={3} />);
    expect(container.ownerDocument.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  });
});
