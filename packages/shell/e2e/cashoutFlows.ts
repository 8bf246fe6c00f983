// Browser test of a withdrawal's "Speed up" and "Rate this cash-out" every brand app runs (spec §5
// cash-out boost and comment buttons, issue 23 item 9): a funded player cashes out to GCash, taps
// Speed up on the result page (the tracked event reaches the brand's transport and the ad-tracking
// call; the operator sees the request), the operator approves the withdrawal, the player rates it
// (the event again; the operator reads the rating). Screenshots at 375×812 and 320×568 go to
// $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import { call } from './api';
import { testApiBase, type BrandTestMeta } from './config';
import { fundedE2ePlayer, openSignedInPhone } from './players';
import { submitGcashWithdrawal } from './walletFlows';

export interface CashoutFlowParams extends BrandTestMeta {
  /** The brand's withdraw page (its brand.config.ts wallet.cashOut). */
  readonly cashOutPath: string;
  /** The brand's event transport (its brand.config.ts events). */
  readonly events: 'none' | 'androidBridge' | 'attribution';
  /** The Android wrapper's object on window (the build's PERYA_BRIDGE_NAME; @perya/vite-config's default). */
  readonly bridgeName?: string;
}

const AD_CLICK = { tracking_code: 'e2e-cashout', fbclid: 'e2e-cashout-click' } as const;

function jsonBody(request: Request): Record<string, unknown> {
  return (request.postDataJSON() ?? {}) as Record<string, unknown>;
}

export function cashoutFlows(params: CashoutFlowParams): void {
  const apiBase = testApiBase(params);
  const bridgeName = params.bridgeName ?? 'android';
  const phone = `09${String(Date.now() + 7).slice(-9)}`;

  test('a player speeds up a held cash-out, then rates it once paid out (spec §5 boost and comment)', async ({ browser }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    const session = await fundedE2ePlayer(apiBase, phone, 50_000);
    const page: Page = await openSignedInPhone(browser, session, errors);
    const adTracking: Record<string, unknown>[] = [];
    const pushBranch: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST') return;
      const { pathname } = new URL(request.url());
      if (pathname === '/x2/ad-tracking') adTracking.push(jsonBody(request));
      if (pathname === '/x2/temporaryPushBranch') pushBranch.push(jsonBody(request));
    });
    // Inside the Android wrapper when the brand has one: its bridge keeps what pushCustom was given.
    await page.addInitScript((name) => {
      const pushed: string[] = [];
      (window as unknown as Record<string, unknown>).__pushedEvents = pushed;
      (window as unknown as Record<string, unknown>)[name] = {
        pushCustom: (bytes: number[]) => pushed.push(new TextDecoder().decode(new Uint8Array(bytes))),
      };
    }, bridgeName);
    const shot = async (name: string, focus?: string) => {
      const dir = process.env.PERYA_SHOTS_DIR;
      if (!dir) return;
      mkdirSync(dir, { recursive: true });
      for (const [w, h] of [[375, 812], [320, 568]] as const) {
        await page.setViewportSize({ width: w, height: h });
        if (focus !== undefined) await page.getByTestId(focus).first().scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(dir, `cashout-${params.id}-${name}-${w}.png`), fullPage: false });
      }
      await page.setViewportSize({ width: 375, height: 812 });
    };
    /** The event reached the ad-tracking call and the brand's own transport (none for the main app). */
    const expectTracked = async (event: string) => {
      await expect.poll(() => adTracking.map((e) => e.event_type)).toContain(event);
      expect(adTracking.find((e) => e.event_type === event)).toMatchObject(AD_CLICK);
      const pushed = () => page.evaluate(() => (window as unknown as { __pushedEvents: string[] }).__pushedEvents);
      if (params.events === 'androidBridge') await expect.poll(pushed).toContain(event);
      else expect(await pushed()).not.toContain(event);
      if (params.events === 'attribution') await expect.poll(() => pushBranch.map((e) => e.event)).toContain(event);
      else expect(pushBranch.map((e) => e.event)).not.toContain(event);
    };

    // The player arrived from an ad (spec §3 adData): every tracked event also goes to the ad system.
    await page.goto(`./?tracking_code=${AD_CLICK.tracking_code}&fbclid=${AD_CLICK.fbclid}#/wallet`);
    await page.getByTestId('wallet-cash-out').click();
    await expect(page).toHaveURL(new RegExp(`#${params.cashOutPath}$`));
    await page.getByLabel('Amount', { exact: true }).fill('200');
    await page.getByRole('radio', { name: /^GCash/ }).click();
    await submitGcashWithdrawal(page, phone);
    await expect(page.getByTestId('cashout-result-state')).toHaveText('Processing');
    const resultUrl = page.url();
    const orderNo = new URL(resultUrl.split('#')[1] ?? '', 'http://app.invalid').searchParams.get('orderNo') ?? '';
    expect(orderNo).not.toBe('');

    // Held: "Speed up" opens customer service beside the app and tells the operator.
    const speedUp = page.getByRole('link', { name: 'Speed up' });
    await expect(page.getByRole('button', { name: 'Rate this cash-out' })).toHaveCount(0);
    await shot('pending', 'withdrawal-speed-up');
    const [chat] = await Promise.all([page.waitForEvent('popup'), speedUp.click()]);
    await chat.close();
    await expect(page.getByTestId('withdrawal-speed-up-note')).toContainText('Our team knows you are waiting.');
    await expectTracked('cashOutBoost.click');
    await shot('sped-up', 'withdrawal-speed-up');
    const boosts = await call<{ list: { orderNo: string; boostCount: number; status: string }[] }>(`${apiBase}/ops/withdrawals/boosts`, {}, undefined, 'GET');
    expect(boosts.list.find((b) => b.orderNo === orderNo)).toMatchObject({ boostCount: 1, status: 'pending' });

    // The held withdrawal's record line offers the same speed-up.
    await page.goto('./#/record?filter=withdrawals');
    await expect(page.getByTestId('records').getByRole('link', { name: 'Speed up' })).toHaveCount(1);
    await shot('records-pending', 'records');

    // The operator pays it out; the page follows the order, and the player rates it.
    await call(`${apiBase}/ops/withdrawals/${orderNo}/approve`);
    await page.goto(resultUrl);
    await page.reload();
    await expect(page.getByTestId('cashout-result')).toHaveText('Paid out');
    await expect(page.getByRole('link', { name: 'Speed up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Rate this cash-out' }).click();
    await expectTracked('cashOutComment.click');
    // No stars yet: a clear message, nothing sent.
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars.');
    await page.getByLabel('5 of 5 stars').check();
    await page.getByLabel('Comment (optional)').fill('Mabilis, salamat!');
    await shot('rating', 'withdrawal-rating');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByTestId('withdrawal-rating')).toContainText('You rated it 5 of 5 stars');
    await shot('rated', 'withdrawal-rating');
    const ratings = await call<{ list: { orderNo: string; stars: number; comment: string }[] }>(`${apiBase}/ops/withdrawals/ratings`, {}, undefined, 'GET');
    expect(ratings.list.find((r) => r.orderNo === orderNo)).toMatchObject({ stars: 5, comment: 'Mabilis, salamat!' });

    // The withdrawal records show the same rating on the withdrawal's line.
    await page.goto('./#/record?filter=withdrawals');
    await expect(page.getByTestId('records').getByTestId('withdrawal-rating')).toContainText('5 of 5 stars');
    await shot('records', 'records');
    expect(errors).toEqual([]);
    await page.context().close();
  });
}
