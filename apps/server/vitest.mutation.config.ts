import { definePeryaConfig } from '@perya/vitest-config';

// The tests of a mutation run over the money modules (stryker.config.mjs, README "Mutation
// testing"): the suites that exercise the ledger, wallet, bonuses, engagement rewards, protection
// limits, lotto and trading settlement and the provider's wallet callbacks. The whole suite (about
// 5.5 min without instrumentation) does not fit Stryker's initial test run, and a mutant is only
// worth the tests that state its rules.
const shared = definePeryaConfig({ test: { maxWorkers: 2 } });

// PERYA_MUTATION_TESTS (comma-separated globs) narrows a run to some suites. Every suite reaches
// the ledger, so a surviving mutant of ledger.ts would rerun all of them (about 2 h for the file on
// the 2-core machine); its own suites take minutes (README "Mutation testing").
const only = process.env.PERYA_MUTATION_TESTS?.split(',').filter((glob) => glob !== '');

// Set after the merge: mergeConfig would add these to the preset's include, not replace it.
export default {
  ...shared,
  test: {
    ...shared.test,
    include: only ?? [
      'src/modules/wallet/**/*.test.ts',
      'test/ledger*.test.ts',
      'test/wallet*.test.ts',
      'test/promotions*.test.ts',
      'test/engagement*.test.ts',
      'test/protection*.test.ts',
      'test/lotto*.test.ts',
      'test/trading.contract.test.ts',
      'test/trading.settlement.test.ts',
      'test/providerWallet*.test.ts',
      // The provider wallet's callbacks through the real server (launch, signed callbacks, switches).
      'test/games.contract.test.ts',
      'test/security/gameSwitches.test.ts',
      'test/idempotency.test.ts',
      'test/withdrawalFeedback*.test.ts',
      'test/groupCommit.test.ts',
      'test/balanceStream.test.ts',
      'test/security/cashout.test.ts',
      'test/security/providerCredits.test.ts',
      // The payout and payment providers' flows (webhooks that settle withdrawals and deposits).
      'test/xendit.test.ts',
      'test/mercadoPago.flow.test.ts',
    ],
  },
};
