// Two projects: unit tests (*.test.tsx) in happy-dom, and every story as a browser test (play
// functions + axe) in Debian's chromium. `pnpm test` runs both.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@perya/playwright-config';
import { base } from '@perya/vitest-config';

const dirname = import.meta.dirname;

export default defineConfig({
  test: {
    restoreMocks: true,
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          ...base.test,
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundled up front: a dependency found mid-run makes Vite reload the page and fail tests.
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            // Reduced motion: popups and toasts enter without animation, so a play function that
            // checks visibility right after render does not catch a popup at opacity 0 (the
            // first keyframe) on a busy machine. The animations themselves are checked by eye.
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
