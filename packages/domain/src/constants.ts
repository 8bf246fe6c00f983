// Business constants and limits of spec §9 that are single numbers or codes. Rules that compute
// something from them live in their own files (money.ts, cashOutWindow.ts, ...).

/** The app's own version; the server's boot version is compared with it (spec §9, §4). */
export const APP_VERSION = '4.3.0';
/** Every API call is aborted after this long (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** The only envelope code that means success (spec §5, §9). */
export const SUCCESS_CODE = '00000';
/** Code given to a rejected call when the server gave none (spec §8, §9). */
export const DEFAULT_REJECTED_STATUS = 600;
/** Geolocation gives up after this long (spec §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
/** A toast closes itself after this long (spec §4, §9). */
export const TOAST_DURATION_MS = 3_000;
/** An SMS code cannot be resent until this long after the last send (spec §5, §9). */
export const SMS_RESEND_COOLDOWN_S = 120;
/** Attribution cookies (fbp, fbc, fbCollectId) last two years (spec §9). */
export const COOKIE_MAX_AGE_DAYS = 730;
/** Lazy images load when this fraction is visible (spec §9). */
export const LAZY_LOAD_THRESHOLD = 0.02;
/** Fingerprint monitoring sample rate (spec §9). */
export const FINGERPRINT_SAMPLE_RATE = 0.001;
/** Default locale of the date/number library (spec §9). */
export const LIBRARY_DEFAULT_LOCALE = 'en-US';
/** Settlement currency of the platform (spec §9). */
export const SETTLEMENT_CURRENCY = 'PHP';
/** Minor units per major unit of money: amounts are integers of centavos (spec §5 money: 2 decimals). */
export const MINOR_PER_MAJOR = 100;
