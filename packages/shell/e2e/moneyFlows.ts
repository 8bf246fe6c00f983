// Browser tests of "money is the account's money" (issue 23 item 1) every brand app runs: a PH
// account's balance keeps ₱ under every interface language (the locale changes words and number
// format only); points never appear as money in the records; the in-game balance follows an auto
// cash-out within a second. Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { openSignedInPhone, registerE2ePlayer } from './players';

export type MoneyFlowParams = BrandTestMeta;

/** The deposit that funds the player (minor units): ₱500. */
const DEPOSIT = 50_000;

/** An amount written with another market's currency symbol (the bug: Rp, RMB¥, Mex$, R$, RM, ₹). */
const FOREIGN_MONEY = /(?:Rp|RMB¥|Mex\$|R\$|RM|₹|¥)\s?\d/u;

async function call<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: string; message?: string; data: T };
  if (json.code !== '00000') throw new Error(`${url}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

export function moneyFlows(params: MoneyFlowParams): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run: 09 + 9 digits (the brand's api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 7).slice(-2)}${String(Date.now()).slice(-7)}`;
  const shots = process.env.PERYA_SHOTS_DIR;
  let page: Page;
  const errors: string[] = [];

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `money-${params.id}-${name}.png`), fullPage: false });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    // A QR Ph deposit order paid on the sandbox's hosted checkout page, whose signed webhook credits it.
    const order = await call<{ orderNo: string; payUrl: string }>(`${apiBase}/x2/recharge/v2`, { amount: DEPOSIT, channelId: 'qrph' }, session.token);
    const checkout = order.payUrl !== '' ? order.payUrl : `${apiBase}/sandbox/checkout/${order.orderNo}`;
    const paid = await fetch(checkout, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
    expect(paid.status).toBe(200);
    await expect.poll(async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, session.token)).balance).toBeGreaterThanOrEqual(DEPOSIT);
    // The deposit bonus is announced here, so no bonus popup opens over the pages under test.
    await call(`${apiBase}/x2/payListActivity/bonus`, {}, session.token);
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('spec §1: the peso balance keeps ₱ under every interface language', async () => {
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText('₱500.00');
    for (const locale of LOCALES) {
      await page.evaluate((lng) => window.localStorage.setItem('applang', lng), locale);
      await page.reload();
      // The language did change (the brand offers every locale) ...
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // ... and the money did not.
      await expect(page.getByTestId('wallet-main')).toHaveText('₱500.00');
      await expect(page.getByTestId('wallet-bonus')).toHaveText(/^₱[\d,]+\.\d{2}$/);
      expect(await page.locator('body').innerText(), `another currency under ${locale}`).not.toMatch(FOREIGN_MONEY);
      if (locale === 'id-ID') await shot('wallet-id-ID');
    }
    await page.evaluate(() => window.localStorage.setItem('applang', 'en-PH'));
    expect(errors).toEqual([]);
  });
}
