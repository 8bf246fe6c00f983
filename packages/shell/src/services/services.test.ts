// The services every page reads (services/services.ts): the attribution cookies each call sends
// back (spec §9 fbp, fbc, fbCollectId headers), read from the page's cookies without a trip to the
// browser's cookie store on every call.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@perya/api/routes';
import { testBrand } from '../../test/testBrand';
import { createServices } from './services';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of ['fbp', 'fbc']) document.cookie = `${name}=; max-age=0; path=/`;
});

/** Stubs fetch with an answering x2 server; answers the headers of each request. */
function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response(JSON.stringify({ code: '00000', message: 'ok', data: { list: [] } }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

describe('services: attribution cookies in every call (spec §9)', () => {
  it('sends the cookies the app wrote from the next call on, and reads the cookie store once for a burst of calls', async () => {
    const seen = recordHeaders();
    const services = createServices(testBrand());
    const reads = vi.spyOn(document, 'cookie', 'get');
    await services.api.call(routes.promoList, {}).catch(() => undefined);
    expect(seen[0]?.get('fbp')).toBeNull();
    services.writeCookie('fbp=fb.1.1700000000000.42; path=/');
    await Promise.all([1, 2, 3].map(() => services.api.call(routes.promoList, {}).catch(() => undefined)));
    expect(seen.slice(1).map((h) => h.get('fbp'))).toEqual(['fb.1.1700000000000.42', 'fb.1.1700000000000.42', 'fb.1.1700000000000.42']);
    // One read before the write, one after it: not one per call.
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('sees a cookie another tab wrote within a second', async () => {
    const seen = recordHeaders();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const services = createServices(testBrand());
      await services.api.call(routes.promoList, {}).catch(() => undefined);
      document.cookie = 'fbc=fb.1.1700000000000.click; path=/';
      vi.setSystemTime(Date.now() + 1_001);
      await services.api.call(routes.promoList, {}).catch(() => undefined);
      expect(seen[1]?.get('fbc')).toBe('fb.1.1700000000000.click');
    } finally {
      vi.useRealTimers();
    }
  });
});
