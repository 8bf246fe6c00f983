// Every page story in every brand theme, in en-PH: the screen (375 × 812) against its committed
// baseline and axe with no violation. The other seven locales, page by page in the main theme: axe
// with no violation and no text running off the screen or cut off (no pixels: a longer word moves
// everything under it, and the en-PH screens already pin the look). Every check also fails on a
// call the fake x2 server could not answer. Reads the story list of the built Storybook
// (storybook-static/).
//
// Each worker loads Storybook's preview once and then switches stories and globals through its
// channel, one step at a time: a switch is sent only once the last render has finished (Storybook's
// `storyFinished`, after its afterEach hooks), since Storybook reloads the whole preview when it
// must tear down a render still in progress. A reload fails the check with that message.
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
/** The locale of the screens compared pixel by pixel. */
const PIXEL_LOCALE = 'en-PH';
const OTHER_LOCALES = ['id-ID', 'ms-MY', 'es-MX', 'pt-BR', 'zh-CN', 'en-IN', 'en-MY'] as const;

/** The page stories but the aliases (a second path of a page another story shows, see Pages.stories.tsx). */
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.tags?.includes('page') && !entry.tags.includes('alias'));

interface PreviewWindow {
  __x2Pending?: number;
  __x2Missing?: string[];
  /** Set by the runner after the preview loaded; gone if the preview reloaded. */
  __runner?: true;
  __finished: string[];
  __errors: string[];
  __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
}

/** What a worker's preview shows now. */
interface Shown {
  story: string | null;
  theme: string;
  locale: string;
}

/**
 * Before any script of the preview: records every finished render and every story error from the
 * moment Storybook creates its channel (the first story's render included).
 */
function recordStoryEvents() {
  const w = window as unknown as PreviewWindow;
  // Every file the preview loads stays counted (the quiet check), past the default 250 entries.
  performance.setResourceTimingBufferSize(100_000);
  w.__finished = [];
  w.__errors = [];
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on(event: string, fn: (data: unknown) => void): void }) {
      channel = value;
      value.on('storyFinished', (data) => w.__finished.push(String((data as { storyId: string }).storyId)));
      for (const event of ['storyErrored', 'storyThrewException', 'storyMissing']) {
        value.on(event, (data) => w.__errors.push(`${event}: ${JSON.stringify(data)}`));
      }
    },
  });
}

/** One preview page per worker, its clock fixed at the fake data's moment, axe added. */
const test = base.extend<object, { preview: { page: Page; shown: Shown } }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(clock.now));
      await page.addInitScript(recordStoryEvents);
      const first = stories[0]?.id ?? '';
      // The a11y addon's own axe run after each render is for designers; the check runs axe itself
      // once the page's data is in.
      await page.goto(`/iframe.html?id=${first}&viewMode=story&globals=theme:main;locale:${PIXEL_LOCALE};a11y.manual:!true`);
      await page.waitForFunction((id) => (window as unknown as PreviewWindow).__finished.includes(id), first, { timeout: 90_000 });
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      await page.evaluate(() => ((window as unknown as PreviewWindow).__runner = true));
      await use({ page, shown: { story: first, theme: 'main', locale: PIXEL_LOCALE } });
      await context.close();
    },
    // The first load of the preview bundle, on a busy 2-core machine, and again after a failure
    // (Playwright then starts a new worker).
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** Sends `event` to the preview and waits until `story` has finished rendering after it. */
async function renderAfter(page: Page, story: string, event: string, data: unknown): Promise<void> {
  const before = await page.evaluate(
    ({ event, data }) => {
      const w = window as unknown as PreviewWindow;
      const count = w.__finished.length;
      w.__STORYBOOK_ADDONS_CHANNEL__.emit(event, data);
      return count;
    },
    { event, data },
  );
  await page.waitForFunction(
    ({ story, before }) => {
      const w = window as unknown as PreviewWindow;
      if (w.__runner !== true) throw new Error('Storybook reloaded the preview (it tore down a render still in progress)');
      return w.__errors.length > 0 || w.__finished.slice(before).includes(story);
    },
    { story, before },
    { timeout: 30_000 },
  );
}

/** Shows a story in a theme and locale and waits until its data and fonts are in. */
async function show(preview: { page: Page; shown: Shown }, id: string, theme: string, locale: string): Promise<void> {
  const { page, shown } = preview;
  await page.evaluate(() => ((window as unknown as PreviewWindow).__x2Missing = []));
  if (shown.theme !== theme || shown.locale !== locale) {
    // The story on screen renders again in the new globals (a story's loaders read them).
    await renderAfter(page, shown.story ?? id, 'updateGlobals', { globals: { theme, locale } });
    Object.assign(shown, { theme, locale });
  }
  if (shown.story !== id) {
    shown.story = null;
    await renderAfter(page, id, 'setCurrentStory', { storyId: id, viewMode: 'story' });
    shown.story = id;
  }
  const errors = await page.evaluate(() => (window as unknown as PreviewWindow).__errors.splice(0));
  expect(errors, 'the story renders without an error').toEqual([]);
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', theme);
  // Quiet: no call in flight and no file newly loaded (a lazy page part such as a game's view, on
  // a worker that has not loaded it yet) on three looks 100 ms apart (a page's second call starts
  // after its first).
  await page.waitForFunction(
    () => {
      const w = window as unknown as PreviewWindow & { __quiet?: number; __files?: number };
      const files = performance.getEntriesByType('resource').length;
      w.__quiet = w.__x2Pending === 0 && files === w.__files ? (w.__quiet ?? 0) + 1 : 0;
      w.__files = files;
      return w.__quiet >= 3;
    },
    undefined,
    { polling: 100, timeout: 15_000 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Every page has its level-one heading once drawn (axe checks it): on a busy machine a lazy
  // view (the colour game's) was seen to commit after the quiet looks, and axe ran on its skeleton.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached({ timeout: 15_000 });
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
 * Text that does not fit: the page scrolls sideways, or a text element's words are cut off (wider
 * than its box, clipped, without an ellipsis the design chose).
 */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const scroller = document.querySelector<HTMLElement>('[data-scroll-container]');
    for (const box of [document.documentElement, scroller]) {
      if (box && box.scrollWidth > box.clientWidth + 1) found.push(`${box === scroller ? 'the page' : 'the document'} scrolls sideways (${box.scrollWidth} > ${box.clientWidth} px)`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      // A visually hidden text for screen readers (1 px, clipped) is not on the screen to fit.
      if (!ownText || element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' || style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (element.scrollWidth > element.clientWidth + 1) found.push(`"${(element.textContent ?? '').trim().slice(0, 40)}" is cut off (${element.scrollWidth} > ${element.clientWidth} px)`);
    }
    return found;
  });
}

// Theme by theme, so a worker's next screen mostly changes only the story.
for (const theme of THEMES) {
  for (const story of stories) {
    const name = story.id.replace(/^pages--/, '');
    test(`${name} ${theme}`, async ({ preview }) => {
      await show(preview, story.id, theme, PIXEL_LOCALE);
      await expect(preview.page).toHaveScreenshot(`${name}.${theme}.png`);
      expect(await axeViolations(preview.page), 'axe finds no violation').toEqual([]);
    });
  }
}

for (const locale of OTHER_LOCALES) {
  for (const story of stories) {
    const name = story.id.replace(/^pages--/, '');
    test(`${name} main ${locale}`, async ({ preview }) => {
      await show(preview, story.id, 'main', locale);
      expect(await overflow(preview.page), 'every text fits the screen').toEqual([]);
      expect(await axeViolations(preview.page), 'axe finds no violation').toEqual([]);
    });
  }
}
