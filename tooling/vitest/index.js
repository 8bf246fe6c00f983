// Shared Vitest preset. Tests live beside the code as *.test.ts(x); browser flows live in e2e/
// and run under Playwright instead.
import { defineConfig, mergeConfig } from 'vitest/config';

/** @type {import('vitest/config').UserConfig} */
export const base = {
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    environment: 'node',
    restoreMocks: true,
    // `pnpm test` runs two suites at once on a 2-core machine: 5 s (Vitest's default) is too tight
    // for a loaded run. Long simulations still set their own, larger timeout.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
    },
  },
};

/**
 * @param {import('vitest/config').UserConfig} [overrides]
 */
export function definePeryaConfig(overrides = {}) {
  return defineConfig(mergeConfig(base, overrides));
}

export default definePeryaConfig;
