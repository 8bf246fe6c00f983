import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS, messageText } from './messages';

describe('spec §8 user messages', () => {
  it('gives the English text of each key', () => {
    expect(messageText('networkAnomaly')).toBe('Network anomaly, please try again later.');
    expect(messageText('withdrawalHours')).toBe('Withdrawal time is 7:00-19:00.');
    expect(messageText('eventClosed')).toBe('The event has been closed.');
  });
  it('every key has non-empty text', () => {
    expect(MESSAGE_KEYS.length).toBe(Object.keys(MESSAGES).length);
    for (const key of MESSAGE_KEYS) expect(messageText(key).length).toBeGreaterThan(0);
  });
});
