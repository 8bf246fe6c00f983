// The operator's fraud door (spec §6 "operator may block account and balance for fraud"):
//   POST /ops/accounts/:userId/freeze   { reason, actor }   block the account, hold its balance
//   POST /ops/accounts/:userId/release  { reason, actor }   lift the block
//   GET  /ops/accounts/:userId/freezes                      the audit trail
// Guarded by OPERATOR_TOKEN like every /ops/* door (security/operator.ts): shut to everyone but
// the operator. Each change is recorded with its reason, actor, IP and time (account_freezes).
// A frozen account can log in and see its balance and records; every bet, trade, lotto ticket,
// deposit, withdrawal and bonus is refused with ACCOUNT_FROZEN (protection guards, withdrawals).
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { freezeHistory, setFrozen } from './service';
import type { OpsRoutes } from '../../http/ops';

export const ACCOUNT_OPS_PATH = '/ops/accounts';

const body = z.object({
  reason: z.string().trim().min(3).max(255),
  actor: z.string().trim().min(1).max(64),
});
const params = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function integrityOps(deps: { db: Kysely<Database>; now: () => number; userChanged: (userId: number) => Promise<void> }): OpsRoutes {
  return (scope) => {
    for (const action of ['freeze', 'release'] as const) {
      scope.post(`${ACCOUNT_OPS_PATH}/:userId/${action}`, async (request) => {
        const id = params.safeParse(request.params);
        const input = body.safeParse(request.body ?? {});
        if (!id.success || !input.success) throw new AppError('VALIDATION');
        const state = await setFrozen(deps.db, deps.now, { userId: id.data.userId, reason: input.data.reason, actor: input.data.actor, ip: request.ip }, action === 'freeze', deps.userChanged);
        request.log.warn({ userId: state.userId, action, actor: input.data.actor }, 'operator account freeze');
        return okEnvelope(state);
      });
    }
    scope.get(`${ACCOUNT_OPS_PATH}/:userId/freezes`, async (request) => {
      const id = params.safeParse(request.params);
      if (!id.success) throw new AppError('VALIDATION');
      return okEnvelope({ history: await freezeHistory(deps.db, id.data.userId) });
    });
  };
}
