// Unit tests beside the code in happy-dom; vanilla-extract styles compile as in the apps.
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'happy-dom',
    restoreMocks: true,
    setupFiles: ['./test/setup.ts'],
    // Two suites share 2 cores in `pnpm test` (the preset's numbers; see tooling/vitest).
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
