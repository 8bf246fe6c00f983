// Promotion integrity's table (spec §6 "one account and one IP per player"; "operator may block account
// and balance for fraud"); its migration is db/migrations/0015_promo_integrity.ts. Times are epoch ms.
import type { Generated } from 'kysely';

/** Every freeze and release of an account by the operator: the audit trail of the /ops door. */
export interface AccountFreezesTable {
  id: Generated<number>;
  user_id: number;
  /** freeze | release */
  action: string;
  /** Why, as the operator wrote it (shown to nobody but the operator). */
  reason: string;
  /** Who asked, as the operator's tooling names them (the token names nobody). */
  actor: string;
  /** The caller's IP as the server saw it. */
  ip: string | null;
  created_at: number;
}

export interface IntegrityTables {
  account_freezes: AccountFreezesTable;
}

export const INTEGRITY_TABLES = ['account_freezes'] as const;
