// Tables of player protection (issue 15); their migration is db/migrations/0014_protection.ts. Times
// are epoch ms; money is integer minor units; session limits are minutes.
import type { Generated } from 'kysely';

/** One row per player who ever set something: the reality check and the exclusion in force. */
export interface ProtectionSettingsTable {
  user_id: number;
  /** The reality check interval in minutes, or null (off). */
  reality_check_minutes: number | null;
  /** coolingOff | selfExclusion, or null: none ever set (an ended one stays until replaced). */
  exclusion_kind: string | null;
  exclusion_started_at: number | null;
  exclusion_ends_at: number | null;
  /** 1 when any limit (or a pending one) is set: only then do bets and deposits sum the period. */
  has_limits: number;
  updated_at: number;
}

/** A limit of one kind (deposit | loss | session) and period (day | week | month). */
export interface ProtectionLimitsTable {
  user_id: number;
  kind: string;
  period: string;
  /** In force now (null: none). */
  amount: number | null;
  /** 1 when a loosening waits for pending_effective_at (its amount may be null: removal). */
  pending: number;
  pending_amount: number | null;
  pending_effective_at: number | null;
  updated_at: number;
}

/** Every change a player asked for, kept for the player's page and the auditor. */
export interface ProtectionHistoryTable {
  id: Generated<number>;
  user_id: number;
  at: number;
  /** limit | realityCheck | coolingOff | selfExclusion | selfExclusionLift | birthday | kyc */
  type: string;
  kind: string | null;
  period: string | null;
  from_value: number | null;
  to_value: number | null;
  effective_at: number;
}

/**
 * A player's identity check (issue 15 KYC): the latest submission. The document number and the
 * selfie are stored encrypted at rest (AES-256-GCM with the server's identity key); only the
 * number's last 4 characters are kept in clear, for the player's page.
 */
export interface KycChecksTable {
  user_id: number;
  /** pending | verified | rejected */
  status: string;
  document_type: string;
  document_tail: string;
  /** base64 of iv ‖ tag ‖ ciphertext. */
  document_number_enc: string;
  selfie_enc: string;
  /**
   * Keyed blind index of the document (issue 26 item 6, modules/kyc/documentIndex.ts): HMAC-SHA256
   * hex of the normalised type and number; unique among verified rows. Null only on rows from
   * before migration 0021 until the server's start fills them in.
   */
  document_index: string | null;
  /** The identity adapter's reference for the check. */
  provider_ref: string;
  submitted_at: number;
  decided_at: number | null;
}

export interface ProtectionTables {
  protection_settings: ProtectionSettingsTable;
  protection_limits: ProtectionLimitsTable;
  protection_history: ProtectionHistoryTable;
  kyc_checks: KycChecksTable;
}

export const PROTECTION_TABLES = ['protection_settings', 'protection_limits', 'protection_history', 'kyc_checks'] as const;
