// Browser tests of the product's drawn art (issue 24 item 5): home's in-house games wear their
// drawn thumbnails, catalogue tiles reserve their image size and fall back to a designed tile when
// an image fails, banners and promo cards are drawn with their offer's amount and one call to
// action, and the prize wheel's labels stay level on screen before and after a spin.
// Screenshots of home, VIP, the avatar picker, the wheel and a popup at 375×812 and 320×568 go to
// $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { fundedE2ePlayer, seedSignedIn } from './players';

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 320, height: 568 },
] as const;

/** The angle (degrees) at which each wheel label's text runs on screen. */
async function labelAngles(page: Page): Promise<number[]> {
  return page.locator('[data-segment-label]').evaluateAll((labels) =>
    labels.map((label) => {
      const m = (label as SVGGraphicsElement).getScreenCTM();
      return m ? Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI) : NaN;
    }),
  );
}

export function artFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // A fresh funded player per viewport: the app's start-up renewal retires a seeded token.
  const phone = (n: number) =>
    `09${String(params.testPorts.api + 31 + n).slice(-2)}${String(Date.now()).slice(-7)}`;

  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width}×${viewport.height}: drawn thumbnails, sized tiles with a designed fallback, a level-labelled wheel`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await seedSignedIn(page, await fundedE2ePlayer(apiBase, phone(viewport.width % 7), 50_000));
      // One provider's art fails to load: its tiles must show the designed fallback, not a hole.
      await page.route('**/game-icons/jili/**', (route) =>
        route.fulfill({ status: 404, body: '' }),
      );
      const shot = async (name: string) => {
        if (!shots) return;
        mkdirSync(shots, { recursive: true });
        await page.screenshot({
          path: path.join(shots, `art-${params.id}-${viewport.width}-${name}.png`),
        });
      };

      await page.goto('./#/');
      const inHouse = page.locator('[data-plate="inhouse"]');
      // A fresh context's first home: the lobby and the thumbnails' chunks load after the page.
      await expect(inHouse.locator('[data-game-card] svg')).toHaveCount(6, { timeout: 20_000 });
      await expect(inHouse.locator('[data-game-card] img')).toHaveCount(0);
      // Banners and promo cards (issue 24): drawn, each with its offer's amount and one call to action.
      const welcome = page.locator('[data-promo-card="banner"]').first();
      await expect(welcome.getByTestId('promo-amount')).toHaveText(/\d/);
      await expect(welcome.getByRole('button')).toHaveCount(1);
      await expect(page.locator('[data-promo-card="tile"]')).toHaveCount(2);
      await shot('home');
      const hot = page.locator('[data-plate="hot"]');
      await expect(hot.locator('[data-game-card]').first()).toBeVisible();
      // The plates may re-render as the lists arrive: scroll and look again until they settle.
      await expect(async () => {
        await hot
          .locator('[data-game-card][data-provider="JILI"]')
          .first()
          .scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(
          hot.locator('[data-fallback]').filter({ hasText: 'JILI' }).first(),
        ).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      const other = hot
        .locator('[data-game-card]:not([data-provider="JILI"]):not([data-provider="PLG"])')
        .first();
      await expect(async () => {
        await other.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(other.locator('img')).toHaveAttribute('width', '160', { timeout: 2_000 });
        await expect(other.locator('img')).toHaveAttribute('height', '160', { timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      // Each tile prints its name once.
      const first = hot.locator('[data-game-card]').first();
      const name = (await first.locator('span').first().textContent()) ?? '';
      await expect(first.getByText(name, { exact: true })).toHaveCount(1);
      await shot('tiles');

      await page.goto('./#/vip');
      await expect(page.locator('[data-page="vip"]')).toBeVisible();
      await shot('vip');

      await page.goto('./#/profile');
      await expect(page.getByRole('button', { name: /^Photo 1$/ })).toBeVisible();
      await page.getByRole('button', { name: /^Photo 1$/ }).scrollIntoViewIfNeeded();
      await shot('avatars');

      await page.goto('./#/spin');
      const wheel = page.getByRole('img', { name: 'Prize wheel' });
      await expect(wheel).toBeVisible();
      expect(new Set(await labelAngles(page))).toEqual(new Set([0]));
      await wheel.scrollIntoViewIfNeeded();
      await shot('spin');
      await page.getByTestId('spin-button').click();
      const result = page.getByRole('dialog');
      await expect(result).toBeVisible({ timeout: 15_000 });
      await shot('popup');
      await page.keyboard.press('Escape');
      // At rest on the prize, every label still reads level.
      expect(Number(await wheel.getAttribute('data-rotation'))).toBeGreaterThan(0);
      expect(new Set(await labelAngles(page))).toEqual(new Set([0]));
      await context.close();
    });
  }
}
