// Ad data of spec §3 (tracking_code, fbc, fbp, fbclid, fingerId): captured from the landing URL,
// merged over what is stored, kept in storage and mirrored into two-year cookies (spec §9).
import { COOKIE_MAX_AGE_DAYS } from '@perya/domain';
import type { KeyValueStore } from './storage';
import { STORAGE_KEYS } from './storage';

export const AD_DATA_FIELDS = ['tracking_code', 'fbc', 'fbp', 'fbclid', 'fingerId'] as const;
export type AdDataField = (typeof AD_DATA_FIELDS)[number];
export type AdData = Partial<Record<AdDataField, string>>;

/** Parameters of both the real query and the hash route's query (`/#/?fbclid=...`). */
function paramsOf(href: string): URLSearchParams {
  const url = new URL(href);
  const merged = new URLSearchParams(url.search);
  const hashQuery = url.hash.indexOf('?');
  if (hashQuery >= 0) {
    new URLSearchParams(url.hash.slice(hashQuery + 1)).forEach((v, k) => {
      if (!merged.has(k)) merged.set(k, v);
    });
  }
  return merged;
}

/**
 * Ad data from a landing URL over the stored data: a value in the URL wins (a new click is a new
 * attribution). When only fbclid arrives, fbc is derived as Meta defines it: fb.1.{ms}.{fbclid}.
 */
export function captureAdData(href: string, stored: AdData, nowMs: number): AdData {
  const params = paramsOf(href);
  const next: AdData = { ...stored };
  for (const field of AD_DATA_FIELDS) {
    const v = params.get(field);
    if (v !== null && v.trim() !== '') next[field] = v.trim().slice(0, 512);
  }
  const freshClick = params.get('fbclid');
  if (freshClick && !params.get('fbc')) next.fbc = `fb.1.${nowMs}.${freshClick.trim()}`;
  return next;
}

export function parseAdData(raw: string | null): AdData {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return {};
    const out: AdData = {};
    for (const field of AD_DATA_FIELDS) {
      const v = (value as Record<string, unknown>)[field];
      if (typeof v === 'string' && v !== '') out[field] = v;
    }
    return out;
  } catch (_) {
    // A corrupt stored value is the same as none: the next landing URL rebuilds it.
    return {};
  }
}

/** `document.cookie` assignments for the attribution cookies, each kept two years (spec §9). */
export function adCookies(data: AdData): string[] {
  const maxAge = COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const cookies: string[] = [];
  const pairs: [string, string | undefined][] = [
    ['fbp', data.fbp],
    ['fbc', data.fbc],
    ['fbCollectId', data.fingerId],
  ];
  for (const [name, value] of pairs) {
    if (value) cookies.push(`${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`);
  }
  return cookies;
}

/** Reads a cookie by name from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Captures from the current URL, stores the result and writes the cookies. */
export function captureAndStoreAdData(
  store: KeyValueStore,
  href: string,
  nowMs: number,
  setCookie: (cookie: string) => void,
): AdData {
  const data = captureAdData(href, parseAdData(store.get(STORAGE_KEYS.adData)), nowMs);
  if (Object.keys(data).length > 0) store.set(STORAGE_KEYS.adData, JSON.stringify(data));
  for (const c of adCookies(data)) setCookie(c);
  return data;
}
