// Reading the SMS sandbox's outbox (not part of the x2 contract). In development mode it is open at
// /dev/sms/outbox (tests, `pnpm dev`); wherever the SMS sandbox runs it is also at /ops/sms/outbox
// behind the operator's token, so a production demo with SMS_SANDBOX=1 shows codes to the operator
// and to no one else.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { okEnvelope } from '@perya/api/contract';
import { normalizePhone } from '@perya/domain';
import type { Database } from '../../db/schema';
import { readOutbox } from '../../adapters/sms/outbox';
import { AppError } from '../../http/errors';
import type { OpsRoutes } from '../../http/ops';

export const DEV_OUTBOX_PATH = '/dev/sms/outbox';
export const OPS_OUTBOX_PATH = '/ops/sms/outbox';

/** Reads the outbox; `dialCode`: config PHONE_DIAL_CODE; ?phone= may be written any way a player writes it. */
function outboxReader(db: Kysely<Database>, dialCode: string) {
  return async (request: { query: unknown }) => {
    const query = request.query as Record<string, unknown>;
    const phone = query.phone;
    if (phone === undefined) return okEnvelope({ messages: await readOutbox(db) });
    const normalised = typeof phone === 'string' && phone.length <= 32 ? normalizePhone(phone, dialCode) : undefined;
    if (normalised?.ok !== true) throw new AppError('VALIDATION', 'enterCorrectPhone');
    return okEnvelope({ messages: await readOutbox(db, normalised.value) });
  };
}

/** The open door, in development mode only. */
export function registerDevOutbox(app: FastifyInstance, db: Kysely<Database>, dialCode: string): void {
  app.get(DEV_OUTBOX_PATH, outboxReader(db, dialCode));
}

/** The operator's door, registered behind OPERATOR_TOKEN by the operator plugin (src/http/ops.ts). */
export function outboxOps(db: Kysely<Database>, dialCode: string): OpsRoutes {
  return (scope) => {
    scope.get(OPS_OUTBOX_PATH, outboxReader(db, dialCode));
  };
}
