// Browser tests of issue 23 items 2 and 5 every brand app runs: the phone's dialling code is the
// market's, never the interface language's (a PH player reading Português still types and reads a
// +63 number, the SMS-sent line included); the cash-in methods keep the PH order, GCash first with
// its mark, under another language; a tap that waits on the server shows skeletons or a busy button
// in place, never the modal loading card (black-gold's cash-in popup, invite-h5's invite popup).
// Screenshots at 375×812 and 320×568 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { fundedE2ePlayer, openSignedInPhone, seeDailyPopups } from './players';

export interface PhoneFlowParams extends BrandTestMeta {
  /** Where the brand's deposit action goes (its brand.config.ts wallet.cashIn). */
  readonly cashIn: { readonly kind: 'route'; readonly path: string } | { readonly kind: 'popup' };
  /** The account page offers the invite popup (brand.config.ts invite). */
  readonly invitePopup: boolean;
}

/** The interface language the player switches to: Brazil's, whose own dialling code is +55. */
const OTHER_LOCALE = 'pt-BR';

/** Records whether the modal loading card ever shows from now on, once start-up's overlay is gone. */
async function watchLoadingCard(page: Page): Promise<void> {
  await expect(page.locator('[data-popup="loading"]')).toHaveCount(0);
  await page.evaluate(() => {
    const w = window as unknown as { loadingCardSeen: boolean };
    w.loadingCardSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-popup="loading"]')) w.loadingCardSeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const loadingCardSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingCardSeen: boolean }).loadingCardSeen);

/** Holds the answers of requests whose path matches `pattern` for `ms`, so the waiting state can be seen. */
async function slowDown(page: Page, pattern: RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

export function phoneFlows(params: PhoneFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // Fresh phones per run, apart from the other flows' (0997 + 7 digits).
  const stamp = String(Date.now()).slice(-7);
  const guestPhone = `997${stamp}`;
  const playerPhone = `0996${stamp}`;
  const errors: string[] = [];

  /** The page at 375×812, then at 320×568 (the small phone), then back. */
  const shoot = async (page: Page, name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `phone-${params.id}-${name}-375.png`) });
    await page.setViewportSize({ width: 320, height: 568 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(shots, `phone-${params.id}-${name}-320.png`) });
    await page.setViewportSize({ width: 375, height: 812 });
  };

  test('a PH player under Português: +63 on the phone field and the SMS line, GCash first with its mark, no modal loading card', async ({
    browser,
  }) => {
    test.setTimeout(90_000);

    // A guest on the brand's login surface, the interface in Português: the field still says +63.
    const guest = await (
      await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
    ).newPage();
    guest.on('pageerror', (err) => errors.push(err.message));
    await seeDailyPopups(guest, ['signIn', 'guaranteed', 'tg']);
    await guest.addInitScript((lng) => {
      window.localStorage.setItem('welcomeSeen', '1');
      window.localStorage.setItem('applang', lng);
    }, OTHER_LOCALE);
    await guest.goto('./#/account');
    await expect(guest.locator('html')).toHaveAttribute('lang', OTHER_LOCALE);
    const form = guest.locator('form[data-auth-tab]');
    await expect(form.getByTestId('dial-code')).toHaveText('+63');
    await form.getByRole('tab', { name: 'Cadastrar' }).click();
    await form.locator('input[autocomplete="tel-national"]').fill(guestPhone);
    await form.getByRole('button', { name: 'Enviar código' }).click();
    // The SMS-sent line writes the number in its one form.
    await expect(
      form.getByText(
        `Enviamos um código para +63 ${guestPhone.slice(0, 3)} ${guestPhone.slice(3, 6)} ${guestPhone.slice(6)}`,
      ),
    ).toBeVisible();
    await shoot(guest, 'login');
    await guest.context().close();

    // A PH account (₱500 deposited) reading Português.
    const page = await openSignedInPhone(
      browser,
      await fundedE2ePlayer(apiBase, playerPhone, 50_000),
      errors,
    );
    await page.addInitScript((lng) => window.localStorage.setItem('applang', lng), OTHER_LOCALE);
    if (params.cashIn.kind === 'route') {
      await page.goto(`./#${params.cashIn.path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', OTHER_LOCALE);
      const methods = page.locator('[data-page="cashin"] [data-method]');
      await expect(methods.first()).toHaveAccessibleName('GCash');
      await expect(methods.first().locator('svg[data-mark="gcash"]')).toHaveCount(1);
      // The method names are the player's language's (pt-BR "Internet banking" for online banking).
      await expect(methods.nth(5)).toHaveAccessibleName('Internet banking');
      await shoot(page, 'cashin');
    } else {
      await page.goto('./#/wallet');
      await expect(page.locator('html')).toHaveAttribute('lang', OTHER_LOCALE);
      await expect(page.getByTestId('wallet-cash-in')).toBeVisible();
      await watchLoadingCard(page);
      // A slow read: the popup is up at once with skeleton rows, then the methods.
      await slowDown(page, /\/x2\/app\/channel\/redis\/paychannnel/, 1_200);
      await slowDown(page, /\/x2\/recharge\/v2/, 800);
      await page.getByTestId('wallet-cash-in').click();
      const popup = page.getByRole('dialog');
      await expect(popup.locator('[data-state="loading"] [data-skeleton]').first()).toBeVisible();
      if (shots) await page.screenshot({ path: path.join(shots, `phone-${params.id}-cashin-popup-loading-375.png`) });
      const options = popup.getByRole('option');
      await expect(options.first()).toHaveAccessibleName('GCash');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      expect(
        await options
          .locator('svg[data-mark]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-mark'))),
      ).toEqual(['gcash', 'maya', 'grabpay', 'shopeepay', 'qrph', 'online_banking']);
      await expect(options.nth(5)).toHaveAccessibleName('Internet banking');
      await shoot(page, 'cashin-popup');
      await popup.getByText('₱100', { exact: true }).click();
      await popup.locator('button[type="submit"]').click();
      // The confirmation names the method with its mark; its button is busy in place while the order is made.
      const confirm = page.getByRole('dialog');
      await expect(confirm.locator('svg[data-mark="gcash"]')).toHaveCount(1);
      const confirmButton = confirm.getByRole('button', { name: 'Confirmar' });
      await confirmButton.click();
      await expect(confirmButton).toHaveAttribute('aria-busy', 'true');
      await expect(page.locator('[data-page="cashin-paying"]')).toBeVisible();
      await expect(page.getByTestId('paying-method').locator('svg[data-mark="gcash"]')).toHaveCount(
        1,
      );
      expect(await loadingCardSeen(page)).toBe(false);
    }
    if (params.invitePopup) {
      await page.goto('./#/account');
      await expect(page.getByRole('button', { name: 'Convide amigos' })).toBeVisible();
      await watchLoadingCard(page);
      await slowDown(page, /\/x2\/spread\/statistic\/invite_link\//, 1_200);
      await page.getByRole('button', { name: 'Convide amigos' }).click();
      const popup = page.getByRole('dialog');
      await expect(popup.locator('[data-state="loading"] [data-skeleton]').first()).toBeVisible();
      if (shots) await page.screenshot({ path: path.join(shots, `phone-${params.id}-invite-popup-loading-375.png`) });
      await expect(popup.getByRole('img')).toBeVisible();
      await shoot(page, 'invite-popup');
      expect(await loadingCardSeen(page)).toBe(false);
    }
    await page.context().close();
    expect(errors).toEqual([]);
  });
}
