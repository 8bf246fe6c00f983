// A returning visit paints the home as this device last drew it before any script runs (issue 25
// item 1, packages/shell/src/startup/homeSnapshot.ts and the gate in tooling/vite/prerender.js).
// Each test holds the app's entry script back, so what is on the glass is the static page alone.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { fundedE2ePlayer, seedSignedIn, seeDailyPopups } from './players';

const ENTRY = /\/assets\/index-[^/]*\.js$/;
const shotsDir = process.env.PERYA_SHOTS_DIR;

/** Waits until the app has kept a snapshot of the home on screen. */
async function snapshotKept(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('homeSnapshot') !== null), { timeout: 20_000 }).toBe(true);
}

/** Loads the page again with the app's entry script held back; returns the release. */
async function reloadWithoutApp(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await held;
    // Unrouting at the release may have let it through already.
    await route.continue().catch(() => undefined);
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await page.unroute(ENTRY);
  };
}

/** A phone-sized page without a service worker (it would serve the entry past the route that holds it). */
async function phone(browser: Browser, errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  return page;
}

async function shot(page: Page, brand: string, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${brand}-${name}.png`) });
}

export function snapshotFlows(meta: BrandTestMeta): void {
  const apiBase = testApiBase(meta);

  test('a returning guest sees the home as last drawn before the app starts, then the live app in its place', async ({ browser }) => {
    const errors: string[] = [];
    const page = await phone(browser, errors);
    await seeDailyPopups(page);
    await page.addInitScript(() => window.localStorage.setItem('welcomeSeen', '1'));
    await page.goto('/');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await snapshotKept(page);
    const drawn = await page.locator('[data-page="home"]').innerText();

    const release = await reloadWithoutApp(page);
    await expect(page.locator('[data-static-home]')).toHaveCount(1);
    // The static page alone: the home's frame and its offers, no popup, no script-drawn state.
    const home = page.locator('[data-page="home"]');
    await expect(home).toBeVisible();
    expect((await home.innerText()).slice(0, 40)).toBe(drawn.slice(0, 40));
    await expect(page.locator('[data-popup]')).toHaveCount(0);
    await shot(page, meta.id, 'returning-guest-static');
    const before = await home.boundingBox();

    await release();
    // React takes over the same frame: the page does not move.
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(page.locator('[data-static-home]')).toHaveCount(0);
    const after = await page.locator('[data-page="home"]').boundingBox();
    expect({ x: after?.x, y: after?.y, width: after?.width }).toEqual({ x: before?.x, y: before?.y, width: before?.width });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("a returning player's remembered home never shows a remembered balance, and is not used after signing out or for another language", async ({ browser }) => {
    const errors: string[] = [];
    const session = await fundedE2ePlayer(apiBase, `9${String(Date.now()).slice(-9)}`, 123_400);
    const page = await phone(browser, errors);
    await seedSignedIn(page, session);
    await page.goto('/');
    const balance = page.getByTestId('balance');
    await expect(balance).toContainText('1,234');
    await snapshotKept(page);
    expect(await page.evaluate(() => window.localStorage.getItem('homeSnapshot'))).not.toContain('1,234');

    let release = await reloadWithoutApp(page);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect(balance).toHaveText('…');
    await shot(page, meta.id, 'returning-player-static');
    await release();
    await expect(balance).toContainText('1,234');

    // Another language stored since: the snapshot's texts would be wrong, so the page starts plain.
    await page.evaluate(() => window.localStorage.setItem('applang', window.localStorage.getItem('applang') === 'zh-CN' ? 'en-PH' : 'zh-CN'));
    release = await reloadWithoutApp(page);
    await expect(page.locator('[data-page="home"]')).toHaveCount(0);
    await release();

    // Signed out (no token): a player's snapshot is not a guest's home.
    await page.evaluate(() => {
      window.localStorage.removeItem('applang');
      window.localStorage.removeItem('token');
    });
    release = await reloadWithoutApp(page);
    await expect(page.locator('[data-page="home"]')).toHaveCount(0);
    await release();
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
