// Browser tests of the Content-Security-Policy every brand build ships (issue 11 item 8): the
// served page carries the policy as a header (with frame-ancestors) and as a <meta> that hashes
// every inline block, and home, the wallet and the games (in-house jump over its SSE stream, a
// provider game and a PG Soft game in their frames) run under it without a single violation.
import { expect, test, type Page } from '@playwright/test';
import { testApiBase, type BrandTestMeta } from './config';
import { registerE2ePlayer, seedSignedIn } from './players';

/** The directives of a policy, by name. */
function directives(policy: string | null | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** What a strict brand policy must say, header or meta. */
function expectStrict(policy: Map<string, string[]>): void {
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('script-src')).toContain("'self'");
  for (const list of [policy.get('script-src'), policy.get('style-src')]) {
    expect(list).toBeDefined();
    expect(list).not.toContain("'unsafe-inline'");
    expect(list).not.toContain("'unsafe-eval'");
    expect(list).not.toContain('*');
  }
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('connect-src')).toBeDefined();
}

/** Scrolls the page to its end (lazy images load) and waits until every image has loaded or failed. */
async function loadEveryImage(page: Page): Promise<void> {
  // The app scrolls its own container (not the window): lazy tiles load as they come into it.
  await page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>('[data-scroll-container]') ?? document.scrollingElement ?? document.body;
    for (let y = 0; y < scroller.scrollHeight; y += 400) {
      scroller.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    scroller.scrollTo(0, 0);
  });
  // Not 'networkidle': a signed-in page keeps its balance stream (server-sent events) open, so the
  // network is never idle. Every image complete, twice half a second apart (a lazy one the scroll
  // woke may start a moment later).
  await page.waitForLoadState('load');
  const allComplete = () => page.evaluate(() => [...document.images].every((img) => img.complete));
  await expect.poll(allComplete).toBe(true);
  await page.waitForTimeout(500);
  await expect.poll(allComplete).toBe(true);
}

export function cspFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  const phone = `09${String(Date.now() + 7).slice(-9)}`;
  let page: Page;
  const violations: string[] = [];
  const errors: string[] = [];

  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ browser }) => {
    const session = await registerE2ePlayer(apiBase, phone);
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (err) => errors.push(err.message));
    // Chromium reports each refusal on the console of the frame it happened in; the listener
    // below reports the securitypolicyviolation events there too (every frame runs it).
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
      });
    });
    await seedSignedIn(page, session);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the page is served with a strict policy header and a <meta> that hashes every inline block', async () => {
    const response = await page.goto('./');
    expect(response).not.toBeNull();
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    const header = directives(headers['content-security-policy']);
    expectStrict(header);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('connect-src')).toContain(apiBase);

    const meta = directives(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'));
    expectStrict(meta);
    // A <meta> cannot carry frame-ancestors; otherwise it is the header's policy.
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(new Map([...header].filter(([name]) => name !== 'frame-ancestors'))).toEqual(meta);
    const inline = await page.evaluate(async () => {
      const blocks = [...document.querySelectorAll('script:not([src]), style')].map((el) => ({ tag: el.tagName.toLowerCase(), text: el.textContent ?? '' }));
      return Promise.all(
        blocks.map(async ({ tag, text }) => {
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
          return { tag, hash: `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'` };
        }),
      );
    });
    // Only what the build wrote: styles that React or a library adds later are CSS files (vanilla-extract).
    for (const { tag, hash } of inline) expect(meta.get(tag === 'script' ? 'script-src' : 'style-src')).toContain(hash);
  });

  test('home renders without a violation', async () => {
    await page.goto('./#/');
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    // A third-party game tile (lazy, below the fold): its art comes from the API server.
    const tile = page.locator('[data-game-card][data-provider="JILI"]').first();
    // The tile draws its art once it has been in view (useInViewOnce). Under a full test run the
    // lobby can still grow above it after the scroll and push it out before the observer reports;
    // a player would scroll again, and so does the test (an image that failed to load stays a
    // fallback tile, with no <img>, and still fails this).
    await expect(async () => {
      await tile.scrollIntoViewIfNeeded();
      await expect(tile.locator('img')).toHaveAttribute('src', new RegExp(`^${apiBase}/`), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await loadEveryImage(page);
    expect(violations).toEqual([]);
  });

  test('the wallet renders without a violation', async () => {
    await page.goto('./#/wallet');
    await expect(page.getByTestId('wallet-main')).toHaveText('₱0.00');
    await loadEveryImage(page);
    expect(violations).toEqual([]);
  });

  test('in-house jump (live state over SSE) runs without a violation', async () => {
    await page.goto('./#/games/og?id=10003');
    // The phase is a live region (empty while a round runs): the live state has arrived once it names one.
    await expect(page.getByTestId('jump-phase')).toHaveAttribute('data-phase', /^(betting|running|crashed)$/);
    await expect(page.getByTestId('game-mode')).toBeVisible();
    // A few state events over the stream.
    await page.waitForTimeout(2_500);
    expect(violations).toEqual([]);
  });

  test('a provider game opens in its frame and leaves by its backUrl without a violation', async () => {
    await page.goto('./#/games/collection?id=2&provider=jili&backUrl=%2F');
    const frame = page.frameLocator('[data-page="provider-game"] iframe');
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    // The slot's own script ran (its policy hashes it) and called back to its server.
    await expect(frame.locator('#balance')).toHaveText('₱0.00');
    // One back control (issue 23 item 6): the sandbox slot hides its own inside the app's frame, and
    // the app's Exit game follows the backUrl; the app is never framed in the game.
    await expect(frame.getByRole('button', { name: '← Back' })).toBeHidden();
    await page.getByRole('button', { name: 'Exit game' }).click();
    await expect(page.locator('[data-page="home"]')).toBeVisible();
    expect(page.frames()).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  test('a PG Soft game opens by its launch URL, not as inline HTML under the app policy', async () => {
    await page.goto('./#/games/pg?id=1543462');
    const frame = page.frameLocator('[data-page="provider-game"] iframe');
    await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(page.locator('[data-page="provider-game"] iframe')).not.toHaveAttribute('srcdoc');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}
