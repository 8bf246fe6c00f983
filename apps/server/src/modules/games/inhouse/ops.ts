// Operator controls of sabong fights: POST /ops/sabong/{open|last-call|close|result|cancel}. They
// need the x-operator-token header when OPERATOR_TOKEN is set; without it they exist only outside
// production (buildApp decides), like the wallet's operator routes.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../../http/errors';
import { headerValue } from '../../../http/handlers';
import type { OperatorAction, SabongRunner } from './sabong';

export const OPERATOR_HEADER = 'x-operator-token';

function matches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function registerSabongOps(app: FastifyInstance, deps: { sabong: SabongRunner; token: string | undefined }): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (deps.token !== undefined && !matches(headerValue(request.headers, OPERATOR_HEADER), deps.token)) throw new AppError('UNAUTHORIZED');
    });
    const actions: Record<string, (body: unknown) => OperatorAction> = {
      open: () => ({ action: 'open' }),
      'last-call': () => ({ action: 'lastCall' }),
      close: () => ({ action: 'close' }),
      cancel: () => ({ action: 'cancel' }),
      result: (body) => {
        const parsed = z.object({ result: z.enum(['meron', 'wala', 'draw']) }).safeParse(body);
        if (!parsed.success) throw new AppError('VALIDATION');
        return { action: 'result', result: parsed.data.result };
      },
    };
    scope.post<{ Params: { action: string } }>('/ops/sabong/:action', async (request) => {
      const make = Object.hasOwn(actions, request.params.action) ? actions[request.params.action] : undefined;
      if (make === undefined) throw new AppError('NOT_FOUND');
      return okEnvelope(await deps.sabong.operate(make(request.body ?? {})));
    });
  });
}
