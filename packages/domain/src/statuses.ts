// Named states of spec §4 that other layers switch on.

/** Bonus list tabs (spec §2, §4). */
export const BONUS_STATUSES = ['processing', 'completed', 'expired'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Payment (deposit) states (spec §4). */
export const PAYMENT_STATUSES = ['pending', 'canceled', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** spec §4: a deposit is credited only on success. */
export function isPaymentCredited(status: PaymentStatus): boolean {
  return status === 'success';
}

/** spec §4: whether a payment has reached an end state (everything but pending). */
export function isPaymentFinal(status: PaymentStatus): boolean {
  return status !== 'pending';
}

/**
 * spec §4 payment transitions: pending may become canceled, success or failed; an end state never
 * changes (so a late provider callback cannot turn a failed payment into a credit). "Other allowed
 * transitions: not shown" — this is the smallest machine the listed states allow.
 */
export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === 'pending' && to !== 'pending';
}

/** spec §4 bonus transitions: processing may become completed or expired; those are final. */
export function canTransitionBonus(from: BonusStatus, to: BonusStatus): boolean {
  return from === 'processing' && to !== 'processing';
}

/** Mission progress (spec §4). */
export const MISSION_PROGRESS = ['incomplete', 'complete'] as const;
export type MissionProgress = (typeof MISSION_PROGRESS)[number];

/** Account mode, switchable (spec §4). */
export const ACCOUNT_MODES = ['demo', 'real'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

/** Deposit flow steps (spec §4). */
export const DEPOSIT_STEPS = ['form', 'buildingPixCode', 'waitingForPayment', 'submitted', 'credited'] as const;
export type DepositStep = (typeof DEPOSIT_STEPS)[number];

/** Guaranteed activity receiveStatus default (spec §4); other values are not shown. */
export const GUARANTEED_DEFAULT_RECEIVE_STATUS = 'IN_PROGRESS';

/** Protect-migration state that shows the protection prompt (spec §4). */
export const PROTECT_MIGRATION_INIT = 'INIT';
/** Not a migrated account: nothing to protect (ours; the spec names only INIT). */
export const PROTECT_MIGRATION_NONE = 'NONE';
/** A migrated account whose owner protected it with a password (ours). */
export const PROTECT_MIGRATION_PROTECTED = 'PROTECTED';
/** Every protect-migration state (spec §3 protectMigration, §4). */
export const PROTECT_MIGRATION_STATES = [PROTECT_MIGRATION_NONE, PROTECT_MIGRATION_INIT, PROTECT_MIGRATION_PROTECTED] as const;
export type ProtectMigrationState = (typeof PROTECT_MIGRATION_STATES)[number];

/** spec §4: the protection prompt shows for state INIT. */
export function shouldShowProtectMigrationPrompt(state: string | null | undefined): boolean {
  return state === PROTECT_MIGRATION_INIT;
}

/** Trade direction (spec §3). */
export const TRADE_DIRECTIONS = ['up', 'down'] as const;
export type TradeDirection = (typeof TRADE_DIRECTIONS)[number];

/** Withdrawal account types (spec §3). */
export const BANK_ACCOUNT_TYPES = ['checking', 'saving'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
