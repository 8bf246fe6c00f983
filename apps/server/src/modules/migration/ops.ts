// POST /ops/migration/child-accounts: the operator imports a child app's account export while the
// server runs (the seed's `childAccounts` only at start). Guarded by OPERATOR_TOKEN like every
// /ops/* route (security/operator.ts): an imported balance is money a migration later credits.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okEnvelope } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { childAccountSchema, importChildAccounts } from '../app/seed';
import type { OpsRoutes } from '../../http/ops';

export const CHILD_ACCOUNTS_IMPORT_PATH = '/ops/migration/child-accounts';
/** Accounts per call: an export larger than this is sent in parts. */
export const CHILD_ACCOUNTS_IMPORT_MAX = 1000;

const importBody = z.object({ accounts: z.array(childAccountSchema).min(1).max(CHILD_ACCOUNTS_IMPORT_MAX) });

export function migrationOps(deps: { db: Kysely<Database> }): OpsRoutes {
  return (scope) => {
    scope.post(CHILD_ACCOUNTS_IMPORT_PATH, async (request) => {
      const parsed = importBody.safeParse(request.body ?? {});
      // All or nothing: one bad row imports none of them.
      if (!parsed.success) throw new AppError('VALIDATION');
      const { accounts } = parsed.data;
      await deps.db.transaction().execute((trx) => importChildAccounts(trx, accounts));
      return okEnvelope({ imported: accounts.length });
    });
  };
}
