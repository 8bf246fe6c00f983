// The SMS code resend countdown (spec §5, §9).
import { SMS_RESEND_COOLDOWN_S } from './constants';

/**
 * spec §5/§9: an SMS code cannot be resent until 120 s after the last send. Returns the whole
 * seconds left to wait (rounded up, so the countdown never shows 0 while still blocked), 0 when
 * a code may be sent. Never sent (undefined) → 0. A send time in the future (clock skew) waits
 * at most the full cooldown.
 */
export function resendRemainingSeconds(lastSentAtMs: number | undefined, nowMs: number): number {
  if (lastSentAtMs === undefined) return 0;
  const remainingMs = lastSentAtMs + SMS_RESEND_COOLDOWN_S * 1000 - nowMs;
  if (remainingMs <= 0) return 0;
  return Math.min(SMS_RESEND_COOLDOWN_S, Math.ceil(remainingMs / 1000));
}

/** spec §5: whether a new SMS code may be requested now. */
export function canResendSms(lastSentAtMs: number | undefined, nowMs: number): boolean {
  return resendRemainingSeconds(lastSentAtMs, nowMs) === 0;
}
