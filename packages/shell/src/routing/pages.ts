// The pages this package delivers, by route path, each loaded lazily (spec §2). Routes of the
// route table without a page here are registered by the issues that deliver them (wallet, games, ...).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export const PAGE_LOADERS: Readonly<Record<string, PageLoader>> = {
  '/': () => import('../pages/home/HomePage'),
  '/login': () => import('../pages/auth/LoginPage'),
  '/brandlogin': () => import('../pages/auth/LoginPage'),
  '/account': () => import('../pages/account/AccountPage'),
  '/profile': () => import('../pages/account/ProfilePage'),
  '/aboutus': () => import('../pages/info/AboutUsPage'),
  '/privacy': () => import('../pages/info/PrivacyPage'),
  '/telegram': () => import('../pages/info/TelegramPage'),
  '/faq': () => import('../pages/info/FaqPage'),
  '/welcome': () => import('../pages/info/WelcomePage'),
  '/emergencyAlert': () => import('../pages/info/EmergencyAlertPage'),
};

/** One lazy component per path, made once, so React keeps a page's state across renders. */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([path, load]) => [path, lazy(load)]),
);

export function pageFor(path: string): LazyExoticComponent<ComponentType> | null {
  return PAGES[path] ?? null;
}

/** Starts loading pages ahead of need (home, wallet, account: spec §2). */
export function preload(paths: readonly string[]): void {
  for (const p of paths) void PAGE_LOADERS[p]?.();
}
