// Contract-driven routes: each endpoint of @perya/api/contract is served at its path and method,
// its payload validated with the contract's own request schema and its data with the response one.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MESSAGES, localeOfAcceptLanguage, type LocaleCode, type MessageKey } from '@perya/domain';
import { HEADERS, okEnvelope, routePattern, type AnyEndpoint } from '@perya/api/contract';
import type { User } from '../db/schema';
import { AppError } from './errors';
import type { Idempotency } from './idempotency';
import { sendHtml } from './securityHeaders';

export interface Caller {
  readonly user: User;
  readonly sessionId: number;
}

export interface RequestContext {
  /** Present when the call carried a valid token. */
  readonly caller: Caller | undefined;
  readonly ip: string;
  readonly request: FastifyRequest;
  readonly log: FastifyBaseLogger;
  /** The caller's interface language (HEADERS.locale): the operator's texts are answered in it. */
  readonly locale: LocaleCode;
}

export type Handler<E extends AnyEndpoint> = (
  input: z.output<E['request']>,
  ctx: RequestContext,
) => Promise<z.input<E['response']>>;

/** The caller of an endpoint whose auth is `required` (registerEndpoint has already refused anonymous calls). */
export function callerOf(ctx: RequestContext): Caller {
  if (ctx.caller === undefined) throw new AppError('UNAUTHORIZED');
  return ctx.caller;
}

export type Authenticate = (token: string) => Promise<Caller | undefined>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first issue's message when it is a catalogue key (the contract uses them), else the generic one. */
export function validationMessageKey(error: z.core.$ZodError): MessageKey {
  const first = error.issues[0]?.message;
  return first !== undefined && Object.hasOwn(MESSAGES, first) ? (first as MessageKey) : 'checkInformation';
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADERS.token];
  const token = Array.isArray(value) ? value[0] : value;
  return token === undefined || token === '' ? undefined : token;
}

export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  authenticate: Authenticate,
  idempotency?: Idempotency,
  options: { readonly bodyLimit?: number | undefined } = {},
): void {
  app.route({
    method: endpoint.method,
    url: routePattern(endpoint.path),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    handler: async (request, reply) => {
      const token = tokenOf(request);
      const caller = endpoint.auth !== 'none' && token !== undefined ? await authenticate(token) : undefined;
      if (endpoint.auth === 'required' && caller === undefined) throw new AppError('UNAUTHORIZED');

      const source = endpoint.method === 'GET' ? request.query : (request.body ?? {});
      if (!isPlainObject(source)) throw new AppError('VALIDATION');
      const params = isPlainObject(request.params) ? request.params : {};
      const parsed = endpoint.request.safeParse({ ...source, ...params });
      if (!parsed.success) throw new AppError('VALIDATION', validationMessageKey(parsed.error));

      const locale = localeOfAcceptLanguage(request.headers[HEADERS.locale]);
      const ctx: RequestContext = { caller, ip: request.ip, request, log: request.log, locale };
      const run = () => (handler as (input: unknown, ctx: RequestContext) => Promise<unknown>)(parsed.data, ctx);
      // Money-moving calls honour an Idempotency-Key: a replay answers the first call's answer (http/idempotency.ts).
      const data = endpoint.options.movesMoney === true && idempotency !== undefined
        ? await idempotency.handle({ endpoint, userId: caller?.user.id, request, reply, input: parsed.data }, run)
        : await run();
      const checked = endpoint.response.safeParse(data);
      if (!checked.success) {
        // Our own bug, never the caller's: answer a server error rather than break the contract.
        request.log.error({ endpoint: endpoint.name, issues: checked.error.issues }, 'response does not match the contract');
        throw new Error(`response of ${endpoint.name} does not match the contract`);
      }
      // spec §5: a raw endpoint (get-game-html) answers its body itself, not an envelope.
      // Someone else's page (a provider's launcher): if opened directly it runs sandboxed, with only
      // its own inline scripts, and nobody frames it (the shell shows it in its own sandboxed frame).
      if (endpoint.options.raw === true) {
        return sendHtml(reply, 200, String(checked.data), { frameAncestors: "'none'", sandbox: 'allow-scripts' });
      }
      return reply.code(200).send(okEnvelope(checked.data));
    },
  });
}
