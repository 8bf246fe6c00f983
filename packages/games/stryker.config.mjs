// Mutation run of the game engines the server settles with (README "Mutation testing"; `pnpm
// mutation` at the repo root). Stryker runs only the tests that reach a mutant.
import { strykerConfig } from '@perya/stryker-config';

export default strykerConfig({ mutate: ['src/engines/**/*.ts', '!src/engines/**/*.test.ts', '!src/engines/test/**'] });
