// Development-only endpoints (not part of the x2 contract): read the SMS sandbox outbox.
// Never registered when NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { okEnvelope } from '@perya/api/contract';
import { normalizePhone } from '@perya/domain';
import type { Database } from '../../db/schema';
import { readOutbox } from '../../adapters/sms/outbox';
import { AppError } from '../../http/errors';

export const DEV_OUTBOX_PATH = '/dev/sms/outbox';

/** `dialCode`: config PHONE_DIAL_CODE; ?phone= may be written any way a player writes it. */
export function registerDevRoutes(app: FastifyInstance, db: Kysely<Database>, dialCode: string): void {
  app.get(DEV_OUTBOX_PATH, async (request) => {
    const query = request.query as Record<string, unknown>;
    const phone = query.phone;
    if (phone === undefined) return okEnvelope({ messages: await readOutbox(db) });
    const normalised = typeof phone === 'string' && phone.length <= 32 ? normalizePhone(phone, dialCode) : undefined;
    if (normalised?.ok !== true) throw new AppError('VALIDATION', 'enterCorrectPhone');
    return okEnvelope({ messages: await readOutbox(db, normalised.value) });
  });
}
