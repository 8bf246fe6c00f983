import { describe, expect, it } from 'vitest';
import {
  canTransitionBonus,
  canTransitionPayment,
  GUARANTEED_DEFAULT_RECEIVE_STATUS,
  isPaymentCredited,
  isPaymentFinal,
  shouldShowProtectMigrationPrompt,
} from './statuses';

describe('spec §4 states', () => {
  it('credits a deposit only on payment success', () => {
    expect(isPaymentCredited('success')).toBe(true);
    expect(isPaymentCredited('pending')).toBe(false);
    expect(isPaymentCredited('failed')).toBe(false);
    expect(isPaymentFinal('pending')).toBe(false);
    expect(isPaymentFinal('canceled')).toBe(true);
  });
  it('defaults guaranteed receiveStatus and shows the protection prompt on INIT', () => {
    expect(GUARANTEED_DEFAULT_RECEIVE_STATUS).toBe('IN_PROGRESS');
    expect(shouldShowProtectMigrationPrompt('INIT')).toBe(true);
    expect(shouldShowProtectMigrationPrompt('DONE')).toBe(false);
    expect(shouldShowProtectMigrationPrompt(undefined)).toBe(false);
  });
});

describe('spec §4 payment and bonus transitions', () => {
  it('moves pending to an end state only', () => {
    expect(canTransitionPayment('pending', 'success')).toBe(true);
    expect(canTransitionPayment('pending', 'canceled')).toBe(true);
    expect(canTransitionPayment('pending', 'pending')).toBe(false);
    expect(canTransitionPayment('failed', 'success')).toBe(false);
    expect(canTransitionPayment('success', 'failed')).toBe(false);
  });
  it('moves processing bonuses to completed or expired only', () => {
    expect(canTransitionBonus('processing', 'completed')).toBe(true);
    expect(canTransitionBonus('processing', 'expired')).toBe(true);
    expect(canTransitionBonus('expired', 'completed')).toBe(false);
  });
});
