// Checks the static Storybook build the way a designer uses it: opens storybook-static/ from a
// plain file server (no dev server), switches the theme and the locale from the toolbar and checks
// the story follows, and that the "all themes" view shows every brand. Run by `storybook:build`,
// so the root test command (and CI) fails when the static build cannot be browsed.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@perya/playwright-config';

const root = path.resolve(import.meta.dirname, '..', 'storybook-static');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
  const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
  readFile(target).then(
    (body) => {
      response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
      response.end(body);
    },
    () => {
      response.writeHead(404);
      response.end();
    },
  );
});

await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
  server.close();
}
