// Form-field validation of spec §5: each validator returns the cleaned value or the message key to show.
import type { MessageKey } from './messages';

/** A validator's answer: the cleaned value, or the message key the field shows (spec §5). */
export type ValidationResult<T = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: MessageKey };

const valid = <T>(value: T): ValidationResult<T> => ({ ok: true, value });
const invalid = <T = string>(error: MessageKey): ValidationResult<T> => ({ ok: false, error });

/** Phone length bounds, digits only (spec §5, §9). */
export const PHONE_MIN_DIGITS = 9;
export const PHONE_MAX_DIGITS = 11;
/** The security-verification phone is exactly this many digits (spec §5). */
export const SECURITY_PHONE_DIGITS = 10;
/** Minimum password length, whitespace not allowed (spec §5, §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** SMS verification codes are exactly this many digits (spec §5, §9). */
export const SMS_CODE_DIGITS = 6;

const ALL_DIGITS = /^\d+$/;

/**
 * spec §5 phone: digits only, 9 to 11 of them. Surrounding whitespace (pasted numbers) is
 * trimmed; anything else that is not a digit (spaces inside, '+', '-') makes the number invalid,
 * because the dialling code is shown separately and never typed.
 */
export function validatePhone(input: string): ValidationResult {
  const value = input.trim();
  if (value === '') return invalid('phoneRequired');
  if (!ALL_DIGITS.test(value) || value.length < PHONE_MIN_DIGITS || value.length > PHONE_MAX_DIGITS) {
    return invalid('enterCorrectPhone');
  }
  return valid(value);
}

/** spec §5 security verification phone: exactly 10 digits. */
export function validateSecurityPhone(input: string): ValidationResult {
  const value = input.trim();
  if (value === '') return invalid('phoneRequired');
  if (!ALL_DIGITS.test(value) || value.length !== SECURITY_PHONE_DIGITS) {
    return invalid('securityPhoneInvalid');
  }
  return valid(value);
}

/**
 * spec §5 password: at least 6 characters, none of them whitespace. The input is never trimmed:
 * a space anywhere (even at the ends) is invalid, so what the user typed is what gets stored.
 * No upper bound is shown by the spec; the server may add one for hashing.
 */
export function validatePassword(input: string): ValidationResult {
  if (/\s/u.test(input) || [...input].length < PASSWORD_MIN_LENGTH) return invalid('passwordInvalid');
  return valid(input);
}

/** spec §5 SMS code: exactly 6 digits (surrounding whitespace from a paste is trimmed). */
export function validateSmsCode(input: string): ValidationResult {
  const value = input.trim();
  if (!ALL_DIGITS.test(value) || value.length !== SMS_CODE_DIGITS) return invalid('codeInvalid');
  return valid(value);
}

/** Longest address RFC 5321 allows in a mail path (spec §5 email). */
export const EMAIL_MAX_LENGTH = 254;
// A practical address check (what a deposit provider accepts): local part of the usual atom
// characters with single dots, a domain of labels and a top-level label of 2+ letters.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** spec §5 email: required, then a valid address (trimmed; the domain is lower-cased). */
export function validateEmail(input: string): ValidationResult {
  const value = input.trim();
  if (value === '') return invalid('emailRequired');
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return invalid('emailInvalid');
  const at = value.lastIndexOf('@');
  return valid(value.slice(0, at) + value.slice(at).toLowerCase());
}

/** Name length bounds in characters (spec §5 does not show them; these fit payment providers). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
// Letters of any script (and their combining marks), separated by single spaces, apostrophes,
// hyphens or dots: "Maria Clara", "O'Neil", "Jean-Luc", "Ma. Cristina", "José".
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:[ '’.-]|\. )[\p{L}\p{M}]+)*\.?$/u;

/**
 * spec §5 name: required, then letters with single separators, 2–50 characters. Runs of inner
 * whitespace are collapsed so "Juan   Dela Cruz" is stored as "Juan Dela Cruz".
 */
export function validateName(input: string): ValidationResult {
  const value = input.trim().replace(/\s+/gu, ' ');
  if (value === '') return invalid('nameRequired');
  const length = [...value].length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH || !NAME_PATTERN.test(value)) {
    return invalid('nameInvalid');
  }
  return valid(value);
}

function digitsOf(text: string): number[] {
  return [...text].map(Number);
}

/** Brazilian CPF check digits (mod 11, weights 10..2 then 11..2) (spec §3 deposit form, §5). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const check = (count: number): number => {
    let sum = 0;
    for (let i = 0; i < count; i++) sum += (d[i] ?? 0) * (count + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/** Brazilian CNPJ check digits (mod 11, weights 5..2,9..2 then 6..2,9..2) (spec §3 deposit form, §5). */
export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const check = (count: number): number => {
    let sum = 0;
    let weight = count - 7;
    for (let i = 0; i < count; i++) {
      sum += (d[i] ?? 0) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === d[12] && check(13) === d[13];
}

/**
 * spec §5 CPF/CNPJ tax id of the Pix deposit form: required, then 11 digits with valid CPF check
 * digits or 14 digits with valid CNPJ check digits. The usual punctuation (". - /" and spaces) is
 * accepted and removed; the value is the bare digits.
 */
export function validateCpfCnpj(input: string): ValidationResult {
  const trimmed = input.trim();
  if (trimmed === '') return invalid('cpfRequired');
  if (!/^[\d.\-/ ]+$/.test(trimmed)) return invalid('cpfInvalid');
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 ? isValidCpf(digits) : isValidCnpj(digits)) return valid(digits);
  return invalid('cpfInvalid');
}

/** Invite code length bounds (spec §5 shows only "invalid invite code"; ours). */
export const INVITE_CODE_MIN_LENGTH = 4;
export const INVITE_CODE_MAX_LENGTH = 16;

/**
 * spec §5 invite code: 4–16 ASCII letters or digits (trimmed; case kept, the server decides
 * whether codes are case-sensitive). The code is optional at registration: an empty input is
 * ok with value '' unless `required` is set, in which case it is invalid.
 */
export function validateInviteCode(input: string, options: { required?: boolean } = {}): ValidationResult {
  const value = input.trim();
  if (value === '') return options.required === true ? invalid('inviteCodeInvalid') : valid('');
  if (
    !/^[A-Za-z0-9]+$/.test(value) ||
    value.length < INVITE_CODE_MIN_LENGTH ||
    value.length > INVITE_CODE_MAX_LENGTH
  ) {
    return invalid('inviteCodeInvalid');
  }
  return valid(value);
}

/** spec §5 "general information" required: any non-blank text, trimmed. */
export function validateRequired(input: string): ValidationResult {
  const value = input.trim();
  return value === '' ? invalid('informationRequired') : valid(value);
}
