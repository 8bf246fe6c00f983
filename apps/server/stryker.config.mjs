// Mutation run of the server modules that move or guard money (README "Mutation testing"; `pnpm
// mutation` at the repo root): the ledger, the wallet, bonuses, engagement rewards, protection
// limits, lotto and trading settlement, and the game provider's wallet callbacks. Stryker runs
// only the tests that reach a mutant, but these are contract tests over a real database: run one
// file at a time while working (`pnpm mutation server src/modules/ledger/ledger.ts`).
import { createRequire } from 'node:module';

// Stryker looks for its plugins beside its own install; pnpm keeps the runner elsewhere.
const vitestRunner = createRequire(import.meta.url).resolve('@stryker-mutator/vitest-runner');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: [vitestRunner],
  vitest: { configFile: 'vitest.config.ts' },
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level table: market rules, prize tables, statuses) reruns every test
  // that imports its file, most of the suite: hours on the 2-core machine. They are reported as
  // ignored (the "ignored" column of `pnpm mutation`); the tables have tests of their own.
  ignoreStatic: true,
  mutate: [
    'src/modules/ledger/**/*.ts',
    'src/modules/wallet/**/*.ts',
    'src/modules/bonus/**/*.ts',
    'src/modules/engagement/**/*.ts',
    'src/modules/protection/**/*.ts',
    'src/modules/lotto/**/*.ts',
    'src/modules/trading/**/*.ts',
    'src/modules/games/provider/wallet.ts',
    '!src/**/*.test.ts',
  ],
  // `pnpm mutation` passes the committed results in and merges them back (README "Mutation testing").
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  concurrency: 2,
  // Contract tests start a server and a database per file: slower than the pure packages.
  timeoutMS: 20_000,
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowEmojis: false, logTests: false },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
