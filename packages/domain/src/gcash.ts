// GCash withdrawal account check (spec §8 "GCash account and phone number do not match").
import type { MessageKey } from './messages';
import { normalizePhone } from './phone';

/** GCash is a Philippine wallet: its numbers are +63 mobiles. */
const GCASH_DIAL_CODE = '+63';

/**
 * Digits of a Philippine mobile number without the country code or trunk 0: '9171234567' (spec §1
 * +63, §8). One rule for every spelling of a number: normalizePhone's; text that is not a number
 * is compared by its plain digits.
 */
export function nationalMobileDigits(text: string): string {
  const normalised = normalizePhone(text, GCASH_DIAL_CODE);
  return normalised.ok ? normalised.value.slice(GCASH_DIAL_CODE.length) : text.replace(/\D/g, '');
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

/**
 * spec §8: whether the form warns that the GCash number and the phone differ. Only once both are
 * written and they are not the same number (in any spelling): a warning shown on an empty or
 * matching pair teaches players to ignore it.
 */
export function gcashNumbersDiffer(account: string, phone: string): boolean {
  const a = nationalMobileDigits(account);
  const p = nationalMobileDigits(phone);
  return a !== '' && p !== '' && a !== p;
}
