// The invite programme's configuration (seed file `invite:`): the link and the operator's reward
// rule. Stored under INTERNAL_KEYS.invite; never served through the public config.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MAX_TURNOVER_MULTIPLIER, isAppCode, type InviteRewardRule } from '@perya/domain';
import type { Database } from '../../db/schema';
import { MAX_POSTING_AMOUNT } from '../ledger/ledger';

/** Largest reward per invitee: ₱1,000,000.00, as engagement awards (minor units). */
const MAX_REWARD = 100_000_000;

export const inviteConfigSchema = z.object({
  /** The invite code is appended to this to make the shareable link (brands not listed in `brands`). */
  linkBase: z.string().min(1),
  /**
   * Each brand's own link (issue 23: an invite from a brand leads to that brand): the link base of
   * players using one of `appCodes` (the app code the brand app sends, else the one they signed
   * up from), e.g. the brand's H5 URL and its register page.
   */
  brands: z
    .array(z.object({ appCodes: z.array(z.string().refine(isAppCode, 'an app code')).min(1), linkBase: z.url() }))
    .default([])
    .refine((list) => new Set(list.flatMap((b) => b.appCodes)).size === list.flatMap((b) => b.appCodes).length, 'an app code may be listed once'),
  /**
   * Reward per qualified invitee (0: the programme pays nothing). Paid to the inviter's bonus
   * wallet, at most ₱1,000,000.00 (the engagement awards' limit): a larger one would be refused
   * by the ledger inside the transaction crediting the invitee's deposit.
   */
  rewardPerInvitee: z.number().int().nonnegative().max(MAX_REWARD).default(0),
  /** An invitee qualifies once their deposits reach this. */
  minDepositForReward: z.number().int().nonnegative().max(MAX_POSTING_AMOUNT).default(0),
  /** Most invitees rewarded per inviter (0: no cap). */
  maxRewardedInvitees: z.number().int().min(0).max(1_000_000).default(0),
  /** Turnover asked of a reward before it converts to the main wallet (× the reward). */
  rewardTurnoverMultiplier: z.number().min(0).max(MAX_TURNOVER_MULTIPLIER).default(1),
  /** Title of the reward in the bonus list and ledger records. */
  rewardTitle: z.string().min(1).max(128).default('Invite reward'),
});

export type InviteConfig = z.output<typeof inviteConfigSchema>;

/** Key of config_values the seed writes the invite section under (INTERNAL_KEYS.invite). */
export const INVITE_CONFIG_KEY = 'invite';

export async function readInviteConfig(db: Kysely<Database>): Promise<InviteConfig | undefined> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', INVITE_CONFIG_KEY).executeTakeFirst();
  return row === undefined ? undefined : inviteConfigSchema.parse(JSON.parse(row.value));
}

/** The link base of a player using `appCode` (the app's, else the account's): their brand's, else the default. */
export function inviteLinkBase(config: InviteConfig | undefined, appCode: string | null | undefined): string {
  if (config === undefined) return '';
  const brand = appCode === null || appCode === undefined ? undefined : config.brands.find((b) => b.appCodes.includes(appCode));
  return brand?.linkBase ?? config.linkBase;
}

export function rewardRule(config: InviteConfig | undefined): InviteRewardRule {
  return {
    rewardPerInvitee: config?.rewardPerInvitee ?? 0,
    minDepositForReward: config?.minDepositForReward ?? 0,
    maxRewardedInvitees: config?.maxRewardedInvitees ?? 0,
  };
}
