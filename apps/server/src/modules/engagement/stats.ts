// What engagement rules measure, read from the ledger and the activity tables: bet turnover,
// deposits, login days and invited players of a player within [from, to) epoch ms.
import { sql, type Kysely, type Transaction } from 'kysely';
import { gmt8DayKey, type MissionMeasure } from '@perya/domain';
import type { Database } from '../../db/schema';
import { openRefundableStakes } from '../games/openStakes';
import { qualifiedInviteCount } from '../integrity/service';
import { depositedBy, stakedLessRefunds } from '../ledger/reads';

export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Bet turnover per user: what the player staked from the main and bonus wallets (ledger entries of
 * cause bet), less stakes given back (entries of amountType REFUND: provider rollbacks, cancelled
 * fights), so a refunded bet does not count, and less the stakes still open that may yet be given
 * back (games/openStakes.ts): a stake counts once its round is settled. Wins do not reduce turnover.
 */
export async function turnoverByUser(ex: Executor, userIds: readonly number[], from: number, to: number): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const staked = await stakedLessRefunds(ex, userIds, from, to);
  const open = await openRefundableStakes(ex, userIds, from, to);
  return new Map([...staked].map(([userId, total]) => [userId, Math.max(0, total - (open.get(userId) ?? 0))]));
}

export async function betTurnover(ex: Executor, userId: number, from: number, to: number): Promise<number> {
  return (await turnoverByUser(ex, [userId], from, to)).get(userId) ?? 0;
}

/** Money deposited into the main wallet through cash-in orders (ledger entries of amountType DEPOSIT). */
export async function depositTotal(ex: Executor, userId: number, from: number, to: number): Promise<number> {
  return (await depositedBy(ex, [userId], { from, to })).get(userId) ?? 0;
}

/** GMT+8 days with a login within [from, to). */
export async function loginDayCount(ex: Executor, userId: number, from: number, to: number): Promise<number> {
  let query = ex.selectFrom('login_days').select(sql<string | number>`count(*)`.as('n')).where('user_id', '=', userId);
  if (from > 0) query = query.where('day', '>=', gmt8DayKey(from));
  if (to < Number.MAX_SAFE_INTEGER) query = query.where('day', '<=', gmt8DayKey(to - 1));
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/**
 * Players who signed up with this player's invite code within [from, to) and qualify (spec §6: they
 * deposited, from another device and IP than the inviter and than each other; integrity/service).
 */
export async function inviteCount(ex: Executor, userId: number, from: number, to: number): Promise<number> {
  return qualifiedInviteCount(ex, userId, from, to);
}

/** Every measure a mission may count, for one period. */
export async function measures(ex: Executor, userId: number, from: number, to: number): Promise<Record<MissionMeasure, number>> {
  const [bet, deposit, loginDays, invites] = await Promise.all([
    betTurnover(ex, userId, from, to),
    depositTotal(ex, userId, from, to),
    loginDayCount(ex, userId, from, to),
    inviteCount(ex, userId, from, to),
  ]);
  return { bet, deposit, loginDays, invites };
}
