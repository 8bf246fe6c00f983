// Browser tests of issue 23 item 9 every brand app runs: "Forgot password?" leads to the SMS code
// login, the terms of use are a link to their page, and a tracked event (spec §5 "first open" of a
// player who arrived from an ad) reaches the brand's event transport (the Android bridge's
// pushCustom, the attribution push, nothing for the main app) and the ad-tracking call (spec §7).
// Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import type { BrandTestMeta } from './config';
import { seeDailyPopups } from './players';

export interface EventsFlowParams extends BrandTestMeta {
  /** The brand's login surface (its brand.config.ts login). */
  readonly login: { readonly kind: 'page' } | { readonly kind: 'popup' };
  /** The brand's event transport (its brand.config.ts events). */
  readonly events: 'none' | 'androidBridge' | 'attribution';
  /** The Android wrapper's object on window (the build's PERYA_BRIDGE_NAME; @perya/vite-config's default). */
  readonly bridgeName?: string;
}

const AD_CLICK = { tracking_code: 'e2e-campaign', fbclid: 'e2e-click' } as const;

function jsonBody(request: Request): Record<string, unknown> {
  return (request.postDataJSON() ?? {}) as Record<string, unknown>;
}

export function eventsFlows(params: EventsFlowParams): void {
  const bridgeName = params.bridgeName ?? 'android';
  let page: Page;
  const errors: string[] = [];
  const adTracking: Record<string, unknown>[] = [];
  const pushBranch: Record<string, unknown>[] = [];

  const loginSurface = () => (params.login.kind === 'popup' ? page.locator('[data-popup="login"]') : page.locator('form[data-auth-tab]'));
  const shot = async (name: string) => {
    const dir = process.env.PERYA_SHOTS_DIR;
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `events-${params.id}-${name}.png`), fullPage: false });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const { pathname } = new URL(request.url());
      if (pathname === '/x2/ad-tracking') adTracking.push(jsonBody(request));
      if (pathname === '/x2/temporaryPushBranch') pushBranch.push(jsonBody(request));
    });
    await seeDailyPopups(page);
    // A returning guest (no welcome guide), inside the Android wrapper when the brand has one: its
    // bridge keeps what pushCustom was given (the event name as UTF-8 bytes, spec §7).
    await page.addInitScript((name) => {
      window.localStorage.setItem('welcomeSeen', '1');
      const pushed: string[] = [];
      (window as unknown as Record<string, unknown>).__pushedEvents = pushed;
      (window as unknown as Record<string, unknown>)[name] = {
        pushCustom: (bytes: number[]) => pushed.push(new TextDecoder().decode(new Uint8Array(bytes))),
      };
    }, bridgeName);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a player from an ad: "first open" reaches the brand transport and the ad-tracking call', async () => {
    await page.goto(`./?tracking_code=${AD_CLICK.tracking_code}&fbclid=${AD_CLICK.fbclid}#/`);
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await expect.poll(() => adTracking.find((e) => e.event_type === 'firstOpen')).toMatchObject({ ...AD_CLICK, event_type: 'firstOpen' });
    const pushed = () => page.evaluate(() => (window as unknown as { __pushedEvents: string[] }).__pushedEvents);
    if (params.events === 'androidBridge') await expect.poll(pushed).toContain('firstOpen');
    else expect(await pushed()).not.toContain('firstOpen');
    if (params.events === 'attribution') await expect.poll(() => pushBranch.map((e) => e.event)).toContain('firstOpen');
    else expect(pushBranch).toEqual([]);
    // Once per device: a reload sends no second "first open".
    await page.reload();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await page.waitForTimeout(300);
    expect(adTracking.filter((e) => e.event_type === 'firstOpen')).toHaveLength(1);
  });

  test('"Forgot password?" leads to the SMS code login; the terms of use are a link', async () => {
    await page.goto('./#/account');
    const form = loginSurface();
    await expect(form).toBeVisible();
    await form.getByLabel('Phone number').fill('9171234567');
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible();
    await shot('login');
    await form.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(form.getByLabel('SMS code')).toBeFocused();
    await expect(form.getByLabel('Phone number')).toHaveValue('9171234567');
    await expect(form.getByRole('button', { name: 'Send code' })).toBeVisible();
    await shot('forgot');
    await form.getByRole('link', { name: 'terms of use' }).click();
    await expect(page.locator('[data-page="terms"]')).toBeVisible();
    await expect(page.locator('[data-popup="login"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    await shot('terms');
    expect(errors).toEqual([]);
  });
}
