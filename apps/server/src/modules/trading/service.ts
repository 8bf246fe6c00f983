// Binary up/down trading (spec §1, §3 Trade, §4 demo or real, §6 bonus only for trading): orders
// open at the feed's price of the placing instant and settle at the price of their expiry instant.
//
// Money: a real order's invest is a ledger transaction (player wallet → house, key
// `trade:{orderNo}`, cause bet) and its settlement another (house → the same wallet, key
// `trade-settle:{orderNo}`: cause payout on a win, reversal (finance type REFUND) on a tie; nothing
// on a loss). A demo order moves the player's demo trading balance only (trade_demo_accounts), never
// the ledger. A real order may invest from the bonus wallet (spec §6: bonus is usable only for
// trading); it is paid back into the bonus wallet, so trading never turns bonus into withdrawable
// money.
//
// Settlement (settleDue): the settler takes open orders whose expiry has passed (and, with a feed that
// learns prices after the fact, whose expiry tick is final: feed.finalBefore), reads the price at
// each order's expiry instant (not the latest price; none, a feed gap, refunds it) and settles each once: a guarded status change
// (open → win | loss | tie) and the payout commit together, in the group-commit writer's batches
// (one savepoint per order), so two settlers racing (two ticks, two instances, a restart mid-way)
// settle an order once. With several instances only the leader runs the settler (src/cluster/).
import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  TRADE_DEMO_START_BALANCE,
  TRADE_MAX_OPEN_ORDERS,
  findTradeSymbol,
  tradeBonusAmount,
  tradeExpiresAt,
  tradeOutcome,
  tradePayout,
  tradeProfitPct,
  tradeTicketProblem,
  type TradeAccount,
  type TradeDirection,
  type TradeExpiry,
  type TradeFunding,
} from '@perya/domain';
import { AMOUNT_TYPE, type TradeOrder } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { playerLane, type Ledger } from '../ledger/ledger';
import * as transfers from '../ledger/transfers';
import type { BonusService } from '../bonus/service';
import type { PriceFeed } from '../../adapters/tradeFeed/feed';
import type { TradeOrdersTable } from '../../db/tables/trading';
import type { ProtectionGuard } from '../protection/service';

export interface TradingDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  /** The price feed; undefined: trading is not available (production without a feed). */
  readonly feed: PriceFeed | undefined;
  readonly bonuses?: BonusService;
  readonly now: () => number;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
  /** TRADE_REAL_MONEY: false leaves demo orders only (a real one answers "This feature is not available."); default true. */
  readonly realMoney?: boolean;
}

export interface PlaceInput {
  readonly symbol: string;
  readonly direction: TradeDirection;
  readonly invest: number;
  readonly expirySeconds: number;
  readonly account: TradeAccount;
  readonly funding?: TradeFunding | undefined;
}

type OrderRow = Selectable<TradeOrdersTable>;

/** Orders settled per sweep; the next sweep (a tick later) carries on. */
export const SETTLE_BATCH = 2_000;

function newOrderNo(at: number): string {
  return `T${at.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function orderView(row: OrderRow): TradeOrder {
  const settled = row.status !== 'open';
  return {
    orderNo: row.order_no,
    symbol: row.symbol,
    direction: row.direction as TradeDirection,
    account: row.account as TradeAccount,
    funding: row.funding as TradeFunding,
    invest: Number(row.invest),
    profitPct: row.profit_pct,
    entryPrice: Number(row.entry_price),
    closePrice: row.close_price === null ? null : Number(row.close_price),
    decimals: findTradeSymbol(row.symbol)?.decimals ?? 0,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
    status: row.status as TradeOrder['status'],
    payout: Number(row.payout),
    profit: settled ? Number(row.payout) - Number(row.invest) : 0,
  };
}

export function createTradingService(deps: TradingDeps) {
  const { db, ledger, feed, bonuses, now } = deps;

  function requireFeed(): PriceFeed {
    if (feed === undefined) throw new AppError('FEATURE_DISABLED');
    return feed;
  }

  /** The player's demo balance row, created at the start balance on first use (in trx). */
  async function demoBalance(ex: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
    await ex
      .insertInto('trade_demo_accounts')
      .values({ user_id: userId, balance: TRADE_DEMO_START_BALANCE, updated_at: now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const row = await ex.selectFrom('trade_demo_accounts').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  async function place(userId: number, input: PlaceInput): Promise<TradeOrder> {
    const source = requireFeed();
    const problem = tradeTicketProblem(input);
    if (problem !== null) throw new AppError('VALIDATION', problem);
    // TRADE_REAL_MONEY=0: demo trading only (the sandbox feed's prices in production, issue 26 item 3).
    if (input.account === 'real' && deps.realMoney === false) throw new AppError('FEATURE_DISABLED');
    const funding: TradeFunding = input.account === 'demo' ? 'main' : (input.funding ?? 'main');
    const at = now();
    const entryPrice = await source.priceAt(input.symbol, at);
    if (entryPrice === undefined) throw new AppError('FEATURE_DISABLED');
    const profitPct = tradeProfitPct(input.symbol, input.expirySeconds) as number;
    const orderNo = newOrderNo(at);

    try {
      const row = await ledger.transaction(async (trx) => {
        // Demo trades move no money, but an excluded or unconfirmed player plays neither; limits count real money only.
        await deps.guard.guardBet(trx, userId, input.account === 'demo' ? 0 : input.invest);
        const open = await trx
          .selectFrom('trade_orders')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', userId)
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow();
        if (Number(open.n) >= TRADE_MAX_OPEN_ORDERS) throw new AppError('VALIDATION', 'tradeTooManyOpenOrders');

        if (input.account === 'demo') {
          await demoBalance(trx, userId);
          const taken = await trx
            .updateTable('trade_demo_accounts')
            .set((eb) => ({ balance: eb('balance', '-', input.invest), updated_at: at }))
            .where('user_id', '=', userId)
            .where('balance', '>=', input.invest)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) === 0) throw new AppError('INSUFFICIENT_BALANCE');
        } else {
          const name = findTradeSymbol(input.symbol)?.name ?? input.symbol;
          await ledger.post(transfers.stake({ userId, wallet: funding, amount: input.invest, key: `trade:${orderNo}`, reference: orderNo, remark: `Trade ${name} ${input.direction}` }), trx);
        }
        const inserted = await trx
          .insertInto('trade_orders')
          .values({
            order_no: orderNo,
            user_id: userId,
            symbol: input.symbol,
            direction: input.direction,
            account: input.account,
            funding,
            invest: input.invest,
            profit_pct: profitPct,
            entry_price: entryPrice,
            close_price: null,
            created_at: at,
            expires_at: tradeExpiresAt(at, input.expirySeconds as TradeExpiry),
            status: 'open',
            payout: 0,
            settled_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();

        // The trade bonus: the player's first real trade from the main wallet (one per player by its key).
        if (input.account === 'real' && funding === 'main' && bonuses !== undefined) {
          const earlier = await trx
            .selectFrom('trade_orders')
            .select('id')
            .where('user_id', '=', userId)
            .where('account', '=', 'real')
            .where('funding', '=', 'main')
            .where('id', '<>', inserted.id)
            .limit(1)
            .executeTakeFirst();
          const amount = tradeBonusAmount(input.invest);
          if (earlier === undefined && amount > 0) {
            await bonuses.grant(trx, {
              userId,
              kind: 'trade',
              title: 'Trade bonus',
              amount,
              // Nothing to turn over: a trade bonus never converts to the main wallet (bonus service).
              turnoverMultiplier: 0,
              idempotencyKey: `trade-bonus:${userId}`,
              reference: orderNo,
            });
          }
        }
        return inserted;
      });
      return orderView(row);
    } catch (error) {
      transfers.refuseOverdraft(error);
    }
  }

  /** Settles one due order once: its outcome at the expiry instant and its payout, together. */
  async function settleOne(order: OrderRow): Promise<boolean> {
    const expiresAt = Number(order.expires_at);
    // The price AT the expiry instant. A feed with no price for it refunds the order (a tie).
    const closePrice = await requireFeed().priceAt(order.symbol, expiresAt);
    const outcome = closePrice === undefined ? 'tie' : tradeOutcome(order.direction as TradeDirection, Number(order.entry_price), closePrice);
    const invest = Number(order.invest);
    const payout = tradePayout(invest, order.profit_pct, outcome);
    return ledger.settle(async (trx) => {
      const changed = await trx
        .updateTable('trade_orders')
        .set({ status: outcome, close_price: closePrice ?? null, payout, settled_at: now() })
        .where('id', '=', order.id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      // Another settler got it first: it paid.
      if (Number(changed.numUpdatedRows) === 0) return false;
      if (payout === 0) return true;
      if (order.account === 'demo') {
        await trx
          .updateTable('trade_demo_accounts')
          .set((eb) => ({ balance: eb('balance', '+', payout), updated_at: now() }))
          .where('user_id', '=', order.user_id)
          .execute();
        return true;
      }
      const tie = outcome === 'tie';
      await ledger.post(
        (tie ? transfers.refund : transfers.payout)({
          userId: order.user_id,
          wallet: order.funding as TradeFunding,
          amount: payout,
          amountType: tie ? AMOUNT_TYPE.REFUND : AMOUNT_TYPE.WIN,
          key: `trade-settle:${order.order_no}`,
          reference: order.order_no,
          remark: `Trade ${findTradeSymbol(order.symbol)?.name ?? order.symbol} ${tie ? 'tie' : 'win'}`,
        }),
        trx,
      );
      return true;
    }, playerLane(order.user_id));
  }

  /** Settles every open order whose expiry has passed (up to SETTLE_BATCH); answers how many it settled. */
  async function settleDue(): Promise<number> {
    if (feed === undefined) return 0;
    let query = db.selectFrom('trade_orders').selectAll().where('status', '=', 'open').where('expires_at', '<=', now());
    // A feed still learning recent prices (binance.ts): an order waits until its expiry tick is final,
    // then settles at that tick's price, or is refunded when the tick is a gap. Never the latest price.
    const finalBefore = feed.finalBefore?.bind(feed);
    if (finalBefore !== undefined && feed.symbols.length > 0) {
      const priced = feed.symbols;
      query = query.where((eb) =>
        eb.or([
          ...priced.map((symbol) => eb.and([eb('symbol', '=', symbol), eb('expires_at', '<', finalBefore(symbol))])),
          // A market this feed does not price never gets a price: refunded at once.
          eb('symbol', 'not in', priced),
        ]),
      );
    }
    const due = await query
      .orderBy('expires_at')
      .limit(SETTLE_BATCH)
      .execute();
    const settled = await Promise.all(due.map((order) => settleOne(order)));
    return settled.filter(Boolean).length;
  }

  let ticker: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  return {
    available: () => feed !== undefined,
    place,
    settleDue,

    /**
     * Settles due orders every `intervalMs` (unref'd), on the instance that `leads` only; one sweep
     * at a time. An order is settled within about one interval of its expiry, at its expiry price.
     */
    startSettler(intervalMs: number, leads: () => boolean, onError: (error: unknown) => void): void {
      if (ticker !== undefined || feed === undefined) return;
      ticker = setInterval(() => {
        if (sweeping !== undefined || !leads()) return;
        sweeping = settleDue()
          .then(() => undefined)
          .catch(onError)
          .finally(() => {
            sweeping = undefined;
          });
      }, intervalMs);
      ticker.unref();
    },

    /** Stops the settler and waits for a sweep in flight (graceful shutdown). */
    async stopSettler(): Promise<void> {
      if (ticker !== undefined) clearInterval(ticker);
      ticker = undefined;
      await sweeping;
    },

    async accounts(userId: number) {
      requireFeed();
      const balances = await ledger.balances(userId);
      return { demo: await demoBalance(db, userId), real: balances.main, bonus: balances.bonus };
    },

    async resetDemo(userId: number) {
      requireFeed();
      // Refused while a demo order is open (issue 26 item 7d): its settlement would pay on top of the
      // fresh balance, past the reset amount. The player waits for them to close (at most 5 minutes).
      await ledger.transaction(async (trx) => {
        await demoBalance(trx, userId);
        // The row is locked first (PostgreSQL: a placing transaction holding it commits before this goes on), so the
        // next statement sees every demo order placed before it; a later order waits for this transaction.
        await trx.updateTable('trade_demo_accounts').set({ updated_at: now() }).where('user_id', '=', userId).execute();
        const open = await trx
          .selectFrom('trade_orders')
          .select('id')
          .where('user_id', '=', userId)
          .where('account', '=', 'demo')
          .where('status', '=', 'open')
          .limit(1)
          .executeTakeFirst();
        if (open !== undefined) throw new AppError('VALIDATION', 'tradeDemoResetOpenOrders');
        await trx.updateTable('trade_demo_accounts').set({ balance: TRADE_DEMO_START_BALANCE, updated_at: now() }).where('user_id', '=', userId).execute();
      });
      return { demo: TRADE_DEMO_START_BALANCE };
    },

    async orders(userId: number, input: { status: 'active' | 'history'; account: TradeAccount; pageNum: number; pageSize: number }) {
      requireFeed();
      let query = db.selectFrom('trade_orders').where('user_id', '=', userId).where('account', '=', input.account);
      query = input.status === 'active' ? query.where('status', '=', 'open') : query.where('status', '<>', 'open');
      const total = Number((await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await (input.status === 'active' ? query.orderBy('expires_at').orderBy('id') : query.orderBy('id', 'desc'))
        .selectAll()
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize)
        .execute();
      return { list: rows.map(orderView), total, pageNum: input.pageNum, pageSize: input.pageSize };
    },
  };
}

export type TradingService = ReturnType<typeof createTradingService>;
