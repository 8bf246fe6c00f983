import { describe, expect, it, vi } from 'vitest';
import { contract } from '@perya/api/contract';
import { collectDeviceInfo, GEO_ERRORS, GEO_UNSUPPORTED, getGeoPosition, parseUserAgent } from './deviceInfo';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('device info (spec §3)', () => {
  it('reads OS, version, device type and browser from the user agent', () => {
    expect(parseUserAgent(ANDROID)).toEqual({ OS: 'Android', OSVersion: '13', deviceType: 'mobile', browserInfo: { name: 'Chrome', version: '120.0.0.0' } });
    expect(parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605 Version/17.1 Mobile/15E148 Safari/604.1').OSVersion).toBe('17.1');
  });

  it('gives the spec text when geolocation is unsupported', async () => {
    expect(await getGeoPosition(undefined)).toBe(GEO_UNSUPPORTED);
    expect(GEO_UNSUPPORTED).toBe('browser does not support geolocation');
  });

  it('asks with the 10 s timeout and turns a failure into its text', async () => {
    const geo = {
      getCurrentPosition: vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null, opts?: PositionOptions) => {
        expect(opts?.timeout).toBe(10_000);
        fail?.({ code: 1 } as GeolocationPositionError);
      }),
    } as unknown as Geolocation;
    expect(await getGeoPosition(geo)).toBe(GEO_ERRORS[1]);
  });

  it('gives up on a WebView that never answers', async () => {
    vi.useFakeTimers();
    const geo = { getCurrentPosition: vi.fn() } as unknown as Geolocation;
    const p = getGeoPosition(geo, 10_000);
    await vi.advanceTimersByTimeAsync(10_100);
    expect(await p).toBe(GEO_ERRORS[3]);
    vi.useRealTimers();
  });

  it('collects the whole device object with a stable fingerprint', async () => {
    const env = {
      userAgent: ANDROID,
      platform: 'Linux armv8l',
      language: 'en-PH',
      screen: { width: 393, height: 851, colorDepth: 24 },
      devicePixelRatio: 2.75,
      timezone: 'Asia/Manila',
      hardwareConcurrency: 8,
      network: '4g',
      now: new Date('2026-02-10T08:00:00Z'),
      uuid: 'u-1',
      geo: {
        getCurrentPosition: (ok: PositionCallback) => ok({ coords: { longitude: 121, latitude: 14.6 } } as GeolocationPosition),
      } as unknown as Geolocation,
    };
    const a = await collectDeviceInfo(env);
    const b = await collectDeviceInfo({ ...env, uuid: 'u-2' });
    expect(a.fingerprint.visitorId).toBe(b.fingerprint.visitorId);
    expect(a).toMatchObject({ OS: 'Android', orientation: 'portrait', week: 'Tuesday', netWork: '4g', geoPosition: { longitude: 121, latitude: 14.6 }, UUID: 'u-1' });
    expect(a.lunarDate).not.toBe('');
    // The device object is what /x2/device/getInfoId takes: a refused one was never sent, and the
    // device id header (recent_login_account/get, spec §7) never existed.
    expect(contract.deviceGetInfoId.request.safeParse({ deviceInfo: a }).success).toBe(true);
    const refused = await collectDeviceInfo({ ...env, geo: undefined });
    expect(refused.geoPosition).toBe(GEO_UNSUPPORTED);
    expect(contract.deviceGetInfoId.request.safeParse({ deviceInfo: refused }).success).toBe(true);
  });
});
