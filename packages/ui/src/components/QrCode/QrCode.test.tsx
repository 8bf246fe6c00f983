import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, encodeQr, qrPath } from './QrCode';

/** Finder patterns: a 7x7 dark ring, a light ring inside, and a 3x3 dark centre. */
function hasFinderAt(dark: (x: number, y: number) => boolean, ox: number, oy: number): boolean {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6;
      const centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
      if (dark(ox + x, oy + y) !== (ring || centre)) return false;
    }
  }
  return true;
}

describe('encodeQr', () => {
  it('gives a standard QR matrix with the three finder patterns', () => {
    const m = encodeQr('https://perya.example/#/invite?code=AB12CD');
    expect((m.size - 17) % 4).toBe(0);
    expect(hasFinderAt(m.dark, 0, 0)).toBe(true);
    expect(hasFinderAt(m.dark, m.size - 7, 0)).toBe(true);
    expect(hasFinderAt(m.dark, 0, m.size - 7)).toBe(true);
    expect(hasFinderAt(m.dark, m.size - 7, m.size - 7)).toBe(false);
  });

  it('grows with the data and differs between values', () => {
    expect(encodeQr('a').size).toBe(21);
    expect(encodeQr('x'.repeat(300)).size).toBeGreaterThan(21);
    expect(qrPath(encodeQr('one'))).not.toBe(qrPath(encodeQr('two')));
  });
});

describe('QrCode', () => {
  it('renders an SVG image with its label', () => {
    render(<QrCode value="00020126580014br.gov.bcb.pix" label="Pix QR code" />);
    const img = screen.getByRole('img', { name: 'Pix QR code' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(img.getAttribute('viewBox')).toBe(`0 0 ${encodeQr('00020126580014br.gov.bcb.pix').size + 8} ${encodeQr('00020126580014br.gov.bcb.pix').size + 8}`);
  });

  it('says so when the value cannot be encoded', () => {
    render(<QrCode value={'x'.repeat(5000)} label="Deposit code" errorText="Too long" />);
    expect(screen.getByRole('img', { name: 'Deposit code: Too long' }).textContent).toBe('Too long');
  });
});
