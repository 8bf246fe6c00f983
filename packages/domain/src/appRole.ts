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
