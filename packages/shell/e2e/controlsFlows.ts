// Browser tests of the game controls every brand app runs (issue 23 §6): on the smallest phone
// (320×568) each in-house game's main action is in view without scrolling; a logged-in player
// chooses demo in a game and goes back to real; a jump round's button says what it does now (bet,
// bet placed, cash out) and its result line says what happened (net of the stake).
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { SEEN_DAILY_POPUPS, registerE2ePlayer, seedSignedIn } from './players';

/** Every in-house game (spec §9 ids) and its main action. */
const GAMES = [
  { id: '10001', name: 'colour', action: '[data-testid="place-bet"]' },
  { id: '10002', name: 'ring', action: '[data-testid="place-bet"]' },
  { id: '10003', name: 'jump', action: '[data-testid="place-bet"]' },
  { id: '10004', name: 'scratch', action: '[data-testid="place-bet"]' },
  { id: '10005', name: 'dice', action: '[data-testid="place-bet"]' },
  { id: '10006', name: 'sabong', action: '[data-side="meron"]' },
] as const;

export function controlsFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run (09 + 9 digits; the api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 60).slice(-2)}${String(Date.now()).slice(-7)}`;
  let page: Page;
  const errors: string[] = [];

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    const context = await browser.newContext({ viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    // The once-a-day popups (Telegram, a child app's main-app tips) were seen today.
    await seedSignedIn(page, session, [...SEEN_DAILY_POPUPS, 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('at 320×568 every in-house game shows its main action without scrolling', async () => {
    for (const game of GAMES) {
      await page.goto(`./#/games/og?id=${game.id}`);
      await expect(page.getByTestId('game-mode'), game.name).toHaveText('Real');
      await expect(page.locator(game.action), game.name).toBeInViewport({ ratio: 1 });
      // The stake's − and + are full touch targets.
      const less = await page.getByRole('button', { name: 'Lower stake' }).boundingBox();
      expect(less && Math.min(less.width, less.height), game.name).toBeGreaterThanOrEqual(44);
    }
  });

  test('a logged-in player chooses demo in a game and goes back to real', async () => {
    await page.goto('./#/games/og?id=10004');
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    await page.getByTestId('switch-to-demo').click();
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
    await expect(page.getByTestId('game-balance')).toContainText('D$');
    await page.getByTestId('switch-to-real').click();
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    await expect(page.getByTestId('game-balance')).toContainText('₱');
  });

  test('jump: auto cash-out shows on or off, the button becomes bet placed then cash out, the result says what happened', async () => {
    // A round runs until its crash point (past 6× after 30 s, about one round in six): the next
    // betting phase can be that far away.
    test.setTimeout(120_000);
    await page.goto('./#/games/og?id=10003');
    await page.getByTestId('switch-to-demo').click();
    await expect(page.getByTestId('game-mode')).toHaveText('Demo');
    const auto = page.getByTestId('auto-status');
    await expect(auto).toHaveText('Off');
    await page.getByRole('switch', { name: 'Auto cash-out' }).click();
    await expect(auto).toHaveText('On at 2.00×');
    await page.getByRole('switch', { name: 'Auto cash-out' }).click();
    await expect(auto).toHaveText('Off');

    const bet = page.getByTestId('place-bet');
    await expect(bet).toHaveText('Place bet · D$1.00', { timeout: 60_000 });
    await bet.click();
    await expect(bet.or(page.getByTestId('cash-out'))).toHaveText(/^(Bet placed · D\$1\.00|Cash out D\$\d+\.\d{2})$/);
    const cashOut = page.getByTestId('cash-out');
    const result = page.getByTestId('round-result');
    // Cash out as soon as the round takes off; a round may crash first (about 1 in 30 below 1.04×).
    await expect(page.locator('[data-testid="cash-out"], [data-testid="round-result"]:not(:empty)').first()).toBeVisible({ timeout: 30_000 });
    if (await cashOut.isVisible()) {
      await expect(cashOut).toHaveText(/^Cash out D\$1\.\d{2}$/);
      await cashOut.click({ timeout: 2_000 }).catch(() => undefined);
    }
    // A cash-out right at take-off (1.00×) pays the stake back: net truth, not a win.
    await expect(result).toHaveText(/^(Cashed out at \d+\.\d{2}×: won D\$\d+\.\d{2}|Stake back: D\$1\.00|Crashed at \d+\.\d{2}×: lost D\$1\.00)$/, {
      timeout: 30_000,
    });
    const won = (await result.getAttribute('data-result')) === 'won';
    const kind = await result.getAttribute('data-result');
    await expect(page.getByTestId('game-balance')).toContainText(won ? /D\$(99|100)\.\d{2}/ : kind === 'stakeBack' ? 'D$100.00' : 'D$99.00');
    expect(errors).toEqual([]);
  });
}
