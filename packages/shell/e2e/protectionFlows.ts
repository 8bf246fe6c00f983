// Browser tests of player protection every brand app runs (issue 15): a funded player sets a daily
// deposit limit on /responsibleGaming, a deposit over it is refused on screen with the time the
// limit resets, a raise shows as pending until 24 h later and the deposit is still refused; then a
// 6-month self-exclusion: a bet is refused on screen with its end, a withdrawal still goes through. Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eClockOffsetMs, testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { liveToken, openSignedInPhone, registerE2ePlayer } from './players';
import { submitGcashWithdrawal } from './walletFlows';

export interface ProtectionFlowParams extends BrandTestMeta {
  /** The brand's deposit page (its wallet cashIn route; /cashin for a brand whose cash in is a popup). */
  readonly cashInPath: string;
  readonly cashOutPath: string;
}

const FUNDS = 30_000;
const DAY_MS = 86_400_000;


/** An instant as the page writes it: GMT+8, en-PH medium date and short time. */
function gmt8(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

export function protectionFlows(params: ProtectionFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // A fresh phone per brand and run: 09 + 9 digits (the api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api).slice(-2)}${String(Date.now()).slice(-7)}`;
  let page: Page;
  const errors: string[] = [];

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `protection-${params.id}-${name}.png`), fullPage: false });
  };

  /** A deposit of ₱200 on the brand's deposit page; answers the refusal shown. */
  const tryDeposit = async () => {
    await page.goto(`./#${params.cashInPath}`);
    await page.getByLabel('Custom amount').fill('200');
    await page.locator('[data-method="qrph"]').click();
    await page.getByTestId('cashin-submit').click();
    return page.getByTestId('cashin-error');
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    // Funded through the sandbox checkout (a paid QR Ph order), as walletFlows' player is.
    const order = await call<{ orderNo: string; payUrl: string }>(`${apiBase}/x2/recharge/v2`, { amount: FUNDS, channelId: 'qrph' }, session.token);
    const checkout = order.payUrl;
    await fetch(checkout, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
    await expect.poll(async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, session.token)).balance).toBe(FUNDS);
    // Its first-deposit bonus is announced here, so no bonus popup opens over the pages.
    await call(`${apiBase}/x2/payListActivity/bonus`, {}, session.token);
    // The browser's clock runs with the test server's (withdrawals: 7:00-19:00 GMT+8).
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('a daily deposit limit: a deposit over it is refused with the reset time; a raise waits 24 h', async () => {
    await page.goto('./#/account');
    await page.getByTestId('account-responsible-gaming').click();
    await expect(page.locator('[data-page="responsible-gaming"]')).toBeVisible();
    const form = page.getByTestId('limit-form-deposit');
    await form.getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: 'Daily' }).click();
    await form.getByLabel('Amount').fill('100');
    await form.getByRole('button', { name: 'Set limit' }).click();
    await expect(page.getByTestId('limit-deposit-result')).toHaveText('Your new limit is in force now.');
    await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('₱100.00');
    await expect(page.getByTestId('limit-deposit-day')).toContainText('Used ₱300.00');
    await shot('limit-set');

    // Tomorrow 0:00 GMT+8 at the server's clock: when a daily limit is whole again.
    const serverNow = Date.now() + e2eClockOffsetMs();
    const midnight = serverNow - ((serverNow + 8 * 3_600_000) % DAY_MS) + DAY_MS;
    const refusal = await tryDeposit();
    await expect(refusal).toHaveText(`This deposit is over the deposit limit you set. Resets at ${gmt8(midnight)} (GMT+8).`);
    await shot('deposit-refused');

    await page.goto('./#/responsibleGaming');
    await form.getByLabel('Amount').fill('500');
    await form.getByRole('button', { name: 'Set limit' }).click();
    const state = await call<{ serverTime: number; limits: { kind: string; period: string; amount: number | null; pending: { amount: number | null; effectiveAt: number } | null }[] }>(
      `${apiBase}/x2/protection/state`,
      {},
      // The app's start-up renewal has rotated the sign-up token.
      await liveToken(page),
      'GET',
    );
    const day = state.limits.find((l) => l.kind === 'deposit' && l.period === 'day');
    expect(day?.amount).toBe(10_000);
    expect(day?.pending?.amount).toBe(50_000);
    // In force 24 h after it was asked.
    expect(Math.abs((day?.pending?.effectiveAt ?? 0) - (state.serverTime + DAY_MS))).toBeLessThan(60_000);
    const inForce = gmt8(day?.pending?.effectiveAt ?? 0);
    await expect(page.getByTestId('limit-deposit-result')).toHaveText(`Your new limit is in force at ${inForce} (GMT+8).`);
    await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('₱100.00');
    await expect(page.getByTestId('limit-deposit-day-pending')).toHaveText(`Raise to ₱500.00 in force at ${inForce} (GMT+8)`);
    await shot('limit-raise-pending');

    await expect(await tryDeposit()).toContainText('This deposit is over the deposit limit you set.');
  });

  test('a 6-month self-exclusion: a bet is refused with its end, a withdrawal still goes through', async () => {
    await page.goto('./#/responsibleGaming');
    await page.getByRole('radiogroup', { name: 'Self-exclusion' }).getByRole('radio', { name: '6 months' }).click();
    await page.getByRole('button', { name: 'Exclude me' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclude yourself?' });
    await expect(confirm).toContainText('For 6 months you will not be able to bet, deposit or get bonuses');
    await expect(confirm).toContainText('The first 6 months cannot be undone');
    await expect(confirm).toContainText('You can still log in to withdraw your money');
    await shot('break-confirm');
    await confirm.getByRole('button', { name: 'Exclude me' }).click();
    const notice = page.getByTestId('exclusion-banner');
    await expect(notice).toContainText('You are self-excluded until');
    const until = (await notice.textContent())?.match(/until (.+) \(GMT\+8\)/)?.[1] ?? '';
    expect(until).not.toBe('');
    await expect(page.getByTestId('protection-history')).toContainText('Self-exclusion: 6 months');
    // The first 6 months cannot be ended: no button to end it.
    await expect(page.getByTestId('end-exclusion')).toHaveCount(0);
    await shot('break-on');

    // The colour game, for real: the server refuses the bet and the game says until when.
    await page.goto('./#/games/og?id=10001');
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    await page.locator('[data-colour]').first().click();
    await page.getByTestId('place-bet').click();
    await expect(page.getByRole('alert')).toHaveText(
      `Your account is on the break you chose. You can still withdraw and see your records. Until ${until} (GMT+8).`,
    );
    await shot('bet-refused');

    await page.goto(`./#${params.cashOutPath}`);
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('radio', { name: /^GCash/ }).click();
    await submitGcashWithdrawal(page, phone);
    await expect(page.getByTestId('cashout-result-actual')).toHaveText('₱98.00');
    await shot('withdrawal');
    await page.goto('./#/');
    await expect(page.getByTestId('exclusion-banner')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
