// Stakes whose fate is not known yet and that may still be given back in full: third-party rounds
// still open (the provider may roll them back), sabong bets of fights not settled (a cancelled
// fight, or a draw for meron/wala bets, refunds them) and open real trades from the main wallet (a
// tie refunds them). Turnover rules (bonus conversion, missions,
// VIP, the weekly prize) must not count such a stake before it is settled: a player could otherwise
// bet on a fight nobody takes the other side of (cancelled, refunded), claim what the "turnover"
// earned, and have the stake back.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Per user, the stakes of open refundable bets placed within [from, to) (epoch ms); users with
 * none are absent.
 */
export async function openRefundableStakes(ex: Executor, userIds: readonly number[], from = 0, to = Number.MAX_SAFE_INTEGER): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (userIds.length === 0) return out;
  const [provider, sabong, trades] = await Promise.all([
    ex
      .selectFrom('provider_rounds')
      .select(['user_id', sql<string | number>`coalesce(sum(debit_amount), 0)`.as('stake')])
      .where('user_id', 'in', [...userIds])
      .where('status', '=', 'open')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('user_id')
      .execute(),
    ex
      .selectFrom('og_sabong_bets')
      .select(['user_id', sql<string | number>`coalesce(sum(stake), 0)`.as('stake')])
      .where('user_id', 'in', [...userIds])
      .where('payout', 'is', null)
      .where('placed_at', '>=', from)
      .where('placed_at', '<', to)
      .groupBy('user_id')
      .execute(),
    ex
      .selectFrom('trade_orders')
      .select(['user_id', sql<string | number>`coalesce(sum(invest), 0)`.as('stake')])
      .where('user_id', 'in', [...userIds])
      .where('status', '=', 'open')
      .where('account', '=', 'real')
      .where('funding', '=', 'main')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy('user_id')
      .execute(),
  ]);
  for (const row of [...provider, ...sabong, ...trades]) {
    const userId = Number(row.user_id);
    out.set(userId, (out.get(userId) ?? 0) + Number(row.stake));
  }
  for (const [userId, stake] of out) if (stake <= 0) out.delete(userId);
  return out;
}
