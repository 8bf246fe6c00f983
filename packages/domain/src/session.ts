// Login state rules (spec §4, §8).

/** spec §4: logged in means a user id is present. */
export function isLoggedIn(userId: string | number | null | undefined): boolean {
  return userId !== null && userId !== undefined && String(userId).trim() !== '';
}

/** HTTP/envelope code that ends the session (spec §4, §8). */
export const UNAUTHORIZED_CODE = 401;

/**
 * spec §4/§8: a 401 clears the session and goes to login unless the call set turnLogin false
 * (then no toast either). Codes may come as number or string.
 */
export function shouldRedirectToLoginOn(code: number | string, turnLogin = true): boolean {
  return Number(code) === UNAUTHORIZED_CODE && turnLogin;
}
