// The brand's service worker (built to /sw.js by @perya/vite-config): precaches the built app
// shell, serves assets cache-first and pages network-first, and never caches API calls.
import { isCacheable, strategyFor } from './swPolicy';

/** Filled in at build time by the Vite plugin. */
declare const __PERYA_PRECACHE__: string[];
declare const __PERYA_CACHE_NAME__: string;
declare const __PERYA_API_BASE__: string;

interface FetchEventLike extends Event {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface SwScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEventLike) => void): void;
}

const sw = globalThis as unknown as SwScope;
const CACHE = __PERYA_CACHE_NAME__;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PERYA_PRECACHE__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (event) => {
  const req = event.request;
  if (!isCacheable({ url: req.url, method: req.method, mode: req.mode }, sw.location.origin, __PERYA_API_BASE__)) return;
  if (strategyFor({ url: req.url, method: req.method, mode: req.mode }) === 'network-first') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put(req, copy));
          }
          return res;
        })
        .catch(() => caches.match(req).then((hit) => hit ?? caches.match('./index.html').then((h) => h ?? Response.error()))),
    );
    return;
  }
  event.respondWith(
    caches.match(req).then(
      (hit) =>
        hit ??
        fetch(req).then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put(req, copy));
          }
          return res;
        }),
    ),
  );
});
