// Cash out (spec §4 withdrawal: submitted, handled within one business day; §5/§6/§8/§9 rules).
// Apply checks, in this order, each with the spec's message: the 24 h block after a password or
// security change, the withdrawal hours 7:00–19:00 GMT+8, the configured cash-out window, the
// amount's minimum and maximum, the available balance (main wallet only: bonus is never
// withdrawable) and the daily count (per GMT+8 day). It then holds the amount — main wallet →
// withdrawalHolds — in the same transaction that creates the `pending` order. The payout adapter
// (sandbox: an operator approves or rejects, endpoint or CLI) settles it exactly once under the
// ledger key `withdrawal:settle:<orderNo>`: approve pays the actual amount out through clearing and
// books the fee; reject returns the whole amount to the main wallet.
// Issue 26: an order keeps the payout adapter chosen for its destination (payout_adapter). One that
// pays by itself (Xendit) is asked after an operator's approval, or at once at or under
// withdraw.autoPayoutMaxMinor; the order is then 'processing' (payout_status; the player still sees
// pending) until the provider's webhook settles it or returns the hold. While in flight, another
// approval never pays twice (the order number is the provider's idempotency key) and a rejection is
// refused; an outright refusal by the provider returns the money at once.
//
// Proof (issue 11 "money-safe by default"): a session token alone never moves money out. Apply
// needs a phone proven by SMS code, and the account password or a code sent to that phone for
// purpose `withdraw`; a destination the player was never paid to (a GCash number that is not
// theirs, a new bank card or crypto address) needs the code (withdrawalProofNeeded). Every proof
// attempt counts toward the `withdraw` rate limit per account and per IP (wrong passwords run
// into it; the limit is checked before the password). A refusal writes nothing; only a wrong
// code counts a try on that code (sms service). A code is used up only once every rule passed.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  CRYPTO_ADDRESS,
  actualWithdrawalMinor,
  checkBankBranch,
  checkGcashAccount,
  checkWithdrawalAmount,
  checkWithdrawalProof,
  checkWithdrawalTime,
  isCashOutAllowedAt,
  withdrawalCountDayStart,
  withdrawalDestinationKey,
  withdrawalFeeMinor,
  withdrawalProofNeeded,
  type Market,
  type MessageKey,
  type PaymentStatus,
} from '@perya/domain';
import type { WithdrawAccount } from '@perya/api/contract';
import type { Database, User, WithdrawalOrdersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError, type ErrorName } from '../../http/errors';
import { accountFrozen } from '../integrity/service';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { PasswordHasher } from '../../security/passwords';
import type { SmsService } from '../sms/service';
import { withdrawChannelsFor, type WalletConfig } from './config';
import { newOrderNo } from './orders';

type WithdrawalRow = Selectable<WithdrawalOrdersTable>;

export interface WithdrawInput extends WithdrawAccount {
  readonly amount: number;
  readonly requestId?: string | undefined;
  /** The account password (proof). */
  readonly pwd?: string | undefined;
  /** A code sent to the verified phone for purpose `withdraw` (proof). */
  readonly verifyCode?: string | undefined;
}

/** SMS purpose of a withdrawal code (contract SMS_PURPOSES). */
export const WITHDRAW_SMS_PURPOSE = 'withdraw';

export interface Breakdown {
  readonly amount: number;
  readonly fee: number;
  readonly actualAmount: number;
  readonly availableBalance: number;
  readonly remainingCount: number;
}

/** The destination and amount a payout provider is asked to pay. */
export interface PayoutOrder {
  readonly orderNo: string;
  readonly method: string;
  readonly bankCode: string;
  readonly accountNo: string;
  readonly accountName: string;
  /** What reaches the player (amount minus fee), minor units. */
  readonly actualAmount: number;
}

/** What a verified payout webhook says happened (see adapters/payment/xendit.ts). */
export interface PayoutOutcome {
  readonly eventId: string;
  readonly orderNo: string;
  readonly providerRef: string;
  /** paid: the money reached the player; failed: it never left; reversed: it came back after leaving. */
  readonly status: 'paid' | 'failed' | 'reversed';
  readonly amountMinor: number;
}

/**
 * How a payout provider is asked to pay. The sandbox pays nothing by itself: an operator's
 * approval settles the order. A provider that pays by itself (`pay`) is asked after an operator's
 * approval (or at once under withdraw.autoPayoutMaxMinor); its webhook (`verifyWebhook`) settles.
 */
export interface PayoutAdapter {
  readonly name: string;
  /** Called after the order and its hold are committed. */
  submit?(order: { readonly orderNo: string; readonly method: string; readonly actualAmount: number }): Promise<void>;
  /** Whether it pays to this destination; unset: every destination. */
  serves?(destination: { readonly method: string; readonly bankCode: string }): boolean;
  /**
   * Asks the provider to pay; the order number is its idempotency key, so a repeated call never
   * pays twice. Throws PayoutRefusedError when the provider refused outright (nothing paid).
   */
  pay?(order: PayoutOrder): Promise<{ readonly providerRef: string }>;
  /** The outcome of a payout webhook delivery, or undefined when it is not verified or not an outcome. */
  verifyWebhook?(rawBody: string, headers: Record<string, string | string[] | undefined>): PayoutOutcome | undefined;
}

export const sandboxPayoutAdapter: PayoutAdapter = {
  name: 'sandbox',
  // The sandbox pays nothing by itself: `POST /ops/withdrawals/{orderNo}/approve|reject` or
  // `pnpm --filter @perya/server ops withdrawals:approve <orderNo>` decides.
  submit: async () => undefined,
};

/** A provider's outright refusal of a payout: nothing was paid, the hold goes back to the player. */
export function isPayoutRefusal(error: unknown): error is Error & { code: string } {
  return error instanceof Error && error.name === 'PayoutRefusedError';
}

export type PayoutWebhookOutcome = 'settled' | 'returned' | 'unknown_order' | 'wrong_adapter' | 'mismatch' | `ignored:${string}`;

const CODE_OF: Partial<Record<MessageKey, ErrorName>> = {
  securityChangeBlock: 'SECURITY_CHANGE_BLOCK',
  withdrawalHours: 'OUTSIDE_WITHDRAWAL_HOURS',
  outsidePickUpTime: 'OUTSIDE_WITHDRAWAL_HOURS',
  amountRequired: 'AMOUNT_REQUIRED',
  amountBelowMin: 'AMOUNT_BELOW_MIN',
  amountAboveMax: 'AMOUNT_ABOVE_MAX',
  insufficientAvailableBalance: 'INSUFFICIENT_BALANCE',
  withdrawalCountLimit: 'WITHDRAWAL_COUNT_LIMIT',
  withdrawalPhoneRequired: 'PHONE_NOT_VERIFIED',
  withdrawalProofRequired: 'WITHDRAWAL_PROOF_REQUIRED',
  withdrawalCodeRequired: 'WITHDRAWAL_PROOF_REQUIRED',
  gcashPhoneMismatch: 'WITHDRAWAL_PROOF_REQUIRED',
};

/** Who settled an order the payout provider decided (settled_by). */
const PAYOUT_BY = (adapterName: string) => `payout:${adapterName}`;

function refuse(key: MessageKey): never {
  // Stryker disable next-line StringLiteral: every key apply and checkLimit refuse with is in CODE_OF; the fallback is never reached
  throw new AppError(CODE_OF[key] ?? 'VALIDATION', key);
}

export interface WithdrawalServiceDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly config: WalletConfig;
  /**
   * Who pays a new withdrawal: the first adapter that serves its destination (the sandbox, always
   * present and last, serves every one). An order keeps its adapter (payout_adapter).
   */
  readonly payouts: readonly PayoutAdapter[];
  /** Reports a payout that could not be started (logged by the caller; the order stays for the operator). */
  readonly onPayoutError?: ((orderNo: string, error: unknown) => void) | undefined;
  readonly now: () => number;
  /** The market of a player by their sign-up app code: its banks and bank fields (@perya/domain cashFlows). */
  readonly marketOf: (appCode: string | null) => Market;
}

/** What apply checks the player's proof with. */
export interface WithdrawalProofCheck {
  readonly passwords: PasswordHasher;
  readonly sms: SmsService;
  /** Counts one proof attempt of a player; false when over the limit (the server's rate limiter). */
  readonly attempt: (userId: number) => Promise<boolean>;
}

export function accountOf(row: WithdrawalRow): WithdrawAccount {
  return {
    method: row.method as WithdrawAccount['method'],
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNo: row.account_no,
    accountName: row.account_name,
    ...(row.agency_code === null ? {} : { agencyCode: row.agency_code }),
    ...(row.account_type === null ? {} : { accountType: row.account_type as 'checking' | 'saving' }),
    ...(row.phone === null ? {} : { phone: row.phone }),
  };
}

export function withdrawalView(row: WithdrawalRow, availableBalance: number) {
  return {
    orderNo: row.order_no,
    status: row.status as PaymentStatus,
    amount: row.amount,
    fee: row.fee,
    actualAmount: row.actual_amount,
    availableBalance,
    createTime: row.created_at,
  };
}

export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { db, ledger, config, payouts, now } = deps;
  const payoutFor = (destination: { method: string; bankCode: string }): PayoutAdapter =>
    payouts.find((p) => p.serves === undefined || p.serves(destination)) ?? sandboxPayoutAdapter;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: every caller's payouts end with the sandbox (plugin, ops CLI), so find() answers it first
  const payoutNamed = (name: string): PayoutAdapter | undefined => payouts.find((p) => p.name === name) ?? (name === sandboxPayoutAdapter.name ? sandboxPayoutAdapter : undefined);
  const rules = config.withdraw;

  /** Withdrawals counted against today's limit: pending and paid ones (a rejected one gives its slot back). */
  async function usedToday(executor: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
    const row = await executor
      .selectFrom('withdrawal_orders')
      .select(sql<string>`count(*)`.as('n'))
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'success'])
      .where('created_at', '>=', withdrawalCountDayStart(now()))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Keys of the destinations this player's withdrawals were paid to (withdrawalDestinationKey). */
  async function paidDestinations(userId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('withdrawal_orders')
      .select(['method', 'bank_code', 'account_no'])
      .distinct()
      .where('user_id', '=', userId)
      .where('status', '=', 'success')
      .execute();
    return rows.map((r) => withdrawalDestinationKey({ method: r.method as WithdrawAccount['method'], bankCode: r.bank_code, accountNo: r.account_no }));
  }

  /** Every rule of a withdrawal of `amount` now; throws the first refusal, answers the breakdown. */
  function evaluate(user: User, amount: number, available: number, used: number): Breakdown {
    // spec §6: the operator blocked the account and its balance for fraud.
    if (user.frozen_at !== null) throw accountFrozen();
    const at = now();
    const time = checkWithdrawalTime(at, user.security_changed_at);
    if (!time.ok) refuse(time.error);
    if (!isCashOutAllowedAt({ startTime: rules.startTime, endTime: rules.endTime }, at)) refuse('outsidePickUpTime');
    const check = checkWithdrawalAmount({
      amountMinor: amount,
      minMinor: rules.min,
      maxMinor: rules.max,
      availableMinor: available,
      withdrawalsSoFar: used,
      maxWithdrawals: rules.dailyCountLimit,
    });
    if (!check.ok) refuse(check.error);
    const fee = withdrawalFeeMinor(amount, rules.feeRateBps, rules.feeFixed);
    const actualAmount = actualWithdrawalMinor(amount, fee);
    if (actualAmount <= 0) refuse('amountBelowMin');
    return { amount, fee, actualAmount, availableBalance: available, remainingCount: Math.max(0, rules.dailyCountLimit - used) };
  }

  /** The destination, checked against the channels of the player's market and the method's own rules. */
  function destination(input: WithdrawAccount, market: Market): WithdrawAccount {
    const channel = withdrawChannelsFor(config, market).find((c) => c.method === input.method && c.code === input.bankCode);
    if (channel === undefined) throw new AppError('VALIDATION', 'checkInformation');
    const base = { method: input.method, bankCode: channel.code, bankName: channel.name, accountNo: input.accountNo.trim(), accountName: input.accountName };
    switch (input.method) {
      case 'bank': {
        // spec §3 withdrawal info: the account number; the agency code and account type only
        // where the market has them (Brazil), refused elsewhere (a PH bank has neither).
        if (!/^\d{6,20}$/.test(base.accountNo.replace(/[\s-]/g, ''))) throw new AppError('VALIDATION', 'checkInformation');
        const branch = checkBankBranch(market, input);
        if (!branch.ok) throw new AppError('VALIDATION', branch.error);
        return {
          ...base,
          accountNo: base.accountNo.replace(/[\s-]/g, ''),
          ...(branch.agencyCode === undefined ? {} : { agencyCode: branch.agencyCode }),
          ...(branch.accountType === undefined ? {} : { accountType: branch.accountType }),
        };
      }
      case 'gcash': {
        // spec §8: the GCash account and the phone number must match.
        if (input.phone === undefined) throw new AppError('VALIDATION', 'phoneRequired');
        const match = checkGcashAccount(base.accountNo, input.phone);
        if (!match.ok) throw new AppError('VALIDATION', match.error);
        return { ...base, phone: input.phone };
      }
      case 'crypto': {
        const pattern = CRYPTO_ADDRESS[channel.code] ?? /^[0-9A-Za-z]{20,128}$/;
        if (!pattern.test(base.accountNo)) throw new AppError('VALIDATION', 'checkInformation');
        return base;
      }
    }
  }

  async function byRequest(userId: number, requestId: string) {
    return db.selectFrom('withdrawal_orders').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
  }

  /** A retried request answers its first order; a different request reusing the id is refused. */
  async function sameRequest(existing: WithdrawalRow, input: WithdrawInput) {
    if (existing.amount !== input.amount || existing.method !== input.method || existing.bank_code !== input.bankCode) {
      throw new AppError('VALIDATION', 'checkInformation');
    }
    return withdrawalView(existing, (await ledger.balances(existing.user_id)).main);
  }

  return {
    /** POST /x2/paramConfig/withdraw/get. */
    async config(userId: number) {
      const [balances, used] = await Promise.all([ledger.balances(userId), usedToday(db, userId)]);
      return {
        presets: rules.presets,
        min: rules.min,
        max: rules.max,
        feeRateBps: rules.feeRateBps,
        feeFixed: rules.feeFixed,
        dailyCountLimit: rules.dailyCountLimit,
        usedCount: used,
        startTime: rules.startTime,
        endTime: rules.endTime,
        availableBalance: balances.main,
      };
    },

    /** POST /x2/paramConfig/withdraw/checkLimit: the same checks as apply, nothing written. */
    async checkLimit(user: User, amount: number): Promise<Breakdown> {
      const [balances, used] = await Promise.all([ledger.balances(user.id), usedToday(db, user.id)]);
      return evaluate(user, amount, balances.main, used);
    },

    /** POST /x2/withdraw/apply/v2. */
    async apply(user: User, input: WithdrawInput, proof: WithdrawalProofCheck) {
      const { passwords, sms, attempt } = proof;
      if (input.requestId !== undefined) {
        const existing = await byRequest(user.id, input.requestId);
        if (existing !== undefined) return sameRequest(existing, input);
      }
      const account = destination(input, deps.marketOf(user.app_code));
      const verifiedPhone = user.verified === 1 ? user.phone : null;
      const need = withdrawalProofNeeded({ verifiedPhone, destination: account, paidDestinations: await paidDestinations(user.id) });
      if (!need.ok) refuse(need.error);
      const given = checkWithdrawalProof(need.needs, account.method, { password: input.pwd !== undefined, code: input.verifyCode !== undefined });
      if (!given.ok) refuse(given.error);
      if (!(await attempt(user.id))) throw new AppError('RATE_LIMITED');
      if (input.pwd !== undefined && (user.password_hash === null || !(await passwords.verify(input.pwd, user.password_hash)))) {
        throw new AppError('CREDENTIALS_INCORRECT', 'passwordIncorrect');
      }
      if (input.verifyCode !== undefined) {
        // Every rule first, so a refused withdrawal does not use the code up; then the code.
        const [balances, used] = await Promise.all([ledger.balances(user.id), usedToday(db, user.id)]);
        evaluate(user, input.amount, balances.main, used);
        // Stryker disable next-line StringLiteral: a code is only taken from a verified phone (withdrawalProofNeeded refused the others)
        await sms.verify(verifiedPhone ?? '', [WITHDRAW_SMS_PURPOSE], input.verifyCode, { consume: true });
      }
      const payout = payoutFor(account);
      let row: WithdrawalRow;
      try {
        row = await ledger.transaction(async (trx) => {
          // Serialise this player's applications (PG row lock; SQLite has one writer anyway) so
          // the daily count cannot be raced past its limit.
          await trx.updateTable('users').set({ updated_at: sql<number>`updated_at` }).where('id', '=', user.id).execute();
          // A freeze that landed since the request began holds this withdrawal too.
          const fresh = await trx.selectFrom('users').select('frozen_at').where('id', '=', user.id).executeTakeFirstOrThrow();
          if (fresh.frozen_at !== null) throw accountFrozen();
          const [balances, used] = [await ledger.balances(user.id, trx), await usedToday(trx, user.id)];
          const breakdown = evaluate(user, input.amount, balances.main, used);
          const at = now();
          const orderNo = newOrderNo('W', at);
          const created = await trx
            .insertInto('withdrawal_orders')
            .values({
              order_no: orderNo,
              user_id: user.id,
              request_id: input.requestId ?? null,
              amount: breakdown.amount,
              fee: breakdown.fee,
              actual_amount: breakdown.actualAmount,
              method: account.method,
              bank_code: account.bankCode,
              bank_name: account.bankName,
              account_no: account.accountNo,
              account_name: account.accountName,
              agency_code: account.agencyCode ?? null,
              account_type: account.accountType ?? null,
              phone: account.phone ?? null,
              payout_adapter: payout.name,
              status: 'pending',
              provider_ref: null,
              settled_by: null,
              reason: null,
              created_at: at,
              settled_at: null,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await ledger
            .post(transfers.withdrawalHold({ userId: user.id, amount: breakdown.amount, key: `withdrawal:hold:${orderNo}`, reference: orderNo, remark: 'Cash out' }), trx)
            .catch(transfers.refuseOverdraft);
          return created;
        });
      } catch (error) {
        if (input.requestId !== undefined && isUniqueViolation(error)) {
          const existing = await byRequest(user.id, input.requestId);
          if (existing !== undefined) return sameRequest(existing, input);
        }
        throw error;
      }
      // Stryker disable next-line ObjectLiteral: the only adapter with submit, the sandbox, reads nothing of it
      await payout.submit?.({ orderNo: row.order_no, method: row.method, actualAmount: row.actual_amount });
      // Small enough to pay without an operator (withdraw.autoPayoutMaxMinor): sent now. A failure
      // to reach the provider leaves the order processing; the operator's approve retries it.
      if (
        payout.pay !== undefined &&
        // Stryker disable next-line ConditionalExpression,EqualityOperator: 0 turns it off either way, no amount is 0 or less
        rules.autoPayoutMaxMinor > 0 &&
        row.amount <= rules.autoPayoutMaxMinor
      ) {
        try {
          row = await approve(row.order_no, 'auto');
        } catch (error) {
          deps.onPayoutError?.(row.order_no, error);
        }
      }
      return withdrawalView(row, (await ledger.balances(user.id)).main);
    },

    /** GET /x2/withdraw/order/{orderNo}: one of the player's withdrawals, held, paid or returned. */
    async get(userId: number, orderNo: string) {
      const row = await db.selectFrom('withdrawal_orders').selectAll().where('user_id', '=', userId).where('order_no', '=', orderNo).executeTakeFirst();
      if (row === undefined) throw new AppError('NOT_FOUND');
      return { ...withdrawalView(row, (await ledger.balances(userId)).main), settledTime: row.settled_at };
    },

    /** GET /x2/withdraw/pending: the player's withdrawals still held, newest first, and their sum. */
    async pendingOf(userId: number) {
      const rows = await db
        .selectFrom('withdrawal_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .execute();
      return {
        list: rows.map((row) => ({
          orderNo: row.order_no,
          amount: row.amount,
          fee: row.fee,
          actualAmount: row.actual_amount,
          method: row.method as WithdrawAccount['method'],
          bankName: row.bank_name,
          accountTail: row.account_no.slice(-4),
          createTime: row.created_at,
        })),
        held: rows.reduce((sum, row) => sum + row.amount, 0),
      };
    },

    /** GET /x2/withdraw/get-latest-account-info: the destination of the player's last withdrawal. */
    async latestAccount(userId: number): Promise<WithdrawAccount | null> {
      const row = await db.selectFrom('withdrawal_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row === undefined ? null : accountOf(row);
    },

    /**
     * An operator's decision (or the CLI's). approve: the sandbox (or an order whose adapter does
     * not pay by itself) settles now; a paying provider is asked to pay and the order stays
     * pending (processing) until its webhook. reject: returns the amount, refused (FORBIDDEN) once
     * the payout was sent. Exactly once: a second decision on a settled order answers it unchanged
     * when it agrees, and is refused (FORBIDDEN) when it disagrees.
     */
    async settle(orderNo: string, decision: 'approve' | 'reject', by: string, reason?: string): Promise<WithdrawalRow> {
      if (decision === 'approve') return approve(orderNo, by);
      // Stryker disable next-line StringLiteral: finish() takes every decision but 'approve' as a rejection
      return finish(orderNo, 'reject', by, reason, 'waiting');
    },

    /**
     * A verified payout webhook of adapter `adapterName`: settles or returns the order once. Each
     * delivery is kept in payment_webhooks (channel `payout:<adapter>`, deliveries counted per
     * event id) with its outcome, for the finance team.
     */
    async applyPayoutEvent(adapterName: string, event: PayoutOutcome, rawBody: string): Promise<PayoutWebhookOutcome> {
      const channel = `payout:${adapterName}`;
      const receipt = await db
        .insertInto('payment_webhooks')
        .values({ channel, event_id: event.eventId, order_no: event.orderNo, status: event.status, body: rawBody, outcome: 'pending', deliveries: 1, received_at: now() })
        .onConflict((oc) => oc.columns(['channel', 'event_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (receipt === undefined) {
        await db.updateTable('payment_webhooks').set((eb) => ({ deliveries: eb('deliveries', '+', 1) })).where('channel', '=', channel).where('event_id', '=', event.eventId).execute();
      }
      const outcome = await settlePayout(adapterName, event);
      await db.updateTable('payment_webhooks').set({ outcome }).where('channel', '=', channel).where('event_id', '=', event.eventId).execute();
      return outcome;
    },

    /** Orders waiting for a decision, oldest first (operators). */
    async pending(limit = 100): Promise<WithdrawalRow[]> {
      return db.selectFrom('withdrawal_orders').selectAll().where('status', '=', 'pending').orderBy('id').limit(limit).execute();
    },
  };

  /**
   * Settles a pending order exactly once (ledger key withdrawal:settle:<orderNo>): approve pays out
   * through clearing and books the fee; reject returns the whole amount to the main wallet.
   * `stage` is where the order must be: 'waiting' (an operator's decision: nothing sent to a
   * provider) or 'processing' (the provider's outcome of a payout it was asked for).
   */
  async function finish(orderNo: string, decision: 'approve' | 'reject', by: string, reason: string | undefined, stage: 'waiting' | 'processing'): Promise<WithdrawalRow> {
    const target = decision === 'approve' ? 'success' : 'failed';
    return ledger.transaction(async (trx) => {
      const at = now();
      const pending = trx
        .updateTable('withdrawal_orders')
        .set({ status: target, settled_at: at, settled_by: by.slice(0, 64), reason: reason?.slice(0, 255) ?? null })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'pending');
      const row = await (stage === 'waiting' ? pending.where('payout_status', 'is', null) : pending.where('payout_status', '=', 'processing')).returningAll().executeTakeFirst();
      if (row === undefined) {
        const current = await trx.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
        if (current === undefined) throw new AppError('NOT_FOUND');
        // A payout in flight is the provider's to settle; a settled order keeps its outcome.
        if (current.status !== target) throw new AppError('FORBIDDEN');
        return current;
      }
      const key = `withdrawal:settle:${orderNo}`;
      if (decision === 'approve') {
        await ledger.post(transfers.withdrawalSettle({ amount: row.amount, paid: row.actual_amount, fee: row.fee, key, reference: orderNo }), trx);
      } else {
        await ledger.post(transfers.withdrawalRelease({ userId: row.user_id, amount: row.amount, key, reference: orderNo, remark: 'Cash out returned' }), trx);
      }
      return row;
    });
  }

  /**
   * The approval of a withdrawal. Its adapter pays by itself: the order is claimed (payout_status
   * 'processing') and the provider asked once; an approval while it is in flight answers the order
   * unchanged (never a second payout), and one after a lost answer asks again under the same
   * idempotency key (the provider answers the same payout). An outright refusal returns the money.
   */
  async function approve(orderNo: string, by: string): Promise<WithdrawalRow> {
    const current = await db.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
    if (current === undefined) throw new AppError('NOT_FOUND');
    const adapter = payoutNamed(current.payout_adapter);
    // The order's provider is not configured here (the CLI, or the server after XENDIT_* was
    // removed): approving would mark it paid without paying. The server that has it approves.
    if (adapter === undefined) throw new AppError('FORBIDDEN');
    // The sandbox: the operator's approval is the payout (refused while a provider holds it).
    if (adapter.pay === undefined) return finish(orderNo, 'approve', by, undefined, 'waiting');
    if (current.status !== 'pending') {
      if (current.status === 'success') return current;
      throw new AppError('FORBIDDEN');
    }
    if (
      // Stryker disable next-line ConditionalExpression: a provider_ref is only stored on an order claimed for a payout (processing)
      current.payout_status === 'processing' &&
      current.provider_ref !== null
    )
      return current;
    if (current.payout_status === null) {
      const claimed = await db
        .updateTable('withdrawal_orders')
        .set({ payout_status: 'processing', settled_by: by.slice(0, 64) })
        .where('id', '=', current.id)
        .where('status', '=', 'pending')
        .where('payout_status', 'is', null)
        .returningAll()
        .executeTakeFirst();
      // Another approval claimed it first: that one asks the provider.
      if (claimed === undefined) return db.selectFrom('withdrawal_orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    }
    try {
      const { providerRef } = await adapter.pay({
        orderNo,
        method: current.method,
        bankCode: current.bank_code,
        accountNo: current.account_no,
        accountName: current.account_name,
        actualAmount: current.actual_amount,
      });
      await db.updateTable('withdrawal_orders').set({ provider_ref: providerRef }).where('id', '=', current.id).where('provider_ref', 'is', null).execute();
    } catch (error) {
      if (isPayoutRefusal(error)) {
        const reason = `refused by ${adapter.name}: ${error.code}`;
        // Stryker disable next-line StringLiteral: 'reject' and 'processing' (finish() takes any decision but 'approve' as a rejection, any stage but 'waiting' as the provider's); the other strings are the ones below
        return finish(orderNo, 'reject', PAYOUT_BY(adapter.name), reason, 'processing');
      }
      throw error;
    }
    return db.selectFrom('withdrawal_orders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
  }

  /** The provider's outcome of a payout: checked against the order, then settled or returned once. */
  async function settlePayout(adapterName: string, event: PayoutOutcome): Promise<PayoutWebhookOutcome> {
    const order = await db.selectFrom('withdrawal_orders').selectAll().where('order_no', '=', event.orderNo).executeTakeFirst();
    if (order === undefined) return 'unknown_order';
    if (order.payout_adapter !== adapterName) return 'wrong_adapter';
    // Never sent by us, another payout's id, or another amount: nothing moves (finance looks).
    if (order.status === 'pending' && order.payout_status === null) return 'mismatch';
    if ((order.provider_ref !== null && order.provider_ref !== event.providerRef) || event.amountMinor !== order.actual_amount) return 'mismatch';
    if (order.status !== 'pending') return `ignored:${order.status}`;
    if (order.provider_ref === null) {
      await db.updateTable('withdrawal_orders').set({ provider_ref: event.providerRef }).where('id', '=', order.id).where('provider_ref', 'is', null).execute();
    }
    const by = PAYOUT_BY(adapterName);
    try {
      if (event.status === 'paid') {
        // Stryker disable next-line StringLiteral: finish() takes any stage but 'waiting' as the provider's
        await finish(order.order_no, 'approve', by, undefined, 'processing');
        return 'settled';
      }
      const reason = `payout ${event.status}`;
      // Stryker disable next-line StringLiteral: 'reject' and 'processing' (finish() takes any decision but 'approve' as a rejection, any stage but 'waiting' as the provider's)
      await finish(order.order_no, 'reject', by, reason, 'processing');
      return 'returned';
    } catch (error) {
      if (error instanceof AppError) return 'ignored:settled';
      throw error;
    }
  }

}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
