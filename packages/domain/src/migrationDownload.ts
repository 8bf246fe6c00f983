// The main app's download page of a migration (spec §2 "a download page for the main app takes the
// migrate award and a copied text as query parameters"; spec §4 migration) and the hand-over a
// child app gives the main app: which child account (userCode, appCode) is migrating.
// Pure: no URL or URLSearchParams (the domain has no DOM or Node globals); the query codec below
// reads and writes application/x-www-form-urlencoded text as URLSearchParams does.
import { isAppCode } from './appRole';
import { DEFAULT_TRADE_SYMBOL, findTradeSymbol } from './trading';

/** Anything with URLSearchParams' get (a page's query). */
export interface QueryReader {
  get(name: string): string | null;
}

function decodeQueryPart(text: string): string {
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus; // a stray '%' stays as written, as URLSearchParams leaves it
  }
}

/** Reads a query ('a=1&b=2', without '?'): the first value of each name, as URLSearchParams.get. */
export function readQuery(query: string): QueryReader {
  const values = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decodeQueryPart(eq < 0 ? pair : pair.slice(0, eq));
    if (!values.has(name)) values.set(name, eq < 0 ? '' : decodeQueryPart(pair.slice(eq + 1)));
  }
  return { get: (name) => values.get(name) ?? null };
}

function encodeQueryPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Writes a query (without '?') as URLSearchParams.toString does. */
export function writeQuery(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([name, value]) => `${encodeQueryPart(name)}=${encodeQueryPart(value)}`).join('&');
}

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
export function parseDownloadQuery(params: QueryReader): DownloadPageQuery {
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
  const params = readQuery(text.slice(at + 1).split('#')[0] ?? '');
  const userCode = params.get('userCode') ?? '';
  const appCode = params.get('appCode') ?? '';
  if (userCode === '' || userCode.length > 64 || !isAppCode(appCode)) return null;
  return { userCode, appCode };
}

/** The query of /transferToMain for a hand-over (spec §4 "routes to /transferToMain"). */
export function transferToMainPath(handOff: MigrationHandOff): string {
  return `/transferToMain?${writeQuery([['userCode', handOff.userCode], ['appCode', handOff.appCode]])}`;
}

/**
 * spec §2, §4: the main app's download page for a child app's migrate-over tip, built from the
 * main app's URL the server gave (`mainAppUrl`, hash-routed like every brand): the award and the
 * migrate-over link to copy. Null when the URL is no http(s) address (the tip then opens it as it is).
 */
export function downloadPageUrl(mainAppUrl: string, query: { migrateAward?: number | undefined; copyText: string }): string | null {
  // scheme://[userinfo@]host[:port]path: the origin and path a URL parser would keep.
  const match = /^(https?):\/\/(?:[^/?#@\s]*@)?([^/?#@\s]+)([^?#\s]*)/i.exec(mainAppUrl.trim());
  if (match === null) return null;
  const [, scheme = '', host = '', path = ''] = match;
  const params: [string, string][] = [];
  if (query.migrateAward !== undefined && Number.isSafeInteger(query.migrateAward) && query.migrateAward > 0) {
    params.push([DOWNLOAD_QUERY.migrateAward, String(query.migrateAward)]);
  }
  if (query.copyText !== '') params.push([DOWNLOAD_QUERY.copyText, query.copyText.slice(0, COPY_TEXT_MAX)]);
  const search = writeQuery(params);
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${path === '' ? '/' : path}#${DOWNLOAD_PAGE_PATH}${search === '' ? '' : `?${search}`}`;
}

/** The trade detail page's route (spec §2 "a deep link to a trade detail page"; the path is ours). */
export const TRADE_DETAIL_PATH = '/trade/detail';

/** The in-app path of a market's trade detail page; an unknown symbol opens the default market. */
export function tradeDetailPath(symbol: string = DEFAULT_TRADE_SYMBOL): string {
  const known = findTradeSymbol(symbol) === undefined ? DEFAULT_TRADE_SYMBOL : symbol;
  return `${TRADE_DETAIL_PATH}?${writeQuery([['symbol', known]])}`;
}

/**
 * spec §2 "Opening the main app uses a deep link to a trade detail page": the main app's URL (as the
 * server gave it, hash-routed like every brand) opened on a market's trade detail page. Its query
 * is kept (a migrate-over hand-over, userCode and appCode, still reaches /transferToMain), its hash
 * replaced. Null when the URL is no http(s) address.
 */
export function tradeDetailDeepLink(mainAppUrl: string, symbol?: string): string | null {
  const match = /^(https?):\/\/(?:[^/?#@\s]*@)?([^/?#@\s]+)([^?#\s]*)(\?[^#\s]*)?/i.exec(mainAppUrl.trim());
  if (match === null) return null;
  const [, scheme = '', host = '', path = '', search = ''] = match;
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${path === '' ? '/' : path}${search === '?' ? '' : search}#${tradeDetailPath(symbol)}`;
}
