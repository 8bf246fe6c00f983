// Finance records (POST /x2/finance/list) and the wallet figures of /x2/user/info, both read from
// the ledger: a record is one ledger entry on one of the player's wallets.
import { sql, type Kysely } from 'kysely';
import { AMOUNT_TYPE, FINANCE_LIST_TYPE, type FinanceBonus, type FinanceRecord, type FinanceWallet } from '@perya/api/contract';
import type { BonusStatus, PaymentStatus } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Ledger, UserWallet } from '../ledger/ledger';
import { entryPage } from '../ledger/reads';

const WALLET_OF_TYPE: Record<number, readonly UserWallet[]> = {
  [FINANCE_LIST_TYPE.ALL]: ['main', 'bonus', 'points'],
  [FINANCE_LIST_TYPE.MAIN]: ['main'],
  [FINANCE_LIST_TYPE.BONUS]: ['bonus'],
  [FINANCE_LIST_TYPE.POINTS]: ['points'],
};

export interface WalletSummary {
  readonly main: number;
  readonly bonus: number;
  readonly points: number;
  /** Total of successful deposits. */
  readonly deposited: number;
  /** A withdrawal destination was used before. */
  readonly hasWithdrawAccount: boolean;
}

const WITHDRAWAL_TYPES: readonly number[] = [AMOUNT_TYPE.WITHDRAWAL, AMOUNT_TYPE.WITHDRAWAL_REFUND];

export function createFinanceService(db: Kysely<Database>, ledger: Ledger) {
  /** The current status of the deposit and withdrawal orders behind a page of records. */
  async function orderStatuses(userId: number, rows: readonly { amountType: number; reference: string }[]): Promise<{ statuses: Map<string, PaymentStatus>; stars: Map<string, number> }> {
    // Stryker disable next-line MethodExpression,ConditionalExpression: only a deposit's record reads its status (under `d:`), so more orders read change no line
    const deposits = rows.filter((r) => r.amountType === AMOUNT_TYPE.DEPOSIT).map((r) => r.reference);
    const withdrawals = rows.filter((r) => WITHDRAWAL_TYPES.includes(r.amountType)).map((r) => r.reference);
    const [d, w] = await Promise.all([
      deposits.length === 0
        ? // Stryker disable next-line ArrayDeclaration: with no deposit on the page no line reads a deposit's status
          []
        : db.selectFrom('deposit_orders').select(['order_no', 'status']).where('user_id', '=', userId).where('order_no', 'in', deposits).execute(),
      withdrawals.length === 0
        ? // Stryker disable next-line ArrayDeclaration: with no withdrawal on the page no record's reference is the stand-in row's (absent) order number
          []
        : db
            .selectFrom('withdrawal_orders as o')
            // The player's rating of a paid-out withdrawal (spec §5 cash-out comment), shown on its line.
            .leftJoin('withdrawal_feedback as f', 'f.order_no', 'o.order_no')
            .select(['o.order_no', 'o.status', 'f.stars'])
            .where('o.user_id', '=', userId)
            .where('o.order_no', 'in', withdrawals)
            .execute(),
    ]);
    const statuses = new Map([
      ...d.map((o) => [`d:${o.order_no}`, o.status as PaymentStatus] as const),
      ...w.map((o) => [`w:${o.order_no}`, o.status as PaymentStatus] as const),
    ]);
    return { statuses, stars: new Map(w.flatMap((o) => (o.stars === null ? [] : [[o.order_no, Number(o.stars)] as const]))) };
  }

  /**
   * The bonus behind each record of a page that moved one: its grant (the grant's own ledger
   * transaction) or its conversion / expiry (reference `bonus:{grantId}`, bonus/service.ts).
   */
  async function bonusMoves(userId: number, rows: readonly { id: number; transactionId: number; reference: string }[]): Promise<Map<number, FinanceBonus>> {
    const txIds = rows.map((r) => r.transactionId);
    const settledIds = rows.flatMap((r) => {
      const m = /^bonus:(\d+)$/.exec(r.reference);
      return m === null ? [] : [Number(m[1])];
    });
    if (rows.length === 0) return new Map();
    const grants = await db
      .selectFrom('bonus_grants')
      .select(['id', 'title', 'amount', 'status', 'turnover_done', 'turnover_required', 'expires_at', 'ledger_tx_id'])
      .where('user_id', '=', userId)
      .where((eb) => (settledIds.length === 0 ? eb('ledger_tx_id', 'in', txIds) : eb.or([eb('ledger_tx_id', 'in', txIds), eb('id', 'in', settledIds)])))
      .execute();
    // Stryker disable next-line ConditionalExpression,MethodExpression: a record's transaction id is never null, so a grant not yet posted is never found by it
    const byTx = new Map(grants.filter((g) => g.ledger_tx_id !== null).map((g) => [g.ledger_tx_id as number, g]));
    const byId = new Map(grants.map((g) => [g.id, g]));
    const out = new Map<number, FinanceBonus>();
    for (const r of rows) {
      const granted = byTx.get(r.transactionId);
      const m = /^bonus:(\d+)$/.exec(r.reference);
      const settled = m === null ? undefined : byId.get(Number(m[1]));
      const g = granted ?? settled;
      if (g === undefined) continue;
      const move = granted !== undefined ? 'grant' : g.status === 'completed' ? 'conversion' : 'expiry';
      out.set(r.id, {
        move,
        offer: g.title,
        status: g.status as BonusStatus,
        amount: Number(g.amount),
        turnoverDone: Number(g.turnover_done),
        turnoverRequired: Number(g.turnover_required),
        expireTime: g.expires_at,
      });
    }
    return out;
  }

  return {
    async list(userId: number, input: { pageNum: number; pageSize: number; type: number; amountType?: number | undefined }) {
      const wallets = WALLET_OF_TYPE[input.type] ?? WALLET_OF_TYPE[FINANCE_LIST_TYPE.ALL] ?? [];
      const { total, entries } = await entryPage(db, userId, { wallets, amountType: input.amountType, pageNum: input.pageNum, pageSize: input.pageSize });
      const [{ statuses, stars }, bonuses] = await Promise.all([orderStatuses(userId, entries), bonusMoves(userId, entries)]);
      const list: FinanceRecord[] = entries.map((r) => {
        const orderStatus = statuses.get(`${r.amountType === AMOUNT_TYPE.DEPOSIT ? 'd' : 'w'}:${r.reference}`);
        const bonus = bonuses.get(r.id);
        return {
          id: String(r.id),
          wallet: r.wallet as FinanceWallet,
          amountType: r.amountType,
          amount: r.amount,
          balanceAfter: r.balanceAfter,
          orderNo: r.reference,
          remark: r.remark,
          createTime: r.createdAt,
          // Stryker disable next-line ConditionalExpression: an orderStatus of undefined is left out of the JSON answer like an absent one
          ...(orderStatus === undefined ? {} : { orderStatus }),
          ...(r.amountType === AMOUNT_TYPE.WITHDRAWAL && stars.has(r.reference) ? { withdrawalStars: stars.get(r.reference) } : {}),
          // Stryker disable next-line ConditionalExpression: a bonus of undefined is left out of the JSON answer like an absent one
          ...(bonus === undefined ? {} : { bonus }),
        };
      });
      return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    async summary(userId: number): Promise<WalletSummary> {
      const [balances, deposited, account] = await Promise.all([
        ledger.balances(userId),
        db.selectFrom('deposit_orders').select(sql<string | null>`sum(amount)`.as('total')).where('user_id', '=', userId).where('status', '=', 'success').executeTakeFirstOrThrow(),
        db.selectFrom('withdrawal_orders').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
      ]);
      return { ...balances, deposited: Number(deposited.total ?? 0), hasWithdrawAccount: account !== undefined };
    },
  };
}

export type FinanceService = ReturnType<typeof createFinanceService>;
