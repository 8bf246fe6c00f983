// Sandbox SMS gateway: every message lands in the sms_outbox table, readable by the dev-only
// endpoint GET /dev/sms/outbox and by the tests. Works offline; nothing leaves the machine.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SmsGateway } from './gateway';

export function createOutboxSmsGateway(db: Kysely<Database>, now: () => number): SmsGateway {
  return {
    async send(message) {
      await db
        .insertInto('sms_outbox')
        .values({ phone: message.phone, purpose: message.purpose, body: message.body, created_at: now() })
        .execute();
    },
  };
}

export interface OutboxMessage {
  readonly id: number;
  readonly phone: string;
  readonly purpose: string;
  readonly body: string;
  readonly createdAt: number;
}

/** Latest messages first; optionally only one phone's. */
export async function readOutbox(db: Kysely<Database>, phone?: string, limit = 50): Promise<OutboxMessage[]> {
  let query = db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (phone !== undefined) query = query.where('phone', '=', phone);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, phone: r.phone, purpose: r.purpose, body: r.body, createdAt: r.created_at }));
}
