import { describe, expect, it } from 'vitest';
import { checkGcashAccount, gcashNumbersDiffer, nationalMobileDigits } from './gcash';

describe('spec §8 GCash account must match the phone number', () => {
  it('treats the usual ways of writing a number as the same', () => {
    expect(nationalMobileDigits('+63 917 123 4567')).toBe('9171234567');
    expect(nationalMobileDigits('09171234567')).toBe('9171234567');
    expect(checkGcashAccount('09171234567', '+63 917-123-4567')).toEqual({ ok: true });
  });
  it('refuses a mismatch or an empty account', () => {
    expect(checkGcashAccount('09171234568', '09171234567')).toEqual({ ok: false, error: 'gcashPhoneMismatch' });
    expect(checkGcashAccount('', '')).toEqual({ ok: false, error: 'gcashPhoneMismatch' });
  });
});

describe('spec §8 the mismatch warning shows only when the numbers differ', () => {
  it('stays quiet while a number is missing or when both are one number', () => {
    expect(gcashNumbersDiffer('', '09171234567')).toBe(false);
    expect(gcashNumbersDiffer('09171234567', '')).toBe(false);
    expect(gcashNumbersDiffer('09171234567', '+63 917 123 4567')).toBe(false);
  });
  it('warns when they differ', () => {
    expect(gcashNumbersDiffer('09171234568', '09171234567')).toBe(true);
  });
});
