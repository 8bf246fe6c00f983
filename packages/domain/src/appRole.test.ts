import { describe, expect, it } from 'vitest';
import { isAppCode, isMainAppCode } from './appRole';

describe('spec §6 main app by app-code prefix', () => {
  it('recognises the main prefix case-insensitively', () => {
    expect(isMainAppCode('mainph')).toBe(true);
    expect(isMainAppCode('MAIN01')).toBe(true);
    expect(isMainAppCode('childph01')).toBe(false);
    expect(isMainAppCode('inviteph')).toBe(false);
    expect(isMainAppCode(undefined)).toBe(false);
  });
});

describe('spec §6 app code format (recorded at sign-up, issue 11)', () => {
  it('accepts the brand apps codes and refuses anything else', () => {
    for (const code of ['mainph', 'childph01', 'inviteph', 'blackgold-v3', 'a.b_c']) expect(isAppCode(code)).toBe(true);
    for (const bad of ['', 'x'.repeat(65), 'main ph', 'main\nph', 'https://evil.example', 42, null, undefined]) expect(isAppCode(bad)).toBe(false);
  });
});
