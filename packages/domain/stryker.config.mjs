// Mutation run of the pure rules (README "Mutation testing"; `pnpm mutation` at the repo root).
import { strykerConfig } from '../../tooling/scripts/stryker.base.mjs';

export default strykerConfig({ mutate: ['src/**/*.ts', '!src/**/*.test.ts'] });
