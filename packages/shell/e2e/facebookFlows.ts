// Browser test of Facebook login (spec §2; issue 23 item 9 "Facebook login" tracked event) every
// brand app runs. The test build has PERYA_FACEBOOK_APP_ID=sandbox and its SDK URL on the test
// server (config.ts facebookSandboxEnv): the server's sandbox Facebook serves an SDK whose FB.login
// answers an access token, which the server checks with the real Graph adapter against its
// in-process Graph API. The SDK is fetched only once the login form shows, never on home; when it
// cannot load (intercepted here), spec §8's "Please download and install Facebook." shows in place.
// Screenshots at 375×812 and 320×568 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Request } from '@playwright/test';
import { TRACKED_EVENTS } from '@perya/domain';
import type { BrandTestMeta } from './config';
import { seeDailyPopups } from './players';

export interface FacebookFlowParams extends BrandTestMeta {
  /** The brand's login surface (its brand.config.ts login). */
  readonly login: { readonly kind: 'page' } | { readonly kind: 'popup' };
  /** The brand's event transport (its brand.config.ts events). */
  readonly events: 'none' | 'androidBridge' | 'attribution';
}

const SDK_PATH = '/sandbox/facebook/sdk.js';

function jsonBody(request: Request): Record<string, unknown> {
  return (request.postDataJSON() ?? {}) as Record<string, unknown>;
}

export function facebookFlows(params: FacebookFlowParams): void {
  test('Facebook login: the SDK loads with the login form, logs a new player in, tracks it, and says so when Facebook is missing', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors: string[] = [];
    const sdkRequests: string[] = [];
    const adTracking: Record<string, unknown>[] = [];
    const pushBranch: Record<string, unknown>[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === SDK_PATH) sdkRequests.push(request.url());
      if (request.method() !== 'POST') return;
      if (pathname === '/x2/ad-tracking') adTracking.push(jsonBody(request));
      if (pathname === '/x2/temporaryPushBranch') pushBranch.push(jsonBody(request));
    });
    await seeDailyPopups(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('welcomeSeen', '1');
      const pushed: string[] = [];
      (window as unknown as Record<string, unknown>).__pushedEvents = pushed;
      (window as unknown as Record<string, unknown>).android = {
        pushCustom: (bytes: number[]) => pushed.push(new TextDecoder().decode(new Uint8Array(bytes))),
      };
    });
    const shot = async (name: string) => {
      const dir = process.env.PERYA_SHOTS_DIR;
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: path.join(dir, `facebook-${params.id}-${name}.png`), fullPage: false });
    };
    const loginSurface = () => (params.login.kind === 'popup' ? page.locator('[data-popup="login"]') : page.locator('form[data-auth-tab]'));

    // Home, as a guest from an ad: no Facebook SDK in the first load.
    await page.goto('./?tracking_code=e2e-facebook#/');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(sdkRequests).toEqual([]);

    // Facebook cannot be reached: the tap says spec §8's text in place, nothing else happens.
    await page.route(`**${SDK_PATH}`, (route) => route.abort('internetdisconnected'));
    await page.goto('./?tracking_code=e2e-facebook#/account');
    const form = loginSurface();
    const button = form.getByRole('button', { name: 'Log in with Facebook' });
    await expect(button).toBeVisible();
    await expect.poll(() => sdkRequests.length).toBeGreaterThan(0);
    await button.click();
    await expect(form.getByRole('alert')).toHaveText('Please download and install Facebook.');
    await shot('missing');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Facebook is back: the same tap loads the SDK again, logs a new account in and tracks it.
    await page.unroute(`**${SDK_PATH}`);
    await page.setViewportSize({ width: 320, height: 568 });
    await button.scrollIntoViewIfNeeded();
    await shot('button-320');
    await page.setViewportSize({ width: 375, height: 812 });
    await button.scrollIntoViewIfNeeded();
    await shot('button');
    const loggedIn = page.waitForResponse((r) => new URL(r.url()).pathname === '/x2/user/setFacebookLogin');
    await button.click();
    const answer = (await (await loggedIn).json()) as { code: string; data: { isNew: boolean } };
    expect(answer).toMatchObject({ code: '00000', data: { isNew: true } });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await expect(form).toHaveCount(0);
    await shot('signed-in');

    await expect.poll(() => adTracking.map((e) => e.event_type)).toContain(TRACKED_EVENTS.facebookLogin);
    const pushed = () => page.evaluate(() => (window as unknown as { __pushedEvents: string[] }).__pushedEvents);
    if (params.events === 'androidBridge') await expect.poll(pushed).toContain(TRACKED_EVENTS.facebookLogin);
    if (params.events === 'attribution') await expect.poll(() => pushBranch.map((e) => e.event)).toContain(TRACKED_EVENTS.facebookLogin);
    expect(errors).toEqual([]);
    await context.close();
  });
}
