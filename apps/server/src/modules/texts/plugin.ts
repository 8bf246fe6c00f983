// The operator's texts in every locale as a plugin: the seed's, or what the operator set at
// /ops/texts; changes reach every instance over the cluster's bus.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { textOps } from './ops';
import { textSlots } from './slots';
import { createOperatorTexts, type OperatorTexts } from './texts';

export const TEXTS_PLUGIN = 'perya-texts';

declare module 'fastify' {
  interface FastifyInstance {
    texts: OperatorTexts;
  }
}

export const textsPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, cluster } = app.core;
    const { settings } = app;
    const texts = await createOperatorTexts(
      db,
      textSlots({
        engagement: settings.engagement,
        promotions: settings.promotions,
        guaranteed: settings.guaranteed,
        wallet: settings.wallet,
        bonus: settings.bonus,
        frontGame: settings.frontGame,
      }),
      now,
    );
    texts.listen(cluster);
    app.decorate('texts', texts);
    app.core.opsRoutes(textOps({ texts }));
  },
  { name: TEXTS_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN] },
);
