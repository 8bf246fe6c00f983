// Browser tests of the operator's texts and the brand's own identity (issue 23 items 7 and 8),
// which every brand app runs: switching the language changes a mission's and a banner's text (the
// server answers them in the player's language); the invite link leads to the brand's own origin.
// The home lobby's search is lobbyFlows.ts's.
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
      // ui's Picker: its button opens the list of languages.
      await page.locator('#language').getByRole('button').click();
      await page.locator('#language').getByRole('option', { name: nativeName, exact: true }).click();
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

  test('the invite link leads to this brand, on its own origin', async () => {
    await page.goto('./#/invite');
    const link = page.getByRole('textbox', { name: 'My invite link' });
    await expect(link).toHaveValue(/inviteCode=/);
    const url = new URL(await link.inputValue());
    expect(url.origin).toBe(new URL(page.url()).origin);
    const code = new URLSearchParams(url.hash.split('?')[1] ?? '').get('inviteCode');
    expect(code).not.toBeNull();
    // A friend opens it (a fresh browser, nobody signed in): the brand's register form, the code filled in.
    const friend = await page.context().browser()?.newContext({ viewport: { width: 375, height: 812 } });
    if (friend === undefined) throw new Error('no browser for the friend');
    const friendPage = await friend.newPage();
    await friendPage.goto(url.toString());
    await expect(friendPage.locator('form[data-auth-tab]').getByLabel(/invite code/i)).toHaveValue(code ?? '');
    await friend.close();
  });
}
