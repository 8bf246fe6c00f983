// What proves a withdrawal is the player's own (spec §6 "withdrawals blocked 24 h after a password
// or security change" protects the same money; §8 "GCash account and phone number do not match").
// A session token alone never moves money out: the player gives the account password or a code
// sent by SMS to the phone they proved (purpose `withdraw`).
import { nationalMobileDigits } from './gcash';
import type { MessageKey } from './messages';

/** The proof a withdrawal needs: the account password (or a code), or the SMS code only. */
export type WithdrawalProof = 'password' | 'otp';

/** Where a withdrawal is paid (spec §3 withdrawal info: bank, card number; GCash; crypto chain). */
export interface WithdrawalDestination {
  readonly method: 'bank' | 'gcash' | 'crypto';
  /** Bank, e-wallet or chain code. */
  readonly bankCode: string;
  /** Bank card number, GCash mobile number or crypto address. */
  readonly accountNo: string;
}

/**
 * One destination written one way: a GCash number as its national digits, a bank card without
 * spaces or dashes, an Ethereum address in lower case (hex is case-insensitive); other crypto
 * addresses exactly (base58 is case-sensitive).
 */
/**
 * Crypto withdrawal addresses per chain (spec §1 "crypto chains"; formats ours): TRON base58 'T…'
 * of 34 characters, Ethereum '0x' and 40 hex digits. Other chains take 20-128 alphanumerics.
 */
export const CRYPTO_ADDRESS: Readonly<Record<string, RegExp>> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

export function withdrawalDestinationKey(d: WithdrawalDestination): string {
  const raw = d.accountNo.trim();
  // Stryker disable next-line OptionalChaining: the table above holds ERC20; the ?. is for the type checker
  const ethereum = CRYPTO_ADDRESS.ERC20?.test(raw) === true;
  const account =
    d.method === 'gcash'
      ? nationalMobileDigits(raw)
      : d.method === 'bank'
        ? raw.replace(/[\s-]/g, '')
        : ethereum
          ? raw.toLowerCase()
          : raw;
  return `${d.method}|${d.bankCode.trim().toUpperCase()}|${account}`;
}

export interface WithdrawalProofInput {
  /** The phone the player proved with an SMS code; null when none is bound and verified. */
  readonly verifiedPhone: string | null;
  readonly destination: WithdrawalDestination;
  /** Keys (withdrawalDestinationKey) of destinations a withdrawal of this player was paid to. */
  readonly paidDestinations: readonly string[];
}

export type WithdrawalProofNeed = { readonly ok: true; readonly needs: WithdrawalProof } | { readonly ok: false; readonly error: MessageKey };

/**
 * spec §6/§8, issue "money-safe cash out": which proof a withdrawal needs.
 * - No verified phone: refused, 'withdrawalPhoneRequired' (the player binds a phone first; with no
 *   proven phone there is nowhere to send a code and nothing to match a GCash number against).
 * - GCash to the player's own verified number: the password is enough.
 * - Any destination a withdrawal of this player was already paid to (status success, not merely
 *   pending or rejected): the password is enough.
 * - Anything else (a GCash number that is not the player's, a bank card or crypto address never
 *   paid before): the SMS code is needed.
 */
export function withdrawalProofNeeded(input: WithdrawalProofInput): WithdrawalProofNeed {
  const phone = input.verifiedPhone === null ? '' : nationalMobileDigits(input.verifiedPhone);
  if (phone === '') return { ok: false, error: 'withdrawalPhoneRequired' };
  const d = input.destination;
  if (d.method === 'gcash' && nationalMobileDigits(d.accountNo) === phone) return { ok: true, needs: 'password' };
  if (input.paidDestinations.includes(withdrawalDestinationKey(d))) return { ok: true, needs: 'password' };
  return { ok: true, needs: 'otp' };
}

/**
 * spec §8, issue "money-safe cash out": whether the proof given covers the proof needed. The
 * password or a code is always needed ('withdrawalProofRequired'). Where the code is needed and
 * only the password came: for GCash 'gcashPhoneMismatch' (the spec's message: the GCash number
 * is not the player's verified number, and money sent to a wrong account cannot be recovered);
 * for a new bank card or crypto address 'withdrawalCodeRequired'. A code is accepted wherever
 * the password is. Whether the password or code is right is the server's to check afterwards.
 */
export function checkWithdrawalProof(
  needs: WithdrawalProof,
  method: WithdrawalDestination['method'],
  given: { readonly password: boolean; readonly code: boolean },
): { readonly ok: true } | { readonly ok: false; readonly error: MessageKey } {
  if (!given.password && !given.code) return { ok: false, error: 'withdrawalProofRequired' };
  if (needs === 'otp' && !given.code) return { ok: false, error: method === 'gcash' ? 'gcashPhoneMismatch' : 'withdrawalCodeRequired' };
  return { ok: true };
}
