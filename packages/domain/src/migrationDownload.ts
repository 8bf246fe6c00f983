// The main app's download page of a migration (spec §2 "a download page for the main app takes the
// migrate award and a copied text as query parameters"; spec §4 migration) and the hand-over a
// child app gives the main app: which child account (userCode, appCode) is migrating.
import { isAppCode } from './appRole';

/**
 * The download page's route. The spec names no path (§2 lists "Download" among the tab labels);
 * ours is `/download`, a main-app page next to `/transferToMain`.
 */
export const DOWNLOAD_PAGE_PATH = '/download';

/** spec §2: the download page's query parameters. `migrateAward` is in minor units (spec §3 migrateAwardAmount). */
export const DOWNLOAD_QUERY = { migrateAward: 'migrateAward', copyText: 'copyText' } as const;

/** A longer copied text is not shown (ours: a migrate-over link is well under it). */
export const COPY_TEXT_MAX = 512;

export interface DownloadPageQuery {
  /** The migrate award in minor units, or null when absent, zero or malformed (no award shown). */
  readonly migrateAward: number | null;
  /** The text the player may copy; '' when absent or too long. */
  readonly copyText: string;
}

/** spec §2: reads the download page's query; anything malformed shows nothing rather than a wrong amount. */
export function parseDownloadQuery(params: URLSearchParams): DownloadPageQuery {
  const award = params.get(DOWNLOAD_QUERY.migrateAward) ?? '';
  const amount = /^\d{1,15}$/.test(award) ? Number(award) : 0;
  // Control characters are dropped: the text is shown and copied as it is.
  // eslint-disable-next-line no-control-regex
  const text = (params.get(DOWNLOAD_QUERY.copyText) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return {
    migrateAward: Number.isSafeInteger(amount) && amount > 0 ? amount : null,
    copyText: text.length <= COPY_TEXT_MAX ? text : '',
  };
}

/** Which child account is migrating (spec §3 migration info userCode, appCode). */
export interface MigrationHandOff {
  readonly userCode: string;
  readonly appCode: string;
}

/**
 * spec §4: the child app's migrate-over link hands over `userCode` and `appCode` in its query,
 * before or after the hash (`https://main.example/#/?userCode=…&appCode=…`). Answers them when
 * both are there and well formed (user codes: 1-64 characters, as the child app's export), else null.
 */
export function migrationHandOff(text: string): MigrationHandOff | null {
  const at = text.indexOf('?');
  if (at < 0) return null;
  const params = new URLSearchParams(text.slice(at + 1).split('#')[0]);
  const userCode = params.get('userCode') ?? '';
  const appCode = params.get('appCode') ?? '';
  if (userCode === '' || userCode.length > 64 || !isAppCode(appCode)) return null;
  return { userCode, appCode };
}

/** The query of /transferToMain for a hand-over (spec §4 "routes to /transferToMain"). */
export function transferToMainPath(handOff: MigrationHandOff): string {
  return `/transferToMain?${new URLSearchParams({ userCode: handOff.userCode, appCode: handOff.appCode }).toString()}`;
}

/**
 * spec §2, §4: the main app's download page for a child app's migrate-over tip, built from the
 * main app's URL the server gave (`mainAppUrl`, hash-routed like every brand): the award and the
 * migrate-over link to copy. Null when the URL is no http(s) address (the tip then opens it as it is).
 */
export function downloadPageUrl(mainAppUrl: string, query: { migrateAward?: number | undefined; copyText: string }): string | null {
  let url: URL;
  try {
    url = new URL(mainAppUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const params = new URLSearchParams();
  if (query.migrateAward !== undefined && Number.isSafeInteger(query.migrateAward) && query.migrateAward > 0) {
    params.set(DOWNLOAD_QUERY.migrateAward, String(query.migrateAward));
  }
  if (query.copyText !== '') params.set(DOWNLOAD_QUERY.copyText, query.copyText.slice(0, COPY_TEXT_MAX));
  const search = params.toString();
  return `${url.origin}${url.pathname}#${DOWNLOAD_PAGE_PATH}${search === '' ? '' : `?${search}`}`;
}
