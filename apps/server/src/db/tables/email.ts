// The tables of email binding (issue 26 item 5); their migration is db/migrations/0022_email_binding.ts.
// Times are epoch ms.
import type { Generated } from 'kysely';

/** A code sent to prove an email before it is bound to the account that asked for it. */
export interface EmailCodesTable {
  id: Generated<number>;
  user_id: number;
  /** Normalised (trimmed, lower-cased). */
  email: string;
  /** sha256 (hex) of salt + code: the code itself is never stored. */
  code_hash: string;
  salt: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
  /** Client IP that asked for the code (daily cap per IP). */
  sender_ip: string;
}

/** The sandbox email adapter's outbox: what would have been mailed, readable by the operator and in dev. */
export interface EmailOutboxTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  subject: string;
  body: string;
  created_at: number;
}

export interface EmailTables {
  email_codes: EmailCodesTable;
  email_outbox: EmailOutboxTable;
}

export const EMAIL_TABLES = ['email_codes', 'email_outbox'] as const;
