// Everything a brand app needs at run time, built once from its BrandConfig: storage, session, API
// client, query client, popups, event reporter, install prompt. React reads it through context.
import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { createApiQueryClient, endSession } from '@perya/api/queries';
import { createClient } from '@perya/api/client';
import type { ApiClient } from '@perya/api/client';
import type { Contract } from '@perya/api/contract';
import { loadContract, routes } from '@perya/api/routes';
import { isReportableEvent, resolveAppId, TRACKED_EVENTS } from '@perya/domain';
import { createPopupStore } from '@perya/ui/popups';
import type { PopupStore } from '@perya/ui/popups';
import type { BrandConfig } from '../brand/BrandConfig';
import { createEventReporter, type EventReporter } from '../events/reporter';
import { createTransport } from '../events/transports';
import { parseAdData, readCookie } from '../platform/adData';
import { findBridge, type AndroidBridge } from '../platform/bridge';
import { createStore as createKeyValueStore, STORAGE_KEYS, type KeyValueStore } from '../platform/storage';
import { captureInstallPrompt, type InstallPrompt } from '../pwa/install';
import { authSheetAtom, observedStore, tokenAtom, userIdAtom, type JotaiStore } from '../state/session';
import { loginHref } from '../routing/guards';
import type { MarketingGate } from '../app/marketingGate';
import { lazyMarketingGate } from '../app/lazyMarketingGate';
import { hashPath } from '../startup/firstScreen';

export interface ShellServices {
  readonly config: BrandConfig;
  readonly kv: KeyValueStore;
  readonly sessionStore: Pick<Storage, 'getItem' | 'setItem'>;
  /** The session as React sees it; the API client stores and clears it (spec §4). */
  readonly session: {
    readonly store: JotaiStore;
    token(): string | null;
    userId(): string | null;
    /** Logout: clears token and user fields, and every user query (spec §4). */
    clear(): void;
  };
  readonly api: ApiClient;
  readonly queryClient: QueryClient;
  readonly popups: PopupStore;
  /** The door of every start-up marketing popup (issue 23 etiquette, domain popupEtiquette). */
  readonly marketing: MarketingGate;
  readonly reporter: EventReporter;
  readonly install: InstallPrompt;
  bridge(): AndroidBridge | null;
  /** Clears business state and sends the guest to the brand's login surface (spec §4). */
  goToLogin(back: string, tab?: 0 | 1): void;
  /**
   * Set by the app once i18n is up: the toast text of a server message, with the refusal's
   * details (`data`: when a limit resets or a break ends, issue 15).
   */
  translateMessage: (msg: string, data?: unknown) => string;
  /** The public config's main-app system flag (spec §6), filled at start-up. */
  mainAppFlag: boolean;
  /** The interface language sent with every call (set once i18n is up, services/i18n.ts followLanguage). */
  locale: () => string | undefined;
  /** Writes a `document.cookie` assignment (the attribution cookies every call sends back, spec §9). */
  writeCookie(cookie: string): void;
}

/**
 * The page's cookies as every call's headers read them. Reading `document.cookie` is a trip to the
 * browser's cookie store (about 1 ms a read in a CPU profile of start-up, once per call): it is read
 * again only after this app wrote a cookie, or a second later (another tab of the app may write).
 */
function cookieJar(doc: Document): { read(): string; write(cookie: string): void } {
  let last: { at: number; text: string } | undefined;
  return {
    read() {
      const now = Date.now();
      if (last === undefined || now - last.at > 1_000) last = { at: now, text: doc.cookie };
      return last.text;
    },
    write(cookie) {
      doc.cookie = cookie;
      last = undefined;
    },
  };
}

function memorySession(): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

export function createServices(config: BrandConfig, win: Window = window): ShellServices {
  const bridge = () => findBridge(win, config.env.bridgeName);
  const jotai = createStore();
  const kv = observedStore(createKeyValueStore(bridge(), win.localStorage), jotai);
  let sessionStore: Pick<Storage, 'getItem' | 'setItem'>;
  try {
    sessionStore = win.sessionStorage;
  } catch (_) {
    sessionStore = memorySession();
  }
  const popups = createPopupStore({ sets: config.capabilities.popupSets });

  // `services` is referenced by the client callbacks, which only run after construction.
  const services = {} as { current: ShellServices };
  const cookies = cookieJar(win.document);

  const api = createClient({
    baseUrl: config.env.apiBase,
    storage: kv,
    toast: (msg, error) => popups.toast(services.current.translateMessage(msg, error.data), { tone: 'error' }),
    onLoginRedirect: () => {
      const loc = win.location.hash.replace(/^#/, '') || '/';
      services.current.goToLogin(loc);
    },
    getHeaders: () => {
      const text = cookies.read();
      return {
        gaid: resolveAppId(kv.get('gaid')),
        fbp: readCookie(text, 'fbp') ?? undefined,
        fbc: readCookie(text, 'fbc') ?? undefined,
        fbCollectId: readCookie(text, 'fbCollectId') ?? undefined,
        appCode: config.appCode,
        afId: kv.get('afId') ?? undefined,
        fbInsId: kv.get('fbInsId') ?? undefined,
        locale: services.current.locale(),
      };
    },
  });
  // The contract (every schema, with zod) is its own chunk, out of the first load: fetch it now so
  // it is there by the first call. A failed load is tried again by that call.
  loadContract().catch(() => undefined);
  const queryClient = createApiQueryClient(api);
  const session: ShellServices['session'] = {
    store: jotai,
    token: () => jotai.get(tokenAtom),
    userId: () => jotai.get(userIdAtom),
    clear() {
      endSession(queryClient);
    },
  };

  const transport = createTransport(config.events, {
    bridge,
    // The reporter only lets whitelisted (domain) events through; the contract validates the name again.
    postEventReport: (payload) => api.call(routes.eventReport, payload as Parameters<typeof api.call<Contract['eventReport']>>[1]),
    // The attribution push carries the device as the page sees it (no geolocation or fingerprint:
    // those are asked once, by the device registration).
    postPushBranch: (event) =>
      api.call(routes.temporaryPushBranch, {
        event,
        deviceInfo: {
          platform: 'h5',
          language: win.navigator.language,
          screenWidth: win.screen.width,
          screenHeight: win.screen.height,
          userAgent: win.navigator.userAgent,
          ...(kv.get(STORAGE_KEYS.deviceInfoId) ? { UUID: kv.get(STORAGE_KEYS.deviceInfoId) ?? '' } : {}),
        },
      }),
  });
  const reporter = createEventReporter(transport, isReportableEvent, {
    appCode: config.appCode,
    gaId: () => resolveAppId(kv.get('gaid')),
    userId: () => session.userId() ?? '',
    h5Id: () => kv.get(STORAGE_KEYS.deviceInfoId) ?? '',
    aaid: () => kv.get('aaid') ?? '',
    mainAppFlag: () => services.current.mainAppFlag,
    adClick: () => parseAdData(kv.get(STORAGE_KEYS.adData)),
    postAdTracking: (payload) => api.call(routes.adTracking, payload),
  });

  // spec §5 tracked "popups": each popup that opens in front of the player (not the start-up
  // loading card, not a toast).
  let shownPopups = new Set<number>();
  popups.subscribe(() => {
    const stack = popups.getSnapshot().stack;
    for (const entry of stack) {
      if (!shownPopups.has(entry.handle.key) && entry.id !== 'loading') void reporter.track(TRACKED_EVENTS.popupShow);
    }
    shownPopups = new Set(stack.map((entry) => entry.handle.key));
  });

  services.current = {
    config,
    kv,
    sessionStore,
    session,
    api,
    queryClient,
    popups,
    marketing: lazyMarketingGate({ popups, kv, pathname: () => hashPath(win.location.hash), account: () => jotai.get(userIdAtom) }),
    reporter,
    install: captureInstallPrompt(win),
    bridge,
    mainAppFlag: false,
    locale: () => undefined,
    writeCookie: (cookie) => cookies.write(cookie),
    translateMessage: (msg) => msg,
    goToLogin(back, tab = 1) {
      // Spec §4: business info (user, transfer data, user id header) is cleared before login.
      session.clear();
      const href = loginHref(config.login, tab, back);
      if (href === null) {
        jotai.set(authSheetAtom, { tab, back });
        return;
      }
      win.location.hash = `#${href}`;
    },
  };
  return services.current;
}

export const ServicesContext = createContext<ShellServices | null>(null);

export function useServices(): ShellServices {
  const value = useContext(ServicesContext);
  if (!value) throw new Error('useServices must be used inside createBrandApp');
  return value;
}
