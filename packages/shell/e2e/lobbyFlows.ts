// Browser tests of the lobby every brand app runs (issue 24 §5): the home's category chips filter
// the games and keep the choice in the URL (back, forward and reload bring it back), the search
// finds a game whatever the case of what was typed, the provider chips (named as players know the
// providers) show one brand's games, and
// a real win by a test player (a dice round paid through the ledger) shows in the winners ticker.
import { expect, test, type Page } from '@playwright/test';
import { BRAND_NAMES, formatMoney } from '@perya/domain';
import { testApiBase, type BrandTestMeta } from './config';
import { call } from './api';
import { SEEN_DAILY_POPUPS, fundedE2ePlayer, liveToken, seedSignedIn } from './players';

interface ListedGame {
  readonly gameProvider: string;
  readonly gameId: string;
  readonly gameName: string;
  readonly gameType: string;
  readonly brand: string;
}

/** What funds the test player's dice rounds (minor units): ₱1,000. */
const DEPOSIT = 100_000;
/** A dice round staking ₱150 at a 95 % chance pays a little above its stake: above the ticker's ₱100. */
const DICE_BET = { game: 'dice', stake: 15_000, chanceX100: 9_500, direction: 'under' } as const;

export function lobbyFlows(params: BrandTestMeta): void {
  const apiBase = testApiBase(params);
  // A fresh phone per brand and run (09 + 9 digits; the api port keeps parallel brands apart).
  const phone = `09${String(params.testPorts.api + 24).slice(-2)}${String(Date.now()).slice(-7)}`;
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let token = '';
  let games: readonly ListedGame[] = [];
  const errors: string[] = [];

  const home = () => page.locator('[data-page="home"]');
  const count = () => home().getByTestId('game-count');
  const countOf = (n: number) => `Games: ${n}`;

  test.beforeAll(async ({ browser }) => {
    const session = await fundedE2ePlayer(apiBase, phone, DEPOSIT);
    token = session.token;
    games = (await call<{ list: ListedGame[] }>(`${apiBase}/game/all-list`, {}, token)).list;
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await seedSignedIn(page, session, [...SEEN_DAILY_POPUPS, 'jumpToMain', 'migrateOver', 'playInMain']);
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('the category chips filter the games and the URL keeps the choice through back, forward and reload', async () => {
    await page.goto('./#/');
    const categories = home().getByRole('list', { name: 'Game categories' });
    await expect(categories.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    // Every chip is a full touch target.
    const box = await categories.getByRole('button', { name: 'Fishing' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await categories.getByRole('button', { name: 'Fishing' }).click();
    const fishing = games.filter((g) => g.gameType === 'Fishing');
    expect(fishing.length).toBeGreaterThan(0);
    await expect(count()).toHaveText(countOf(fishing.length));
    await expect(categories.getByRole('button', { name: 'Fishing', pressed: true })).toBeVisible();
    expect(page.url()).toContain('type=Fishing');
    await expect(home().getByRole('list', { name: 'Fishing' }).getByText(fishing[0]!.gameName, { exact: true }).first()).toBeVisible();

    await page.goBack();
    await expect(categories.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await expect(count()).toHaveCount(0);
    await page.goForward();
    await expect(categories.getByRole('button', { name: 'Fishing', pressed: true })).toBeVisible();
    await page.reload();
    await expect(home().getByRole('list', { name: 'Game categories' }).getByRole('button', { name: 'Fishing', pressed: true })).toBeVisible();
    await expect(count()).toHaveText(countOf(fishing.length));

    // "All" clears the category.
    await categories.getByRole('button', { name: 'All' }).click();
    await expect(count()).toHaveCount(0);
  });

  test('the search finds a game whatever the case typed', async () => {
    await page.goto('./#/');
    // Part of a third-party game's name, typed in capitals (no spaces: the search trims them).
    const target = games.find((g) => g.gameProvider !== 'og' && /^\S{5}/u.test(g.gameName.slice(1)))!;
    const query = target.gameName.slice(1, 6).toUpperCase();
    const expected = games.filter((g) => g.gameName.toLowerCase().includes(query.toLowerCase()));
    const search = home().getByRole('searchbox', { name: 'Search by game name' });
    await search.fill(query);
    await expect(count()).toHaveText(countOf(expected.length));
    await expect(home().getByText(target.gameName, { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(home().getByRole('searchbox', { name: 'Search by game name' })).toHaveValue(query);
    await home().getByRole('button', { name: 'Clear search' }).click();
    await expect(count()).toHaveCount(0);
  });

  test('the provider chips show one brand’s games', async () => {
    await page.goto('./#/');
    const providers = home().getByRole('list', { name: 'Game providers' });
    const brand = 'PGSOFT';
    const ofBrand = games.filter((g) => g.brand === brand);
    expect(ofBrand.length).toBeGreaterThan(0);
    // The chip says the provider's name; the URL keeps its code.
    await providers.getByRole('button', { name: BRAND_NAMES[brand], exact: true }).click();
    await expect(count()).toHaveText(countOf(ofBrand.length));
    expect(page.url()).toContain(`brand=${brand}`);
    // With a category: both apply.
    const slots = ofBrand.filter((g) => g.gameType === 'CasinoSlot');
    await home().getByRole('list', { name: 'Game categories' }).getByRole('button', { name: 'Slots' }).click();
    await expect(count()).toHaveText(countOf(slots.length));
    await home().getByRole('button', { name: 'Reset' }).first().click();
    await expect(count()).toHaveCount(0);
  });

  test('a real win by a test player appears in the winners ticker', async () => {
    // The app renewed the session at start-up: the live token is the one it holds.
    const live = await liveToken(page);
    let payout = 0;
    for (let i = 0; i < 6 && payout === 0; i++) {
      const played = await call<{ round: { payout: number } }>(`${apiBase}/x2/og/play`, { requestId: `lobby-e2e-${Date.now()}-${i}`, bet: DICE_BET }, live);
      payout = played.round.payout;
    }
    expect(payout).toBeGreaterThan(DICE_BET.stake);
    const amount = formatMoney(payout);
    // The server keeps its list a few seconds, the page its copy until it refetches (30 s): a fresh
    // load of home asks again, and shows the win once the server's copy has expired.
    await page.goto('./#/');
    await expect(async () => {
      await page.reload();
      const ticker = home().getByRole('region', { name: 'Big wins' });
      await expect(ticker.getByRole('listitem').filter({ hasText: amount }).filter({ hasText: 'Dice' }).first()).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    const item = home().getByRole('region', { name: 'Big wins' }).getByRole('listitem').filter({ hasText: amount }).first();
    // The winner's name is masked (spec §5): three characters and ***.
    await expect(item).toContainText(/^.{3}\*\*\*/u);
    expect(errors).toEqual([]);
  });
}
