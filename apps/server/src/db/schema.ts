// Table types for Kysely. Times are epoch milliseconds (bigint columns); money, when the wallet
// arrives (issue 6), is integer minor units in a ledger keyed by users.id — no balance column here.
// A module's own tables are declared in ./tables/<module>.ts and composed here: no table type
// comes from src/modules (modules import these types; nothing here imports a module).
import type { Generated, Insertable, Selectable } from 'kysely';
import { GAMES_TABLES, type GamesTables } from './tables/games';
import { ENGAGEMENT_TABLES, type EngagementTables } from './tables/engagement';
import { BONUS_TABLES, type BonusTables } from './tables/bonus';
import { TRADING_TABLES, type TradingTables } from './tables/trading';
import { LOTTO_TABLES, type LottoTables } from './tables/lotto';
import { PROTECTION_TABLES, type ProtectionTables } from './tables/protection';
import { INTEGRITY_TABLES, type IntegrityTables } from './tables/integrity';
import { POPUPS_TABLES, type PopupsTables } from './tables/popups';
import { WITHDRAWAL_FEEDBACK_TABLES, type WithdrawalFeedbackTables } from './tables/withdrawalFeedback';
import { EMAIL_TABLES, type EmailTables } from './tables/email';

export interface UsersTable {
  id: Generated<number>;
  /** Login account: the phone number for phone sign-ups, `google:<sub>` / `facebook:<id>` for Google-/Facebook-only accounts. */
  account: string;
  phone: string | null;
  password_hash: string | null;
  name: string;
  email: string | null;
  birthday: string | null;
  /** Avatar index 0-5, random at sign-up (spec §3). */
  avatar: number;
  google_sub: string | null;
  /** The Facebook user id (app-scoped) a Facebook login links to this account; unique. */
  facebook_id: string | null;
  /** This user's own invite code, shown in their invite link. */
  invite_code: string;
  inviter_id: number | null;
  give_bonus: number;
  source: string | null;
  ad_data: string | null;
  af_id: string | null;
  fb_ins_id: string | null;
  /** 1 once the phone was proven with an SMS code. */
  verified: number;
  /** spec §3: storeStatus default 1. */
  store_status: number;
  created_at: number;
  updated_at: number;
  /** Last password or security change; withdrawals are blocked for 24 h after it (spec §6). */
  security_changed_at: number | null;
  /**
   * Protect-migration state (spec §3 protectMigration, §4 "INIT shows a protection prompt"):
   * NONE for ordinary accounts; INIT for an account created by a child-app migration that has no
   * password yet; PROTECTED once its owner set one (src/modules/migration).
   */
  protect_migration: Generated<string>;
  /**
   * 1 for an account made before phones had to be proven by SMS (issue 11): its first SMS-code
   * login ends every other session and clears the mark. New accounts are born proven (0).
   */
  phone_unproven: Generated<number>;
  /**
   * The app code (HEADERS.appCode) the account signed up from: its brand's game switches apply
   * (issue 11). Null for accounts from before it was recorded, or signed up without one.
   */
  app_code: Generated<string | null>;
  /** The IP the account signed up from (spec §6 one IP per player, issue 12); null for older accounts. */
  register_ip: Generated<string | null>;
  /** The device-info id the account signed up from (spec §6 one player, one account); null when unknown. */
  register_device: Generated<string | null>;
  /** When the operator blocked the account and froze its balance for fraud (spec §6); null: not blocked. */
  frozen_at: Generated<number | null>;
  /** The operator's reason (never shown to the player). */
  frozen_reason: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the opaque token; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  /** The absolute end: started_at + the maximum age; a renewal copies it. */
  expires_at: number;
  revoked_at: number | null;
  /** When the login that began this chain of renewals happened (the absolute maximum age counts from it). */
  started_at: number;
  /** Last authenticated call, written at most once a minute (the idle timeout counts from it). */
  last_seen_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** sha256 (hex) of salt + code. */
  code_hash: string;
  salt: string;
  created_at: number;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
  /** Client IP that asked for the code (daily cap per IP); null for codes sent before issue 11. */
  sender_ip: Generated<string | null>;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  body: string;
  created_at: number;
}

/** One text handed to a real SMS gateway (issue 26) and its delivery status; never the code itself. */
export interface SmsMessagesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  /** The market whose gateway sent it (by the phone's dialling code), or `default`. */
  market: string;
  /** twilio or semaphore. */
  gateway: string;
  /** The gateway's id of the message (Twilio SM..., Semaphore message_id); null when it refused the send. */
  provider_id: string | null;
  /** The gateway's status in lower case: queued, sent, delivered, undelivered, failed (Twilio); queued, pending, sent, failed, refunded (Semaphore). */
  status: string;
  /** The gateway's error code when it refused or failed the message. */
  error_code: string | null;
  created_at: number;
  updated_at: number;
}

export interface DevicesTable {
  id: string;
  /** What identifies the same device again: fingerprint visitorId, else the collected UUID. */
  fingerprint: string | null;
  app_id: string | null;
  data: string;
  created_at: number;
}

/**
 * Balances of child-app accounts that may move to this main app (spec §3 migration info), in
 * integer minor units. Filled from the child app's export (seed file `childAccounts`).
 */
export interface ChildAccountsTable {
  id: Generated<number>;
  app_code: string;
  user_code: string;
  amount: number;
  migrated_at: number | null;
  /** The child account's phone (its owner proves it with an SMS code before migrating). */
  phone: string | null;
  name: string | null;
  /** Last login in the child app, epoch ms. */
  last_login_at: number | null;
  /** Device info id the child app last saw this account on (/x2/vest/recent_login_account/get). */
  device_info_id: string | null;
  /** The main-app user the account migrated into. */
  migrated_user_id: number | null;
  /** sha256 (hex) of the current migration token; the token itself is never stored. */
  token_hash: string | null;
  token_expires_at: number | null;
  /** Visits of the child app reported after migration (/x2/vest/migrated/visit/report). */
  visits_after_migration: Generated<number>;
  last_visit_at: number | null;
}

export interface ConfigValuesTable {
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

/** A ledger account: a user's main/bonus/points wallet or a system account (src/modules/ledger). */
export interface LedgerAccountsTable {
  id: Generated<number>;
  /** 'user:<id>:<wallet>' or 'system:<name>'. */
  code: string;
  user_id: number | null;
  /** main | bonus | points for users; the system account's name otherwise. */
  wallet: string;
  /** PHP (minor units) or POINTS. */
  unit: string;
  /** 1 for system accounts that may go below zero (clearing, house, promotions, points issuer). */
  allow_negative: number;
  /** Always the sum of the account's entries. */
  balance: number;
  created_at: number;
}

/** One balanced movement; its idempotency key makes it happen at most once. */
export interface LedgerTransactionsTable {
  id: Generated<number>;
  idempotency_key: string;
  /** sha256 of the postings, to tell a replay from a reuse of the key. */
  fingerprint: string;
  cause: string;
  reference: string;
  memo: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  /** Signed minor units (or points): credits positive. */
  amount: number;
  balance_after: number;
  /** deposit | withdrawal | bet | payout | bonus | fee | reversal */
  cause: string;
  /** Finance record type of /x2/finance/list (AMOUNT_TYPE). */
  amount_type: number;
  reference: string;
  remark: string;
  created_at: number;
}

/** A cash-in order (spec §4 payment status pending → success | failed | canceled). */
export interface DepositOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  /** The client's idempotency key for the request (unique per user), or null. */
  request_id: string | null;
  channel_id: string;
  amount: number;
  /** Deposit bonus credited to the bonus wallet with the deposit (0 = none). */
  bonus_amount: number;
  activity_id: string | null;
  status: string;
  payer_name: string | null;
  payer_email: string | null;
  /**
   * The payer's CPF/CNPJ, masked (only the middle digits, e.g. "***.456.789-**"): the full number
   * goes to the payment channel with the order and is never stored (src/modules/wallet/payerData.ts).
   */
  payer_tax_id: string | null;
  qr_code: string;
  pay_url: string;
  provider_ref: string | null;
  /** 1 once /x2/payListActivity/bonus reported the bonus (the popup shows once). */
  bonus_announced: number;
  /** First-deposit bonus credited with this order (issue 12; 0 = none), reported with bonus_amount. */
  first_deposit_bonus: Generated<number>;
  created_at: number;
  expires_at: number;
  settled_at: number | null;
  /** The payment adapter of the order's channel when it was created (migration 0024): only its webhooks settle the order. */
  adapter: Generated<string>;
  /** The channel's method and kind at creation ('' for orders older than migration 0024 whose channel was gone). */
  pay_method: Generated<string>;
  pay_kind: Generated<string>;
}

/** A cash-out order: the amount is held at apply; paid (success) or returned (failed). */
export interface WithdrawalOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  request_id: string | null;
  amount: number;
  fee: number;
  actual_amount: number;
  method: string;
  bank_code: string;
  bank_name: string;
  account_no: string;
  account_name: string;
  agency_code: string | null;
  account_type: string | null;
  phone: string | null;
  status: string;
  provider_ref: string | null;
  /** Who settled it: 'operator:<name>', 'cli', or a payout provider. */
  settled_by: string | null;
  reason: string | null;
  created_at: number;
  settled_at: number | null;
  /** The payout adapter chosen when the order was created (migration 0024): it pays, and only its webhooks settle. */
  payout_adapter: Generated<string>;
  /** null: waiting for a decision; 'processing': sent to the provider, its outcome not yet known. */
  payout_status: Generated<string | null>;
}

/** Every verified payment webhook received, once per provider event id (replays count deliveries). */
export interface PaymentWebhooksTable {
  id: Generated<number>;
  channel: string;
  event_id: string;
  order_no: string;
  status: string;
  body: string;
  /** credited | failed | ignored:<order status or pending> | amount_mismatch | unknown_order | wrong_adapter | reversed */
  outcome: string;
  deliveries: number;
  received_at: number;
}

/**
 * An Idempotency-Key of a money-moving call (issue 13, http/idempotency.ts), per caller and
 * endpoint: written in the money's own transaction, its answer stored once the call has answered.
 * Kept 24 h.
 */
export interface IdempotencyKeysTable {
  user_id: number;
  /** Contract endpoint name. */
  endpoint: string;
  idem_key: string;
  /** sha256 hex of the validated request. */
  request_hash: string;
  /** The answered envelope (JSON); null while the call runs, or when a crash lost the answer. */
  response: string | null;
  created_at: number;
}

export interface Database extends GamesTables, EngagementTables, BonusTables, TradingTables, LottoTables, ProtectionTables, IntegrityTables, PopupsTables, WithdrawalFeedbackTables, EmailTables {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  sms_messages: SmsMessagesTable;
  devices: DevicesTable;
  child_accounts: ChildAccountsTable;
  config_values: ConfigValuesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  deposit_orders: DepositOrdersTable;
  withdrawal_orders: WithdrawalOrdersTable;
  payment_webhooks: PaymentWebhooksTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type TableName = keyof Database;
export const TABLES: readonly TableName[] = [
  'users',
  'sessions',
  'sms_codes',
  'sms_outbox',
  'sms_messages',
  'devices',
  'child_accounts',
  'config_values',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'deposit_orders',
  'withdrawal_orders',
  'payment_webhooks',
  'idempotency_keys',
  ...GAMES_TABLES,
  ...ENGAGEMENT_TABLES,
  ...BONUS_TABLES,
  ...TRADING_TABLES,
  ...LOTTO_TABLES,
  ...PROTECTION_TABLES,
  ...INTEGRITY_TABLES,
  ...POPUPS_TABLES,
  ...WITHDRAWAL_FEEDBACK_TABLES,
  ...EMAIL_TABLES,
];

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
