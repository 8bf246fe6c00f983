// Browser test of the lotto (issue 14 item 1) for every brand with the v3 routes: a funded player
// opens the lotto from the menu, picks Swertres digits, buys a ticket from the real balance, the
// test server's operator draws that draw now (POST /ops/lotto/draw-now: the test server runs in
// development mode, without an operator token), and the player sees the ticket drawn and settled
// in the history, the balance moved by exactly stake and payout, and the draw's proof checked on
// the device on the results page; the black-gold lotto popups (rules, draw replay) open there.
import { expect, test, type Page } from '@playwright/test';
import { lottoTicketPayout } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { liveToken, registerE2ePlayer, seedSignedIn } from './players';

const DEPOSIT = 20_000;


export function lottoFlows(params: BrandTestMeta & { readonly popups: boolean }): void {
  const apiBase = testApiBase(params);
  const phone = `09${String(params.testPorts.api).slice(-2)}${String(Date.now() + 7).slice(-7)}`;

  test('lotto: buy a Swertres ticket, see it drawn and paid on the ledger, and the draw verified on the device', async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    const order = await call<{ orderNo: string; payUrl: string }>(`${apiBase}/x2/recharge/v2`, { amount: DEPOSIT, channelId: 'qrph' }, session.token);
    const checkout = order.payUrl;
    await fetch(checkout, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
    await expect.poll(async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, session.token)).balance).toBeGreaterThanOrEqual(DEPOSIT);
    await call(`${apiBase}/x2/payListActivity/bonus`, {}, session.token);

    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page: Page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await seedSignedIn(page, session);
    const balance = async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, await liveToken(page))).balance;

    // The menu leads to the lotto.
    await page.goto('./#/allgames');
    await page.getByTestId('lotto-entry').click();
    await expect(page).toHaveURL(/#\/lotto$/);
    await expect(page.getByTestId('lotto-special-countdown')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const drawId = await page.getByTestId('lotto-draw-at').getAttribute('data-draw-id');
    expect(drawId).toMatch(/^swertres-\d{8}-(1345|1645|2045)$/);

    if (params.popups) {
      await page.getByTestId('lotto-how-to-play').click();
      await expect(page.getByRole('dialog')).toContainText('Swertres: pick 3 digits');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }

    const before = await balance();
    for (const d of [4, 0, 4]) await page.locator(`[data-digit="${d}"]`).click();
    await expect(page.getByTestId('lotto-pick')).toHaveAttribute('data-numbers', '4,0,4');
    await expect(page.getByTestId('lotto-prize')).toHaveText('Win ₱4,500.00');
    await page.getByTestId('lotto-buy').click();
    await expect(page.getByTestId('lotto-my-tickets')).toContainText('Straight · ₱10.00');
    expect(await balance()).toBe(before - 1_000);

    // The operator draws it now; the scheduler draws from the committed seed and pays at once.
    const drawn = await call<{ drawId: string; status: string }>(`${apiBase}/ops/lotto/draw-now`, { game: 'swertres' });
    expect(drawn).toEqual({ drawId, status: 'paid' });
    const [draw] = (await call<{ list: { numbers: number[] }[] }>(`${apiBase}/x2/lotto/results?drawId=${drawId}`, {}, undefined, 'GET')).list;
    const payout = lottoTicketPayout('swertres', 'straight', [4, 0, 4], 1_000, draw!.numbers);

    await page.goto('./#/lottoHistory');
    const ticket = page.getByTestId('lotto-ticket').first();
    await expect(ticket.getByTestId('lotto-ticket-drawn')).toHaveAttribute('data-numbers', draw!.numbers.join(','));
    await expect(ticket).toHaveAttribute('data-outcome', payout > 0 ? 'won' : 'lost');
    expect(await balance()).toBe(before - 1_000 + payout);

    await page.goto(`./#/lottoResults?draw=${drawId}`);
    const card = page.locator(`[data-testid="lotto-draw"][data-draw-id="${drawId}"]`).first();
    await expect(card.getByTestId('lotto-draw-numbers')).toHaveAttribute('data-numbers', draw!.numbers.join(','));
    await expect(card.getByTestId('lotto-proof-check')).toHaveAttribute('data-holds', 'true');
    if (params.popups) {
      await card.getByRole('button', { name: 'Watch draw' }).click();
      await expect(page.getByTestId('lotto-replay')).toHaveAttribute('aria-label', draw!.numbers.join(' '));
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}
