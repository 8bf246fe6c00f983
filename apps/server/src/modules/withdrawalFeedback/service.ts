// A withdrawal's speed-up and rating (spec §5 "cash-out boost and comment buttons"; the rules are
// @perya/domain withdrawalFeedback.ts): a player may ask, once an hour per order, for a held
// withdrawal to be sped up (recorded with its IP for the operator), and rate a paid-out one once.
// Bad input and refusals change nothing.
import type { Kysely, Transaction } from 'kysely';
import {
  canBoostWithdrawal,
  canRateWithdrawal,
  checkWithdrawalComment,
  isWithdrawalRating,
  nextWithdrawalBoostAt,
  WITHDRAWAL_BOOST_COOLDOWN_MS,
  type PaymentStatus,
} from '@perya/domain';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';

type Executor = Kysely<Database> | Transaction<Database>;

export interface WithdrawalRatingView {
  readonly stars: number;
  readonly comment: string;
  readonly createTime: number;
}

export interface WithdrawalFeedbackView {
  readonly boostedAt: number | null;
  readonly rating: WithdrawalRatingView | null;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

async function ownOrder(ex: Executor, userId: number, orderNo: string) {
  const order = await ex.selectFrom('withdrawal_orders').select(['order_no', 'status']).where('user_id', '=', userId).where('order_no', '=', orderNo).executeTakeFirst();
  // Another player's order is as unknown as one that does not exist.
  if (order === undefined) throw new AppError('NOT_FOUND');
  return { orderNo: order.order_no, status: order.status as PaymentStatus };
}

async function ensureRow(trx: Transaction<Database>, userId: number, orderNo: string): Promise<void> {
  await trx
    .insertInto('withdrawal_feedback')
    .values({ order_no: orderNo, user_id: userId, boost_count: 0, last_boost_at: null, stars: null, comment: null, rated_at: null })
    .onConflict((oc) => oc.column('order_no').doNothing())
    .execute();
}

export function createWithdrawalFeedback(db: Kysely<Database>, now: () => number) {
  return {
    /** What the player did about the order so far (the order is the caller's: withdrawals.get checked it). */
    async of(orderNo: string): Promise<WithdrawalFeedbackView> {
      const row = await db.selectFrom('withdrawal_feedback').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
      if (row === undefined) return { boostedAt: null, rating: null };
      return {
        boostedAt: num(row.last_boost_at),
        rating: row.stars === null ? null : { stars: Number(row.stars), comment: row.comment ?? '', createTime: num(row.rated_at) ?? 0 },
      };
    },

    /**
     * spec §5 cash-out boost: the caller's held order, at most once an hour. The hour is checked and
     * the time moved in one conditional update, so two taps at once record one request.
     */
    async boost(userId: number, orderNo: string, ip: string | null) {
      return db.transaction().execute(async (trx) => {
        const order = await ownOrder(trx, userId, orderNo);
        if (!canBoostWithdrawal(order.status)) throw new AppError('FORBIDDEN', 'withdrawalBoostNotPending');
        const at = now();
        await ensureRow(trx, userId, order.orderNo);
        const moved = await trx
          .updateTable('withdrawal_feedback')
          .set((eb) => ({ last_boost_at: at, boost_count: eb('boost_count', '+', 1) }))
          .where('order_no', '=', order.orderNo)
          .where((eb) => eb.or([eb('last_boost_at', 'is', null), eb('last_boost_at', '<=', at - WITHDRAWAL_BOOST_COOLDOWN_MS)]))
          .returning('last_boost_at')
          .executeTakeFirst();
        if (moved === undefined) {
          const last = await trx.selectFrom('withdrawal_feedback').select('last_boost_at').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
          throw new AppError('RATE_LIMITED', 'withdrawalBoostTooSoon', { nextBoostAt: nextWithdrawalBoostAt(num(last.last_boost_at)) });
        }
        await trx.insertInto('withdrawal_boosts').values({ order_no: order.orderNo, user_id: userId, ip: ip?.slice(0, 64) ?? null, created_at: at }).execute();
        return { orderNo: order.orderNo, boostedAt: at, nextBoostAt: nextWithdrawalBoostAt(at) ?? at };
      });
    },

    /** spec §5 cash-out comment: the caller's paid-out order, rated once. */
    async rate(userId: number, input: { orderNo: string; stars: number; comment?: string | undefined }) {
      if (!isWithdrawalRating(input.stars)) throw new AppError('VALIDATION', 'withdrawalRatingInvalid');
      const comment = checkWithdrawalComment(input.comment);
      if (!comment.ok) throw new AppError('VALIDATION', comment.error);
      return db.transaction().execute(async (trx) => {
        const order = await ownOrder(trx, userId, input.orderNo);
        if (!canRateWithdrawal(order.status)) throw new AppError('FORBIDDEN', 'withdrawalRateNotPaid');
        const at = now();
        await ensureRow(trx, userId, order.orderNo);
        const rated = await trx
          .updateTable('withdrawal_feedback')
          .set({ stars: input.stars, comment: comment.value, rated_at: at })
          .where('order_no', '=', order.orderNo)
          .where('stars', 'is', null)
          .returning('order_no')
          .executeTakeFirst();
        if (rated === undefined) throw new AppError('FORBIDDEN', 'withdrawalAlreadyRated');
        return { orderNo: order.orderNo, stars: input.stars, comment: comment.value, createTime: at };
      });
    },

    /**
     * The operator's view of speed-up requests: by default the open ones (their order still held),
     * oldest first, each with how often and when it was last asked; `all` includes settled orders.
     */
    async boosts(options: { open: boolean; limit: number }) {
      let q = db
        .selectFrom('withdrawal_feedback as f')
        .innerJoin('withdrawal_orders as o', 'o.order_no', 'f.order_no')
        .select(['f.order_no', 'f.user_id', 'f.boost_count', 'f.last_boost_at', 'o.status', 'o.amount', 'o.actual_amount', 'o.method', 'o.created_at'])
        .where('f.boost_count', '>', 0);
      if (options.open) q = q.where('o.status', '=', 'pending');
      const rows = await q.orderBy('o.created_at').orderBy('f.order_no').limit(options.limit).execute();
      const history = rows.length === 0
        ? []
        : await db.selectFrom('withdrawal_boosts').select(['order_no', 'ip', 'created_at']).where('order_no', 'in', rows.map((r) => r.order_no)).orderBy('id').execute();
      return rows.map((r) => ({
        orderNo: r.order_no,
        userId: Number(r.user_id),
        status: r.status,
        amount: Number(r.amount),
        actualAmount: Number(r.actual_amount),
        method: r.method,
        createTime: Number(r.created_at),
        boostCount: Number(r.boost_count),
        lastBoostAt: num(r.last_boost_at),
        requests: history.filter((h) => h.order_no === r.order_no).map((h) => ({ ip: h.ip, createdAt: Number(h.created_at) })),
      }));
    },

    /** The operator's view of the ratings, newest first. */
    async ratings(limit: number) {
      const rows = await db
        .selectFrom('withdrawal_feedback as f')
        .innerJoin('withdrawal_orders as o', 'o.order_no', 'f.order_no')
        .select(['f.order_no', 'f.user_id', 'f.stars', 'f.comment', 'f.rated_at', 'o.actual_amount', 'o.method', 'o.settled_at'])
        .where('f.stars', 'is not', null)
        .orderBy('f.rated_at', 'desc')
        .orderBy('f.order_no')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        orderNo: r.order_no,
        userId: Number(r.user_id),
        stars: Number(r.stars),
        comment: r.comment ?? '',
        ratedAt: num(r.rated_at),
        actualAmount: Number(r.actual_amount),
        method: r.method,
        settledAt: num(r.settled_at),
      }));
    },
  };
}

export type WithdrawalFeedbackService = ReturnType<typeof createWithdrawalFeedback>;
