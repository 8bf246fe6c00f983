// Routes the page stories' calls to the fake x2 server: `fetch` to FAKE_API_BASE is answered in the
// page from fake/x2Data.ts, anything else goes out as usual. `window.__x2Pending` counts the calls
// in flight, so the visual check knows when a page has its data.
import { createFakeX2 } from '../fake/x2Server';
import { x2Routes } from '../fake/x2Data';
import { FAKE_API_BASE } from './storyBrands';

declare global {
  interface Window {
    __x2Pending?: number;
    __x2Missing?: string[];
  }
}

export function installFakeX2(): void {
  const fake = createFakeX2(x2Routes());
  // The fake has no event stream: pages fall back to asking again (prices, balance), as they do
  // where a browser has no EventSource.
  Reflect.deleteProperty(window, 'EventSource');
  const realFetch = globalThis.fetch.bind(globalThis);
  window.__x2Pending = 0;
  window.__x2Missing = [];
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(FAKE_API_BASE)) return realFetch(input, init);
    window.__x2Pending = (window.__x2Pending ?? 0) + 1;
    try {
      const response = await fake.fetch(url, init);
      if (response.status === 404) {
        window.__x2Missing?.push(new URL(url).pathname);
        console.warn(`fake x2: no answer for ${new URL(url).pathname}`);
      }
      return response;
    } finally {
      window.__x2Pending = (window.__x2Pending ?? 1) - 1;
    }
  };
}
