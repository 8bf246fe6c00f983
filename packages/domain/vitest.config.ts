import { definePeryaConfig } from '@perya/vitest-config';

// packages/domain must stay ≥ 95 % covered (issue 2).
export default definePeryaConfig({
  test: {
    coverage: {
      thresholds: { lines: 95, statements: 95, functions: 95, branches: 90 },
    },
  },
});
