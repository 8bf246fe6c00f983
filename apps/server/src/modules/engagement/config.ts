// The operator's engagement configuration (seed file `engagement:`): VIP levels, missions, the
// 7-day sign-in rewards, the spin wheel's prize table and the weekly lucky prize. The spec names
// these features but none of their numbers (§1, §3, §9), so they are configuration.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AWARD_TYPES } from '@perya/api/contract';
import { MISSION_KINDS, MISSION_TYPES, SIGN_IN_STREAK_DAYS, isSpinWeightTable, vipLevelTableProblem } from '@perya/domain';
import type { Database } from '../../db/schema';
import { localizedTextSchema } from '../texts/texts';

/** Largest single award (minor units, points or tickets): ₱1,000,000.00, far inside the ledger's limit. */
const MAX_AWARD = 100_000_000;
const amount = z.number().int().min(0).max(MAX_AWARD);
/** A cumulative threshold in minor units (up to the ledger's largest amount). */
const threshold = z.number().int().min(0).max(10_000_000_000_000);
const awardType = z.enum(AWARD_TYPES);
const id = z.string().regex(/^[A-Za-z0-9_-]{1,48}$/, 'ids are 1-48 letters, digits, _ or -');
/** An operator text: one string, or one per locale (texts/texts.ts). */
const text = (max: number) => localizedTextSchema(max);

const measure = z.enum(MISSION_KINDS).exclude(['joint']);

export const engagementConfigSchema = z.object({
  vip: z.object({
    /**
     * Levels in order from 0 (the entry level, asking nothing). A player is at the highest level
     * whose cumulative bet turnover and deposits (minor units, from the ledger) both reach it.
     */
    levels: z
      .array(
        z.object({
          level: z.number().int().min(0).max(99),
          name: text(32),
          betAmount: threshold,
          deposit: threshold,
          privileges: z.array(text(120)).default([]),
          /**
           * Paid once when the player first reaches the level. Balance, points or spin tickets: the
           * bonus list has no VIP kind (contract BONUS_KINDS), so a VIP bonus-wallet grant is not offered.
           */
          upgradeReward: z.object({ awardType: z.enum(['balance', 'points', 'spinTicket']), award: amount.min(1) }).optional(),
        }),
      )
      .superRefine((levels, ctx) => {
        const problem = vipLevelTableProblem(levels);
        if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
      }),
  }),
  missions: z
    .array(
      z
        .object({
          id,
          type: z.enum(MISSION_TYPES),
          title: text(64),
          description: localizedTextSchema(200, 0).default(''),
          kind: z.enum(MISSION_KINDS),
          /** Minor units for bet and deposit, a count for loginDays and invites; absent for joint. */
          target: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
          /** A joint mission's conditions, all to be met (two or more). */
          conditions: z.array(z.object({ kind: measure, target: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })).min(2).max(5).optional(),
          awardType,
          award: amount.min(1),
        })
        .refine((m) => (m.kind === 'joint' ? m.conditions !== undefined && m.target === undefined : m.target !== undefined && m.conditions === undefined), {
          message: 'a joint mission has conditions and no target; any other mission has a target and no conditions',
        }),
    )
    .refine((list) => new Set(list.map((m) => m.id)).size === list.length, 'mission ids must be unique')
    .default([]),
  signIn: z.object({
    /** What day 1 … day 7 of the streak pays (spec §9: 7 days). */
    rewards: z.array(z.object({ awardType, award: amount })).length(SIGN_IN_STREAK_DAYS),
  }),
  spin: z.object({
    /** Wheel segments in display order; weight 0 shows a segment that is never drawn; award 0 is "try again". */
    prizes: z
      .array(z.object({ id, name: text(32), awardType, award: amount, weight: z.number().int().min(0) }))
      .min(2)
      .max(24)
      .refine((p) => isSpinWeightTable(p.map((x) => x.weight)), 'spin weights must be non-negative integers with a total from 1 to 1048576')
      .refine((p) => new Set(p.map((x) => x.id)).size === p.length, 'spin prize ids must be unique'),
    /**
     * Free spins given at registration (spec §6 "guests may register to play the wheel free"): to a
     * player's first account only (one account and one IP per player). 0: none.
     */
    welcomeTickets: z.number().int().min(0).max(10).default(1),
  }),
  weekly: z.object({
    /** Where the weekly prize is paid: the bonus wallet (play only) or the main wallet. */
    awardType: z.enum(['bonus', 'balance']),
    /** Prize of rank 1, 2, … in minor units; as many winners as prizes. */
    prizes: z.array(amount.min(1)).min(1).max(100),
    /** Winners shown in the recent list. */
    recentWinners: z.number().int().min(1).max(50).default(10),
  }),
});

export type EngagementConfig = z.output<typeof engagementConfigSchema>;
export type MissionConfig = EngagementConfig['missions'][number];
export type VipLevelConfig = EngagementConfig['vip']['levels'][number];
export type SpinPrizeConfig = EngagementConfig['spin']['prizes'][number];

export const ENGAGEMENT_CONFIG_KEY = 'engagement';

export async function readEngagementConfig(db: Kysely<Database>): Promise<EngagementConfig> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', ENGAGEMENT_CONFIG_KEY).executeTakeFirst();
  if (row === undefined) throw new Error('engagement config missing: the seed file has no `engagement` section');
  return engagementConfigSchema.parse(JSON.parse(row.value));
}
