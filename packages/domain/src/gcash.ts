// GCash withdrawal account check (spec §8 "GCash account and phone number do not match").
import type { MessageKey } from './messages';

/** Digits of a Philippine mobile number without the country code or trunk 0: '9171234567' (spec §1 +63, §8). */
export function nationalMobileDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('63') && digits.length === 12) return digits.slice(2);
  if (digits.startsWith('0') && digits.length === 11) return digits.slice(1);
  return digits;
}

/**
 * spec §8: a GCash account is its mobile number, and it must match the phone number given with
 * it, or the withdrawal is refused ('gcashPhoneMismatch': funds sent to a wrong account cannot be
 * recovered). '09171234567', '+63 917 123 4567' and '9171234567' are the same number.
 */
export function checkGcashAccount(
  account: string,
  phone: string,
): { readonly ok: true } | { readonly ok: false; readonly error: MessageKey } {
  const a = nationalMobileDigits(account);
  return a !== '' && a === nationalMobileDigits(phone) ? { ok: true } : { ok: false, error: 'gcashPhoneMismatch' };
}
