// The browser tests every brand app runs (issue 5 §9), parameterised by the brand's login surface
// and theme, so the four apps share one spec instead of four copies.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { E2E_BIRTHDAY, outboxCode, seeDailyPopups } from './players';

export interface BrandFlowParams extends BrandTestMeta {
  /** The brand's one name (brand.meta.ts `title`, issue 23 item 8). */
  readonly title: string;
  /** The brand's login surface: a page path, or the login popup. */
  readonly login: { readonly kind: 'page'; readonly path: '/login' | '/brandlogin' } | { readonly kind: 'popup' };
  /** `data-theme` the themed root carries (packages/ui theme name). */
  readonly theme: string;
}

const scroller = '[data-scroll-container]';

/** The one name of every other brand app (the `title` of each apps/<brand>/src/brand.meta.ts). */
function otherBrandNames(own: string): string[] {
  const apps = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps');
  const names = readdirSync(apps).flatMap((app) => {
    try {
      return [/\btitle:\s*'([^']+)'/.exec(readFileSync(path.join(apps, app, 'src', 'brand.meta.ts'), 'utf8'))?.[1] ?? ''];
    } catch {
      return [];
    }
  });
  return names.filter((name) => name !== '' && name !== own);
}

/**
 * One name per brand (issue 23 item 8): the tab title is the brand's name, and neither the page's
 * markup nor what it shows names another brand ("Perya" inside "Perya Lite" is the brand's own).
 */
async function expectOnlyOwnName(page: Page, own: string): Promise<void> {
  await expect(page).toHaveTitle(own);
  const shown = (await page.content()).replaceAll(own, ' ');
  const words = (name: string) => new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
  expect(otherBrandNames(own).filter((name) => words(name).test(shown))).toEqual([]);
}

async function rootFontPx(page: Page): Promise<number> {
  return page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
}

export function brandFlows(params: BrandFlowParams): void {
  const apiBase = testApiBase(params);
  const phone = `9${String(Date.now()).slice(-9)}`;
  const password = 'secret-pass-1';
  let page: Page;
  const errors: string[] = [];

  const loginSurface = () => (params.login.kind === 'popup' ? page.locator('[data-popup="login"]') : page.locator('form[data-auth-tab]'));

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    // The sign-in and guaranteed-bonus start-up popups have their own flows (engagementFlows), the
    // Telegram one navFlows' first arrival (the marketing gate may hold it to a later page).
    await seeDailyPopups(page, ['signIn', 'guaranteed', 'tg']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('home loads in the brand theme after the first-run welcome guide', async () => {
    // The welcome guide is on the glass from index.html before the app's script runs (issue 13): a
    // tap on it then must still count. The entry script is held until the player has tapped Skip.
    const entry = /\/assets\/index-[^/]*\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(entry, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the held entry script, inserted before the load event, would delay it.
    await page.goto('./', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-page="welcome"]')).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    release();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await page.unroute(entry);
    await expect(page.locator(`[data-theme="${params.theme}"]`)).toBeVisible();
    // The loading overlay is gone once start-up finished (spec §4).
    await expect(page.locator('[data-popup="loading"]')).toHaveCount(0);
    // With PERYA_SHOTS_DIR set, the home at 375×812 for a look (issue 5: its own theme, no broken layout).
    const shots = process.env.PERYA_SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `home-${params.id}.png`), fullPage: false });
    }
    // An installable PWA (issue 5 §5): the brand's manifest with its icons, the service worker active.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      const res = await fetch(new URL(href, document.baseURI));
      const body = (await res.json()) as { name?: string; short_name?: string; display?: string; icons?: { src: string; sizes: string }[] };
      const icons = await Promise.all((body.icons ?? []).map(async (i) => (await fetch(new URL(i.src, res.url))).status));
      return { names: [body.name, body.short_name], display: body.display, sizes: (body.icons ?? []).map((i) => i.sizes), icons };
    });
    // One name per brand (issue 23 item 8): the launcher, the tab and the home header say the same.
    expect(manifest.names).toEqual([params.title, params.title]);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(params.title);
    await expectOnlyOwnName(page, params.title);
    expect(manifest.display).toBe('standalone');
    expect(manifest.sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.every((status) => status === 200)).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''), { timeout: 30_000 })
      .toMatch(/\/sw\.js$/);
    expect(errors).toEqual([]);
  });

  test('a protected route sends a guest to the brand login surface', async () => {
    await page.goto('./#/account');
    if (params.login.kind === 'page') {
      await expect(page).toHaveURL(new RegExp(`#${params.login.path}\\?type=1&redirect=%2Faccount$`));
    }
    await expect(loginSurface()).toBeVisible();
    await expectOnlyOwnName(page, params.title);
  });

  test('register with the SMS code from the server outbox', async () => {
    const form = loginSurface();
    await form.getByRole('tab', { name: 'Register' }).click();
    await form.getByLabel('Phone number').fill(phone);
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await outboxCode(apiBase, phone);
    await form.getByLabel('SMS code').fill(code);
    await form.getByLabel('Password', { exact: true }).fill(password);
    // The age gate (issue 15): a date of birth of age in every market.
    await form.getByLabel('Date of birth').fill(E2E_BIRTHDAY);
    await form.getByRole('button', { name: 'Register', exact: true }).last().click();
    // Page or popup, the player lands where the guard stopped them.
    await expect(page.locator('[data-page="account"]')).toBeVisible();
    await expect(loginSurface()).toHaveCount(0);
    await page.goto('./#/account');
    await expect(page.getByTestId('user-name')).not.toBeEmpty();
  });

  test('edit the name', async () => {
    await page.goto('./#/profile');
    const name = 'Juan Dela Cruz';
    await page.getByLabel('Username').fill(name);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved.')).toBeVisible();
    await page.goto('./#/account');
    await expect(page.getByTestId('user-name')).toHaveText(name);
  });

  test('change language, kept after a reload', async () => {
    await page.goto('./#/profile');
    // Black-gold brands (login popup) choose it in the language popup (spec §2), the others inline.
    const choose = async (nativeName: string) => {
      if (params.login.kind === 'popup') {
        await page.locator('#language').click();
        await page.getByRole('dialog').getByRole('option', { name: new RegExp(nativeName.replace(/[()]/g, '\\$&')) }).click();
      } else {
        // ui's Picker: its button opens the list of languages.
        await page.locator('#language').getByRole('button').click();
        await page.locator('#language').getByRole('option', { name: nativeName, exact: true }).click();
      }
    };
    await choose('Bahasa Indonesia');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await choose('English (Philippines)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-PH');
  });

  test('a popup locks page scroll, then log out', async () => {
    await page.goto('./#/account');
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator(scroller)).toHaveCSS('overflow-y', 'hidden');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator(scroller)).not.toHaveCSS('overflow-y', 'hidden');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('log in with phone and password', async () => {
    await page.getByRole('button', { name: 'Log in' }).first().click();
    const form = loginSurface();
    await expect(form).toBeVisible();
    await form.getByLabel('Phone number').fill(phone);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('a 401 clears the session and goes to login', async () => {
    await page.goto('./#/profile');
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('token', 'expired-token'));
    await page.getByLabel('Username').fill('Someone Else');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(loginSurface()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('uId'))).toBeNull();
  });

  test('the root font size follows 16 × min(width, height) / 375', async () => {
    await page.goto('./');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo(16, 1);
    await page.setViewportSize({ width: 414, height: 896 });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo((16 * 414) / 375, 1);
    await page.setViewportSize({ width: 896, height: 414 });
    await expect.poll(() => rootFontPx(page)).toBeCloseTo((16 * 414) / 375, 1);
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('home keeps its scroll position; other pages start at the top', async () => {
    await page.setViewportSize({ width: 375, height: 420 });
    await page.goto('./');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    // The lobby's plates and the help menu come in chunks of their own: wait until the page has
    // its full height, or the browser's scroll anchoring moves the position while they land.
    await expect(page.locator('[data-page="home"] [data-game-card]').first()).toBeVisible();
    await expect(page.locator('[data-page="home"]').getByRole('link', { name: 'FAQ' })).toBeAttached();
    const main = page.locator(scroller);
    const scrollable = await main.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(scrollable).toBeGreaterThan(100);
    await main.evaluate((el) => el.scrollTo(0, 100));
    const faq = page.locator('[data-page="home"]').getByRole('link', { name: 'FAQ' });
    // Bring the link to the middle of the container first (clear of the raised centre tab, which
    // overlaps the container's bottom edge), so the click scrolls nothing and the position saved
    // is the one the player left from.
    await faq.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await main.evaluate((el) => el.scrollTop);
    expect(before).toBeGreaterThan(0);
    await faq.click();
    await expect(page.locator('[data-page="faq"]')).toBeVisible();
    expect(await main.evaluate((el) => el.scrollTop)).toBe(0);
    await page.goBack();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect.poll(() => main.evaluate((el) => el.scrollTop)).toBe(before);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(errors).toEqual([]);
  });
}
