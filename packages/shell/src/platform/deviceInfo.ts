// The device object of spec §3, collected once per page life. Everything it reads from the
// browser is passed in, so the parsing is testable and nothing touches globals at import time.
import { GEOLOCATION_TIMEOUT_MS } from '@perya/domain';
import { deviceClock, lunarDate } from './deviceClock';

export { lunarDate } from './deviceClock';

export interface GeoPosition {
  readonly longitude: number;
  readonly latitude: number;
}

export interface Fingerprint {
  readonly visitorId: string;
  /** 0..1: how unique the components are likely to be (fewer known components, lower confidence). */
  readonly confidence: number;
  readonly components: Readonly<Record<string, string | number | boolean>>;
}

export interface DeviceInfo {
  readonly deviceType: 'mobile' | 'tablet' | 'desktop';
  readonly OS: string;
  readonly OSVersion: string;
  readonly platform: string;
  readonly screenHeight: number;
  readonly screenWidth: number;
  readonly language: string;
  readonly netWork: string;
  readonly orientation: 'portrait' | 'landscape';
  readonly browserInfo: { readonly name: string; readonly version: string };
  readonly fingerprint: Fingerprint;
  readonly userAgent: string;
  /** The position, or the text of why there is none (spec §8). */
  readonly geoPosition: GeoPosition | string;
  readonly date: string;
  readonly lunarDate: string;
  readonly week: string;
  readonly UUID: string;
}

/** Spec §8: the text when the browser has no geolocation at all. */
export const GEO_UNSUPPORTED = 'browser does not support geolocation';
/** Texts for the three failure codes of the Geolocation API (spec §8 "failure gives a text"). */
export const GEO_ERRORS: Readonly<Record<number, string>> = {
  1: 'User denied the request for geolocation',
  2: 'Location information is unavailable',
  3: 'The request to get user location timed out',
};
export const GEO_UNKNOWN_ERROR = 'An unknown error occurred while getting the location';

/** Asks for the position with the spec's 10 s timeout (§9); never rejects, a failure is a text. */
export function getGeoPosition(geo: Geolocation | undefined, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<GeoPosition | string> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') return Promise.resolve(GEO_UNSUPPORTED);
  return new Promise((resolve) => {
    let settled = false;
    const done = (v: GeoPosition | string) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    // Some WebViews never call back at all: the timer makes the timeout hold regardless.
    const timer = setTimeout(() => done(GEO_ERRORS[3] ?? GEO_UNKNOWN_ERROR), timeoutMs + 50);
    geo.getCurrentPosition(
      (pos) => {
        clearTimeout(timer);
        done({ longitude: pos.coords.longitude, latitude: pos.coords.latitude });
      },
      (err) => {
        clearTimeout(timer);
        done(GEO_ERRORS[err.code] ?? GEO_UNKNOWN_ERROR);
      },
      { timeout: timeoutMs, enableHighAccuracy: false, maximumAge: 60_000 },
    );
  });
}

interface UaFacts {
  OS: string;
  OSVersion: string;
  deviceType: DeviceInfo['deviceType'];
  browserInfo: DeviceInfo['browserInfo'];
}

/** Reads OS, version, device type and browser from a user agent string. */
export function parseUserAgent(ua: string): UaFacts {
  const android = /Android\s([\d.]+)/.exec(ua);
  const ios = /(?:iPhone|iPad|iPod).*?OS\s([\d_]+)/.exec(ua);
  const windows = /Windows NT\s([\d.]+)/.exec(ua);
  const mac = /Mac OS X\s([\d_]+)/.exec(ua);
  let OS = 'Unknown';
  let OSVersion = '';
  if (android) [OS, OSVersion] = ['Android', android[1] ?? ''];
  else if (ios) [OS, OSVersion] = ['iOS', (ios[1] ?? '').replace(/_/g, '.')];
  else if (windows) [OS, OSVersion] = ['Windows', windows[1] ?? ''];
  else if (mac) [OS, OSVersion] = ['macOS', (mac[1] ?? '').replace(/_/g, '.')];
  else if (/Linux/.test(ua)) OS = 'Linux';
  const tablet = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const mobile = !tablet && /Mobi|iPhone|Android/.test(ua);
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ];
  let browserInfo = { name: 'Unknown', version: '' };
  for (const [name, re] of browsers) {
    const m = re.exec(ua);
    if (m) {
      browserInfo = { name, version: m[1] ?? '' };
      break;
    }
  }
  return { OS, OSVersion, deviceType: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop', browserInfo };
}

/** FNV-1a 32-bit hash, hex: stable, tiny, enough to tell devices apart for monitoring. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

export function makeFingerprint(components: Record<string, string | number | boolean>): Fingerprint {
  const keys = Object.keys(components).sort();
  const canonical = keys.map((k) => `${k}=${String(components[k])}`).join('|');
  const known = keys.filter((k) => components[k] !== '' && components[k] !== 'unknown').length;
  const visitorId = fnv1a(canonical) + fnv1a(canonical.split('').reverse().join(''));
  return { visitorId, confidence: Math.round((known / Math.max(keys.length, 1)) * 100) / 100, components };
}

const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface DeviceEnv {
  readonly userAgent: string;
  readonly platform: string;
  readonly language: string;
  readonly screen: { readonly width: number; readonly height: number; readonly colorDepth: number };
  readonly devicePixelRatio: number;
  readonly timezone: string;
  /** The lunar date of `now`; worked out from `now` when not given. */
  readonly lunarDate?: string;
  readonly hardwareConcurrency: number;
  /** navigator.connection.effectiveType when known. */
  readonly network: string;
  readonly now: Date;
  readonly uuid: string;
  readonly geo: Geolocation | undefined;
}

/** Builds the device object of spec §3 from the environment. */
export async function collectDeviceInfo(env: DeviceEnv): Promise<DeviceInfo> {
  const ua = parseUserAgent(env.userAgent);
  const fingerprint = makeFingerprint({
    userAgent: env.userAgent,
    platform: env.platform,
    language: env.language,
    screen: `${env.screen.width}x${env.screen.height}x${env.screen.colorDepth}`,
    dpr: env.devicePixelRatio,
    timezone: env.timezone,
    cores: env.hardwareConcurrency,
  });
  const geoPosition = await getGeoPosition(env.geo);
  return {
    deviceType: ua.deviceType,
    OS: ua.OS,
    OSVersion: ua.OSVersion,
    platform: env.platform,
    screenHeight: env.screen.height,
    screenWidth: env.screen.width,
    language: env.language,
    netWork: env.network,
    orientation: env.screen.width > env.screen.height ? 'landscape' : 'portrait',
    browserInfo: ua.browserInfo,
    fingerprint,
    userAgent: env.userAgent,
    geoPosition,
    date: env.now.toISOString(),
    lunarDate: env.lunarDate ?? lunarDate(env.now),
    week: WEEK_DAYS[env.now.getDay()] ?? '',
    UUID: env.uuid,
  };
}

let once: Promise<DeviceInfo> | null = null;

/** Collects from the real browser, once per page life (spec §3 "collected once"). */
export function browserDeviceInfo(): Promise<DeviceInfo> {
  once ??= (async () => {
    const now = new Date();
    // The time zone and lunar date in a worker: their Intl data is slow to load (deviceClock.ts).
    const clock = await deviceClock(now);
    return collectDeviceInfo({
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      language: navigator.language,
      screen: { width: screen.width, height: screen.height, colorDepth: screen.colorDepth },
      devicePixelRatio: window.devicePixelRatio,
      timezone: clock.timezone,
      lunarDate: clock.lunarDate,
      hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
      network: (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? 'unknown',
      now,
      uuid: crypto.randomUUID(),
      geo: navigator.geolocation,
    });
  })();
  return once;
}
