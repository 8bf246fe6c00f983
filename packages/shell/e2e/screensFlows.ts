// Browser tests of what issue 23's screenshot pass fixed on the smallest phone (320×568): every
// in-house game shows its whole name in the bar beside the balance (the real / demo choice sits
// under it, issue 23 item 6), and each half of that choice is a 44 px touch target.
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { SEEN_DAILY_POPUPS, registerE2ePlayer, seedSignedIn } from './players';

/** Every in-house game (spec §9 ids) and its name in the bar (en-PH). */
const GAMES = [
  { id: '10001', name: 'Color game' },
  { id: '10002', name: 'Ring' },
  { id: '10003', name: 'Jump' },
  { id: '10004', name: 'Scratch cards' },
  { id: '10005', name: 'Dice' },
] as const;

export function screensFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run (09 + 9 digits; the api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 70).slice(-2)}${String(Date.now()).slice(-7)}`;
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    const context = await browser.newContext({ viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    await seedSignedIn(page, session, [...SEEN_DAILY_POPUPS, 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('at 320×568 each game bar shows the whole game name, and real / demo are full touch targets', async () => {
    for (const game of GAMES) {
      await page.goto(`./#/games/og?id=${game.id}`);
      await expect(page.getByTestId('game-mode'), game.name).toHaveText('Real');
      const title = page.getByRole('heading', { level: 1 });
      await expect(title, game.name).toHaveText(game.name);
      // Not cut with an ellipsis: the whole name fits its box.
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth), game.name).toBe(true);
      // The choice's halves: a tap 10 px above or below the visible pill still reaches the button.
      const demo = page.getByTestId('switch-to-demo');
      const box = await demo.boundingBox();
      expect(box, game.name).not.toBeNull();
      for (const dy of [-10, 10]) {
        const y = dy < 0 ? box!.y + 1 + dy : box!.y + box!.height - 1 + dy;
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid') ?? null, [box!.x + box!.width / 2, y]);
        expect(hit, `${game.name} ${dy}`).toBe('switch-to-demo');
      }
    }
  });
}
