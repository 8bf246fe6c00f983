// Mutation run of the pure rules (README "Mutation testing"; `pnpm mutation` at the repo root).
import { strykerConfig } from '@perya/stryker-config';

export default strykerConfig({ mutate: ['src/**/*.ts', '!src/**/*.test.ts'] });
