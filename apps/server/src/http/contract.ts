// The contract plugin: registers every x2 contract endpoint the modules handed in (app.core.endpoints)
// with its schema, authentication (the caller's session) and Idempotency-Key handling. Registered
// after every module; the calls a self-excluded player may not make are closed here
// (modules/protection/routes.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KYC_SELFIE_MAX_CHARS, contract, type AnyEndpoint, type EndpointName } from '@perya/api/contract';
import { CORE_PLUGIN } from '../core/plugin';
import { CLOSED_WHILE_EXCLUDED, closeWhileExcluded } from '../modules/protection/routes';
import { SESSIONS_PLUGIN } from '../modules/account/sessionsPlugin';
import { PROTECTION_PLUGIN } from '../modules/protection/plugin';
import { registerEndpoint, type Handler } from './routes';

/** Calls that carry more than the body limit: the identity check's selfie (its data URL and the document fields). */
const BODY_LIMITS: Partial<Record<EndpointName, number>> = { kycSubmit: KYC_SELFIE_MAX_CHARS + 4 * 1024 };

export const contractPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, idempotency } = app.core;
    const handlers = closeWhileExcluded(app.core.handed.handlers, app.protection.service, db, CLOSED_WHILE_EXCLUDED);
    for (const [name, handler] of Object.entries(handlers) as [EndpointName, Handler<AnyEndpoint>][]) {
      registerEndpoint(app, contract[name], handler, (token) => app.sessions.authenticate(token), idempotency, { bodyLimit: BODY_LIMITS[name] });
    }
  },
  { name: 'perya-contract', fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN, SESSIONS_PLUGIN] },
);
