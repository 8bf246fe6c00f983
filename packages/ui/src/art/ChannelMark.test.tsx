import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHANNEL_MARKS, ChannelMark } from './ChannelMark';

describe('ChannelMark', () => {
  it('draws each destination kind as its own shape, decorative (the name is beside it)', () => {
    const shapes = CHANNEL_MARKS.map((kind) => {
      const { container, unmount } = render(<ChannelMark kind={kind} />);
      const svg = container.querySelector(`svg[data-channel-mark="${kind}"]`);
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      const drawn = [...(svg?.querySelectorAll('path, rect, circle') ?? [])].map((el) => el.getAttribute('d') ?? `${el.tagName}${el.getAttribute('x') ?? ''}`).join('|');
      unmount();
      return drawn;
    });
    expect(new Set(shapes).size).toBe(CHANNEL_MARKS.length);
  });

  it('paints with theme classes only, no colour written into the drawing', () => {
    const { container } = render(<ChannelMark kind="gcash" />);
    for (const el of container.querySelectorAll('path, rect, circle')) {
      expect(el.getAttribute('fill')).toBeNull();
      expect(el.getAttribute('stroke')).toBeNull();
      expect(el.getAttribute('class')).toBeTruthy();
    }
  });
});
