// Invites (spread) as a plugin: the invite link and its reward, settled when an invitee's deposit is
// credited (the wallet plugin calls `app.invites`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { SETTINGS_PLUGIN } from '../../core/settings';
import { BONUS_PLUGIN } from '../bonus/plugin';
import { spreadHandlers } from './routes';
import { createInviteService, type InviteService } from './service';

export const SPREAD_PLUGIN = 'perya-spread';

declare module 'fastify' {
  interface FastifyInstance {
    invites: InviteService;
  }
}

export const spreadPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now, limiter } = app.core;
    const config = app.settings.invite;
    const invites = createInviteService({ bonuses: app.bonuses, config, now });
    app.decorate('invites', invites);
    app.core.endpoints(spreadHandlers({ db, config, invites, limiter, now }));
  },
  { name: SPREAD_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, SETTINGS_PLUGIN, BONUS_PLUGIN] },
);
