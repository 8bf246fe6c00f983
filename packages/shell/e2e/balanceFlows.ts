// Browser tests of "one source of truth for the balance" (issue 23 item 1) every brand app runs:
// the wallet's balance follows a settlement the player did nothing for (a sabong fight's result,
// on the test server's fast sandbox schedule) within a second, without a reload; a withdrawal
// applied elsewhere appears in the wallet as "Processing", with the held sum explained; the records
// explain the deposit bonus. Screenshots of the wallet and the records at 375×812 and 320×568 go
// to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { E2E_PASSWORD, fundedE2ePlayer, liveToken, openSignedInPhone } from './players';

/** The deposit that funds the player (minor units): ₱500. */
const DEPOSIT = 50_000;
/** Each side's stake on the fight: ₱20 on meron and on wala, so any outcome pays something back. */
const STAKE = 2_000;

async function envelope<T>(res: Response, what: string): Promise<T> {
  const json = (await res.json()) as { code: string; message?: string; data: T };
  if (json.code !== '00000') throw new Error(`${what}: ${json.code} ${json.message ?? ''}`);
  return json.data;
}

export function balanceFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run: 09 + 9 digits (the brand's api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 3).slice(-2)}${String(Date.now()).slice(-7)}`;
  const shots = process.env.PERYA_SHOTS_DIR;
  let page: Page;
  const errors: string[] = [];

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    for (const size of [
      { width: 375, height: 812 },
      { width: 320, height: 568 },
    ]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: path.join(shots, `balance-${params.id}-${name}-${size.width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 375, height: 812 });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await fundedE2ePlayer(apiBase, phone, DEPOSIT);
    page = await openSignedInPhone(browser, session, errors);
  });

  test.afterAll(async () => {
    await page?.context().close();
  });

  test('the wallet follows a background settlement within a second; a pending withdrawal is listed', async () => {
    test.setTimeout(90_000);
    await page.goto('./#/wallet');
    // The first visit to the wallet in this browser: its page chunk loads first.
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(DEPOSIT), { timeout: 20_000 });
    const token = await liveToken(page);
    const api = async <T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> =>
      envelope<T>(
        await fetch(`${apiBase}${urlPath}`, {
          method,
          headers: { 'content-type': 'application/json', token },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
        urlPath,
      );
    const balance = async () => (await api<{ balance: number }>('POST', '/x2/user/info', {})).balance;

    // A fight open for bets (the sandbox runs one every ~11 s in tests).
    let fightId = '';
    await expect
      .poll(
        async () => {
          const state = await api<{ fight: { fightId: string; status: string } | null }>('GET', '/x2/og/sabong/state');
          fightId = state.fight?.status === 'OPEN' ? state.fight.fightId : '';
          return fightId;
        },
        { timeout: 30_000, intervals: [250] },
      )
      .not.toBe('');
    // Both sides, placed outside the page: whatever the fight's result (or its cancellation), some
    // stake comes back, and it comes back when the server settles, not when the player acts.
    for (const side of ['meron', 'wala'] as const) {
      await api('POST', '/x2/og/sabong/bet', { requestId: `e2e_${side}_${Date.now()}`, fightId, side, stake: STAKE });
    }
    const afterBets = DEPOSIT - 2 * STAKE;
    // Bets made elsewhere show too: the stream carries every ledger movement.
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(afterBets), { timeout: 1_000 });

    let settled = afterBets;
    await expect
      .poll(
        async () => {
          settled = await balance();
          return settled;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBeGreaterThan(afterBets);
    // Within a second of the payout the wallet shows it, without a reload.
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(settled), { timeout: 1_000 });

    // A withdrawal applied elsewhere: listed at once as processing, the held sum explained.
    const held = 20_000;
    await api('POST', '/x2/withdraw/apply/v2', {
      method: 'gcash',
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountNo: phone,
      phone,
      accountName: 'Juan Dela Cruz',
      amount: held,
      pwd: E2E_PASSWORD,
    });
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(settled - held), { timeout: 1_000 });
    const pending = page.getByTestId('pending-withdrawal');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(formatMoney(held));
    await expect(pending).toContainText(`GCash ····${phone.slice(-4)}`);
    await expect(page.getByTestId('pending-withdrawal-status')).toHaveText('Processing');
    await expect(pending).toContainText('Expected by');
    await expect(page.getByTestId('wallet-held')).toContainText(`${formatMoney(held)} is held`);
    await shot('wallet');

    // The records say what the deposit bonus is and where it came from.
    await page.goto('./#/record?filter=all');
    const grant = page.locator('[data-testid="records"] li[data-bonus-move="grant"]').first();
    await expect(grant).toContainText('Bonus received:');
    await shot('records');
    expect(errors).toEqual([]);
  });
}
