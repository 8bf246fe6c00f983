// The real server process (src/serve.ts, configured by the environment) with a faster jump, so a
// round of the cluster test lasts seconds: 2x at 2.3 s of flight instead of 11.6 s, bets for 3 s.
import { DEFAULT_GAME_CONFIGS } from '@perya/games/engines';
import { serve } from '../../src/serve';

export const TEST_JUMP = { ...DEFAULT_GAME_CONFIGS.jump, growthPerMs: 0.0003, bettingWindowMs: 3_000 };

serve({ gameConfigs: { ...DEFAULT_GAME_CONFIGS, jump: TEST_JUMP } }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
