// Operator controls of sabong fights: POST /ops/sabong/{open|last-call|close|result|cancel}. They
// are guarded by OPERATOR_TOKEN like every /ops route (the operator plugin, src/http/ops.ts).
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import { AppError } from '../../http/errors';
import type { OperatorAction, SabongRunner } from './inhouse/sabong';
import type { OpsRoutes } from '../../http/ops';

export function sabongOps(deps: { sabong: SabongRunner }): OpsRoutes {
  return (scope) => {
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
  };
}
