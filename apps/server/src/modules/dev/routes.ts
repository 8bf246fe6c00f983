// Development-only endpoints (not part of the x2 contract): read the SMS sandbox outbox.
// Never registered when NODE_ENV=production.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { okEnvelope } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { readOutbox } from '../../adapters/sms/outbox';
import { AppError } from '../../http/errors';

export const DEV_OUTBOX_PATH = '/dev/sms/outbox';

export function registerDevRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  app.get(DEV_OUTBOX_PATH, async (request) => {
    const query = request.query as Record<string, unknown>;
    const phone = query.phone;
    if (phone !== undefined && (typeof phone !== 'string' || !/^\d{1,32}$/.test(phone))) {
      throw new AppError('VALIDATION', 'enterCorrectPhone');
    }
    return okEnvelope({ messages: await readOutbox(db, phone) });
  });
}
