// A whole account migration from a child app to the main app against one server (spec §2 download
// page, §4 migration, §7 /x2/vest/*): the operator imports the child app's export of a signed-in
// child player; the child app shows the migrate-over tip with the balance and the award; it leads to
// the main app's download page (the award, the link to copy); opening the main app there leads to
// /transferToMain, where the export's phone is proven with a login code and the balance moves into
// a new main-app session. Opened again with nobody signed in, the child app finds the account last
// used on the device (recent_login_account/get), reports the migrated visit and says play in main.
// Screenshots at 375×812 go to $PERYA_SHOTS_DIR when it is set.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, testPort, testWebBase, type BrandTestMeta, type CompanionApp } from './config';
import { call } from './api';
import { outboxCode, registerE2ePlayer, seedSignedIn } from './players';

/** POST /ops/migration/child-accounts (apps/server/src/modules/migration/ops.ts; open on the dev-mode test server). */
const IMPORT_PATH = '/ops/migration/child-accounts';

export interface MigrationFlowParams extends BrandTestMeta {
  /** The child app served beside this main app, built against the same server. */
  readonly child: CompanionApp;
}


export function migrationFlows(params: MigrationFlowParams): void {
  const apiBase = testApiBase(params);
  const mainWeb = testWebBase(params);
  const childWeb = `http://127.0.0.1:${testPort(params.child.webPort)}`;
  const shots = process.env.PERYA_SHOTS_DIR;
  const shot = async (page: Page, name: string) => {
    if (!shots) return;
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `migration-${name}.png`), fullPage: false });
  };

  // The device registration waits for the position (up to 10 s when nobody answers the prompt).
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 14.5995, longitude: 120.9842 } });

  test('a child-app account moves to the main app: tip, download page, transfer; the child app then says play in main', async ({ context }) => {
    // Two fresh phones per run: the child player's, and the one the child app's export names.
    const stamp = String(Date.now()).slice(-8);
    const childPhone = `091${stamp}`;
    const exportPhone = `092${stamp}`;
    const session = await registerE2ePlayer(apiBase, childPhone);

    const child = await context.newPage();
    // Signed in on the child app only: the main app this page goes on to has no session of its own.
    await seedSignedIn(child, session, ['tg', 'signIn', 'guaranteed', 'jumpToMain', 'playInMain'], childWeb);
    // The operator exports the account before the child app starts: its tip is migrate-over.
    const account = { appCode: params.child.appCode, userCode: session.userId, amount: 123_45, phone: exportPhone, name: 'Maria Santos' };
    await call(`${apiBase}${IMPORT_PATH}`, { accounts: [account] });
    await child.goto(`${childWeb}/`);
    const tip = child.getByRole('dialog', { name: 'Move to the main app' });
    await expect(tip).toContainText('₱123.45');
    await expect(tip).toContainText('Migration bonus: ₱50.00');
    // The device the child app registered is in its next export (recent_login_account/get, below).
    // (Registered alongside start-up, it may arrive after the tip.)
    const readDevice = () => child.evaluate(() => window.localStorage.getItem('deviceInfoId'));
    await expect.poll(readDevice).toBeTruthy();
    const deviceInfoId = await readDevice();
    await call(`${apiBase}${IMPORT_PATH}`, { accounts: [{ ...account, deviceInfoId }] });
    await shot(child, 'child-tip');

    // Migrate-over: the main app's download page with the award and the account link to copy.
    await tip.getByRole('button', { name: 'Move to the main app' }).click();
    await child.waitForURL(`${mainWeb}/#/download?**`);
    await expect(child.getByTestId('download-award')).toHaveText('Move your account and receive ₱50.00');
    const link = child.getByRole('textbox', { name: 'Your account link' });
    await expect(link).toHaveValue(`${mainWeb}/#/?userCode=${session.userId}&appCode=${params.child.appCode}`);
    await shot(child, 'download');

    // Opening the main app: /transferToMain shows what moves; the export's phone gets a login code.
    await child.getByRole('link', { name: 'Open the main app' }).click();
    await expect(child.getByTestId('transfer-amount')).toHaveText('₱123.45');
    await expect(child.getByTestId('transfer-info')).toContainText('Migration bonus: ₱50.00');
    await child.getByLabel('Phone number').fill(exportPhone);
    await child.getByRole('button', { name: 'Send code' }).click();
    await child.getByLabel('SMS code').fill(await outboxCode(apiBase, exportPhone));
    await child.getByRole('button', { name: 'Move to the main app' }).click();
    await expect(child.getByTestId('transfer-moved')).toHaveText('₱123.45');
    // The main app stored the new session (spec §4 "stores a new token").
    expect(await child.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    await shot(child, 'transfer-done');

    // The child app again, nobody signed in on it: the account last used on this device has moved.
    const again = await context.newPage();
    // A plain file of the child app's origin, to sign it out before the app starts.
    await again.goto(`${childWeb}/manifest.webmanifest`);
    await again.evaluate(() => {
      window.localStorage.removeItem('token');
      window.localStorage.removeItem('uId');
      window.localStorage.removeItem('userIdHeader');
      window.localStorage.removeItem('dailyPopup.playInMain');
    });
    const recent = again.waitForResponse((r) => r.url().endsWith('/x2/vest/recent_login_account/get'));
    const visit = again.waitForResponse((r) => r.url().endsWith('/x2/vest/migrated/visit/report'));
    await again.goto(`${childWeb}/`);
    expect(((await (await recent).json()) as { data: { userId: string } }).data.userId).toBe(session.userId);
    expect(((await (await visit).json()) as { code: string }).code).toBe('00000');
    await expect(again.getByRole('dialog', { name: 'Account moved' })).toContainText('Your account has moved to the main app.');
  });
}
