// Keeps what a player types or pastes into the phone field to digits only (spec §5).

/**
 * The national digits of typed or pasted text: non-digits dropped, an international prefix of the
 * field's own dialling code dropped ("+63 917 123 4567" → "9171234567" in en-PH), cut to
 * `maxDigits`. Validation (9-11 digits) stays with @perya/domain validatePhone.
 */
export function phoneDigits(raw: string, dialCode: string, maxDigits: number): string {
  let digits = raw.replace(/\D/g, '');
  const dial = dialCode.replace(/\D/g, '');
  const international = /^\s*(\+|00)/.exec(raw);
  if (international && dial !== '') {
    const withoutExit = international[1] === '00' ? digits.slice(2) : digits;
    if (withoutExit.startsWith(dial)) digits = withoutExit.slice(dial.length);
  }
  return digits.slice(0, maxDigits);
}
