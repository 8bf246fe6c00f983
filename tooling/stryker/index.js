// The Stryker settings every mutation run shares (README "Mutation testing"; `pnpm mutation` at the
// repo root). Each package's stryker.config.mjs names what it mutates and what differs.
import { createRequire } from 'node:module';

// Stryker looks for its plugins beside its own install; pnpm keeps the runner elsewhere (the root's).
const vitestRunner = createRequire(import.meta.url).resolve('@stryker-mutator/vitest-runner');

/**
 * @param {{ mutate: string[] } & import('@stryker-mutator/api/core').PartialStrykerOptions} options
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function strykerConfig({ mutate, ...overrides }) {
  return {
    testRunner: 'vitest',
    plugins: [vitestRunner],
    vitest: { configFile: 'vitest.config.ts' },
    coverageAnalysis: 'perTest',
    // A static mutant (a module-level table: market rules, prize tables, statuses) reruns every test
    // that imports its file, most of the suite: hours on the 2-core machine. They are reported as
    // ignored (the "ignored" column of `pnpm mutation`); the tables have tests of their own.
    ignoreStatic: true,
    mutate,
    // `pnpm mutation` passes the committed results in and merges them back.
    incremental: true,
    incrementalFile: 'reports/mutation/stryker-incremental.json',
    concurrency: 2,
    reporters: ['clear-text', 'progress'],
    clearTextReporter: { allowEmojis: false, logTests: false },
    thresholds: { high: 95, low: 90, break: null },
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    ...overrides,
  };
}
