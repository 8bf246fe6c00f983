import { describe, expect, it } from 'vitest';
import { isLoggedIn, shouldRedirectToLoginOn } from './session';

describe('spec §4 login state and 401', () => {
  it('is logged in when a user id is present', () => {
    expect(isLoggedIn('u1')).toBe(true);
    expect(isLoggedIn(0)).toBe(true);
    expect(isLoggedIn('')).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });
  it('goes to login on 401 unless turnLogin is false', () => {
    expect(shouldRedirectToLoginOn(401)).toBe(true);
    expect(shouldRedirectToLoginOn('401')).toBe(true);
    expect(shouldRedirectToLoginOn(401, false)).toBe(false);
    expect(shouldRedirectToLoginOn(500)).toBe(false);
  });
});
