// The daily popups as a plugin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { popupsHandlers } from './routes';

export const popupsPlugin = fp(
  async (app: FastifyInstance) => {
    app.core.endpoints(popupsHandlers(app.core.db, app.core.now));
  },
  { name: 'perya-popups', fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
