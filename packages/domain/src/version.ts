// App version comparison and the update redirect of spec §4 (GET /x2/app/boot/v2/{appId}).
import { APP_VERSION } from './constants';

/** Update redirects allowed per session (spec §4, §9). */
export const UPDATE_REDIRECT_MAX_PER_SESSION = 3;

export type Version = readonly [major: number, minor: number, patch: number];

/**
 * Reads 'major.minor.patch' (numeric parts; a leading 'v' and missing minor/patch, read as 0, are
 * accepted: 'v4.3' = 4.3.0). Undefined for anything else (pre-release tags, letters, 4 parts) (spec §4).
 */
export function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?$/i.exec(text.trim());
  if (match === null) return undefined;
  return [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
}

/**
 * spec §4 version compare: major, then minor, then patch, numerically ('4.10.0' > '4.9.9').
 * Returns -1, 0 or 1. Throws RangeError for an unreadable version (a programming error).
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const va = parseVersion(a);
  const vb = parseVersion(b);
  if (va === undefined || vb === undefined) {
    throw new RangeError(`not a major.minor.patch version: ${JSON.stringify(va === undefined ? a : b)}`);
  }
  for (let i = 0; i < 3; i++) {
    const d = (va[i] ?? 0) - (vb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Whether `candidate` is strictly newer than `current`; an unreadable candidate is never newer (spec §4). */
export function isNewerVersion(candidate: string, current: string = APP_VERSION): boolean {
  if (parseVersion(candidate) === undefined) return false;
  return compareVersions(candidate, current) > 0;
}

export interface UpdateRedirectInput {
  /** The boot call's version. */
  readonly serverVersion: string;
  /** The boot call's URL of the new version; no URL, no redirect. */
  readonly url: string | null | undefined;
  /** Update redirects already made in this session. */
  readonly redirectsSoFar: number;
  /** The running app's version; default APP_VERSION 4.3.0. */
  readonly appVersion?: string;
}

/**
 * spec §4 app update: when the server version is newer than the app's (4.3.0), redirect to the new
 * URL, at most 3 times per session. Returns the URL to go to, or undefined to stay.
 */
export function updateRedirectTarget(input: UpdateRedirectInput): string | undefined {
  const url = input.url?.trim() ?? '';
  if (url === '' || input.redirectsSoFar >= UPDATE_REDIRECT_MAX_PER_SESSION) return undefined;
  return isNewerVersion(input.serverVersion, input.appVersion ?? APP_VERSION) ? url : undefined;
}
