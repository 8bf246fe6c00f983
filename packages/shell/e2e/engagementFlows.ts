// Browser tests of the engagement features every brand app runs (issue 12), against the reference
// server and its seed: a new player signs in today from the start-up popup, picks a deposit offer
// and sees the bonus wallet move, claims the daily deposit mission (200 points), and spends 200
// points on a spin whose wheel stops on the prize the server drew (and whose proof checks out).
// Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DAILY_LOGIN_POINTS, SPIN_COST_POINTS, formatMoney } from '@perya/domain';
import { segmentAtPointer } from '../src/pages/rewards/wheelMath';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { liveToken, openSignedInPhone, registerE2ePlayer } from './players';

export interface EngagementFlowParams extends BrandTestMeta {
  /** Where the brand's deposit goes (its brand.config.ts wallet.cashIn). */
  readonly cashIn: { readonly kind: 'route'; readonly path: string } | { readonly kind: 'popup' };
  /** Black-gold brands show a spin's result in the luck-result popup, the others in the win popup. */
  readonly blackGold: boolean;
}

/** The seed's (apps/server/seed/config.yaml) figures these flows rely on. */
const SEED = {
  /** Day 1 of the sign-in streak. */
  signInDay1Points: 20,
  /** wallet.depositActivities[0]: 10 % of a deposit of at least ₱200, up to ₱1,000. */
  offer: { id: 'first_deposit', title: 'Deposit bonus 10%', rateBps: 1_000 },
  /** bonus.firstDeposit: 100 % of the first deposit, up to ₱500. */
  firstDepositCap: 50_000,
  /** The daily deposit mission: deposit ₱200 today, 200 points. */
  depositMission: { id: 'daily_deposit', points: 200 },
} as const;

const DEPOSIT = 50_000;


interface Balances {
  readonly balance: number;
  readonly bonus: number;
  readonly points: number;
}

export function engagementFlows(params: EngagementFlowParams): void {
  const apiBase = testApiBase(params);
  const shots = process.env.PERYA_SHOTS_DIR;
  // A fresh phone per run and brand: 09 + 9 digits (the wallet flows use the clock's last 9).
  const phone = `09${String(Date.now() + 7).slice(-9)}`;
  let page: Page;
  const errors: string[] = [];
  const api = async <T>(pathName: string, body: unknown = {}) => call<T>(`${apiBase}${pathName}`, body, await liveToken(page));
  const balances = () => api<Balances>('/x2/user/info');

  const shot = async (name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `engagement-${params.id}-${name}.png`), fullPage: false });
  };

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    // Today's Telegram, guaranteed-bonus and migration popups were seen; the sign-in popup was not.
    page = await openSignedInPhone(browser, session, errors, ['tg', 'guaranteed', 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('sign in today from the start-up popup; the strip shows day 1 signed', async () => {
    await page.goto('./#/');
    const popup = page.getByRole('dialog', { name: 'Daily sign-in' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await shot('sign-in-popup');
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(popup.getByTestId('sign-in-claimed')).toHaveText(`Day 1 reward: ${SEED.signInDay1Points} points`);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    await page.goto('./#/vip');
    const strip = page.getByTestId('sign-in-strip');
    await expect(strip.locator('li').first()).toHaveAttribute('data-state', 'signed');
    await expect(strip.getByRole('button', { name: 'Come back tomorrow.' })).toBeDisabled();
    await shot('vip');
    const board = await api<{ streak: number }>('/misson-checkin/main-page');
    expect(board.streak).toBe(1);
    expect((await balances()).points).toBe(DAILY_LOGIN_POINTS + SEED.signInDay1Points);
  });

  test('pick a deposit offer, pay, and see the bonus wallet move', async () => {
    const expectedBonus = Math.floor((DEPOSIT * SEED.offer.rateBps) / 10_000) + Math.min(DEPOSIT, SEED.firstDepositCap);
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-bonus')).toHaveText('₱0.00');
    await page.getByTestId('wallet-cash-in').click();
    const scope = params.cashIn.kind === 'popup' ? page.getByRole('dialog', { name: 'Cash in' }) : page.locator('[data-page="cashin"]');
    await expect(scope).toBeVisible();
    await scope.getByText('₱500', { exact: true }).click();
    const offers = scope.getByTestId('deposit-offers');
    await offers.getByText(SEED.offer.title).click();
    // The offer's 10 % and, on a first deposit, the first-deposit bonus on top.
    await expect(offers.getByTestId('expected-bonus')).toHaveText(`Expected bonus: ${formatMoney(expectedBonus)}`);
    await expect(offers.getByTestId('first-deposit-bonus')).toContainText(formatMoney(Math.min(DEPOSIT, SEED.firstDepositCap)));
    await shot('deposit-offer');
    if (params.cashIn.kind === 'popup') {
      await scope.getByRole('option', { name: 'QR Ph' }).click();
      await scope.getByRole('button', { name: 'Cash in', exact: true }).click();
      // Black-gold asks to confirm the order, bonus included.
      const confirm = page.getByRole('dialog', { name: 'Confirm cash in' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
    } else {
      await page.locator('[data-method="qrph"]').click();
      await page.getByTestId('cashin-submit').click();
    }
    await expect(page.locator('[data-page="cashin-paying"]')).toBeVisible();
    const [checkout] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-now').click()]);
    await checkout.getByTestId('pay').click();
    await checkout.waitForLoadState();
    await checkout.close();
    await expect(page.locator('[data-page="cashin-result"]')).toBeVisible({ timeout: 20_000 });
    // The credited deposit's bonus opens the bonus popup (spec §7), offer and first-deposit bonus together.
    const bonusPopup = page.getByRole('dialog', { name: 'Bonus received' });
    await expect(bonusPopup).toBeVisible();
    await expect(bonusPopup).toContainText(formatMoney(expectedBonus));
    await shot('bonus-popup');
    await bonusPopup.getByRole('button').last().click();
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-bonus')).toHaveText(formatMoney(expectedBonus));
    expect(await balances()).toMatchObject({ balance: DEPOSIT, bonus: expectedBonus });

    await page.goto('./#/bonus');
    await expect(page.getByTestId('bonus-balance')).toHaveText(formatMoney(expectedBonus));
    await expect(page.getByTestId('bonus-item')).toHaveCount(2);
    await shot('bonus-list');
  });

  test('claim the daily deposit mission and receive its points', async () => {
    const before = (await balances()).points;
    await page.goto('./#/task');
    const mission = page.locator(`[data-mission="${SEED.depositMission.id}"]`);
    await expect(mission).toHaveAttribute('data-action', 'claim');
    await shot('task');
    await mission.getByRole('button').click();
    const pointsPopup = page.getByRole('dialog', { name: 'Points' });
    await expect(pointsPopup).toContainText(`+${SEED.depositMission.points}`);
    await expect(pointsPopup).toContainText('Mission reward: Deposit ₱200 today');
    await shot('mission-points');
    await page.keyboard.press('Escape');
    await expect(pointsPopup).toBeHidden();
    await expect(mission).toHaveAttribute('data-action', 'claimed');
    expect((await balances()).points).toBe(before + SEED.depositMission.points);
    // Claiming again pays nothing: the server answers NOTHING_TO_CLAIM.
    await expect(api('/misson/receive-misson-award', { missionId: SEED.depositMission.id })).rejects.toThrow(/: 30004 /);
    expect((await balances()).points).toBe(before + SEED.depositMission.points);
  });

  test('spend 200 points on a spin: the wheel stops on the server’s prize and the proof checks out', async () => {
    // The welcome spin of a new registrant (spec §6; promoFlows shows it) is used up first, so this
    // spin is paid with points.
    for (let i = 0; i < 5 && (await api<{ tickets: number }>('/spin/main-page')).tickets > 0; i++) await api('/spin/open-prize');
    await page.goto('./#/spin');
    const before = (await balances()).points;
    expect(before).toBeGreaterThanOrEqual(SPIN_COST_POINTS);
    await expect(page.getByTestId('spin-points')).toHaveText(String(before));
    await expect(page.getByTestId('spin-tickets')).toHaveText('0');
    const button = page.getByTestId('spin-button');
    await expect(button).toHaveText(`Spin for ${SPIN_COST_POINTS} points`);
    await shot('spin');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/spin/open-prize')), button.click()]);
    const drawn = ((await response.json()) as { data: { index: number; prize: { name: string; award: number; awardType: string }; points: number } }).data;
    const result = page.getByRole('dialog', { name: /^(Congratulations!|Better luck next time|Your lucky result)$/ });
    await expect(result).toBeVisible({ timeout: 15_000 });
    // Black-gold shows the luck-result popup, which offers another spin; the others the win popup.
    await expect(result.getByRole('button', { name: 'Spin again' })).toHaveCount(params.blackGold ? 1 : 0);
    // The wheel came to rest on the drawn segment.
    const wheel = page.getByRole('img', { name: 'Prize wheel' });
    const segments = await page.locator('[data-segment]').count();
    const rotation = Number(await wheel.getAttribute('data-rotation'));
    expect(segmentAtPointer(rotation, segments)).toBe(drawn.index);
    await shot('spin-result');
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    await expect(page.getByTestId('fair-check')).toHaveText(/^Checked/);
    const after = await balances();
    const pointsPrize = drawn.prize.awardType === 'points' ? drawn.prize.award : 0;
    expect(after.points).toBe(before - SPIN_COST_POINTS + pointsPrize);
    expect(drawn.points).toBe(after.points);
  });

  test('the points history, the promotions and the invite page show the player’s own figures', async () => {
    const me = await api<Balances & { inviteCode: string }>('/x2/user/info');
    await page.goto('./#/points');
    await expect(page.getByTestId('points-balance')).toContainText(String(me.points));
    // Daily login, sign-in, mission and spin (and a points prize, if the wheel gave one).
    await expect.poll(() => page.getByTestId('point-change').count()).toBeGreaterThanOrEqual(4);
    await shot('points');

    await page.goto(params.blackGold ? './#/v3Promo' : './#/promo');
    await expect(page.getByTestId('promo-card').first()).toBeVisible();
    await expect(page.getByTestId('weekly-prize')).toBeVisible();
    await shot('promo');

    await page.goto(params.blackGold ? './#/v3invite' : './#/invite');
    await expect(page.locator('[data-page="invite"] input').first()).toHaveValue(me.inviteCode);
    await expect(page.getByTestId('invite-invited')).toHaveText('0');
    await expect(page.getByTestId('invite-fair-play')).toBeVisible();
    await shot('invite');
  });
}
