// Account integrity as a plugin: the operator's freezes and releases at /ops/accounts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../../core/plugin';
import { integrityOps } from './ops';

export const integrityPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, now } = app.core;
    app.core.opsRoutes(integrityOps({ db, now, userChanged: app.core.sessionCache.evictUser }));
  },
  { name: 'perya-integrity', fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
