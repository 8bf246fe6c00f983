// The app's boot calls (public config, device id, boot) as a plugin: the home page's front game without
// the games switched off for the caller, every title in the caller's locale.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { isSwitchedOff } from '../games/catalogue';
import { GAMES_PLUGIN } from '../games/plugin';
import { callerSwitches } from '../games/routes';
import { TEXTS_PLUGIN } from '../texts/plugin';
import { appHandlers } from './routes';

export const appPlugin = fp(
  async (app: FastifyInstance) => {
    const { catalogue } = app.games;
    app.core.endpoints(appHandlers(app.core.db, app.core.now, (key, ctx) => isSwitchedOff(catalogue, key, callerSwitches(catalogue, ctx)), app.texts));
  },
  { name: 'perya-app', fastify: '5.x', dependencies: [CORE_PLUGIN, TEXTS_PLUGIN, GAMES_PLUGIN] },
);
