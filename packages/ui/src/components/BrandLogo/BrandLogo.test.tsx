import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('reserves its box (width and height hints) and is decoration by default', () => {
    const { container } = render(<BrandLogo src="/logo.png" size="lg" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('80');
    expect(img?.getAttribute('height')).toBe('80');
  });

  it('carries a name when it stands alone', () => {
    const { getByRole } = render(<BrandLogo src="/logo.png" alt="Perya" />);
    expect(getByRole('img', { name: 'Perya' }).getAttribute('width')).toBe('56');
  });
});
