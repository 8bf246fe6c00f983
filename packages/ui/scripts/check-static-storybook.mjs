// Checks the static Storybook build the way a designer uses it: opens storybook-static/ from a
// plain file server (no dev server), switches the theme and the locale from the toolbar and checks
// the story follows, and that the "all themes" view shows every brand. Run by `storybook:build`,
// so the root test command (and CI) fails when the static build cannot be browsed.
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@perya/playwright-config';
import { serveStatic } from '@perya/playwright-config/static-server';

const server = await serveStatic(path.resolve(import.meta.dirname, '..', 'storybook-static'));
const base = server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** @param {boolean} condition @param {string} message */
function check(condition, message) {
  if (!condition) throw new Error(`Static Storybook: ${message}`);
  console.log(`ok - ${message}`);
}

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/index.html?path=/story/components-passwordinput--default`);
  const preview = page.frameLocator('#storybook-preview-iframe');
  const themed = preview.locator('[data-theme]').first();
  await themed.waitFor({ timeout: 60_000 });
  check((await themed.getAttribute('data-theme')) === 'main', 'a story opens in the main theme');

  // Theme toolbar: pick Black-gold v4 and the story re-renders in it.
  await page.getByRole('button', { name: /^Brand theme/ }).click();
  await page.getByRole('option', { name: 'Black-gold v4' }).click();
  await preview.locator('[data-theme="blackGoldV4"]').waitFor({ timeout: 15_000 });
  check(true, 'the theme toolbar switches the story to Black-gold v4');

  // Locale toolbar: pick zh-CN and the component's own labels follow.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('option', { name: /^zh-CN/ }).click();
  await preview.getByRole('button', { name: /显示密码|隐藏密码/ }).waitFor({ timeout: 15_000 });
  check(true, 'the locale toolbar switches the labels to zh-CN');

  // "All themes side by side" renders one copy per brand.
  await page.goto(`${base}/iframe.html?id=components-button--primary&viewMode=story&globals=theme:all`);
  const frame = page.locator('[data-theme]');
  await frame.first().waitFor({ timeout: 60_000 });
  const names = await frame.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-theme')));
  check(
    ['main', 'child', 'invite', 'blackGoldV3', 'blackGoldV4'].every((name) => names.includes(name)),
    `the all-themes view shows every brand (${names.join(', ')})`,
  );
} finally {
  await browser.close();
  await server.close();
}
