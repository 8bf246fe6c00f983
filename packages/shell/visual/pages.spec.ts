// Every page story, in every brand theme in en-PH, and the text-heavy pages in every locale: the
// screen (375 × 812) against its committed baseline, axe with no violation, and no call the fake
// x2 server could not answer. Reads the story list of the built Storybook (storybook-static/).
// Each worker loads Storybook's preview once and switches stories and globals through its channel
// (no reload per screen: the preview bundle is the slow part on a 2-core machine).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const clock = JSON.parse(readFileSync(path.join(root, 'fake', 'clock.json'), 'utf8')) as { now: string };
const index = JSON.parse(readFileSync(path.join(root, 'storybook-static', 'index.json'), 'utf8')) as {
  entries: Record<string, { id: string; type: string; tags?: string[] }>;
};
const THEMES = ['main', 'child', 'invite', 'blackGoldV3', 'blackGoldV4'] as const;
const LOCALES = ['en-PH', 'id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'] as const;
/**
 * The pages shot in every locale (main theme): the ones with the most text in the least room, where
 * a longer language overflows first (forms with labels and hints, lists of rules and menus).
 */
const TEXT_HEAVY = ['pages--login', 'pages--account', 'pages--cash-out', 'pages--task'];

/** The page stories but the aliases (a second path of a page another story shows, see Pages.stories.tsx). */
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.tags?.includes('page') && !entry.tags.includes('alias'));

interface PreviewWindow {
  __x2Pending?: number;
  __x2Missing?: string[];
  __rendered?: string | null;
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void; on(event: string, fn: (data: unknown) => void): void };
}

/** Loads the preview at a URL and listens for its render events; axe is added to the page. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-scroll-container]').waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const w = window as unknown as PreviewWindow;
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyRendered', (id) => (w.__rendered = String(id)));
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyErrored', () => (w.__rendered = 'error'));
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyThrewException', () => (w.__rendered = 'error'));
  });
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
}

/** One preview page per worker, its clock fixed at the fake data's moment. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(clock.now));
      await open(page, `/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story`);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story in a theme and locale and waits until its data and fonts are in. */
async function show(page: Page, id: string, theme: string, locale: string): Promise<void> {
  await page.evaluate(
    ({ id, theme, locale }) => {
      const w = window as unknown as PreviewWindow;
      w.__rendered = null;
      w.__x2Missing = [];
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme, locale } });
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id, theme, locale },
  );
  const rendered = (story: string) => (window as unknown as PreviewWindow).__rendered === story || (window as unknown as PreviewWindow).__rendered === 'error';
  try {
    await page.waitForFunction(rendered, id, { timeout: 20_000 });
  } catch {
    // Switching stories in place is a speed-up of this runner, not what a designer does: a story
    // that does not report its render after a switch (seen with the lobby's URL-kept filters) is
    // loaded on its own, as Storybook's own URL opens it.
    await open(page, `/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`);
  }
  const error = await page.evaluate(() =>
    (window as unknown as PreviewWindow).__rendered === 'error' ? (document.querySelector('#error-message')?.textContent ?? 'error') : '',
  );
  expect(error, 'the story renders without an error').toBe('');
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
  // Quiet: no call in flight on three looks 100 ms apart (a page's second call starts after its first).
  await page.waitForFunction(
    () => {
      const w = window as unknown as PreviewWindow & { __quiet?: number };
      w.__quiet = w.__x2Pending === 0 ? (w.__quiet ?? 0) + 1 : 0;
      return w.__quiet >= 3;
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const missing = await page.evaluate(() => (window as unknown as PreviewWindow).__x2Missing ?? []);
  expect(missing, 'every call the page makes has an answer in fake/x2Data.ts').toEqual([]);
}

async function axeViolations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<{ violations: { id: string; help: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
  });
}

/**
 * Pages whose picture moves on its own, so two runs differ: the colour game's board draws a fresh
 * sandbox round and the trade chart follows the price tick. axe still checks them; their pixels
 * are not compared until their stories pin the round and the tick.
 */
const MOVING = ['pages--color-game', 'pages--trade-detail'];

for (const story of stories) {
  const name = story.id.replace(/^pages--/, '');
  const pixels = !MOVING.includes(story.id);
  for (const theme of THEMES) {
    test(`${name} ${theme}`, async ({ preview }) => {
      await show(preview, story.id, theme, 'en-PH');
      if (pixels) await expect(preview).toHaveScreenshot(`${name}.${theme}.png`);
      expect(await axeViolations(preview), 'axe finds no violation').toEqual([]);
    });
  }
  if (!TEXT_HEAVY.includes(story.id)) continue;
  for (const locale of LOCALES.filter((code) => code !== 'en-PH')) {
    test(`${name} main ${locale}`, async ({ preview }) => {
      await show(preview, story.id, 'main', locale);
      await expect(preview).toHaveScreenshot(`${name}.main.${locale}.png`);
    });
  }
}

test('every text-heavy page named here has a story', () => {
  expect(TEXT_HEAVY.filter((id) => !stories.some((story) => story.id === id))).toEqual([]);
});
