// Renders one routed page the way the app does (ShellApp's providers: services, the session's atom
// store, React Query, i18n, the account's currency, the brand theme and popup host,
// the frame with its scroller and, on a tab's page, the tab bar), at the page's route, with every
// call answered by the fake x2 server (fake/x2Data.ts) instead of the network.
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nProvider, initI18n, memoryStorage, type PeryaI18n } from '@perya/i18n';
import type { LocaleCode } from '@perya/domain';
import { ThemeProvider, type ThemeName } from '@perya/ui';
import { PopupHost } from '@perya/ui/popups';
import { createServices, ServicesContext, type ShellServices } from '../src/services/services';
import { AccountCurrency } from '../src/app/AccountCurrency';
import { BrandTabBar, onTabPage, RouterUi } from '../src/app/App';
import { PAGE_LOADERS } from '../src/routing/pages';
import * as css from '../src/app/layout.css';
import { signInFakePlayer } from '../fake/x2Server';
import { STORY_BRANDS } from './storyBrands';

/** What a page story names: its route, the query it opens with, and whether the player is a guest. */
export interface PageStoryParameters {
  readonly path: string;
  readonly search?: string;
  readonly guest?: boolean;
}

export interface LoadedShellPage {
  /** One per load: a story re-rendered in another theme or locale mounts afresh (no state of the last one kept). */
  readonly id: number;
  readonly services: ShellServices;
  readonly i18n: PeryaI18n;
  readonly Page: ComponentType;
  readonly at: string;
}

let loads = 0;

/** Builds the services, i18n and page chunk of a story before it renders (a Storybook loader). */
export async function loadShellPage(page: PageStoryParameters, theme: ThemeName, locale: LocaleCode): Promise<LoadedShellPage> {
  const load = PAGE_LOADERS[page.path];
  if (!load) throw new Error(`No page is routed at ${page.path}`);
  localStorage.clear();
  sessionStorage.clear();
  if (!page.guest) signInFakePlayer(localStorage);
  const config = STORY_BRANDS[theme](locale);
  const services = createServices(config);
  const [i18n, module] = await Promise.all([initI18n({ storage: memoryStorage(), defaultLocale: locale }), load()]);
  services.locale = () => i18n.language;
  services.translateMessage = (msg) => msg;
  loads += 1;
  return { id: loads, services, i18n, Page: module.default, at: `${page.path}${page.search ?? ''}` };
}

export function ShellPage({ services, i18n, Page, at }: LoadedShellPage) {
  const config = services.config;
  const place = { pathname: at.split('?')[0] ?? at, search: at.includes('?') ? `?${at.split('?')[1] ?? ''}` : '' };
  const tabs = onTabPage(config.tabs, place);
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
          <JotaiProvider store={services.session.store}>
            <I18nProvider i18n={i18n}>
              <AccountCurrency>
                <ThemeProvider theme={config.theme}>
                  <PopupHost sets={services.popups.sets} store={services.popups} scrollContainer={() => document.querySelector<HTMLElement>('[data-scroll-container]')}>
                    <MemoryRouter initialEntries={[at]}>
                      <RouterUi>
                      <div className={css.frame}>
                        <main className={tabs && config.tabs.some((tab) => tab.raised) ? `${css.scroller} ${css.scrollerAboveRaisedTab}` : css.scroller} data-scroll-container="">
                          <Page />
                        </main>
                        {tabs ? <BrandTabBar tabs={config.tabs} /> : null}
                      </div>
                      </RouterUi>
                    </MemoryRouter>
                  </PopupHost>
                </ThemeProvider>
              </AccountCurrency>
            </I18nProvider>
          </JotaiProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
