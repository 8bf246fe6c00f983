// Routes of the in-house games' real mode (contract: packages/api/src/contract/inhouse.ts).
import { IN_HOUSE_GAME_IDS } from '@perya/domain';
import { OG_GAMES, type OgGame } from '@perya/api/contract';
import type { GameConfigs } from '@perya/games/engines';
import type { Handlers } from '../../../http/handlers';
import { callerOf } from '../../../http/routes';
import { AppError } from '../../../http/errors';
import { isAvailable, type AvailabilityRules, type Catalogue } from '../catalogue';
import { callerSwitches } from '../routes';
import type { JumpRunner } from './jump';
import type { SabongAccess, SabongRunner } from './sabong';
import { headerValue } from '../../../http/handlers';
import { HEADERS } from '@perya/api/contract';
import type { Caller } from '../../../http/routes';
import type { SeededGames } from './seeded';

/** Whether an in-house game is switched on under these rules (jurisdiction plus the caller's brand). */
export function ogEnabled(rules: AvailabilityRules, game: OgGame): boolean {
  return isAvailable({ gameProvider: 'og', gameId: String(IN_HOUSE_GAME_IDS[game]), brand: 'PLG' }, rules);
}

export function inHouseHandlers(deps: {
  catalogue: Catalogue;
  seeded: SeededGames;
  jump: JumpRunner;
  sabong: SabongRunner;
  configs: GameConfigs;
  /** Whether sabong is on for the caller (jurisdiction, brand, market) and the video its brand plays. */
  sabongAccess: (caller: Caller | undefined, appCode: string | undefined) => SabongAccess;
}): Handlers {
  const { catalogue, seeded, jump, sabong, configs } = deps;
  return {
    async ogConfig(_input, ctx) {
      const rules = callerSwitches(catalogue, ctx);
      return {
        games: OG_GAMES.map((game) => ({
          game,
          enabled: ogEnabled(rules, game) && catalogue.find('og', String(IN_HOUSE_GAME_IDS[game])) !== undefined,
          minStake: configs[game].minStake,
          maxStake: configs[game].maxStake,
        })),
      };
    },
    async ogSeeds(input, ctx) {
      return seeded.seeds(callerOf(ctx).user.id, input.game);
    },
    async ogRotateSeeds(input, ctx) {
      return seeded.rotate(callerOf(ctx).user.id, input.game, input.clientSeed);
    },
    async ogPlay(input, ctx) {
      const result = await seeded.play(callerOf(ctx).user.id, input.requestId, input.bet, ogEnabled(callerSwitches(catalogue, ctx), input.bet.game));
      return { round: result.round, balance: result.balance };
    },
    async ogRounds(input, ctx) {
      return { list: await seeded.rounds(callerOf(ctx).user.id, input.game, input.limit ?? 20) };
    },
    async ogRound(input, ctx) {
      if (input.roundId === undefined && input.requestId === undefined) throw new AppError('VALIDATION');
      const round = await seeded.findRound(callerOf(ctx).user.id, input);
      if (round === undefined) throw new AppError('NOT_FOUND');
      return round;
    },
    async ogJumpState(_input, ctx) {
      return jump.state(ctx.caller?.user.id);
    },
    async ogJumpBet(input, ctx) {
      const userId = callerOf(ctx).user.id;
      if (!ogEnabled(callerSwitches(catalogue, ctx), 'jump')) throw new AppError('FEATURE_DISABLED');
      return jump.bet(userId, input.requestId, input.roundId, input.stake, input.autoCashOutX100);
    },
    async ogJumpCashOut(input, ctx) {
      return jump.cashOut(callerOf(ctx).user.id, input.requestId, input.roundId, input.betId);
    },
    async ogSabongState(_input, ctx) {
      return sabong.state(callerOf(ctx).user.id, deps.sabongAccess(ctx.caller, headerValue(ctx.request.headers, HEADERS.appCode)));
    },
    async ogSabongBet(input, ctx) {
      const userId = callerOf(ctx).user.id;
      if (!ogEnabled(callerSwitches(catalogue, ctx), 'sabong') || !configs.sabong.enabled) throw new AppError('FEATURE_DISABLED');
      return sabong.bet(userId, input.requestId, input.fightId, input.side, input.stake);
    },
  };
}
