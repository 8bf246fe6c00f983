// Browser tests of the market's cash flows every brand app runs (issue 23 item 2): a PH player sees
// the deposit methods of the Philippines in their order (GCash, Maya, QR Ph, online banking), each
// with its name and mark, no Pix and no CPF; the payment code is named after its method; the GCash
// mismatch warning shows only when the numbers differ; a cash-out to a PH bank takes the bank and
// the account number, no agency code, and the phone shows as +63 … Screenshots at 375×812 go to
// $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_SMS_RESEND_COOLDOWN_S, testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { openSignedInPhone, outboxCode, registerE2ePlayer } from './players';

export interface MarketFlowParams extends BrandTestMeta {
  /** Where the brand's deposit and withdraw actions go (its brand.config.ts wallet). */
  readonly wallet: {
    readonly cashIn: { readonly kind: 'route'; readonly path: string } | { readonly kind: 'popup' };
    readonly cashOut: { readonly kind: 'route'; readonly path: string };
  };
}

/** The PH deposit methods in the market's order, as the seed names them (@perya/domain MARKET_CASH_FLOWS). */
const PH_METHODS = [
  { id: 'gcash_pay', mark: 'gcash', name: 'GCash' },
  { id: 'maya_pay', mark: 'maya', name: 'Maya' },
  { id: 'grabpay_pay', mark: 'grabpay', name: 'GrabPay' },
  { id: 'shopeepay_pay', mark: 'shopeepay', name: 'ShopeePay' },
  { id: 'qrph', mark: 'qrph', name: 'QR Ph' },
  { id: 'card_page', mark: 'online_banking', name: 'Online banking' },
] as const;


export function marketFlows(params: MarketFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // A fresh phone per run, apart from walletFlows' (09 + 9 digits): 0998 + 7 digits.
  const phone = `0998${String(Date.now()).slice(-7)}`;
  const shown = `+63 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
  let page: Page;
  const errors: string[] = [];
  let signUpCodeAt = 0;

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `market-${params.id}-${name}.png`), fullPage: false });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    signUpCodeAt = Date.now();
    const session = await registerE2ePlayer(apiBase, phone);
    // A credited ₱500 deposit through the sandbox checkout (cash out shows once the player deposited,
    // spec §6), before the app rotates the session's token.
    const order = await call<{ payUrl: string }>(`${apiBase}/x2/recharge/v2`, { amount: 50_000, channelId: 'qrph' }, session.token);
    const paid = await fetch(order.payUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
    expect(paid.status).toBe(200);
    // Its first-deposit bonus is announced here, so the bonus popup (walletFlows covers it) stays away.
    await call(`${apiBase}/x2/payListActivity/bonus`, {}, session.token);
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('PH deposit methods in the market\'s order, each with its name and mark; the code is named after its method', async () => {
    if (params.wallet.cashIn.kind === 'route') {
      await page.goto(`./#${params.wallet.cashIn.path}`);
      const methods = page.getByRole('radiogroup', { name: 'Payment method' }).locator('[data-method]');
      await expect(methods).toHaveCount(PH_METHODS.length);
      expect(await methods.evaluateAll((els) => els.map((e) => e.getAttribute('data-method')))).toEqual(PH_METHODS.map((m) => m.id));
      // Each named for the player (the mark is decorative: hidden from the accessible name).
      for (const [i, m] of PH_METHODS.entries()) await expect(methods.nth(i)).toHaveAccessibleName(m.name);
      expect(await methods.locator('svg[data-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')))).toEqual(PH_METHODS.map((m) => m.mark));
      // Nothing is chosen for the player, and nothing of Brazil's is asked.
      await expect(methods.and(page.locator('[aria-checked="true"]'))).toHaveCount(0);
      await expect(page.getByText(/Pix/)).toHaveCount(0);
      await expect(page.getByLabel('CPF/CNPJ')).toHaveCount(0);
      await shot('cashin');
      await page.locator('[data-method="qrph"]').click();
      await page.getByText('₱100', { exact: true }).click();
      await page.getByTestId('cashin-submit').click();
    } else {
      // Black-gold: the cash-in popup lists the same order, GCash first (and so chosen), never Pix.
      await page.goto('./#/wallet');
      await page.getByTestId('wallet-cash-in').click();
      const popup = page.getByRole('dialog', { name: 'Cash in' });
      const options = popup.getByRole('option');
      await expect(options).toHaveCount(PH_METHODS.length);
      // Each named for the player, with its mark (decorative: hidden from the accessible name).
      for (const [i, m] of PH_METHODS.entries()) await expect(options.nth(i)).toHaveAccessibleName(m.name);
      expect(await options.locator('svg[data-mark]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')))).toEqual(PH_METHODS.map((m) => m.mark));
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await expect(popup.getByText(/Pix/)).toHaveCount(0);
      await shot('cashin-popup');
      await popup.getByText('₱100', { exact: true }).click();
      await popup.getByRole('option', { name: 'QR Ph' }).click();
      await popup.getByRole('button', { name: 'Cash in', exact: true }).click();
      await page.getByRole('dialog', { name: 'Confirm cash in' }).getByRole('button', { name: 'Confirm' }).click();
    }
    await expect(page.locator('[data-page="cashin-paying"]')).toBeVisible();
    await expect(page.getByTestId('paying-method').locator('span')).toHaveText('QR Ph');
    await expect(page.getByTestId('paying-method').locator('svg[data-mark="qrph"]')).toHaveCount(1);
    await expect(page.getByText('QR Ph code', { exact: true })).toBeVisible();
    await expect(page.getByText(/Pix/)).toHaveCount(0);
    await shot('cashin-paying');
  });

  test('a PH bank cash-out needs no agency code; the GCash warning only when the numbers differ', async () => {
    test.setTimeout(60_000);
    await page.goto(`./#${params.wallet.cashOut.path}`);
    await expect(page.getByTestId('cashout-available')).toHaveText('₱500.00');
    await page.getByLabel('Amount', { exact: true }).fill('100');

    // GCash: the player's own phone is offered; the same number gives no warning, another one does.
    await page.getByRole('radio', { name: /^GCash/ }).click();
    await page.getByLabel('GCash number').fill(phone);
    await expect(page.getByTestId('gcash-mismatch')).toHaveCount(0);
    await page.getByLabel('Phone number of the GCash account').fill('9170000000');
    await expect(page.getByTestId('gcash-mismatch')).toBeVisible();
    await page.getByLabel('Phone number of the GCash account').fill(phone);
    await expect(page.getByTestId('gcash-mismatch')).toHaveCount(0);

    // A PH bank: the InstaPay/PESONet banks, the account number, no agency code or account type.
    // Maya, an e-wallet on the bank rails, has its own card.
    await expect(page.getByRole('radio', { name: /^Maya/ })).toBeVisible();
    await page.getByRole('radio', { name: /^Bank/ }).click();
    await page.getByRole('button', { name: /^Bank/ }).click();
    const banks = page.getByRole('listbox', { name: 'Bank' }).getByRole('option');
    expect(await banks.count()).toBeGreaterThanOrEqual(30);
    for (const name of ['BDO Unibank', 'Metrobank', 'GoTyme Bank', 'Maya Bank', 'SeaBank Philippines']) await expect(banks.filter({ hasText: name })).toHaveCount(1);
    await banks.filter({ hasText: 'GoTyme Bank' }).click();
    await page.getByLabel('Account name').fill('Juan Dela Cruz');
    await page.getByLabel('Bank account number').fill('012345678901');
    await expect(page.getByLabel('Agency code')).toHaveCount(0);
    await expect(page.getByLabel('Account type')).toHaveCount(0);
    // A new account needs the code sent to the phone, shown in its one form (spec §1 +63).
    await expect(page.getByTestId('cashout-proof')).toContainText(`enter the code we send to ${shown}`);
    await shot('cashout-bank');
    await page.waitForTimeout(Math.max(0, signUpCodeAt + (E2E_SMS_RESEND_COOLDOWN_S + 1) * 1000 - Date.now()));
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('button', { name: /Resend/ })).toBeVisible();
    await page.getByLabel('SMS code').fill(await outboxCode(apiBase, phone));
    await page.getByTestId('cashout-submit').click();
    await expect(page.getByTestId('cashout-result')).toHaveText('Withdrawal submitted');
    expect(errors).toEqual([]);
  });
}
