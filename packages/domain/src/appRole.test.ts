import { describe, expect, it } from 'vitest';
import { isMainAppCode } from './appRole';

describe('spec §6 main app by app-code prefix', () => {
  it('recognises the main prefix case-insensitively', () => {
    expect(isMainAppCode('mainph')).toBe(true);
    expect(isMainAppCode('MAIN01')).toBe(true);
    expect(isMainAppCode('childph01')).toBe(false);
    expect(isMainAppCode('inviteph')).toBe(false);
    expect(isMainAppCode(undefined)).toBe(false);
  });
});
