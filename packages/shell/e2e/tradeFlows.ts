// Browser tests of trading (issue 14) for every brand with the `trading` feature: the markets under
// their tabs with prices moving live (the sandbox feed over SSE), then one trade on the demo account
// and one on the real account opened from the trade detail page and settled by the server at their
// expiry (30 s, the shortest: both run at once, so the flow waits for one expiry). Screenshots at
// 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { fundedE2ePlayer, liveToken, seedSignedIn, seeDailyPopups } from './players';

const DEPOSIT = 50_000;
const INVEST = 1_000;


interface Order {
  orderNo: string;
  status: string;
  invest: number;
  payout: number;
}

export function tradeFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  const phone = `09${String(params.testPorts.api).slice(-2)}${String(Date.now() + 7).slice(-7)}`;
  const errors: string[] = [];

  const shot = async (page: Page, name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `trade-${params.id}-${name}.png`), fullPage: false });
  };

  const newPage = async (browser: Browser) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    return page;
  };

  test('markets: crypto, currency and search tabs, prices moving live', async ({ browser }) => {
    const page = await newPage(browser);
    await page.addInitScript(() => window.localStorage.setItem('welcomeSeen', '1'));
    await seeDailyPopups(page);
    await page.goto('#/trade');
    const markets = page.getByTestId('trade-market');
    await expect(markets.first()).toBeVisible();
    await expect(page.locator('[data-symbol="BTCUSDT"]')).toBeVisible();
    await expect(page.locator('[data-symbol="EURUSD"]')).toHaveCount(0);
    // The stream moves the price: BTC/USDT changes within a few ticks.
    const btc = page.locator('[data-symbol="BTCUSDT"]');
    const first = await btc.innerText();
    await expect.poll(async () => btc.innerText(), { timeout: 8_000 }).not.toBe(first);
    await shot(page, 'markets');

    await page.getByRole('tab', { name: 'Currency' }).click();
    await expect(page.locator('[data-symbol="EURUSD"]')).toBeVisible();
    await expect(page.locator('[data-symbol="BTCUSDT"]')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByRole('searchbox').fill('doge');
    await expect(markets).toHaveCount(1);
    await expect(page.locator('[data-symbol="DOGEUSDT"]')).toBeVisible();
    await page.context().close();
    expect(errors).toEqual([]);
  });

  test('a demo and a real trade open on the detail page and settle at expiry', async ({ browser }) => {
    test.setTimeout(90_000);
    // A paid QR Ph deposit on the sandbox checkout funds the real account.
    const session = await fundedE2ePlayer(apiBase, phone, DEPOSIT);

    const page = await newPage(browser);
    await seedSignedIn(page, session);
    await page.goto('#/trade/detail?symbol=BTCUSDT');
    await expect(page.getByTestId('trade-chart').locator('canvas')).toBeVisible();
    const token = await liveToken(page);
    const accounts = () => call<{ demo: number; real: number; bonus: number }>(`${apiBase}/x2/trade/accounts`, {}, token, 'GET');
    const start = await accounts();

    // Demo: D$10.00 up, 30 s.
    await page.getByTestId('trade-account').getByRole('radio', { name: 'Demo account' }).click();
    await expect(page.getByTestId('trade-balance')).toHaveText(/D\$/);
    await page.getByTestId('trade-expiry-30').click();
    await page.getByTestId('trade-invest').fill('10');
    await page.getByTestId('trade-up').click();
    await expect(page.getByTestId('trade-active').getByTestId('trade-order')).toHaveCount(1);
    await expect(page.getByTestId('trade-balance')).toHaveText(/D\$\s?90\.00/);

    // Real: ₱10.00 down, 30 s, from the main wallet.
    await page.getByTestId('trade-account').getByRole('radio', { name: 'Real account' }).click();
    await page.getByTestId('trade-down').click();
    await expect(page.getByTestId('trade-active').getByTestId('trade-order')).toHaveCount(1);
    await expect.poll(async () => (await accounts()).real).toBe(start.real - INVEST);
    await expect(page.getByTestId('trade-countdown')).toBeVisible();
    await shot(page, 'detail-open');

    // Both settle at their expiry; the detail page shows the real one's result when it closes.
    await expect(page.getByTestId('trade-closed').getByTestId('trade-result')).toBeVisible({ timeout: 45_000 });
    await shot(page, 'detail-settled');
    const history = async (account: 'demo' | 'real') =>
      (await call<{ list: Order[] }>(`${apiBase}/x2/trade/orders?status=history&account=${account}`, {}, token, 'GET')).list;
    await expect.poll(async () => (await history('demo')).length, { timeout: 30_000 }).toBe(1);
    const [demo] = await history('demo');
    const [real] = await history('real');
    for (const o of [demo, real]) expect(['win', 'loss', 'tie']).toContain(o?.status);
    const end = await accounts();
    expect(end.demo).toBe(start.demo - INVEST + (demo?.payout ?? NaN));
    expect(end.real).toBe(start.real - INVEST + (real?.payout ?? NaN));

    // The orders page lists both under history, each on its account.
    await page.goto('#/trade/orders?status=history');
    await expect(page.getByTestId('trade-orders').getByTestId('trade-order')).toHaveCount(1);
    await page.getByTestId('trade-account').getByRole('radio', { name: 'Demo account' }).click();
    await expect(page.locator(`[data-order="${demo?.orderNo ?? ''}"]`)).toBeVisible();
    await shot(page, 'orders');
    await page.context().close();
    expect(errors).toEqual([]);
  });
}
