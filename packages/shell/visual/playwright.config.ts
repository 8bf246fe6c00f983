// The visual check of the page stories (README "Visual regression"): the static page Storybook,
// served as built, each page story at 375 × 812 in Debian's chromium, compared with the committed
// baselines in visual/baselines/. `pnpm visual:update` rewrites the baselines.
import { createRequire } from 'node:module';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '@perya/playwright-config';

/** The shared static server (tooling/playwright/staticServer.js), run as a script. */
const staticServer = createRequire(import.meta.url).resolve('@perya/playwright-config/static-server');

/** PERYA_VISUAL_PORT, else 6108 plus the e2e port offset (helpers running side by side). */
const port = Number(process.env['PERYA_VISUAL_PORT'] ?? 6108 + Number(process.env['PERYA_E2E_PORT_OFFSET'] ?? 0));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../test-results/visual',
  fullyParallel: true,
  workers: 2,
  // One retry absorbs a story that a busy 2-core machine did not render in time (not a pixel change: a changed page fails both tries).
  retries: 1,
  reporter: [['dot']],
  timeout: 60_000,
  expect: {
    // A pixel counts as changed past 0.2 of colour distance (anti-aliasing stays under it); a page
    // fails past 0.2 % of its pixels (about 600 of 375 × 812), so a moved word or a new colour fails.
    toHaveScreenshot: { threshold: 0.2, maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    browserName: 'chromium',
    launchOptions,
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
  },
  webServer: {
    command: `node ${JSON.stringify(staticServer)} ../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
