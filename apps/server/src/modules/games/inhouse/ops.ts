// Operator controls of sabong fights: POST /ops/sabong/{open|last-call|close|result|cancel}. They
// are guarded by OPERATOR_TOKEN like the wallet's operator routes (security/operator.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../../http/errors';
import { operatorGuard } from '../../../security/operator';
import type { OperatorAction, SabongRunner } from './sabong';

export function registerSabongOps(app: FastifyInstance, deps: { sabong: SabongRunner; token: string | undefined }): void {
  void app.register(async (scope) => {
    scope.addHook('onRequest', operatorGuard(deps.token));
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
