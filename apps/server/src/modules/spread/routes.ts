// The invite programme (spec §7 /x2/spread/statistic/invite_link/query, invite code check, invite
// ranking): the player's link and invitees with their real deposits and rewards, the code check of
// the sign-up form, and the ranking of inviters.
import type { Kysely } from 'kysely';
import { gmt8WeekStart, INVITE_RANKING_SIZE, isAppCode, privateName, rankInviters } from '@perya/domain';
import { HEADERS } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { headerValue, type Handlers } from '../../http/handlers';
import { callerOf, type RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../security/rateLimits';
import { inviteLinkBase, type InviteConfig } from './config';
import { depositsOf, type InviteService } from './service';
import { invitedDepositors } from '../ledger/reads';

/** The app code the brand app sent (a malformed one is ignored here: the link falls back to the account's). */
function appCodeOf(ctx: RequestContext): string | undefined {
  const value = headerValue(ctx.request.headers, HEADERS.appCode);
  return isAppCode(value) ? value : undefined;
}

export function spreadHandlers(deps: {
  db: Kysely<Database>;
  config: InviteConfig | undefined;
  invites: InviteService;
  limiter: RateLimiter;
  now: () => number;
}): Handlers {
  const { db, config, invites, limiter, now } = deps;

  return {
    /** Each invitee's deposits (ledger) and the reward it earned; totals over every invitee. */
    async inviteLinkQuery(input, ctx) {
      const user = callerOf(ctx).user;
      const countRow = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('inviter_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const total = Number(countRow.n);
      const deposited = await invitedDepositors(db, user.id);
      const rewardRow = await db
        .selectFrom('invite_rewards')
        .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
        .where('inviter_id', '=', user.id)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      const invitees = await db
        .selectFrom('users')
        .leftJoin('invite_rewards', (join) => join.onRef('invite_rewards.invitee_id', '=', 'users.id').on('invite_rewards.status', '=', 'paid'))
        .select(['users.id', 'users.name', 'users.created_at', 'invite_rewards.amount as reward'])
        .where('users.inviter_id', '=', user.id)
        .orderBy('users.created_at', 'desc')
        .orderBy('users.id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize)
        .execute();
      const deposits = await depositsOf(db, invitees.map((i) => i.id));
      return {
        inviteCode: user.invite_code,
        // The brand the player is using (its app code header), else the one they signed up from.
        inviteLink: `${inviteLinkBase(config, appCodeOf(ctx) ?? user.app_code)}${encodeURIComponent(user.invite_code)}`,
        invitedCount: total,
        depositedCount: deposited,
        totalReward: Number(rewardRow.total ?? 0),
        rewardPerInvitee: invites.rule.rewardPerInvitee,
        minDepositForReward: invites.rule.minDepositForReward,
        records: {
          list: invitees.map((i) => ({ name: privateName(i.name), registerTime: i.created_at, deposit: deposits.get(i.id) ?? 0, reward: Number(i.reward ?? 0) })),
          total,
          pageNum: input.pageNum,
          pageSize: input.pageSize,
        },
      };
    },

    /**
     * The sign-up form's code check: valid, with the inviter's private name. Counted against the
     * caller's IP like registration (a guesser learns at most "abc***" per hit).
     */
    async inviteCodeCheck(input, ctx) {
      if (!(await limiter.hit('register', ctx.request, undefined))) throw new AppError('RATE_LIMITED');
      const inviter = await db.selectFrom('users').select('name').where('invite_code', '=', input.inviteCode.trim().toUpperCase()).executeTakeFirst();
      return inviter === undefined ? { valid: false, inviterName: '' } : { valid: true, inviterName: privateName(inviter.name) };
    },

    /**
     * Top inviters by qualified (rewarded) invitees, then reward: this GMT+8 week (Monday 0:00,
     * spec §9) or all time; and the caller's own row.
     */
    async inviteRanking(input, ctx) {
      const me = callerOf(ctx).user;
      let query = db
        .selectFrom('invite_rewards')
        .innerJoin('users', 'users.id', 'invite_rewards.inviter_id')
        .select([
          'invite_rewards.inviter_id',
          'users.name',
          (eb) => eb.fn.countAll<string | number>().as('invited'),
          (eb) => eb.fn.sum<string | number>('invite_rewards.amount').as('reward'),
        ])
        .where('invite_rewards.status', '=', 'paid')
        .groupBy(['invite_rewards.inviter_id', 'users.name']);
      if (input.period === 'week') query = query.where('invite_rewards.created_at', '>=', gmt8WeekStart(now()));
      const ranked = rankInviters(
        (await query.execute()).map((r) => ({ userId: Number(r.inviter_id), name: r.name, invitedCount: Number(r.invited), reward: Number(r.reward) })),
      );
      const mine = ranked.find((r) => r.userId === me.id);
      return {
        list: ranked.slice(0, INVITE_RANKING_SIZE).map((r) => ({ rank: r.rank, name: r.privateName, invitedCount: r.invitedCount, reward: r.reward })),
        me: { rank: mine?.rank ?? null, invitedCount: mine?.invitedCount ?? 0, reward: mine?.reward ?? 0 },
      };
    },
  };
}
