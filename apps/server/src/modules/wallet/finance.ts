// Finance records (POST /x2/finance/list) and the wallet figures of /x2/user/info, both read from
// the ledger: a record is one ledger entry on one of the player's wallets.
import { sql, type Kysely } from 'kysely';
import { AMOUNT_TYPE, FINANCE_LIST_TYPE, type FinanceBonus, type FinanceRecord, type FinanceWallet } from '@perya/api/contract';
import type { BonusStatus, PaymentStatus } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Ledger } from '../ledger/ledger';

const WALLET_OF_TYPE: Record<number, readonly string[]> = {
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
  async function orderStatuses(userId: number, rows: readonly { amount_type: number; reference: string }[]): Promise<{ statuses: Map<string, PaymentStatus>; stars: Map<string, number> }> {
    const deposits = rows.filter((r) => r.amount_type === AMOUNT_TYPE.DEPOSIT).map((r) => r.reference);
    const withdrawals = rows.filter((r) => WITHDRAWAL_TYPES.includes(r.amount_type)).map((r) => r.reference);
    const [d, w] = await Promise.all([
      deposits.length === 0
        ? []
        : db.selectFrom('deposit_orders').select(['order_no', 'status']).where('user_id', '=', userId).where('order_no', 'in', deposits).execute(),
      withdrawals.length === 0
        ? []
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
  async function bonusMoves(userId: number, rows: readonly { id: number; transaction_id: number; reference: string }[]): Promise<Map<number, FinanceBonus>> {
    const txIds = rows.map((r) => r.transaction_id);
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
    const byTx = new Map(grants.filter((g) => g.ledger_tx_id !== null).map((g) => [g.ledger_tx_id as number, g]));
    const byId = new Map(grants.map((g) => [g.id, g]));
    const out = new Map<number, FinanceBonus>();
    for (const r of rows) {
      const granted = byTx.get(r.transaction_id);
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
      let base = db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .where('a.user_id', '=', userId)
        .where('a.wallet', 'in', [...wallets]);
      if (input.amountType !== undefined) base = base.where('e.amount_type', '=', input.amountType);
      const [count, rows] = await Promise.all([
        base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
        base
          .select(['e.id', 'e.transaction_id', 'a.wallet', 'e.amount_type', 'e.amount', 'e.balance_after', 'e.reference', 'e.remark', 'e.created_at'])
          .orderBy('e.id', 'desc')
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize)
          .execute(),
      ]);
      const [{ statuses, stars }, bonuses] = await Promise.all([orderStatuses(userId, rows), bonusMoves(userId, rows)]);
      const list: FinanceRecord[] = rows.map((r) => {
        const orderStatus = statuses.get(`${r.amount_type === AMOUNT_TYPE.DEPOSIT ? 'd' : 'w'}:${r.reference}`);
        const bonus = bonuses.get(r.id);
        return {
          id: String(r.id),
          wallet: r.wallet as FinanceWallet,
          amountType: r.amount_type,
          amount: Number(r.amount),
          balanceAfter: Number(r.balance_after),
          orderNo: r.reference,
          remark: r.remark,
          createTime: r.created_at,
          ...(orderStatus === undefined ? {} : { orderStatus }),
          ...(r.amount_type === AMOUNT_TYPE.WITHDRAWAL && stars.has(r.reference) ? { withdrawalStars: stars.get(r.reference) } : {}),
          ...(bonus === undefined ? {} : { bonus }),
        };
      });
      return { list, total: Number(count.n), pageNum: input.pageNum, pageSize: input.pageSize };
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
