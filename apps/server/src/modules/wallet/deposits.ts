// Cash in (spec §4 deposit: form → code → waiting → credited only on success). A deposit order is
// created `pending`; only a verified provider webhook settles it — `success` credits the main
// wallet (and the deposit bonus to the bonus wallet) in the same database transaction as the
// status change, under the ledger key `deposit:<orderNo>`, so any number of replays credit once.
// `failed` and `canceled` (unpaid past its expiry) never credit, and an end state never changes
// (canTransitionPayment). A `paid` webhook for an order that expired but was not yet canceled is
// credited: the money did arrive. One for an order already canceled is recorded (payment_webhooks
// outcome ignored:canceled) for the finance team to refund, never credited silently.
// A webhook settles only an order of a channel its own adapter serves (issue 11), as stored on the
// order when it was created (issue 26, migration 0024): one verified by
// adapter X for an order created on a channel of adapter Z is refused (outcome wrong_adapter,
// recorded in payment_webhooks, logged, answered FORBIDDEN) and credits nothing, so a sandbox or
// weaker provider's secret can never pay a real provider's order.
// An event that is not final (`pending`) changes nothing (outcome ignored:pending); a payment taken
// back after it was paid (`refunded`, `charged_back`) changes nothing either — the player's balance
// is the operator's call — and is recorded (outcome `reversed`) and logged for the finance team.
// Issue 12: a deposit bonus (the picked offer's, or the default rate's) is a bonus grant (ledger
// key deposit-bonus:<orderNo>, turnover before it converts, src/modules/bonus); the player's FIRST
// successful deposit also earns the operator's first-deposit bonus (first-deposit:<userId>), on top
// of any offer, only when it reaches its minimum (a later deposit never earns it); then the
// afterCredit hook runs in the same transaction (invite rewards).
import type { Kysely, Selectable, Transaction } from 'kysely';
import { checkDepositAmount, depositBonusMinor, MS_PER_MINUTE, type PaymentStatus } from '@perya/domain';
import type { RechargeOrder } from '@perya/api/contract';
import type { Database, DepositOrdersTable } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import type { PaymentAdapter, PaymentEvent } from '../../adapters/payment/gateway';
import type { Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { WalletConfig } from './config';
import { createBonusService, type BonusService } from '../bonus/service';
import { bonusConfigSchema, type BonusConfig } from '../bonus/config';
import { newOrderNo } from './orders';
import { maskTaxId } from './payerData';
import { recordText, type OperatorText } from '../texts/texts';
import type { ProtectionGuard } from '../protection/service';

type DepositRow = Selectable<DepositOrdersTable>;

export interface RechargeInput {
  readonly amount: number;
  readonly channelId: string;
  readonly name?: string | undefined;
  readonly email?: string | undefined;
  readonly taxId?: string | undefined;
  readonly activityId?: string | undefined;
  readonly requestId?: string | undefined;
}

export type WebhookOutcome = 'credited' | 'failed' | 'unknown_order' | 'amount_mismatch' | 'wrong_adapter' | 'reversed' | `ignored:${string}`;

export interface DepositServiceDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly config: WalletConfig;
  readonly adapters: ReadonlyMap<string, PaymentAdapter>;
  readonly now: () => number;
  /** Player protection (issue 15): age, exclusion, identity check and deposit limits, checked with the order. */
  readonly guard: ProtectionGuard;
  /** Who grants deposit bonuses; default: a bonus service with the default bonus rules. */
  readonly bonuses?: BonusService | undefined;
  /** The operator's bonus rules (turnover of deposit bonuses, first-deposit bonus); default: the defaults (first-deposit bonus off). */
  readonly bonusConfig?: BonusConfig | undefined;
  /** Runs in the crediting transaction after a deposit is credited (invite rewards). */
  readonly afterCredit?: ((trx: Transaction<Database>, credited: { userId: number; orderNo: string; amount: number }) => Promise<void>) | undefined;
}

export function orderView(row: DepositRow): RechargeOrder {
  return {
    orderNo: row.order_no,
    amount: row.amount,
    status: row.status as PaymentStatus,
    channelId: row.channel_id,
    payUrl: row.pay_url,
    qrCode: row.qr_code,
    createTime: row.created_at,
    expiresAt: row.expires_at,
  };
}

export function createDepositService(deps: DepositServiceDeps) {
  const { db, ledger, config, adapters, now } = deps;
  const bonusConfig = deps.bonusConfig ?? bonusConfigSchema.parse({});
  const bonuses = deps.bonuses ?? createBonusService({ db, ledger, config: bonusConfig, now, guard: deps.guard });

  async function byRequest(userId: number, requestId: string): Promise<DepositRow | undefined> {
    return db.selectFrom('deposit_orders').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
  }

  /** A retried request answers its first order; a different request reusing the id is refused. */
  function sameRequest(existing: DepositRow, input: RechargeInput): RechargeOrder {
    if (existing.amount !== input.amount || existing.channel_id !== input.channelId) throw new AppError('VALIDATION', 'checkInformation');
    return orderView(existing);
  }

  /** Cancels a pending order whose time ran out; answers the row as it now stands. */
  async function expireIfDue(row: DepositRow): Promise<DepositRow> {
    if (row.status !== 'pending' || now() < row.expires_at) return row;
    const updated = await db
      .updateTable('deposit_orders')
      .set({ status: 'canceled', settled_at: now() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return updated ?? (await db.selectFrom('deposit_orders').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow());
  }

  return {
    firstDepositOffer,
    /** POST /x2/recharge/v2. */
    async create(userId: number, input: RechargeInput, publicBaseUrl: string, appOrigin?: string): Promise<RechargeOrder> {
      if (input.requestId !== undefined) {
        const existing = await byRequest(userId, input.requestId);
        if (existing !== undefined) return sameRequest(existing, input);
      }
      const channel = config.payChannels.find((c) => c.id === input.channelId);
      const adapter = channel === undefined ? undefined : adapters.get(channel.adapter);
      if (channel === undefined || adapter === undefined) throw new AppError('VALIDATION', 'checkInformation');

      const bounds = { minMinor: Math.max(config.recharge.min, channel.min), maxMinor: Math.min(config.recharge.max, channel.max) };
      const amountCheck = checkDepositAmount(input.amount, bounds);
      if (!amountCheck.ok) {
        throw new AppError(amountCheck.error === 'amountBelowMin' ? 'AMOUNT_BELOW_MIN' : amountCheck.error === 'amountAboveMax' ? 'AMOUNT_ABOVE_MAX' : 'AMOUNT_REQUIRED');
      }
      // spec §3/§5: the Pix form needs name, email and CPF/CNPJ (their formats are the contract's).
      if (channel.kind === 'pix') {
        if (input.name === undefined) throw new AppError('VALIDATION', 'nameRequired');
        if (input.email === undefined) throw new AppError('VALIDATION', 'emailRequired');
        if (input.taxId === undefined) throw new AppError('VALIDATION', 'cpfRequired');
      }
      // Refused before the provider is asked (and again with the order, below, against races).
      await deps.guard.guardDeposit(db, userId, input.amount);
      let bonus: number;
      if (input.activityId !== undefined) {
        const activity = config.depositActivities.find((a) => a.id === input.activityId);
        if (activity === undefined) throw new AppError('VALIDATION', 'checkInformation');
        bonus = depositBonusMinor(input.amount, { minDepositMinor: activity.minDeposit, bonusRateBps: activity.bonusRateBps, maxBonusMinor: activity.maxBonus });
      } else {
        bonus = depositBonusMinor(input.amount, { minDepositMinor: 0, bonusRateBps: config.recharge.bonusRateBps, maxBonusMinor: 0 });
      }

      const at = now();
      const orderNo = newOrderNo('D', at);
      const expiresAt = at + config.recharge.orderTtlMinutes * MS_PER_MINUTE;
      let checkout;
      try {
        checkout = await adapter.createCheckout({
          orderNo,
          userId,
          amountMinor: input.amount,
          kind: channel.kind,
          channelId: channel.id,
          method: channel.method,
          providerChannel: channel.providerChannel,
          payer: { name: input.name, email: input.email, taxId: input.taxId },
          expiresAt,
          publicBaseUrl,
          appOrigin,
        });
      } catch (error) {
        // The provider's reason goes to the log (the error handler logs a cause), not to the player.
        const failed = new AppError('ORDER_FAILED');
        failed.cause = error;
        throw failed;
      }
      try {
        // In a ledger transaction (though it moves no money yet) so the call's Idempotency-Key is
        // claimed with the order: one order per key, also across processes and crashes (issue 13).
        const row = await ledger.transaction(async (trx) => {
          await deps.guard.guardDeposit(trx, userId, input.amount);
          return trx
          .insertInto('deposit_orders')
          .values({
            order_no: orderNo,
            user_id: userId,
            request_id: input.requestId ?? null,
            channel_id: channel.id,
            adapter: adapter.name,
            pay_method: channel.method,
            pay_kind: channel.kind,
            amount: input.amount,
            bonus_amount: bonus,
            activity_id: input.activityId ?? null,
            status: 'pending',
            payer_name: input.name ?? null,
            payer_email: input.email ?? null,
            payer_tax_id: input.taxId === undefined ? null : maskTaxId(input.taxId),
            qr_code: checkout.qrCode,
            pay_url: checkout.payUrl,
            provider_ref: checkout.providerRef,
            bonus_announced: 0,
            created_at: at,
            expires_at: expiresAt,
            settled_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        });
        return orderView(row);
      } catch (error) {
        // The same requestId raced us: answer the order it created.
        if (input.requestId !== undefined && isUniqueViolation(error)) {
          const existing = await byRequest(userId, input.requestId);
          if (existing !== undefined) return sameRequest(existing, input);
        }
        throw error;
      }
    },

    /** GET /x2/recharge/order/{orderNo}: the caller's own order only. */
    async get(userId: number, orderNo: string): Promise<RechargeOrder> {
      const row = await db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).where('user_id', '=', userId).executeTakeFirst();
      if (row === undefined) throw new AppError('NOT_FOUND');
      return orderView(await expireIfDue(row));
    },

    /** The order by number, whoever owns it (sandbox checkout page). */
    async find(orderNo: string): Promise<DepositRow | undefined> {
      const row = await db.selectFrom('deposit_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
      return row === undefined ? undefined : expireIfDue(row);
    },

    /**
     * A verified webhook event. One transaction: the receipt (deliveries counted per event id),
     * the order's pending → success|failed change and, on success, the ledger credit.
     */
    async applyPaymentEvent(channel: string, event: PaymentEvent, rawBody: string): Promise<WebhookOutcome> {
      return ledger.transaction(async (trx) => {
        const at = now();
        const receipt = await trx
          .insertInto('payment_webhooks')
          .values({ channel, event_id: event.eventId, order_no: event.orderNo, status: event.status, body: rawBody, outcome: 'pending', deliveries: 1, received_at: at })
          .onConflict((oc) => oc.columns(['channel', 'event_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (receipt === undefined) {
          // A redelivery: count it. When the first delivery settled the order, answer what happened
          // then; when it could not (order not yet stored, amount mismatch), try again.
          const seen = await trx
            .updateTable('payment_webhooks')
            .set((eb) => ({ deliveries: eb('deliveries', '+', 1) }))
            .where('channel', '=', channel)
            .where('event_id', '=', event.eventId)
            .returning(['id', 'outcome'])
            .executeTakeFirstOrThrow();
          if (seen.outcome === 'credited' || seen.outcome === 'failed' || seen.outcome === 'reversed' || seen.outcome.startsWith('ignored:')) return seen.outcome as WebhookOutcome;
          const retried = await settle(trx, channel, event, at);
          await trx.updateTable('payment_webhooks').set({ outcome: retried }).where('id', '=', seen.id).execute();
          return retried;
        }
        const outcome = await settle(trx, channel, event, at);
        await trx.updateTable('payment_webhooks').set({ outcome }).where('id', '=', receipt.id).execute();
        return outcome;
      });
    },

    /** POST /x2/payListActivity/bonus: deposit bonus credited and not yet shown; shown once. */
    async takeUnannouncedBonus(userId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .updateTable('deposit_orders')
          .set({ bonus_announced: 1 })
          .where('user_id', '=', userId)
          .where('status', '=', 'success')
          .where((eb) => eb.or([eb('bonus_amount', '>', 0), eb('first_deposit_bonus', '>', 0)]))
          .where('bonus_announced', '=', 0)
          .returning(['bonus_amount', 'first_deposit_bonus'])
          .execute();
        return rows.reduce((sum, r) => sum + Number(r.bonus_amount) + Number(r.first_deposit_bonus), 0);
      });
    },

    /** Cancels every pending order past its expiry (operators, `ops deposits:expire`). */
    async expireDue(): Promise<number> {
      const result = await db
        .updateTable('deposit_orders')
        .set({ status: 'canceled', settled_at: now() })
        .where('status', '=', 'pending')
        .where('expires_at', '<=', now())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };

  async function settle(trx: Transaction<Database>, adapterName: string, event: PaymentEvent, at: number): Promise<WebhookOutcome> {
    const order = await trx.selectFrom('deposit_orders').selectAll().where('order_no', '=', event.orderNo).executeTakeFirst();
    if (order === undefined) return 'unknown_order';
    // The adapter stored on the order at its creation is the one whose webhooks may settle it, whatever
    // the channels' config says now (a channel moved to another adapter or removed strands nothing).
    if (order.adapter !== adapterName) return 'wrong_adapter';
    if (event.status === 'refunded' || event.status === 'charged_back') return 'reversed';
    if (order.status !== 'pending') return `ignored:${order.status}`;
    if (event.status === 'pending') return 'ignored:pending';
    if (event.status === 'failed') {
      const failed = await trx
        .updateTable('deposit_orders')
        .set({ status: 'failed', settled_at: at })
        .where('id', '=', order.id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      return failed === undefined ? 'ignored:settled' : 'failed';
    }
    if (event.amountMinor !== order.amount || (order.provider_ref !== null && event.providerRef !== order.provider_ref)) return 'amount_mismatch';
    const won = await trx
      .updateTable('deposit_orders')
      .set({ status: 'success', settled_at: at })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (won === undefined) return 'ignored:settled';
    await ledger.post(transfers.deposit({ userId: order.user_id, amount: order.amount, key: `deposit:${order.order_no}`, reference: order.order_no, remark: 'Cash in' }), trx);
    // Bonuses ride on the credit unless the player is excluded now (the money itself always lands).
    const bonusesWithheld = await bonuses.withheld(trx, order.user_id);
    if (order.bonus_amount > 0 && !bonusesWithheld) {
      const activity = order.activity_id === null ? undefined : config.depositActivities.find((a) => a.id === order.activity_id);
      await bonuses.grant(trx, {
        userId: order.user_id,
        kind: 'deposit',
        title: activity === undefined ? 'Deposit bonus' : recordText(activity.title),
        amount: order.bonus_amount,
        turnoverMultiplier: bonusConfig.depositTurnoverMultiplier,
        idempotencyKey: `deposit-bonus:${order.order_no}`,
        reference: order.order_no,
      });
    }
    if (!bonusesWithheld) await firstDepositBonus(trx, order);
    await deps.afterCredit?.(trx, { userId: order.user_id, orderNo: order.order_no, amount: order.amount });
    return 'credited';
  }

  /** The first-deposit bonus rule when the player has no credited deposit yet, else null. */
  async function firstDepositOffer(userId: number): Promise<{ title: OperatorText; minDeposit: number; rateBps: number; maxBonus: number } | null> {
    const rule = bonusConfig.firstDeposit;
    if (!rule.enabled || rule.rateBps <= 0) return null;
    const credited = await db.selectFrom('deposit_orders').select('id').where('user_id', '=', userId).where('status', '=', 'success').limit(1).executeTakeFirst();
    return credited === undefined ? { title: rule.title, minDeposit: rule.minDeposit, rateBps: rule.rateBps, maxBonus: rule.maxBonus } : null;
  }

  /** The first-deposit bonus, when this credited order is the player's first successful one. */
  async function firstDepositBonus(trx: Transaction<Database>, order: DepositRow): Promise<void> {
    const rule = bonusConfig.firstDeposit;
    if (!rule.enabled) return;
    const earlier = await trx
      .selectFrom('deposit_orders')
      .select('id')
      .where('user_id', '=', order.user_id)
      .where('status', '=', 'success')
      .where('id', '<>', order.id)
      .limit(1)
      .executeTakeFirst();
    if (earlier !== undefined) return;
    const amount = depositBonusMinor(order.amount, { minDepositMinor: rule.minDeposit, bonusRateBps: rule.rateBps, maxBonusMinor: rule.maxBonus });
    if (amount <= 0) return;
    // Two first deposits settling at once both get here; the key pays one of them.
    const granted = await bonuses.grant(trx, {
      userId: order.user_id,
      kind: 'deposit',
      title: recordText(rule.title),
      amount,
      turnoverMultiplier: rule.turnoverMultiplier,
      idempotencyKey: `first-deposit:${order.user_id}`,
      reference: order.order_no,
    });
    if (!granted.replayed) await trx.updateTable('deposit_orders').set({ first_deposit_bonus: amount }).where('id', '=', order.id).execute();
  }
}

export type DepositService = ReturnType<typeof createDepositService>;
