// Routes of player protection (contract: packages/api/src/contract/protection.ts), and the doors an
// exclusion shuts: the events and marketing endpoints below answer SELF_EXCLUDED to an excluded
// player (bets, deposits and bonus grants are refused where the money moves: service.ts guards).
import type { EndpointName } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf, type RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { Protection } from './service';

export function protectionHandlers(protection: Protection): Handlers {
  return {
    async protectionState(_input, ctx) {
      return protection.state(callerOf(ctx).user.id);
    },
    async protectionLimitSet(input, ctx) {
      return protection.setLimit(callerOf(ctx).user.id, input.kind, input.period, input.amount);
    },
    async protectionRealityCheckSet(input, ctx) {
      return { realityCheckMinutes: await protection.setRealityCheck(callerOf(ctx).user.id, input.minutes) };
    },
    async protectionExclude(input, ctx) {
      const userId = callerOf(ctx).user.id;
      if (input.kind === 'coolingOff') {
        if (input.hours === undefined) throw new AppError('VALIDATION', 'checkInformation');
        return { exclusion: await protection.exclude(userId, { kind: 'coolingOff', hours: input.hours }) };
      }
      if (input.term === undefined) throw new AppError('VALIDATION', 'checkInformation');
      return { exclusion: await protection.exclude(userId, { kind: 'selfExclusion', term: input.term }) };
    },
    async protectionLift(_input, ctx) {
      return { exclusion: await protection.lift(callerOf(ctx).user.id) };
    },
    async protectionHistory(input, ctx) {
      return { list: await protection.history(callerOf(ctx).user.id, input.limit ?? 50) };
    },
    async protectionBirthday(input, ctx) {
      return { birthday: await protection.setBirthday(callerOf(ctx).user.id, input.birthday) };
    },
  };
}

/**
 * Events, bonus claims and marketing popups: closed to an excluded player (issue 15 item 4). The
 * popups' endpoints show no toast, so the player simply sees none.
 */
export const CLOSED_WHILE_EXCLUDED = [
  'missionReceiveAward',
  'checkinSignin',
  'spinOpenPrize',
  'guaranteedPopover',
  'guaranteedReceiveBonus',
  'payListUpActivity',
  'payListBonus',
  'migrationBonusCheck',
  'gameLaunch',
] as const satisfies readonly EndpointName[];

/** The handlers, with those of `names` refusing an excluded caller before they run. */
export function closeWhileExcluded(handlers: Handlers, protection: Protection, db: Parameters<Protection['isExcluded']>[0], names: readonly EndpointName[]): Handlers {
  const wrapped: Record<string, unknown> = { ...handlers };
  for (const name of names) {
    const handler = handlers[name] as ((input: unknown, ctx: RequestContext) => Promise<unknown>) | undefined;
    if (handler === undefined) continue;
    wrapped[name] = async (input: unknown, ctx: RequestContext) => {
      if (ctx.caller !== undefined) await protection.guardBonus(db, ctx.caller.user.id);
      return handler(input, ctx);
    };
  }
  return wrapped as Handlers;
}
