// Browser tests of the wallet every brand app runs (issue 6 §7), beside brandFlows.ts and
// gameFlows.ts: a new player deposits through the sandbox checkout and sees the balance rise,
// withdraws to GCash with the password and sees the amount held, the operator approves it; a new
// bank account needs the SMS code (issue 11); outside the cash-out window
// the limit popup opens (spec §4), the dragon variant for invite brands. Screenshots at 375×812 go
// to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SMS_RESEND_COOLDOWN_S, e2eClockOffsetMs, testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { E2E_PASSWORD, openSignedInPhone, outboxCode, registerE2ePlayer } from './players';

export interface WalletFlowParams extends BrandTestMeta {
  /** Where the brand's deposit and withdraw actions go (its brand.config.ts wallet). */
  readonly wallet: {
    readonly cashIn: { readonly kind: 'route'; readonly path: string } | { readonly kind: 'popup' };
    readonly cashOut: { readonly kind: 'route'; readonly path: string } | { readonly kind: 'popup' };
  };
  /** Invite brands show the dragon variant of the cash-out limit popup (spec §4). */
  readonly invite: boolean;
}

const HOUR_MS = 3_600_000;


/** Today's `hh:00` GMT+8 at the test server's clock, as an epoch instant. */
function serverInstantAt(hourGmt8: number): number {
  const serverNow = Date.now() + e2eClockOffsetMs();
  const dayStart = serverNow - ((serverNow + 8 * HOUR_MS) % (24 * HOUR_MS));
  return dayStart + hourGmt8 * HOUR_MS;
}

/**
 * On the cash-out page, with the amount and the GCash method chosen: the account the player's own
 * verified phone (the password is the proof), then sends it and waits for the result page.
 */
export async function submitGcashWithdrawal(page: Page, phone: string, beforeSubmit?: () => Promise<void>): Promise<void> {
  await page.getByLabel('Account name').fill('Juan Dela Cruz');
  await page.getByLabel('GCash number').fill(phone);
  await page.getByLabel('Phone number of the GCash account').fill(phone.slice(1));
  await page.getByLabel('Account password').fill(E2E_PASSWORD);
  await beforeSubmit?.();
  await page.getByTestId('cashout-submit').click();
  await expect(page.getByTestId('cashout-result')).toHaveText('Withdrawal submitted');
}

export function walletFlows(params: WalletFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  const cashInPath = params.wallet.cashIn.kind === 'route' ? params.wallet.cashIn.path : null;
  const cashOutPath = params.wallet.cashOut.kind === 'route' ? params.wallet.cashOut.path : '/cashout';
  // A fresh phone per run: 09 + 9 digits.
  const phone = `09${String(Date.now()).slice(-9)}`;
  let page: Page;
  const errors: string[] = [];
  /** When the sign-up code was sent: the server sends that phone nothing else for its resend wait. */
  let signUpCodeAt = 0;

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `wallet-${params.id}-${name}.png`), fullPage: false });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    // Signs up with the register SMS code and a password: a verified phone, as cash out needs (issue 11).
    signUpCodeAt = Date.now();
    const session = await registerE2ePlayer(apiBase, phone);
    // The browser's clock runs with the test server's (CLOCK_OFFSET_MS); the once-a-day Telegram
    // popup was seen today (brandFlows covers it).
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the wallet shows main, bonus and points balances', async () => {
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText('₱0.00');
    await expect(page.getByTestId('wallet-bonus')).toHaveText('₱0.00');
    await expect(page.getByTestId('wallet-points')).toBeVisible();
    await expect(page.getByTestId('wallet-cash-in')).toBeVisible();
    await shot('wallet');
  });

  test('deposit through the sandbox checkout and see the balance rise', async () => {
    await page.getByTestId('wallet-cash-in').click();
    if (cashInPath === null) {
      // Black-gold: the cash-in popup takes amount and method, then the waiting step opens.
      const popup = page.getByRole('dialog', { name: 'Cash in' });
      await expect(popup).toBeVisible();
      await shot('cashin-popup');
      await popup.getByText('₱500', { exact: true }).click();
      await popup.getByRole('option', { name: 'QR Ph' }).click();
      await popup.getByRole('button', { name: 'Cash in', exact: true }).click();
      // Then the cash-in confirmation popup (spec §2 black-gold).
      const confirm = page.getByRole('dialog', { name: 'Confirm cash in' });
      await expect(confirm).toBeVisible();
      await shot('cashin-confirm');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
    } else {
      await expect(page).toHaveURL(new RegExp(`#${cashInPath}$`));
      await expect(page.locator('[data-page="cashin"]')).toBeVisible();
      // A PH player: no Pix and no payer form (spec §3 CPF is Brazil's; marketFlows checks the order).
      await expect(page.locator('[data-method="pix"]')).toHaveCount(0);
      await page.locator('[data-method="qrph"]').click();
      await expect(page.getByLabel('CPF/CNPJ')).toHaveCount(0);
      await page.getByText('₱500', { exact: true }).click();
      await shot('cashin');
      await page.getByTestId('cashin-submit').click();
    }
    await expect(page.locator('[data-page="cashin-paying"]')).toBeVisible();
    await expect(page.getByTestId('paying-amount')).toHaveText('₱500.00');
    await expect(page.getByRole('img', { name: 'Scan the QR code to pay' })).toBeVisible();
    await shot('cashin-paying');
    const [checkout] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-now').click()]);
    await checkout.getByTestId('pay').click();
    await checkout.waitForLoadState();
    await checkout.close();
    // Polling notices the credit and opens the result page.
    await expect(page.locator('[data-page="cashin-result"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('cashin-result')).toHaveText('Deposit credited: ₱500.00');
    // The first deposit earns the seed's first-deposit bonus (100 %, up to ₱500): the bonus popup.
    const bonusPopup = page.getByRole('dialog', { name: 'Bonus received' });
    await expect(bonusPopup).toContainText('₱500.00');
    await page.keyboard.press('Escape');
    await expect(bonusPopup).toBeHidden();
    await page.getByRole('link', { name: 'Back to wallet' }).click();
    await expect(page.getByTestId('wallet-main')).toHaveText('₱500.00');
    await expect(page.getByTestId('wallet-bonus')).toHaveText('₱500.00');
  });

  test('withdraw to GCash: the amount is held, then the operator approves it', async () => {
    // Cash out shows once the player has deposited (spec §6).
    await page.getByTestId('wallet-cash-out').click();
    await expect(page).toHaveURL(new RegExp(`#${cashOutPath}$`));
    await expect(page.getByTestId('cashout-available')).toHaveText('₱500.00');
    await page.getByLabel('Amount', { exact: true }).fill('200');
    await expect(page.getByTestId('cashout-fee')).toHaveText('₱4.00');
    await expect(page.getByTestId('cashout-actual')).toHaveText('₱196.00');
    await page.getByRole('radio', { name: /^GCash/ }).click();
    // A first withdrawal offers the player's own phone for the GCash check.
    // The profile's phone is the local digits the phone field takes (no trunk 0: +63 is shown beside it).
    await expect(page.getByLabel('Phone number of the GCash account')).toHaveValue(phone.slice(1));
    await submitGcashWithdrawal(page, phone, () => shot('cashout'));
    await expect(page.getByTestId('cashout-result-actual')).toHaveText('₱196.00');
    // The page asks the server for the order: held, so processing.
    await expect(page.getByTestId('cashout-result-state')).toHaveText('Processing');
    await shot('cashout-result');
    const resultUrl = page.url();
    const orderNo = new URL(resultUrl.replace('#/', '')).searchParams.get('orderNo') ?? '';
    expect(orderNo).not.toBe('');

    // Held: the main balance dropped by the whole amount at once.
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText('₱300.00');

    const settled = await call<{ status: string }>(`${apiBase}/ops/withdrawals/${orderNo}/approve`, {});
    expect(settled.status).toBe('success');
    // Approved, not refunded: the balance stays and the records show the withdrawal only.
    await page.goto('./#/record?filter=withdrawals');
    await expect(page.getByTestId('records').locator('[data-amount-type="10"]')).toHaveCount(1);
    await expect(page.getByTestId('records')).toContainText('-₱200.00');
    await expect(page.getByTestId('record-status')).toHaveText('Paid out');
    await shot('records');
    // The result page, opened again, follows the order to paid out.
    await page.goto(resultUrl);
    await expect(page.getByTestId('cashout-result')).toHaveText('Paid out');
    await page.goto('./#/record?filter=main');
    await expect(page.locator('[data-amount-type="11"]')).toHaveCount(0);
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText('₱300.00');
  });

  test('a new bank account needs the SMS code sent to the verified phone (issue 11)', async () => {
    test.setTimeout(180_000);
    await page.goto('./#/wallet');
    await page.getByTestId('wallet-cash-out').click();
    await page.getByLabel('Amount', { exact: true }).fill('100');
    await page.getByRole('radio', { name: /^Bank/ }).click();
    await page.getByRole('button', { name: /^Bank/ }).click();
    await page.getByRole('option', { name: 'BDO Unibank' }).click();
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Bank account number').fill('001234567890');
    await expect(page.getByLabel('Account password')).toHaveCount(0);
    // The phone in its one form (spec §1 +63).
    await expect(page.getByTestId('cashout-proof')).toContainText(`enter the code we send to +63 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`);
    // The sign-up code's resend wait (the test server's, see E2E_SMS_RESEND_COOLDOWN_S) must be over.
    await page.waitForTimeout(Math.max(0, signUpCodeAt + (E2E_SMS_RESEND_COOLDOWN_S + 1) * 1000 - Date.now()));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend/ })).toBeVisible();
    await page.getByLabel('SMS code').fill(await outboxCode(apiBase, phone));
    await shot('cashout-code');
    await page.getByTestId('cashout-submit').click();
    await expect(page.getByTestId('cashout-result')).toHaveText('Withdrawal submitted');
    await expect(page.getByTestId('cashout-result-actual')).toHaveText('₱98.00');
  });

  test('outside the cash-out window the limit popup opens (spec §4)', async () => {
    await page.clock.setSystemTime(serverInstantAt(22));
    await page.goto('./#/wallet');
    await page.getByTestId('wallet-cash-out').click();
    const popup = page.getByRole('dialog', { name: 'Cash out unavailable' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('07:00');
    await expect(popup).toContainText('19:00');
    await expect(popup.locator('[data-variant="dragon"]')).toHaveCount(params.invite ? 1 : 0);
    await shot('cashout-limit');
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page.locator('[data-page="wallet"]')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
