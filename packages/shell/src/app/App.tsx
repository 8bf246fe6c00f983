// The routed app every brand renders: providers, start-up, hash routes with guards, keep-alive
// pages with saved scroll, the tab bar and the popup host.
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { HashRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { I18nProvider, useTranslation, whenTextsLoaded, type PeryaI18n } from '@perya/i18n';
import { Skeleton, TabBar, type TabBarItem, ThemeProvider, UiBackProvider, UiLinkProvider } from '@perya/ui';
import { PopupHost } from '@perya/ui/popups';
import { RouterLink } from './RouterLink';
import type { BrandConfig, TabEntry } from '../brand/BrandConfig';
import { ServicesContext, useServices, type ShellServices } from '../services/services';
import { brandRoutes, KEEP_ALIVE_PATHS, PRELOAD_PATHS, type RouteDef } from '../routing/routes';
import { guard } from '../routing/guards';
import { hasPage, PAGE_SLOTS, pageFor, preload } from '../routing/pages';
import { runStartup } from '../startup/pipeline';
import { brandStartupSteps } from '../startup/steps';
import { signedOutAtom, userIdAtom } from '../state/session';
import { useProtectionSnapshot } from '../state/protection';
import { WELCOME_PATH } from '../startup/firstScreen';
import { Icon } from '../components/Icon';
import { AuthSheet } from '../pages/auth/AuthSheet';
import { useDeposit } from '../pages/useDeposit';
import { tData } from '../services/t';
import { tabMatches, tabTrackedEvent } from './tabs';
import type { PopupHistoryBinding } from './popupHistory';
import { AccountCurrency } from './AccountCurrency';
import * as css from './layout.css';
// The welcome guide's first screen is drawn before the app's script runs, from the entry's CSS: its
// styles (its layout and its art's paints) must be in the entry, not in the lazy chunk of a page.
import '../pages/info/welcome.css';
import '@perya/ui/art/first-screen';

/**
 * How long start-up's loading overlay may cover the app (issue 23): past it, or at the first step
 * that fails, the pages show their own skeletons and errors (with their Retry) while start-up goes on.
 */
export const STARTUP_OVERLAY_MAX_MS = 1_500;

/**
 * Runs start-up once (spec §4) with the loading overlay up until it is done, at most
 * STARTUP_OVERLAY_MAX_MS and never past a failure. The first-run welcome guide needs nothing from
 * start-up, so it shows at once (createBrandApp opens it) and start-up runs under it without the
 * overlay; leaving the guide before start-up is done brings the overlay up (within the same limit).
 */
function Startup({ children }: { children: ReactNode }) {
  const s = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const [overlayOver, setOverlayOver] = useState(false);
  const started = useRef(false);
  const overlay = useRef<{ close(): void } | null>(null);
  const overlayWanted = !done && !overlayOver && location.pathname !== WELCOME_PATH;
  useEffect(() => {
    const timer = setTimeout(() => setOverlayOver(true), STARTUP_OVERLAY_MAX_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (overlayWanted) {
      overlay.current ??= s.popups.open('loading', {}, { dismissible: false });
    } else if (overlay.current) {
      overlay.current.close();
      overlay.current = null;
    }
  }, [overlayWanted, s]);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // In a task of its own: the steps' synchronous parts (ad data, the first calls, which load the
    // contract) would otherwise lengthen the task that commits the first screen (issue 13, TBT).
    setTimeout(() => void runStartup(
      brandStartupSteps(s, {
        navigate: (to) => navigate(to),
        translate: (key) => tData(t, key),
        now: () => Date.now(),
        hideLoading: () => setDone(true),
      }),
      {
        protectMigrationEnabled: s.config.features.protectMigration,
        hasToken: () => s.session.token() !== null,
        onError: (step, error) => {
          console.warn(`start-up: ${step} failed`, error);
          // The page under the overlay says what failed, with its Retry: nothing may cover it.
          setOverlayOver(true);
        },
      },
    ).then(() => {
      preload(PRELOAD_PATHS);
    }), 0);
  }, [s, navigate, t]);
  return (
    <>
      {children}
      <PopupHistory />
      {done ? <Daily /> : null}
      {done ? <Protection /> : null}
    </>
  );
}

/**
 * Back closes the top popup first, and a route change closes the popups of the page left
 * (popupHistory.ts); a route change also lets the marketing gate look again (it waits off games).
 */
function PopupHistory() {
  const s = useServices();
  const { pathname } = useLocation();
  const binding = useRef<PopupHistoryBinding | null>(null);
  const path = useRef(pathname);
  useEffect(() => {
    // Its own chunk, loaded right after the first render (kept out of the first load's budget): no
    // popup a player can close is open before start-up has run.
    let bound: PopupHistoryBinding | null = null;
    let live = true;
    void import('./popupHistory').then(({ bindPopupsToHistory }) => {
      if (!live) return;
      bound = bindPopupsToHistory(s.popups, window);
      binding.current = bound;
      bound.routeChanged(path.current);
    });
    return () => {
      live = false;
      bound?.dispose();
      binding.current = null;
    };
  }, [s]);
  useEffect(() => {
    path.current = pathname;
    binding.current?.routeChanged(pathname);
    s.marketing.poke();
  }, [s, pathname]);
  return null;
}

// The once-a-day popups (DailyPopups.tsx): their chunk loads after start-up, for a logged-in player
// only (a guest is offered none of them).
const DailyPopups = lazy(() => import('../pages/DailyPopups').then((m) => ({ default: m.DailyPopups })));

function Daily() {
  const uid = useAtomValue(userIdAtom);
  return uid === null ? null : (
    <Suspense fallback={null}>
      <DailyPopups />
    </Suspense>
  );
}

// Player protection (issue 15) over every page: its own chunk, loaded only for a player it concerns,
// with the whole text of the language (its popups' words are not in the first screen's part).
const ProtectionLayer = lazy(async () => (await Promise.all([import('../pages/protection/ProtectionLayer'), whenTextsLoaded()]))[0]);

/**
 * The date of birth asked once (a logged-in player without one) and the reality check (a player
 * who chose an interval); nothing at all, not even a chunk, for everyone else.
 */
function Protection() {
  // The state's birthday is the user info's: read here, the user info query gets no observer that
  // would change when the pages refetch it.
  const state = useProtectionSnapshot();
  const askBirthday = state.data?.birthday === '';
  const realityCheck = state.data != null && state.data.realityCheckMinutes !== null;
  if (!askBirthday && !realityCheck) return null;
  return (
    <Suspense fallback={null}>
      <ProtectionLayer askBirthday={askBirthday} realityCheck={realityCheck} />
    </Suspense>
  );
}

/** Applies the route's guard (spec §2, §6); a guest on a protected route goes to login. */
function Guarded({ route, children }: { route: RouteDef; children: ReactNode }) {
  const s = useServices();
  const location = useLocation();
  const loggedIn = useAtomValue(userIdAtom) !== null;
  const signedOut = useAtomValue(signedOutAtom);
  const decision = guard(route, location, loggedIn, s.config.features.demo);
  const back = decision.kind === 'login' && !signedOut ? decision.back : null;
  useEffect(() => {
    if (back !== null) s.goToLogin(back);
  }, [back, s]);
  if (decision.kind === 'login' && signedOut) return <Navigate to="/" replace />;
  if (decision.kind === 'login') return s.config.login.kind === 'popup' ? <Navigate to="/" replace /> : null;
  return <>{children}</>;
}

function PageSlot({ route }: { route: RouteDef }) {
  // A page loaded before the first render (loadPageNow) draws at once, without Suspense.
  const Page = PAGE_SLOTS[route.path];
  if (!Page) return null;
  return (
    <Guarded route={route}>
      <Suspense fallback={<div className={css.page}><Skeleton shape="row" count={3} /></div>}>
        <Page />
      </Suspense>
    </Guarded>
  );
}

/** The brand's tab bar (ui's): its entries whose page is in the build, tracked taps, the deposit action. */
export function BrandTabBar({ tabs }: { tabs: readonly TabEntry[] }) {
  const s = useServices();
  const { t } = useTranslation();
  const location = useLocation();
  const deposit = useDeposit();
  // A tab appears once its page is in the build (features land issue by issue).
  const shown = tabs.filter((tab) => (typeof tab.to === 'string' ? hasPage(tab.to) : deposit !== null));
  const items = shown.map((tab): TabBarItem => {
    const base = { id: tab.labelKey, label: tData(t, tab.labelKey), icon: <Icon name={tab.icon} />, raised: tab.raised === true };
    if (typeof tab.to !== 'string') return { ...base, onSelect: () => deposit?.() };
    const to = tab.to;
    return {
      ...base,
      href: to,
      onClick: () => {
        const event = tabTrackedEvent(to);
        if (event !== null) void s.reporter.track(event);
      },
    };
  });
  const active = shown.find((tab) => typeof tab.to === 'string' && tabMatches(tab.to, location));
  return <TabBar label={t('nav.menu')} items={items} activeId={active?.labelKey} fixed={false} />;
}

/** ui draws links and back arrows through the router: a route link, and history back (home without history). */
export function RouterUi({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const back = useCallback(() => (window.history.length > 1 ? navigate(-1) : navigate('/')), [navigate]);
  return (
    <UiLinkProvider linkComponent={RouterLink}>
      <UiBackProvider onBack={back}>{children}</UiBackProvider>
    </UiLinkProvider>
  );
}

/** Where the tab bar shows: the pages its entries point at (a game tab: that game only). */
export function onTabPage(tabs: readonly TabEntry[], place: { pathname: string; search: string }): boolean {
  return tabs.some((tab) => typeof tab.to === 'string' && tabMatches(tab.to, place));
}

/**
 * Keeps the player's balance current everywhere (issue 23 §1): the server's balance stream writes
 * every settlement into the userInfo query while someone is logged in (after start-up, so it opens
 * with the renewed token). Its code loads then, outside the first load.
 */
function BalanceNews() {
  const s = useServices();
  const uid = useAtomValue(userIdAtom);
  useEffect(() => {
    if (uid === null) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void import('@perya/api/queries/balance').then((m) => {
      if (!left) stop = m.subscribeBalanceNews(s.api, s.queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [s, uid]);
  return null;
}

function Frame({ config }: { config: BrandConfig }) {
  const location = useLocation();
  const scroller = useRef<HTMLElement>(null);
  const positions = useRef(new Map<string, number>());
  const path = location.pathname;
  // The brand's routes (spec §2) that have their page in this build (routing/pages.ts).
  const routes = brandRoutes(config).filter((r) => pageFor(r.path));
  const keepAlive = routes.filter((r) => KEEP_ALIVE_PATHS.includes(r.path));
  const active = keepAlive.find((r) => r.path === path);
  const [visited, setVisited] = useState<readonly string[]>([]);
  if (active && !visited.includes(active.path)) setVisited([...visited, active.path]);

  // Spec §2: kept-alive pages get their scroll position back, every other page starts at the top.
  const placedOnce = useRef(false);
  useLayoutEffect(() => {
    const el = scroller.current;
    const top = active ? (positions.current.get(path) ?? 0) : 0;
    const first = !placedOnce.current;
    placedOnce.current = true;
    // The scroller just drawn is at the top: writing 0 would lay out the whole page inside the
    // first commit (a long task of a returning visit's start-up).
    if (!el || (first && top === 0)) return;
    el.scrollTop = top;
  }, [path, active]);

  const onScroll = () => {
    const el = scroller.current;
    // A navigation in flight (the URL already moved, React not yet) must not overwrite the
    // position the player left from.
    const urlPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
    if (el && active && urlPath === path) positions.current.set(path, el.scrollTop);
  };

  const setSignedOut = useSetAtom(signedOutAtom);
  useEffect(() => {
    if (path === '/') setSignedOut(false);
  }, [path, setSignedOut]);

  const showTabs = onTabPage(config.tabs, location);
  return (
    <div className={css.frame}>
      <main
        ref={scroller}
        className={showTabs && config.tabs.some((tab) => tab.raised) ? `${css.scroller} ${css.scrollerAboveRaisedTab}` : css.scroller}
        onScroll={onScroll}
        data-scroll-container=""
      >
        {keepAlive
          .filter((r) => visited.includes(r.path))
          .map((r) => (
            <div key={r.path} className={r.path === path ? css.keepAliveSlot : css.hidden} data-keep-alive={r.path}>
              <PageSlot route={r} />
            </div>
          ))}
        {active ? null : (
          <Routes>
            {routes
              .filter((r) => !KEEP_ALIVE_PATHS.includes(r.path))
              .map((r) => (
                <Route key={r.path} path={r.path} element={<PageSlot route={r} />} />
              ))}
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        )}
      </main>
      {showTabs ? <BrandTabBar tabs={config.tabs} /> : null}
      <AuthSheet />
      <BalanceNews />
    </div>
  );
}

function Themed({ services }: { services: ShellServices }) {
  const { t } = useTranslation();
  // Themed renders again whenever texts land (useTranslation, bindI18nStore 'added': the rest of
  // the language after the first screen); the router's tree under it keeps its element, so React
  // skips it and only the components that read texts render again (issue 13: it was a render of
  // the whole app, a long task, per text chunk).
  const app = useMemo(
    () => (
      <HashRouter>
        <RouterUi>
          <Startup>
            <Frame config={services.config} />
          </Startup>
        </RouterUi>
      </HashRouter>
    ),
    [services.config],
  );
  return (
    <ThemeProvider theme={services.config.theme}>
      <PopupHost
        sets={services.popups.sets}
        store={services.popups}
        scrollContainer={() => document.querySelector<HTMLElement>('[data-scroll-container]')}
        closeLabel={t('common.close')}
      >
        {app}
      </PopupHost>
    </ThemeProvider>
  );
}

export function ShellApp({ services, i18n }: { services: ShellServices; i18n: PeryaI18n }) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>
        <JotaiProvider store={services.session.store}>
          <I18nProvider i18n={i18n}>
            <AccountCurrency>
              <Themed services={services} />
            </AccountCurrency>
          </I18nProvider>
        </JotaiProvider>
      </QueryClientProvider>
    </ServicesContext.Provider>
  );
}
