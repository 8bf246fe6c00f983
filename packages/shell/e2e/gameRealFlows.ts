// Browser tests of real-money play every brand app runs (issue 7 §9), beside gameFlows.ts (demo)
// and walletFlows.ts: a logged-in player, funded by a deposit paid on the sandbox checkout over
// HTTP, bets for real on colour game and dice and sees the game's balance move by the settled
// amount, which the ledger (/x2/finance/list, /x2/user/info) confirms; leaves a scratch card half
// scratched and finds it again after a reload (issue 7 item 7); bets on a sabong fight the
// test server's operator routes open, close and declare (another player takes the other side),
// and sees the payout land; then launches the sandbox slot behind /games/jili, spins, and comes
// back to the wallet with the balance updated.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { SEEN_DAILY_POPUPS, fundedE2ePlayer, liveToken, seedSignedIn } from './players';

export type GameRealFlowParams = BrandTestMeta;

/** The deposit that funds the player (minor units): ₱500. */
const DEPOSIT = 50_000;
/** Finance record amount types of the bets and wins (AMOUNT_TYPE in @perya/api contract/finance). */
const BET = 1;
const WIN = 2;


interface FinanceRecord {
  readonly amountType: number;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly orderNo: string;
  readonly remark: string;
}


export function gameRealFlows(params: GameRealFlowParams): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run: 09 + 9 digits (the brand's api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api).slice(-2)}${String(Date.now()).slice(-7)}`;
  let token = '';
  /** Set once the app has loaded in `page` (until then the sign-up token is the live one). */
  let appOpened = false;
  let page: Page;
  const errors: string[] = [];

  /** A player funded like the one in the browser (a paid QR Ph deposit). */
  const fundedPlayer = (account: string) => fundedE2ePlayer(apiBase, account, DEPOSIT);

  /** The operator's move on the current sabong fight (test server: no operator token). */
  async function operate(action: 'open' | 'last-call' | 'close' | 'cancel' | 'result', body: unknown = {}): Promise<string | null> {
    return (await call<{ status: string | null }>(`${apiBase}/ops/sabong/${action}`, body)).status;
  }

  /** The player's token: the app's own once it runs (its start-up renewal rotates the first one). */
  const currentToken = async () => (appOpened ? liveToken(page) : token);
  const balance = async () => (await call<{ balance: number }>(`${apiBase}/x2/user/info`, {}, await currentToken())).balance;
  const records = async () => (await call<{ list: FinanceRecord[] }>(`${apiBase}/x2/finance/list`, { pageNum: 1, pageSize: 50, type: 1 }, await currentToken())).list;

  /**
   * Plays one real round of the open in-house game with `bet`, then checks the ledger: the round's
   * bet and win records, the balance after them, /x2/user/info and the game's balance chip agree.
   */
  async function playRealRound(bet: () => Promise<void>): Promise<void> {
    const before = await balance();
    const seen = new Set((await records()).map((r) => `${r.orderNo}:${r.amountType}`));
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before));
    await bet();
    await expect(page.getByTestId('round-result')).not.toHaveText('', { timeout: 20_000 });

    const fresh = (await records()).filter((r) => !seen.has(`${r.orderNo}:${r.amountType}`));
    const stake = fresh.filter((r) => r.amountType === BET);
    expect(stake).toHaveLength(1);
    const roundId = stake[0]!.orderNo;
    expect(roundId).not.toBe('');
    // Every new record belongs to this round: its stake and, when it won, its payout.
    expect(fresh.every((r) => r.orderNo === roundId && (r.amountType === BET || r.amountType === WIN))).toBe(true);
    expect(stake[0]!.amount).toBeLessThan(0);
    const payout = fresh.filter((r) => r.amountType === WIN).reduce((sum, r) => sum + r.amount, 0);
    const settled = stake[0]!.amount + payout;
    // A single-colour bet and a dice bet never settle at exactly the stake: the ledger moved.
    expect(settled).not.toBe(0);
    const after = before + settled;
    expect(fresh[0]!.balanceAfter).toBe(after);
    expect(await balance()).toBe(after);
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(after));
    // The result line tells the net truth: what the balance moved by, never the payout as a win.
    await expect(page.getByTestId('round-result')).toHaveText(settled > 0 ? `You won ${formatMoney(settled)}` : payout > 0 ? /^Lost / : `Lost ${formatMoney(-settled)}`);
  }

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await fundedPlayer(phone);
    token = session.token;
    expect(await balance()).toBe(DEPOSIT);

    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('load', () => {
      appOpened = true;
    });
    // The once-a-day popups (Telegram, a child app's main-app tips) were seen today (brandFlows covers them).
    await seedSignedIn(page, session, [...SEEN_DAILY_POPUPS, 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('colour game for real: the balance moves by the settled round, as the ledger records it', async () => {
    await page.goto('./#/games/og?id=10001');
    await playRealRound(async () => {
      await page.locator('[data-colour]').first().click();
      await page.getByTestId('place-bet').click();
    });
    await expect(page.getByTestId('colour-dice')).toBeVisible();
  });

  test('dice for real: the balance moves by the settled round, as the ledger records it', async () => {
    await page.goto('./#/games/og?id=10005');
    await playRealRound(async () => {
      await page.getByTestId('place-bet').click();
    });
    await expect(page.getByTestId('dice-roll')).toHaveText(/^\d+\.\d{2}$/);
  });

  test('scratch for real: a card left partly scratched is there again when the player comes back', async () => {
    const before = await balance();
    await page.goto('./#/games/og?id=10004');
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before));
    await page.getByTestId('place-bet').click(); // a ₱1.00 card
    await page.locator('[data-cell="4"]').click();
    await expect(page.locator('[data-cell="4"]')).toBeDisabled();
    // The stake left at purchase; a win shows only once the card is uncovered.
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before - 100));
    const settled = await balance();

    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(settled));
    await page.reload();
    // Back once the app is up again (under load the hash change could land while it was starting).
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(settled));
    await page.goto('./#/games/og?id=10004');
    await expect(page.getByTestId('reveal-all')).toBeVisible();
    await expect(page.locator('[data-cell="4"]')).toBeDisabled();
    await expect(page.locator('[data-cell="0"]')).toBeEnabled();
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before - 100));
    await page.getByTestId('reveal-all').click();
    await expect(page.getByTestId('round-result')).not.toHaveText('');
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(settled));
    await page.reload();
    await expect(page.getByTestId('place-bet')).toBeVisible();
    await expect(page.getByTestId('reveal-all')).toHaveCount(0);
  });

  test('sabong for real: a bet on an open fight is paid at the result, the balance and ledger move', async () => {
    // A fresh fight, whatever the sandbox schedule was doing (a fight with no bets is refunded by nobody).
    const state = await call<{ fight: { status: string } | null }>(`${apiBase}/x2/og/sabong/state`, {}, await currentToken(), 'GET');
    const status = state.fight?.status;
    if (status !== undefined && status !== 'RESULT' && status !== 'CANCELLED') await operate('cancel');
    expect(await operate('open')).toBe('OPEN');

    const before = await balance();
    await page.goto('./#/games/og?id=10006');
    await expect(page.getByTestId('game-mode')).toHaveText('Real');
    await expect(page.getByTestId('fight-status')).toHaveText('Betting open');
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before));
    await page.locator('[data-side="meron"]').click(); // the default stake, ₱1.00
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(before - 100));
    await expect(page.getByText('In play')).toBeVisible();

    // Another player takes wala, so the fight pays more than 107 % on both sides and stands.
    const other = await fundedPlayer(`09${String(params.testPorts.api + 50).slice(-2)}${phone.slice(-7)}`);
    const fight = await call<{ fight: { fightId: string } }>(`${apiBase}/x2/og/sabong/state`, {}, other.token, 'GET');
    await call(`${apiBase}/x2/og/sabong/bet`, { requestId: `e2e-${Date.now()}`, fightId: fight.fight.fightId, side: 'wala', stake: 100 }, other.token);
    expect(await operate('last-call')).toBe('LAST_CALL');
    await expect(page.getByTestId('fight-status')).toHaveText('Last call');
    expect(await operate('close')).toBe('CLOSED');
    expect(await operate('result', { result: 'meron' })).toBe('RESULT');

    // Pools ₱1 + ₱1, 5 % plasada: meron pays ₱1.90 for ₱1.
    await expect(page.getByTestId('fight-status')).toHaveText('Result');
    await expect(page.getByText('Meron wins')).toBeVisible();
    const after = before - 100 + 190;
    await expect(page.getByTestId('game-balance')).toContainText(formatMoney(after));
    expect(await balance()).toBe(after);
    const ledger = (await records()).filter((r) => r.orderNo === fight.fight.fightId);
    expect(ledger.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-100, 190]);
  });

  test('a sandbox JILI slot: spins settle through the wallet callbacks, back in the wallet the balance is updated', async () => {
    test.setTimeout(90_000);
    const start = await balance();
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(start));

    await page.goto('./#/games/jili?id=2');
    await expect(page.locator('[data-page="provider-game"]')).toBeVisible();
    const slot = page.frameLocator('[data-page="provider-game"] iframe');
    const shown = slot.locator('#balance');
    await expect(shown).toHaveText(formatMoney(start), { timeout: 20_000 });
    // Spin until the wallet moved (a win can pay back exactly the stake); bounded.
    let now = start;
    for (let spin = 0; spin < 10 && now === start; spin++) {
      const total = (await records()).length;
      await slot.locator('#spin').click();
      await expect(slot.locator('#spin')).toBeEnabled({ timeout: 20_000 });
      await expect(slot.locator('#message')).toHaveText(/You win|No win/);
      await expect.poll(async () => (await records()).length).toBeGreaterThan(total);
      now = await balance();
      await expect(shown).toHaveText(formatMoney(now));
    }
    expect(now).not.toBe(start);
    // The provider's debits and credits, referenced `<provider>:<roundId>` (sandbox rounds: sbx-…).
    const slotRecords = (await records()).filter((r) => r.orderNo.includes(':sbx-'));
    expect(slotRecords.length).toBeGreaterThan(0);
    expect(slotRecords.reduce((sum, r) => sum + r.amount, 0)).toBe(now - start);

    // The shell's exit goes back to the wallet, which refetched the balance.
    await page.getByRole('button', { name: 'Exit game' }).click();
    await expect(page.locator('[data-page="wallet"]')).toBeVisible();
    await expect(page.getByTestId('wallet-main')).toHaveText(formatMoney(now));
    expect(errors).toEqual([]);
  });
}
