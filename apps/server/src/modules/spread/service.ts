// Invite rewards (spec §1 invite programme, §6 one account and one IP per player): decided once per
// invitee, when a deposit is credited (the deposit's own transaction), by the domain rule
// inviteRewardDecision; a reward is a bonus grant to the inviter under the ledger key
// invite-reward:{inviteeId}. A refusal is recorded with its reason (invite_rewards), so operators
// see why and the invitee is never looked at again. Deposits are the invitee's ledger deposit
// credits (cause deposit, finance type DEPOSIT) on the main wallet.
import type { Kysely, Transaction } from 'kysely';
import { inviteRewardDecision } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { BonusService } from '../bonus/service';
import { depositedBy } from '../ledger/reads';
import { rewardRule, type InviteConfig } from './config';

type Executor = Kysely<Database> | Transaction<Database>;

/** Each user's deposits credited so far (ledger), minor units; users with none are absent. */
export async function depositsOf(executor: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  return depositedBy(executor, userIds);
}

export function createInviteService(deps: { bonuses: BonusService; config: InviteConfig | undefined; now: () => number }) {
  const { bonuses, config, now } = deps;
  const rule = rewardRule(config);

  return {
    rule,
    /** After a deposit of `inviteeId` is credited, in its transaction: reward the inviter once, or record why not. */
    async onDepositCredited(trx: Transaction<Database>, inviteeId: number): Promise<void> {
      if (rule.rewardPerInvitee <= 0) return;
      const invitee = await trx.selectFrom('users').select(['id', 'inviter_id', 'register_ip', 'register_device']).where('id', '=', inviteeId).executeTakeFirst();
      if (invitee?.inviter_id === null || invitee?.inviter_id === undefined) return;
      const decided = await trx.selectFrom('invite_rewards').select('id').where('invitee_id', '=', inviteeId).executeTakeFirst();
      if (decided !== undefined) return;
      const inviterId = invitee.inviter_id;
      // The decision reads the inviter's other rewarded invitees (their IPs, the cap): decisions of
      // one inviter must not interleave. A no-op update locks the inviter's row until this
      // transaction ends (PostgreSQL; SQLite serialises writers anyway), so two invitees from one
      // IP qualifying at once are decided one after the other: one paid, the other refused.
      await trx.updateTable('users').set((eb) => ({ invite_code: eb.ref('invite_code') })).where('id', '=', inviterId).execute();
      const inviter = await trx.selectFrom('users').select(['register_ip', 'register_device']).where('id', '=', inviterId).executeTakeFirst();
      const rewarded = await trx
        .selectFrom('invite_rewards')
        .innerJoin('users', 'users.id', 'invite_rewards.invitee_id')
        .select(['users.register_ip', 'users.register_device'])
        .where('invite_rewards.inviter_id', '=', inviterId)
        .where('invite_rewards.status', '=', 'paid')
        .execute();
      const decision = inviteRewardDecision({
        inviterId,
        inviteeId,
        inviterIp: inviter?.register_ip,
        inviteeIp: invitee.register_ip,
        rewardedInviteeIps: rewarded.map((r) => r.register_ip),
        inviterDevice: inviter?.register_device,
        inviteeDevice: invitee.register_device,
        rewardedInviteeDevices: rewarded.map((r) => r.register_device),
        rewardedCount: rewarded.length,
        depositedMinor: (await depositsOf(trx, [inviteeId])).get(inviteeId) ?? 0,
        rule,
      });
      if (decision.kind === 'wait') return;
      // An excluded inviter is given nothing now; a later deposit of the invitee decides again.
      if (decision.kind === 'pay' && (await bonuses.withheld(trx, inviterId))) return;
      // One decision per invitee (unique): a racing deposit of the same invitee does nothing.
      const row = await trx
        .insertInto('invite_rewards')
        .values({
          inviter_id: inviterId,
          invitee_id: inviteeId,
          status: decision.kind === 'pay' ? 'paid' : 'refused',
          reason: decision.kind === 'refuse' ? decision.reason : null,
          amount: decision.kind === 'pay' ? decision.amount : 0,
          grant_id: null,
          created_at: now(),
        })
        .onConflict((oc) => oc.column('invitee_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row === undefined || decision.kind !== 'pay') return;
      const granted = await bonuses.grant(trx, {
        userId: inviterId,
        kind: 'invite',
        title: config?.rewardTitle ?? 'Invite reward',
        amount: decision.amount,
        turnoverMultiplier: config?.rewardTurnoverMultiplier,
        idempotencyKey: `invite-reward:${inviteeId}`,
        reference: `invitee:${inviteeId}`,
      });
      await trx.updateTable('invite_rewards').set({ grant_id: granted.grantId }).where('id', '=', row.id).execute();
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
