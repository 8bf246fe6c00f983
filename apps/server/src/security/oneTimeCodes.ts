// The one-time codes texted (modules/sms) or mailed (modules/email) to prove a phone or an address:
// crypto-random digits, kept only as a salted hash.
import { createHash, randomInt } from 'node:crypto';
import { SMS_CODE_DIGITS } from '@perya/domain';

/** The stored form of a code: SHA-256 of its row's salt and the code. */
export function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('hex');
}

/** A fresh code: SMS_CODE_DIGITS crypto-random digits. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
}
