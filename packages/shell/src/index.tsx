// @perya/shell: `createBrandApp(config)` renders a brand from its BrandConfig alone (ARCHITECTURE.md
// "A brand is configuration"). Brand apps import this package and its subpaths only.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { applyRootFontSize } from '@perya/ui';
import { messageKeyOfText, refusalText } from '@perya/i18n';
import type { BrandConfig } from './brand/BrandConfig';
import { ShellApp } from './app/App';
import { createServices, type ShellServices } from './services/services';
import { followLanguage, startI18n } from './services/i18n';
import { loadPageNow, preload } from './routing/pages';
import { opensOnWelcome, WELCOME_PATH } from './startup/firstScreen';

export type {
  BrandCapabilities,
  BrandCapabilityChoices,
  BrandConfig,
  BrandConfigInput,
  BrandEnv,
  BrandFeatures,
  BrandTheme,
  EventTransportKind,
  LoginSurface,
  PopupSet,
  TabEntry,
  TabIcon,
  WalletTarget,
} from './brand/BrandConfig';
export { defineBrand, popupSetCapabilities, TAB_ICONS } from './brand/BrandConfig';
export { readBrandEnv, DEFAULT_API_BASE } from './brand/env';
export { ROUTES, routesFor, findRoute, KEEP_ALIVE_PATHS, PRELOAD_PATHS } from './routing/routes';
export type { RouteDef, RouteAccess } from './routing/routes';
export { useServices } from './services/services';
export type { ShellServices } from './services/services';

export interface BrandApp {
  readonly config: BrandConfig;
  /** Starts the app in `container`: storage, session, language, service worker, then React. */
  mount(container: HTMLElement | null): Promise<ShellServices>;
}

function registerServiceWorker(): void {
  // Only built apps have /sw.js; the dev server would answer with index.html.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('./sw.js').catch((error: unknown) => console.warn('service worker not registered', error));
  };
  // After the page's load: the entry starts after the first paint, so the load may be past already.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createBrandApp(config: BrandConfig): BrandApp {
  return {
    config,
    async mount(container) {
      if (!container) throw new Error('createBrandApp: the root element is missing');
      document.title = config.title;
      applyRootFontSize(window);
      // Start-up in short tasks (issue 13: a phone's main thread stays free between them): the
      // script's own evaluation, the services, then i18n each run in their own task.
      await yieldToMain();
      const services = createServices(config);
      await yieldToMain();
      // The first screen is drawn by the first render: a first visit opens on the welcome guide at
      // once (start-up runs under it), and that page is loaded with the language, not after.
      const welcome = opensOnWelcome(config, services.kv, window.location.hash);
      if (welcome) window.history.replaceState(window.history.state, '', `#${WELCOME_PATH}`);
      if (welcome) preload([WELCOME_PATH]); // its chunk downloads while i18n starts
      const i18n = await startI18n(services.kv, config.defaultLocale, config.locales);
      followLanguage(i18n, services);
      if (welcome) await loadPageNow(WELCOME_PATH).catch((error: unknown) => console.warn('welcome guide not preloaded', error));
      services.translateMessage = (msg, data) => {
        const key = messageKeyOfText(msg);
        return key ? refusalText(i18n.t, i18n.language, key, data) : msg;
      };
      registerServiceWorker();
      const root = createRoot(container);
      // A transition: React renders the first screen in slices that leave the main thread free
      // between them (no long task for the whole tree), then commits it at once.
      startTransition(() => {
        root.render(
          <StrictMode>
            <ShellApp services={services} i18n={i18n} />
          </StrictMode>,
        );
      });
      return services;
    },
  };
}
