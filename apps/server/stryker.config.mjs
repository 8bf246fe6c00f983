// Mutation run of the server modules that move or guard money (README "Mutation testing"; `pnpm
// mutation` at the repo root): the ledger, the wallet, bonuses, engagement rewards, protection
// limits, lotto and trading settlement, and the game provider's wallet callbacks. Stryker runs
// only the tests that reach a mutant, but these are contract tests over a real database: run one
// file at a time while working (`pnpm mutation server src/modules/ledger/ledger.ts`).
import { strykerConfig } from '@perya/stryker-config';

export default strykerConfig({
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
  // Only the suites that exercise these modules (vitest.mutation.config.ts): the whole server suite
  // takes longer than Stryker's initial test run allows. Those 24 files take 1.5 min without
  // instrumentation; with it and per-test coverage, several times that on the 2-core machine.
  vitest: { configFile: 'vitest.mutation.config.ts' },
  dryRunTimeoutMinutes: 20,
  // Contract tests start a server and a database per file: slower than the pure packages.
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 85, break: null },
});
