// Phone numbers as account identities (spec §1 "+63", §5 phone): every way a player may write a
// number becomes one E.164 form, so 0917..., 917... and +63917... are one account.
import type { ValidationResult } from './validation';
import { validatePhone } from './validation';

/**
 * National significant numbers per dialling code (without the trunk 0). Where a code is listed,
 * only numbers that can receive an SMS are accounts: Philippine mobiles are 9XX XXX XXXX.
 * Other codes fall back to a plain length check.
 */
const NATIONAL_NUMBER: Readonly<Record<string, RegExp>> = {
  '63': /^9\d{9}$/,
};
/** 7 to 12 digits: with a dialling code of at most 3, within E.164's 15 digits after the plus. */
const ANY_NATIONAL_NUMBER = /^[1-9]\d{6,11}$/;
/** Separators people paste with a number; anything else that is not a digit is refused. */
const SEPARATORS = /[\s\-().]/g;

function dialDigits(dialCode: string): string {
  const digits = dialCode.replace(/^\+/, '');
  if (!/^[1-9]\d{0,2}$/.test(digits)) throw new RangeError(`not a dialling code: '${dialCode}'`);
  return digits;
}

/**
 * spec §1/§5: the E.164 form ('+639171234567') of a phone written for the brand's dialling code
 * (`dialCode`, e.g. '+63'). Accepted: the national number ('9171234567'), with the trunk 0
 * ('09171234567'), with the country code ('639171234567', '+639171234567', '+63 917-123-4567').
 * A number of another country, or one that is not a valid number for this code, is
 * 'enterCorrectPhone' (spec §8 "Please enter the correct phone number.").
 */
export function normalizePhone(input: string, dialCode: string): ValidationResult {
  const cc = dialDigits(dialCode);
  const text = input.replace(SEPARATORS, '');
  if (text === '') return { ok: false, error: 'phoneRequired' };
  const plus = text.startsWith('+');
  const digits = plus ? text.slice(1) : text;
  // No check of its own that the rest is digits and not too long: the national rules below are
  // anchored digit patterns of at most 12 digits, so letters or a 16th digit never pass them.
  const rule = NATIONAL_NUMBER[cc] ?? ANY_NATIONAL_NUMBER;
  let national: string;
  if (plus) {
    if (!digits.startsWith(cc)) return { ok: false, error: 'enterCorrectPhone' };
    national = digits.slice(cc.length);
  } else if (digits.startsWith('0')) {
    national = digits.slice(1);
  } else if (digits.startsWith(cc) && rule.test(digits.slice(cc.length)) && !rule.test(digits)) {
    national = digits.slice(cc.length);
  } else {
    national = digits;
  }
  if (!rule.test(national)) return { ok: false, error: 'enterCorrectPhone' };
  return { ok: true, value: `+${cc}${national}` };
}

/**
 * The digits a player types after the dialling code the phone field shows (spec §5: digits only,
 * the dialling code is never typed): '+639171234567' is '9171234567'. A value that is not in
 * E.164 for this code (an account made before numbers were normalised) is returned as it is.
 */
export function localPhoneDigits(e164: string, dialCode: string): string {
  const prefix = `+${dialDigits(dialCode)}`;
  return e164.startsWith(prefix) ? e164.slice(prefix.length) : e164;
}

/**
 * What an API caller may send as a phone (spec §5, plus E.164): the digits a form takes (9 to 11),
 * or '+' and the full international number. Which country it belongs to is the server's check
 * (normalizePhone with its dialling code).
 */
export function validatePhoneEntry(input: string): ValidationResult {
  const value = input.trim();
  if (value.startsWith('+')) {
    const compact = value.replace(SEPARATORS, '');
    return /^\+[1-9]\d{7,14}$/.test(compact) ? { ok: true, value: compact } : { ok: false, error: 'enterCorrectPhone' };
  }
  return validatePhone(value);
}

/**
 * spec §1 "+63": the one form a phone is shown in, everywhere (profile, the SMS-sent line, cash-out
 * notices): '+63 917 123 4567' for '09171234567', '9171234567', '+639171234567' alike. A number
 * that is not valid for the code is shown as it was written.
 */
export function formatPhoneDisplay(input: string, dialCode: string): string {
  const normalised = normalizePhone(input, dialCode);
  if (!normalised.ok) return input.trim();
  const cc = dialDigits(dialCode);
  const national = normalised.value.slice(cc.length + 1);
  // Threes from the left and the last four together (a PH mobile: 917 123 4567); a lone digit joins
  // the last group. A national number has at least 7 digits, so no group is empty.
  const parts: string[] = [];
  const head = national.slice(0, -4);
  const lone = head.length % 3 === 1 ? head.slice(-1) : '';
  for (let i = 0; i < head.length - lone.length; i += 3) parts.push(head.slice(i, i + 3));
  parts.push(lone + national.slice(-4));
  return `+${cc} ${parts.join(' ')}`;
}
