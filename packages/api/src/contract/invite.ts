// Invite and referral programme.
import { z } from 'zod/mini';
import { epochMs, inviteCode, minorUnits, pageOf } from './common';
import { defineEndpoint } from './endpoint';

export const inviteRecord = z.object({
  /** Private name ("abc***", spec §5). */
  name: z.string(),
  registerTime: epochMs,
  /** What this invitee deposited and what it earned the inviter. */
  deposit: minorUnits,
  reward: minorUnits,
});

export const inviteLinkQuery = defineEndpoint({
  name: 'inviteLinkQuery',
  method: 'POST',
  path: '/x2/spread/statistic/invite_link/query',
  request: () => z.object({
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
  }),
  response: () => z.object({
    inviteCode: z.string(),
    /** Shareable link carrying the invite code. */
    inviteLink: z.string(),
    invitedCount: z.int().check(z.nonnegative()),
    depositedCount: z.int().check(z.nonnegative()),
    totalReward: minorUnits,
    /** The operator's reward rule: paid once per invitee whose deposits reach minDeposit. */
    rewardPerInvitee: minorUnits,
    minDepositForReward: minorUnits,
    records: pageOf(inviteRecord),
  }),
  summary: 'My invite link, totals and invitees (spec §7; shape ours).',
});

export const inviteCodeCheck = defineEndpoint({
  name: 'inviteCodeCheck',
  method: 'POST',
  path: '/x2/invite/code/check',
  request: () => z.object({ inviteCode }),
  /** `inviterName` is private ("abc***") and present only when valid. */
  response: () => z.object({ valid: z.boolean(), inviterName: z.string() }),
  options: { noAuth: true, noToast: true },
  summary: 'Is this invite code valid (spec §7: path not shown; ours).',
});

export const inviteRankingRow = z.object({
  rank: z.int().check(z.gte(1)),
  /** Private name ("abc***", spec §5). */
  name: z.string(),
  /** Invitees who qualified (deposited at least the rule's minimum). */
  invitedCount: z.int().check(z.nonnegative()),
  reward: minorUnits,
});

export const inviteRanking = defineEndpoint({
  name: 'inviteRanking',
  method: 'POST',
  path: '/x2/spread/statistic/ranking',
  request: () => z.object({ period: z._default(z.enum(['week', 'all']), 'week') }),
  response: () => z.object({
    /** Top inviters, best first (at most 20). */
    list: z.array(inviteRankingRow),
    /** The caller's own row; rank null when not ranked. */
    me: z.object({ rank: z.nullable(z.int().check(z.gte(1))), invitedCount: z.int().check(z.nonnegative()), reward: minorUnits }),
  }),
  summary: 'Invite ranking for the invite ranking popup and /v3inviteDetail (path and shape ours).',
});
