// The player's endpoints of a withdrawal's speed-up and rating (spec §5 cash-out boost and comment),
// and the operator's reads of them:
//   GET /ops/withdrawals/boosts[?all=1]   speed-up requests, open ones (order still held) by default
//   GET /ops/withdrawals/ratings          ratings and comments, newest first
// Guarded by OPERATOR_TOKEN like every /ops/* door (security/operator.ts).
import { okEnvelope } from '@perya/api/contract';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import type { WithdrawalFeedbackService } from './service';
import type { OpsRoutes } from '../../http/ops';

export const OPS_WITHDRAWAL_BOOSTS_PATH = '/ops/withdrawals/boosts';
export const OPS_WITHDRAWAL_RATINGS_PATH = '/ops/withdrawals/ratings';

/** Rows one operator read answers. */
const OPS_LIMIT = 200;

export function withdrawalFeedbackHandlers(feedback: WithdrawalFeedbackService): Handlers {
  return {
    async withdrawBoost(input, ctx) {
      const { user } = callerOf(ctx);
      const boosted = await feedback.boost(user.id, input.orderNo, ctx.ip);
      ctx.log.info({ userId: user.id, orderNo: boosted.orderNo }, 'withdrawal speed-up requested');
      return boosted;
    },
    async withdrawRate(input, ctx) {
      return feedback.rate(callerOf(ctx).user.id, input);
    },
  };
}

export function withdrawalFeedbackOps(deps: { feedback: WithdrawalFeedbackService }): OpsRoutes {
  return (scope) => {
    scope.get<{ Querystring: { all?: string } }>(OPS_WITHDRAWAL_BOOSTS_PATH, async (request) =>
      okEnvelope({ list: await deps.feedback.boosts({ open: request.query.all !== '1', limit: OPS_LIMIT }) }),
    );
    scope.get(OPS_WITHDRAWAL_RATINGS_PATH, async () => okEnvelope({ list: await deps.feedback.ratings(OPS_LIMIT) }));
  };
}
