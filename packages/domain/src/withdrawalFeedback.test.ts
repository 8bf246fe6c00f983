import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  WITHDRAWAL_BOOST_COOLDOWN_MS,
  WITHDRAWAL_COMMENT_MAX,
  canBoostWithdrawal,
  canRateWithdrawal,
  checkWithdrawalComment,
  isWithdrawalBoostDue,
  isWithdrawalRating,
  nextWithdrawalBoostAt,
} from './withdrawalFeedback';

describe('spec §5 cash-out boost', () => {
  it('is offered only while the withdrawal is held', () => {
    expect(canBoostWithdrawal('pending')).toBe(true);
    for (const s of ['success', 'failed', 'canceled', undefined] as const) expect(canBoostWithdrawal(s)).toBe(false);
  });
  it('is allowed once an hour per order', () => {
    const t0 = 1_800_000_000_000;
    expect(isWithdrawalBoostDue(null, t0)).toBe(true);
    // An order never sped up has no waiting time to show.
    expect(nextWithdrawalBoostAt(null)).toBeNull();
    expect(nextWithdrawalBoostAt(t0)).toBe(t0 + WITHDRAWAL_BOOST_COOLDOWN_MS);
    expect(isWithdrawalBoostDue(t0, t0 + WITHDRAWAL_BOOST_COOLDOWN_MS - 1)).toBe(false);
    expect(isWithdrawalBoostDue(t0, t0 + WITHDRAWAL_BOOST_COOLDOWN_MS)).toBe(true);
  });
});

describe('spec §5 cash-out comment', () => {
  it('is offered only once the withdrawal is paid out', () => {
    expect(canRateWithdrawal('success')).toBe(true);
    for (const s of ['pending', 'failed', 'canceled', undefined] as const) expect(canRateWithdrawal(s)).toBe(false);
  });
  it('takes 1 to 5 whole stars', () => {
    for (const n of [1, 2, 3, 4, 5]) expect(isWithdrawalRating(n)).toBe(true);
    for (const n of [0, 6, 2.5, -1, Number.NaN, '5', null]) expect(isWithdrawalRating(n)).toBe(false);
  });
  it('takes a short optional comment, trimmed, and says why it refuses one', () => {
    expect(checkWithdrawalComment(undefined)).toEqual({ ok: true, value: '' });
    expect(checkWithdrawalComment('  Fast, salamat!  ')).toEqual({ ok: true, value: 'Fast, salamat!' });
    expect(checkWithdrawalComment('line one\nline two')).toEqual({ ok: true, value: 'line one\nline two' });
    expect(checkWithdrawalComment('x'.repeat(WITHDRAWAL_COMMENT_MAX))).toEqual({ ok: true, value: 'x'.repeat(WITHDRAWAL_COMMENT_MAX) });
    expect(checkWithdrawalComment('x'.repeat(WITHDRAWAL_COMMENT_MAX + 1))).toEqual({ ok: false, error: 'withdrawalCommentTooLong' });
    expect(checkWithdrawalComment('bad\u0007bell')).toEqual({ ok: false, error: 'withdrawalCommentInvalid' });
    // The refusal's message names the same limit.
    expect(MESSAGES.withdrawalCommentTooLong).toContain(String(WITHDRAWAL_COMMENT_MAX));
  });
});
