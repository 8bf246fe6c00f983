// Sandbox email adapter: every message lands in the email_outbox table, readable at /dev/email/outbox
// in development mode and at /ops/email/outbox behind the operator token. Nothing leaves the machine.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EmailSender } from './mailer';

export function createOutboxEmailSender(db: Kysely<Database>, now: () => number): EmailSender {
  return {
    async send(message) {
      await db
        .insertInto('email_outbox')
        .values({ email: message.to, purpose: message.purpose, subject: message.subject, body: message.text, created_at: now() })
        .execute();
    },
  };
}

export interface OutboxEmail {
  readonly id: number;
  readonly email: string;
  readonly purpose: string;
  readonly subject: string;
  readonly body: string;
  readonly createdAt: number;
}

/** Latest messages first; optionally only one address's (normalised). */
export async function readEmailOutbox(db: Kysely<Database>, email?: string, limit = 50): Promise<OutboxEmail[]> {
  let query = db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (email !== undefined) query = query.where('email', '=', email);
  const rows = await query.execute();
  return rows.map((r) => ({ id: r.id, email: r.email, purpose: r.purpose, subject: r.subject, body: r.body, createdAt: r.created_at }));
}
