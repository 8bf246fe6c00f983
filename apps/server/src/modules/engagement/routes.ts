// Routes of the engagement module (spec §7): missions, sign-in, spin, points, VIP, weekly prize.
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { EngagementService } from './service';

export function engagementHandlers(engagement: EngagementService): Handlers {
  const me = (ctx: Parameters<typeof callerOf>[0]) => callerOf(ctx).user.id;
  return {
    missionMainPage: async (_input, ctx) => engagement.missions.mainPage(me(ctx), ctx.locale),
    missionReceiveAward: async (input, ctx) => engagement.missions.claim(me(ctx), input.missionId),
    checkinMainPage: async (_input, ctx) => engagement.missions.checkinPage(me(ctx)),
    checkinSignin: async (_input, ctx) => engagement.missions.signIn(me(ctx)),
    spinMainPage: async (_input, ctx) => engagement.spin.mainPage(me(ctx), ctx.locale),
    spinOpenPrize: async (input, ctx) => engagement.spin.open(me(ctx), input.clientSeed, ctx.locale),
    userPointList: async (input, ctx) => engagement.spin.pointList(me(ctx), input),
    vipSelfLevel: async (_input, ctx) => engagement.vip.selfLevel(me(ctx), ctx.locale),
    weeklyLuckyPrize: async (_input, ctx) => engagement.weekly.list(me(ctx)),
  };
}
