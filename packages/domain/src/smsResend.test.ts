import { describe, expect, it } from 'vitest';
import { SMS_RESEND_COOLDOWN_S } from './constants';
import { canResendSms, resendRemainingSeconds } from './smsResend';

describe('spec §5 SMS resend blocked 120 s after last send', () => {
  const sent = 1_700_000_000_000;
  it('is free when never sent', () => {
    expect(resendRemainingSeconds(undefined, sent)).toBe(0);
    expect(canResendSms(undefined, sent)).toBe(true);
  });
  it('counts down whole seconds, rounded up', () => {
    expect(SMS_RESEND_COOLDOWN_S).toBe(120);
    expect(resendRemainingSeconds(sent, sent)).toBe(120);
    expect(resendRemainingSeconds(sent, sent + 1)).toBe(120);
    expect(resendRemainingSeconds(sent, sent + 1000)).toBe(119);
    expect(resendRemainingSeconds(sent, sent + 119_001)).toBe(1);
    expect(canResendSms(sent, sent + 119_999)).toBe(false);
  });
  it('unblocks at exactly 120 s', () => {
    expect(resendRemainingSeconds(sent, sent + 120_000)).toBe(0);
    expect(canResendSms(sent, sent + 120_000)).toBe(true);
  });
  it('waits at most the full cooldown when the send time is in the future', () => {
    expect(resendRemainingSeconds(sent + 60_000, sent)).toBe(120);
  });
});
