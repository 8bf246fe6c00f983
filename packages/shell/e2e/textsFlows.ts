// Browser tests of the operator's texts and the brand's own identity (issue 23 items 7 and 8),
// which every brand app runs: switching the language changes a mission's and a banner's text (the
// server answers them in the player's language).
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { openSignedInPhone, registerE2ePlayer } from './players';

export interface TextsFlowParams extends BrandTestMeta {
  /** Black-gold brands pick the language in the language popup, the others inline (brandFlows.ts). */
  readonly languagePopup: boolean;
}

export function textsFlows(params: TextsFlowParams): void {
  const apiBase = testApiBase(params);
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  const errors: string[] = [];
  const phone = `0918${String(Date.now()).slice(-7)}`;

  test.beforeAll(async ({ browser }) => {
    page = await openSignedInPhone(browser, await registerE2ePlayer(apiBase, phone), errors);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });

  const chooseLanguage = async (code: string, nativeName: string) => {
    await page.goto('./#/profile');
    if (params.languagePopup) {
      await page.locator('#language').click();
      await page.getByRole('dialog').getByRole('option', { name: new RegExp(nativeName.replace(/[()]/g, '\\$&')) }).click();
    } else {
      await page.locator('#language select').selectOption(code);
    }
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  };

  test('switching the language changes the operator’s texts: a mission and a banner', async () => {
    const mission = page.locator('[data-mission="daily_bet"]');
    const home = page.locator('[data-page="home"]');
    await page.goto('./#/task');
    await expect(mission).toContainText('Bet ₱500 today');
    await page.goto('./#/');
    await expect(home.getByText('Welcome bonus', { exact: true })).toBeVisible();

    await chooseLanguage('id-ID', 'Bahasa Indonesia');
    await page.goto('./#/task');
    await expect(mission).toContainText('Taruhan ₱500 hari ini');
    await page.goto('./#/');
    await expect(home.getByText('Bonus sambutan', { exact: true })).toBeVisible();

    // Back to English: the texts follow again (English is every locale's fallback).
    await chooseLanguage('en-PH', 'English (Philippines)');
    await page.goto('./#/');
    await expect(home.getByText('Welcome bonus', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
