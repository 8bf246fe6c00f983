// Browser tests of promotion integrity every brand app runs (issue 23 item 3, spec §6): a new
// registrant has the free wheel spin; the bonus page and the wallet tell the brand's one bonus
// rule (trading only where the brand trades, play-through where it does not, never both); and when
// the operator freezes the account for fraud, the wallet says so plainly and a bet is refused with
// the same words. Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { E2E_BIRTHDAY, E2E_PASSWORD, liveToken, openSignedInPhone, outboxCode } from './players';

export interface PromoFlowParams extends BrandTestMeta {
  /** The app code the brand's build sends (its players' market and bonus rule follow it). */
  readonly appCode: string;
  /** spec §6 the rule this brand's bonus follows: tradingOnly where it has trading, else playThrough. */
  readonly bonusRule: 'tradingOnly' | 'playThrough';
}

const RULE_TEXT = {
  tradingOnly: 'Bonus can be used for trading only and cannot be withdrawn.',
  playThrough: 'Bonus money is for play and cannot be withdrawn until its turnover is met. Low-risk bets count less toward turnover.',
} as const;
const FROZEN_TEXT = 'Your account is under review and its balance is on hold. Please contact support.';


export function promoFlows(params: PromoFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // A fresh phone per brand and run: 09 + 9 digits (the api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api).slice(-2)}${String(Date.now() + 31).slice(-7)}`;
  let page: Page;
  let userId = '';
  const errors: string[] = [];

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `promo-${params.id}-${name}.png`), fullPage: false });
    // The smallest phone too (320×568), then back.
    await page.setViewportSize({ width: 320, height: 568 });
    await page.screenshot({ path: path.join(shots, `promo-${params.id}-${name}-320.png`), fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    // Registered from the brand's app (its app code), as the app's own sign-up is.
    const brand = { appcode: params.appCode };
    await call(`${apiBase}/x2/sms/sendRegister`, { phone }, undefined, 'POST', brand);
    const code = await outboxCode(apiBase, phone);
    const session = await call<{ token: string; userId: string }>(`${apiBase}/x2/user/registerByAccount/v2`, { account: phone, pwd: E2E_PASSWORD, code, birthday: E2E_BIRTHDAY }, undefined, 'POST', brand);
    userId = session.userId;
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a new registrant has the free wheel spin (spec §6)', async () => {
    await page.goto('./#/spin');
    await expect(page.getByTestId('spin-tickets')).toHaveText('1');
    await expect(page.getByTestId('spin-button')).toHaveText('Spin with a free ticket');
    await shot('welcome-spin');
  });

  test('the bonus page and the wallet tell the brand’s one bonus rule', async () => {
    await page.goto('./#/bonus');
    await expect(page.getByTestId('bonus-rule')).toHaveText(RULE_TEXT[params.bonusRule]);
    await shot('bonus-rule');
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-bonus')).toBeVisible();
    await expect(page.getByText(RULE_TEXT[params.bonusRule])).toBeVisible();
    // Never the other story on the same screen.
    const other = params.bonusRule === 'tradingOnly' ? 'playThrough' : 'tradingOnly';
    await expect(page.getByText(RULE_TEXT[other])).toHaveCount(0);
    await expect(page.getByText(/for play only/i)).toHaveCount(0);
  });

  test('a frozen account is told why, and a bet is refused with the same words', async () => {
    // The operator's fraud door (open in the test server's development mode, as every /ops door).
    await call(`${apiBase}/ops/accounts/${userId}/freeze`, { reason: 'e2e fraud review', actor: 'e2e' });
    await page.goto('./#/wallet');
    await page.reload();
    await expect(page.getByTestId('account-under-review')).toHaveText(FROZEN_TEXT);
    await shot('frozen-wallet');
    const refused = await fetch(`${apiBase}/x2/og/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: await liveToken(page) },
      body: JSON.stringify({ requestId: `e2e-frozen-${userId}`, bet: { game: 'dice', stake: 100, chanceX100: 4_950, direction: 'under' } }),
    });
    const json = (await refused.json()) as { code: string; message: string };
    expect([json.code, json.message]).toEqual(['60005', FROZEN_TEXT]);
  });
}
