// Browser test of sabong as a lone player meets it in the sandbox (issue 23 item 4): the live view
// plays the sandbox's looping clip, the sandbox crowd has taken both sides so odds show, the
// player bets meron and wala, and the fight the sandbox runs on its short test schedule
// (E2E_SABONG_SCHEDULE) settles with a winner; the game's balance then shows the payout, as the
// ledger (/x2/user/info) has it.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { SEEN_DAILY_POPUPS, liveToken, registerE2ePlayer, seedSignedIn } from './players';

/** The deposit that funds the player (minor units): ₱100. */
const DEPOSIT = 10_000;


interface SabongState {
  readonly fight: { readonly fightId: string; readonly status: string; readonly result: string | null; readonly myBets: readonly { side: string; stake: number; payout: number | null }[] } | null;
}


export function sabongFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run (the brand's api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 30).slice(-2)}${String(Date.now()).slice(-7)}`;
  let page: Page;
  const errors: string[] = [];

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    // A QR Ph deposit, paid on the sandbox's hosted checkout page (its signed webhook credits it).
    const order = await call<{ orderNo: string; payUrl: string }>(`${apiBase}/x2/recharge/v2`, { amount: DEPOSIT, channelId: 'qrph' }, session.token);
    const paid = await fetch(order.payUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect(paid.status).toBe(200);
    await expect.poll(async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, session.token)).balance).toBeGreaterThanOrEqual(DEPOSIT);
    // The deposit bonus is announced here, so no bonus popup opens over the game.
    await call(`${apiBase}/x2/payListActivity/bonus`, {}, session.token);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    await seedSignedIn(page, session, [...SEEN_DAILY_POPUPS, 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('sabong in the sandbox: the clip plays, the crowd makes odds, the fight settles with a winner and the balance shows the payout', async () => {
    test.setTimeout(60_000);
    await page.goto('./#/games/og?id=10006');
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    // The slot is never empty: the sandbox's looping clip plays.
    const video = page.getByTestId('sabong-video');
    await expect(video).toBeVisible();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0), { timeout: 15_000 }).toBe(true);

    // A fight open for bets (the short test schedule turns one over every few seconds), with the
    // crowd's money on both sides: live odds, no "—".
    await expect(page.getByTestId('fight-status')).toHaveText('Betting open', { timeout: 15_000 });
    await expect(page.getByText(/^×\d+\.\d{2}$/)).toHaveCount(2, { timeout: 5_000 });
    const token = await liveToken(page);
    const before = (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, token)).balance;
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before));
    await page.locator('[data-side="meron"]').click(); // the default stake, ₱1.00
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before - 100));
    await page.locator('[data-side="wala"]').click();
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before - 200));

    // The sandbox declares the result on schedule: a winner, and the player's bets paid by it.
    await expect(page.getByTestId('fight-result')).toHaveText(/^(Meron|Wala|Draw) wins$/, { timeout: 20_000 });
    const state = await call<SabongState>(`${apiBase}/x2/og/sabong/state`, {}, token, 'GET');
    const fight = state.fight!;
    expect(fight.status).toBe('RESULT');
    expect(fight.myBets).toHaveLength(2);
    const payout = fight.myBets.reduce((sum, b) => sum + (b.payout ?? 0), 0);
    // Meron or wala: one of the two bets wins more than its stake; a draw gives both stakes back.
    if (fight.result === 'draw') expect(payout).toBe(200);
    else expect(fight.myBets.find((b) => b.side === fight.result)!.payout).toBeGreaterThan(100);
    const after = before - 200 + payout;
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(after));
    expect((await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, token)).balance).toBe(after);
    await expect(page.getByTestId('round-result')).not.toHaveText('');
    expect(errors).toEqual([]);
  });
}
