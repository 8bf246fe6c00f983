import { describe, expect, it } from 'vitest';
import { supportLinkWithMessage } from './supportLink';

describe('spec §5 cash-out boost: the customer-service link', () => {
  it('hands the message to channels that take one, and keeps other links as they are', () => {
    const msg = 'Please speed up W123';
    expect(supportLinkWithMessage('https://wa.me/639171234567', msg)).toBe('https://wa.me/639171234567?text=Please+speed+up+W123');
    expect(supportLinkWithMessage('https://t.me/perya_support', msg)).toBe('https://t.me/perya_support');
    expect(supportLinkWithMessage('mailto:help@perya.ph', msg, 'Withdrawal W123')).toBe('mailto:help@perya.ph?subject=Withdrawal%20W123&body=Please%20speed%20up%20W123');
    expect(supportLinkWithMessage('sms:+639171234567', msg)).toBe('sms:+639171234567?body=Please%20speed%20up%20W123');
    // Not a link a player can be sent to.
    expect(supportLinkWithMessage('javascript:alert(1)', msg)).toBeNull();
    expect(supportLinkWithMessage('', msg)).toBeNull();
  });
});
