// Passwords too common to protect real money (spec §5 password rule, tightened: a password an
// attacker tries first is refused when it is chosen, with its own message).
import { COMMON_PASSWORDS } from './commonPasswords.data';
import type { ValidationResult } from './validation';
import { validatePassword } from './validation';

const DENIED = new Set(COMMON_PASSWORDS);

/** Whether a password is on the deny list of the most common passwords (case-insensitive, spec §5). */
export function isCommonPassword(pwd: string): boolean {
  return DENIED.has(pwd.normalize('NFC').toLowerCase());
}

/**
 * spec §5 for a password being set (register, password change): the form rule, then not one of
 * the most common passwords ('passwordTooCommon'). Logging in checks neither: an old password
 * still opens its account.
 */
export function validateNewPassword(input: string): ValidationResult {
  const checked = validatePassword(input);
  if (!checked.ok) return checked;
  return isCommonPassword(input) ? { ok: false, error: 'passwordTooCommon' } : checked;
}
