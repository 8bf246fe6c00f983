// Reading the email sandbox's outbox (not part of the x2 contract), like the SMS outbox: open at
// /dev/email/outbox in development mode (tests, `pnpm dev`), and at /ops/email/outbox behind the
// operator's token wherever the email sandbox runs.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { okEnvelope } from '@perya/api/contract';
import { EMAIL_MAX_LENGTH } from '@perya/domain';
import type { Database } from '../../db/schema';
import { readEmailOutbox } from '../../adapters/email/outbox';
import { AppError } from '../../http/errors';
import type { OpsRoutes } from '../../http/ops';
import { normalizeEmail } from './service';

export const DEV_EMAIL_OUTBOX_PATH = '/dev/email/outbox';
export const OPS_EMAIL_OUTBOX_PATH = '/ops/email/outbox';

/** Reads the outbox; ?email= in any case. */
function outboxReader(db: Kysely<Database>) {
  return async (request: { query: unknown }) => {
    const email = (request.query as Record<string, unknown>).email;
    if (email === undefined) return okEnvelope({ messages: await readEmailOutbox(db) });
    if (typeof email !== 'string' || email.length > EMAIL_MAX_LENGTH) throw new AppError('VALIDATION', 'emailInvalid');
    return okEnvelope({ messages: await readEmailOutbox(db, normalizeEmail(email)) });
  };
}

/** The open door, in development mode only. */
export function registerDevEmailOutbox(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(DEV_EMAIL_OUTBOX_PATH, outboxReader(db));
}

/** The operator's door, registered behind OPERATOR_TOKEN by the operator plugin (src/http/ops.ts). */
export function emailOutboxOps(db: Kysely<Database>): OpsRoutes {
  return (scope) => {
    scope.get(OPS_EMAIL_OUTBOX_PATH, outboxReader(db));
  };
}
