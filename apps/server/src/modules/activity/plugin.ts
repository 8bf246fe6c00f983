// Promotions and guaranteed-payout activities as a plugin (issue 12).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { TEXTS_PLUGIN } from '../texts/plugin';
import { createGuaranteedService } from './guaranteed';
import { activityHandlers } from './routes';

export const ACTIVITY_PLUGIN = 'perya-activity';

export const activityPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now } = app.core;
    const { settings, bonuses, texts } = app;
    const guaranteed = createGuaranteedService({ db, ledger, bonuses, config: settings.guaranteed, now, texts });
    app.core.endpoints(
      activityHandlers({
        bonuses,
        guaranteed,
        walletConfig: settings.wallet,
        bonusConfig: settings.bonus,
        promotions: settings.promotions,
        spinPrizes: settings.engagement.spin.prizes,
        inviteReward: settings.invite?.rewardPerInvitee ?? 0,
        now,
        texts,
      }),
    );
  },
  { name: ACTIVITY_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, TEXTS_PLUGIN, BONUS_PLUGIN] },
);
