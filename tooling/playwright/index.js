// Shared Playwright preset. Browsers are Debian's chromium (apt-get install chromium); Playwright
// never downloads one. The flags keep Chromium off the closed network of these machines.
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** Launch options for playwright-core's chromium.launch(). */
export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** A phone: the design width of the product (375 × 812). */
export const phone = {
  ...devices['Pixel 5'],
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 2,
};

/**
 * @param {import('@playwright/test').PlaywrightTestConfig} config
 */
export function definePeryaConfig(config) {
  return defineConfig({
    testDir: './e2e',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    // Waits, not measurements (speed has its own benchmarks): the test command runs two brands'
    // servers and browsers at once on a 2-core machine, where a first visit to a lazy page has been
    // seen to take 10-20 s. A passing wait ends as soon as its condition holds.
    timeout: 30_000,
    expect: { timeout: 15_000 },
    ...config,
    use: {
      ...phone,
      browserName: 'chromium',
      launchOptions,
      trace: 'retain-on-failure',
      ...config.use,
    },
  });
}

export default definePeryaConfig;
