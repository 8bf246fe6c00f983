import { describe, expect, it } from 'vitest';
import { isSuccessCode, isSuccessResponse } from './response';

describe('spec §5 response success rule', () => {
  it('is success only for code exactly "00000"', () => {
    expect(isSuccessCode('00000')).toBe(true);
    expect(isSuccessCode(0)).toBe(false);
    expect(isSuccessCode('0')).toBe(false);
    expect(isSuccessCode(' 00000')).toBe(false);
    expect(isSuccessResponse({ code: '00000', message: '', data: null })).toBe(true);
    expect(isSuccessResponse({ code: '10001', message: 'x', data: null })).toBe(false);
    expect(isSuccessResponse(null)).toBe(false);
    expect(isSuccessResponse('00000')).toBe(false);
  });
});
