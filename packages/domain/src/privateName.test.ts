import { describe, expect, it } from 'vitest';
import { privateName } from './privateName';

describe('spec §5 private name display', () => {
  it('keeps the first 3 characters then ***', () => {
    expect(privateName('Juan Dela Cruz')).toBe('Jua***');
    expect(privateName('09171234567')).toBe('091***');
  });
  it('never splits a character and masks short names too', () => {
    expect(privateName('😀😀😀😀')).toBe('😀😀😀***');
    expect(privateName('王小明先生')).toBe('王小明***');
    expect(privateName('Al')).toBe('Al***');
    expect(privateName('')).toBe('***');
  });
});
