// Main app versus child apps, told apart by the app code (spec §6).

/**
 * spec §6 "main app (app code with a main-brand prefix)". The spec does not show the prefix; we
 * choose 'main' (compared case-insensitively), so app codes are named 'main…' for main apps
 * (e.g. 'mainph') and anything else (e.g. 'childph01', 'inviteph') for child apps.
 */
export const MAIN_APP_CODE_PREFIX = 'main';

/** spec §6: whether an app code belongs to a main app. */
export function isMainAppCode(appCode: string | null | undefined): boolean {
  return (appCode ?? '').trim().toLowerCase().startsWith(MAIN_APP_CODE_PREFIX);
}

/**
 * spec §6 app code, as an app sends it and sign-up records it (issue 11: the account's app code
 * decides its brand's game switches): 1-64 letters, digits, `_`, `.` or `-`.
 */
export const APP_CODE_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** Whether a value is a well-formed app code (spec §6). */
export function isAppCode(value: unknown): value is string {
  return typeof value === 'string' && APP_CODE_PATTERN.test(value);
}
