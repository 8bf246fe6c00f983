// Promotion integrity on the server (spec §6): who is a second account of a player (same device or
// IP as an earlier account: no bonus, mission award or reward), which invitees count for an invite
// mission, and the operator's freeze of an account and its balance (audited in account_freezes).
import type { Kysely, Transaction } from 'kysely';
import { playerDevice, playerIp, qualifiedInvitees, secondAccountReason, type SamePlayerReason } from '@perya/domain';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { depositedBy } from '../ledger/reads';

type Executor = Kysely<Database> | Transaction<Database>;

/** Earlier accounts read per check: one is enough to refuse; a few cover unknown-IP rows. */
const EARLIER_ACCOUNTS_READ = 5;

/**
 * spec §6 "one account … per player": why this account is a second account of a player (it shares
 * the device or IP it signed up from with an earlier account), or undefined for a first account.
 */
export async function secondAccountOf(ex: Executor, userId: number): Promise<SamePlayerReason | undefined> {
  const me = await ex.selectFrom('users').select(['id', 'register_ip', 'register_device']).where('id', '=', userId).executeTakeFirst();
  if (me === undefined) return undefined;
  const ip = playerIp(me.register_ip);
  const device = playerDevice(me.register_device);
  if (ip === undefined && device === undefined) return undefined;
  const earlier = await ex
    .selectFrom('users')
    .select(['id', 'register_ip', 'register_device'])
    .where('id', '<', userId)
    .where((eb) => eb.or([...(ip === undefined ? [] : [eb('register_ip', '=', ip)]), ...(device === undefined ? [] : [eb('register_device', '=', device)])]))
    .orderBy('id')
    .limit(EARLIER_ACCOUNTS_READ)
    .execute();
  return secondAccountReason(
    { userId: me.id, ip: me.register_ip, device: me.register_device },
    earlier.map((u) => ({ userId: u.id, ip: u.register_ip, device: u.register_device })),
  );
}

/** The refusal of a promotion to a second account (envelope data: why, for the operator's logs). */
export function onePerPlayer(reason: SamePlayerReason): AppError {
  return new AppError('ONE_PER_PLAYER', 'onePerPlayer', { reason });
}

/** The refusal of anything a frozen account asks for (bets, deposits, withdrawals, bonuses). */
export function accountFrozen(): AppError {
  return new AppError('ACCOUNT_FROZEN', 'accountFrozen', { reason: 'frozen' });
}

/**
 * spec §6 invite missions: the invitees who signed up with this player's code within [from, to)
 * and qualify (deposited, another device and IP than the inviter and than each other).
 */
export async function qualifiedInviteCount(ex: Executor, inviterId: number, from: number, to: number): Promise<number> {
  const inviter = await ex.selectFrom('users').select(['id', 'register_ip', 'register_device']).where('id', '=', inviterId).executeTakeFirst();
  if (inviter === undefined) return 0;
  const invitees = await ex
    .selectFrom('users')
    .select(['id', 'register_ip', 'register_device'])
    .where('inviter_id', '=', inviterId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('id')
    .execute();
  const deposited = await depositedBy(ex, invitees.map((i) => i.id));
  return qualifiedInvitees(
    { userId: inviter.id, ip: inviter.register_ip, device: inviter.register_device },
    invitees.map((i) => ({ userId: i.id, ip: i.register_ip, device: i.register_device, depositedMinor: deposited.get(i.id) ?? 0 })),
  ).length;
}

export interface FreezeInput {
  readonly userId: number;
  readonly reason: string;
  readonly actor: string;
  readonly ip: string | null;
}

export interface FreezeState {
  readonly userId: number;
  readonly frozen: boolean;
  readonly frozenAt: number | null;
  readonly reason: string | null;
}

/**
 * spec §6 "operator may block account and balance for fraud": freeze (or release) an account, and
 * record who did it, when and why in the same transaction. Freezing a frozen account (or releasing
 * a free one) changes nothing and records nothing.
 */
export async function setFrozen(
  db: Kysely<Database>,
  now: () => number,
  input: FreezeInput,
  frozen: boolean,
  userChanged?: (userId: number) => Promise<void>,
): Promise<FreezeState> {
  const state = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom('users').select(['id', 'frozen_at', 'frozen_reason']).where('id', '=', input.userId).executeTakeFirst();
    if (user === undefined) throw new AppError('NOT_FOUND');
    if ((user.frozen_at !== null) === frozen) return { userId: user.id, frozen, frozenAt: user.frozen_at, reason: user.frozen_reason };
    const at = now();
    await trx
      .updateTable('users')
      .set(frozen ? { frozen_at: at, frozen_reason: input.reason } : { frozen_at: null, frozen_reason: null })
      .where('id', '=', user.id)
      .execute();
    await trx
      .insertInto('account_freezes')
      .values({ user_id: user.id, action: frozen ? 'freeze' : 'release', reason: input.reason, actor: input.actor, ip: input.ip, created_at: at })
      .execute();
    return { userId: user.id, frozen, frozenAt: frozen ? at : null, reason: frozen ? input.reason : null };
  });
  // The cached callers of this user carry frozen_at (the profile's underReview): forgotten everywhere.
  await userChanged?.(state.userId);
  return state;
}

/** The audit trail of one account's freezes and releases, newest first. */
export async function freezeHistory(db: Kysely<Database>, userId: number) {
  const rows = await db.selectFrom('account_freezes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute();
  return rows.map((r) => ({ action: r.action, reason: r.reason, actor: r.actor, ip: r.ip, createdAt: Number(r.created_at) }));
}
