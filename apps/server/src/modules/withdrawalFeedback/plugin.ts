// Withdrawal boosts and ratings as a plugin: the players' calls, and the operator's lists at
// /ops/withdrawals/boosts and /ops/withdrawals/ratings.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { withdrawalFeedbackHandlers, withdrawalFeedbackOps } from './routes';
import { createWithdrawalFeedback, type WithdrawalFeedbackService } from './service';

export const WITHDRAWAL_FEEDBACK_PLUGIN = 'perya-withdrawal-feedback';

declare module 'fastify' {
  interface FastifyInstance {
    withdrawalFeedback: WithdrawalFeedbackService;
  }
}

export const withdrawalFeedbackPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now } = app.core;
    const feedback = createWithdrawalFeedback(db, now);
    app.decorate('withdrawalFeedback', feedback);
    app.core.endpoints(withdrawalFeedbackHandlers(feedback));
    app.core.opsRoutes(withdrawalFeedbackOps({ feedback }));
  },
  { name: WITHDRAWAL_FEEDBACK_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
