// Test players of the browser flows, registered the way the app registers them: the register code
// is sent to the phone and read back from the test server's dev SMS outbox (PERYA_DEV=1), and
// signed in in a page the way the app stores a session.
import type { Browser, Page } from '@playwright/test';
import { call } from './api';
import { e2eClockOffsetMs } from './config';

/** A password not on the server's common-password deny list. */
export const E2E_PASSWORD = 'Tarsier42';


/**
 * The newest SMS code the test server "sent" to `phone`, read from its dev outbox (newest first);
 * waits a little, as a code the app asked for may still be on its way.
 */
export async function outboxCode(apiBase: string, phone: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const outbox = await call<{ messages: { body: string }[] }>(`${apiBase}/dev/sms/outbox?phone=${encodeURIComponent(phone)}`, undefined, undefined, 'GET');
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (code !== undefined) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no SMS code for ${phone} in the outbox`);
}

/** The newest email code the test server "sent" to `email`, read from its dev email outbox (issue 26 item 5). */
export async function emailOutboxCode(apiBase: string, email: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const outbox = await call<{ messages: { body: string }[] }>(`${apiBase}/dev/email/outbox?email=${encodeURIComponent(email)}`, undefined, undefined, 'GET');
    const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
    if (code !== undefined) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no email code for ${email} in the outbox`);
}

/**
 * A date of birth of age in every market (issue 15 age gate: 21 in the Philippines). A player
 * without one is asked for it before any deposit or bet.
 */
export const E2E_BIRTHDAY = '1990-04-12';

/** Registers `phone` with the code /x2/sms/sendRegister sent to it, of age; answers the session. */
export async function registerE2ePlayer(apiBase: string, phone: string, pwd = E2E_PASSWORD, birthday = E2E_BIRTHDAY): Promise<{ token: string; userId: string }> {
  await call(`${apiBase}/x2/sms/sendRegister`, { phone });
  const code = await outboxCode(apiBase, phone);
  return call(`${apiBase}/x2/user/registerByAccount/v2`, { account: phone, pwd, code, birthday });
}

/**
 * A registered player funded the way a player funds the account: a QR Ph deposit order paid on the
 * sandbox's hosted checkout page, whose signed webhook credits it. Once credited, its deposit bonus
 * is announced through the API (the bonus popup belongs to engagementFlows), so no bonus popup
 * opens over the pages a flow tests.
 */
export async function fundedE2ePlayer(apiBase: string, phone: string, amount: number): Promise<{ token: string; userId: string }> {
  const session = await registerE2ePlayer(apiBase, phone);
  const post = <T>(path: string, body: unknown): Promise<T> => call<T>(`${apiBase}${path}`, body, session.token);
  const order = await post<{ orderNo: string; payUrl: string }>('/x2/recharge/v2', { amount, channelId: 'qrph' });
  // The payUrl carries the order's checkout token (bound to this player): the page pays nothing without it.
  const checkout = order.payUrl;
  const paid = await fetch(checkout, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid' });
  if (paid.status !== 200) throw new Error(`sandbox checkout answered ${paid.status}`);
  for (let i = 0; ; i++) {
    if ((await post<{ balance: number }>('/x2/user/info', {})).balance >= amount) break;
    if (i >= 100) throw new Error(`the deposit of ${amount} was not credited in 10 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await post('/x2/payListActivity/bonus', {});
  return session;
}

/** The token each page was seeded with, which the app's start-up renewal replaces. */
const seededTokens = new WeakMap<Page, string>();

/** The start-up popups a flow that tests something else marks as seen today. */
export const SEEN_DAILY_POPUPS: readonly string[] = ['tg', 'signIn', 'guaranteed'];

/**
 * Marks the given once-a-day popups (spec §4) as shown today (GMT+8) on every load of the page, so
 * they stay out of a flow's way (engagementFlows opens the sign-in popup on purpose).
 */
export async function seeDailyPopups(page: Page, dailyPopups: readonly string[] = SEEN_DAILY_POPUPS, origin = ''): Promise<void> {
  await page.addInitScript(
    ([popups, only]) => {
      if (only !== '' && window.location.origin !== only) return;
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      for (const popup of popups) window.localStorage.setItem(`dailyPopup.${popup}`, today);
    },
    [[...dailyPopups], origin] as const,
  );
}

/**
 * Seeds the app's storage for `session` on the page's first load only: the welcome guide and the
 * given once-a-day popups (GMT+8 day) seen, the player signed in. Later loads keep what the app
 * stored meanwhile, because its start-up renewal rotates the token and the seeded one dies
 * (issue 11); `liveToken` reads the one the app holds.
 */
export async function seedSignedIn(
  page: Page,
  session: { token: string; userId: string },
  dailyPopups: readonly string[] = SEEN_DAILY_POPUPS,
  /** Only pages of this origin are seeded (a flow that goes on to another app); '' every page. */
  origin = '',
): Promise<void> {
  seededTokens.set(page, session.token);
  await seeDailyPopups(page, dailyPopups, origin);
  await page.addInitScript(
    ([token, uid, only]) => {
      if (only !== '' && window.location.origin !== only) return;
      window.localStorage.setItem('welcomeSeen', '1');
      if (window.localStorage.getItem('e2e.seeded') === uid) return;
      window.localStorage.setItem('e2e.seeded', uid);
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('uId', uid);
      window.localStorage.setItem('userIdHeader', uid);
    },
    [session.token, session.userId, origin] as const,
  );
}

/**
 * The session token the app in `page` holds once its start-up renewal has rotated the seeded one
 * (the app renews once per browser session, as soon as it starts with a token).
 */
export async function liveToken(page: Page): Promise<string> {
  const seeded = seededTokens.get(page);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    if (token !== null && token !== seeded) return token;
    if (Date.now() > deadline) throw new Error(token === null ? 'the app holds no session token' : 'the app did not renew its token');
    await page.waitForTimeout(100);
  }
}

/**
 * A phone-sized page (375×812) signed in as `session`, its clock running with the test server's
 * (withdrawal hours, daily popups), every page error pushed to `errors`.
 */
export async function openSignedInPhone(
  browser: Browser,
  session: { token: string; userId: string },
  errors: string[],
  dailyPopups: readonly string[] = SEEN_DAILY_POPUPS,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.on('pageerror', (err) => errors.push(err.message));
  await page.clock.install({ time: Date.now() + e2eClockOffsetMs() });
  await seedSignedIn(page, session, dailyPopups);
  return page;
}
