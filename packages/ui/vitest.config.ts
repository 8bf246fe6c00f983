// Three projects, all run by `pnpm test`: unit tests (*.test.tsx) in happy-dom; every story as a
// browser test (play functions + the full axe rule set, main theme) in Debian's chromium; and the
// browser tests (*.browser.test.tsx: every story in every theme with axe and touch targets, and
// the safe-area layout under emulated insets).
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@perya/playwright-config';
import { base } from '@perya/vitest-config';

const dirname = import.meta.dirname;

// A fresh object per project: Vitest writes each project's name into its browser instances.
const browser = () => ({
  enabled: true,
  headless: true,
  // Reduced motion: popups and toasts enter without animation, so a check right after render does
  // not catch a popup at opacity 0 (its first keyframe) on a busy machine. Motion is seen by eye.
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    contextOptions: { reducedMotion: 'reduce' },
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Pre-bundled up front: a dependency found mid-run makes Vite reload the page and fail tests.
const optimizeDeps = {
  include: [
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@vanilla-extract/dynamic',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ],
};

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
          exclude: [...(base.test?.exclude ?? []), 'src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['./test/setup.ts'],
          // One happy-dom for all files: about 6x faster on this machine. The setup file unmounts,
          // restores real timers and unstubs globals after every test, so files cannot leak state.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        optimizeDeps,
        test: {
          name: 'storybook',
          browser: browser(),
          // All story files in one page instead of a fresh iframe each: about 2.5x faster here.
          // Storybook unmounts every story after its test; the suite passes in shuffled order.
          isolate: false,
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        optimizeDeps: { ...optimizeDeps, include: [...optimizeDeps.include, 'axe-core', '@storybook/react-vite'] },
        test: {
          name: 'themes',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
        },
      },
    ],
  },
});
