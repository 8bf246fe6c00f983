// The operator plugin: every /ops door, behind OPERATOR_TOKEN checked once (security/operator.ts).
// Modules hand in their /ops routes through app.core.opsRoutes; this plugin, registered after every
// module, registers them all in one scope whose onRequest hook is the operator guard. A route under
// /ops registered anywhere else stops the server at start instead of serving an open door.
//
// Config guarantees a token in production; only development mode without OPERATOR_TOKEN leaves these
// doors open (operatorGuard).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CORE_PLUGIN } from '../core/plugin';
import { operatorGuard } from '../security/operator';

export const OPS_PREFIX = '/ops';

/** A module's /ops routes, registered in the operator's scope (paths written in full: /ops/...). */
export type OpsRoutes = (scope: FastifyInstance) => void;

const isOpsUrl = (url: string) => url === OPS_PREFIX || url.startsWith(`${OPS_PREFIX}/`);
const key = (method: string, url: string) => `${method} ${url}`;

export const opsPlugin = fp(
  async (app: FastifyInstance) => {
    const guarded = new Set<string>();
    await app.register(async (scope) => {
      scope.addHook('onRequest', operatorGuard(app.core.config.operatorToken));
      scope.addHook('onRoute', (route) => {
        if (!isOpsUrl(route.url)) throw new Error(`operator routes live under ${OPS_PREFIX}/: ${route.url}`);
        for (const method of [route.method].flat()) guarded.add(key(method, route.url));
      });
      for (const routes of app.core.handed.ops) routes(scope);
    });
    app.addHook('onReady', async () => {
      const open = app.core.routes.filter((r) => isOpsUrl(r.url) && !guarded.has(key(r.method, r.url)));
      if (open.length > 0) throw new Error(`/ops routes outside the operator plugin (no token check): ${open.map((r) => key(r.method, r.url)).join(', ')}`);
    });
  },
  { name: 'perya-ops', fastify: '5.x', dependencies: [CORE_PLUGIN] },
);
