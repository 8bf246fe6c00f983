// Browser tests of the in-house games every brand app runs (issue 7 §9), beside brandFlows.ts:
// a guest opens demo jump, demos dice and is asked to switch to real after the 4th bet (spec §4).
import { expect, test, type Page } from '@playwright/test';
import type { BrandTestMeta } from './config';

export interface GameFlowParams extends BrandTestMeta {
  /** Black-gold brands ask in the game-entry popup when a game tile is tapped (spec §2). */
  readonly gameEntryPopup?: boolean;
}

export function gameFlows(params: GameFlowParams): void {
  let page: Page;
  const errors: string[] = [];

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    // A returning guest: the first-run welcome guide was seen (brandFlows covers it).
    await page.addInitScript(() => window.localStorage.setItem('welcomeSeen', '1'));
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a guest opens demo jump through the play-entry popup (spec §4: fewer than 3 entries)', async () => {
    await page.goto('./#/games/og?id=10003&demo=1');
    const entry = page.getByRole('dialog', { name: 'Play Jump' });
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: 'Play demo' }).click();
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
    await expect(page.getByTestId('game-balance')).toContainText('D$100.00');
  });

  test('sees the switch-to-real popup after the 4th demo bet, not before', async () => {
    // Dice settles each bet at once (jump takes one bet a round: four rounds would be a minute).
    await page.goto('./#/games/og?id=10005&demo=1');
    const entry = page.getByRole('dialog', { name: 'Play Dice' });
    await expect(entry).toBeVisible();
    await entry.getByRole('button', { name: 'Play demo' }).click();
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
    const bet = page.getByTestId('place-bet');
    const popup = page.locator('[data-popup="switchToReal"]');
    const balance = page.getByTestId('game-balance');
    await expect(balance).toContainText('D$100.00');
    for (let i = 1; i <= 4; i++) {
      const before = (await balance.textContent()) ?? '';
      await bet.click();
      // Settled at once: the D$1.00 stake lost, or 1.98× paid; either way the balance moved.
      await expect(balance).not.toHaveText(before);
      if (i < 4) await expect(popup).toHaveCount(0);
    }
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Switch to real' })).toBeVisible();
    // Keep practising closes it and the game goes on.
    await popup.getByRole('button', { name: 'Keep practising' }).click();
    await expect(popup).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the fairness page recomputes a jump round pasted from the live game', async () => {
    await page.getByTestId('open-fairness').click();
    await expect(page.locator('[data-page="fairness"]')).toBeVisible();
    await page.getByRole('button', { name: 'Jump' }).click();
    await page.locator('[data-field="gameHash"]').fill('ab'.repeat(32));
    await page.locator('[data-field="salt"]').fill('salt');
    await page.getByTestId('recompute').click();
    await expect(page.getByTestId('fair-result')).toContainText(/Crash point: \d+\.\d{2}×/);
  });

  test('a tile on home opens its game (through the game-entry popup on black-gold)', async () => {
    await page.goto('./#/');
    await page.getByRole('list', { name: 'Our games' }).getByRole('button', { name: /^Jump\b/ }).first().click();
    if (params.gameEntryPopup === true) {
      const entry = page.getByRole('dialog', { name: 'Jump' });
      await expect(entry).toBeVisible();
      await entry.getByRole('button', { name: 'Try demo' }).click();
      await expect(entry).toBeHidden();
      // The popup already asked demo or real: no play-entry popup, straight into the demo.
      await expect(page).toHaveURL(/#\/games\/og\?id=10003&demo=1/);
      await expect(page.getByTestId('game-mode')).toHaveText('Demo');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      // Other brands open the game's page at once (a guest's early entries ask demo or real there).
      await expect(page).toHaveURL(/#\/games\/og\?id=10003/);
      await expect(page.getByRole('dialog', { name: 'Play Jump' }).or(page.getByTestId('game-mode'))).toBeVisible();
    }
  });
}
