// Finance records (POST /x2/finance/list) and the wallet figures of /x2/user/info, both read from
// the ledger: a record is one ledger entry on one of the player's wallets.
import { sql, type Kysely } from 'kysely';
import { FINANCE_LIST_TYPE, type FinanceRecord } from '@perya/api/contract';
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

export function createFinanceService(db: Kysely<Database>, ledger: Ledger) {
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
          .select(['e.id', 'e.amount_type', 'e.amount', 'e.balance_after', 'e.reference', 'e.remark', 'e.created_at'])
          .orderBy('e.id', 'desc')
          .limit(input.pageSize)
          .offset((input.pageNum - 1) * input.pageSize)
          .execute(),
      ]);
      const list: FinanceRecord[] = rows.map((r) => ({
        id: String(r.id),
        amountType: r.amount_type,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        orderNo: r.reference,
        remark: r.remark,
        createTime: r.created_at,
      }));
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
