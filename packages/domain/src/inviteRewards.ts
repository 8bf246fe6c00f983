// Invite rewards (spec §1 invite and referral programme, §6 "one account and one IP per player").
// The operator's rule: a fixed reward per invitee whose deposits reach a minimum, paid once, with
// an optional cap on rewarded invitees per inviter. An invitee who shares an IP with the inviter or
// with another rewarded invitee of that inviter is the same player (§6) and earns nothing.
import { privateName } from './privateName';

export interface InviteRewardRule {
  /** Reward per qualified invitee, minor units (0: the programme pays nothing). */
  readonly rewardPerInvitee: number;
  /** The invitee's total deposits must reach this, minor units. */
  readonly minDepositForReward: number;
  /** Most invitees rewarded per inviter (0: no cap). */
  readonly maxRewardedInvitees: number;
}

export const INVITE_REFUSALS = ['selfInvite', 'sameIpAsInviter', 'sameIpAsRewardedInvitee', 'capReached', 'sameDeviceAsInviter', 'sameDeviceAsRewardedInvitee'] as const;
export type InviteRefusal = (typeof INVITE_REFUSALS)[number];

export type InviteRewardDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'pay'; readonly amount: number }
  | { readonly kind: 'refuse'; readonly reason: InviteRefusal };

/**
 * One IP written one way: IPv4-mapped IPv6 ('::ffff:1.2.3.4') is its IPv4 address; case folded.
 * An empty or missing address is unknown (undefined): it matches nothing.
 */
export function normalizeIp(ip: string | null | undefined): string | undefined {
  if (ip === null || ip === undefined) return undefined;
  const trimmed = ip.trim().toLowerCase();
  if (trimmed === '') return undefined;
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * spec §6 "one account and one IP per player": whether an inviter is rewarded for an invitee now.
 * 'wait' while the invitee's deposits are under the minimum (or the rule pays nothing); a refusal
 * is final (the same player does not become another one by depositing more). Unknown IPs (accounts
 * from before registration IPs were kept) never match.
 */
export function inviteRewardDecision(input: {
  readonly inviterId: number;
  readonly inviteeId: number;
  readonly inviterIp: string | null | undefined;
  readonly inviteeIp: string | null | undefined;
  /** Registration IPs of the invitees this inviter was already rewarded for. */
  readonly rewardedInviteeIps: readonly (string | null)[];
  /** Sign-up device ids (spec §6 one account per player: one phone is one player); unknown matches nothing. */
  readonly inviterDevice?: string | null | undefined;
  readonly inviteeDevice?: string | null | undefined;
  readonly rewardedInviteeDevices?: readonly (string | null)[] | undefined;
  readonly rewardedCount: number;
  /** The invitee's deposits so far, minor units. */
  readonly depositedMinor: number;
  readonly rule: InviteRewardRule;
}): InviteRewardDecision {
  const { rule } = input;
  if (rule.rewardPerInvitee <= 0 || input.depositedMinor < rule.minDepositForReward || input.depositedMinor <= 0) return { kind: 'wait' };
  if (input.inviterId === input.inviteeId) return { kind: 'refuse', reason: 'selfInvite' };
  const ip = normalizeIp(input.inviteeIp);
  if (ip !== undefined && ip === normalizeIp(input.inviterIp)) return { kind: 'refuse', reason: 'sameIpAsInviter' };
  if (ip !== undefined && input.rewardedInviteeIps.some((other) => normalizeIp(other) === ip)) return { kind: 'refuse', reason: 'sameIpAsRewardedInvitee' };
  const device = deviceId(input.inviteeDevice);
  if (device !== undefined && device === deviceId(input.inviterDevice)) return { kind: 'refuse', reason: 'sameDeviceAsInviter' };
  // Stryker disable next-line ArrayDeclaration: with no list, any list of devices no player has matches nothing alike
  if (device !== undefined && (input.rewardedInviteeDevices ?? []).some((other) => deviceId(other) === device)) return { kind: 'refuse', reason: 'sameDeviceAsRewardedInvitee' };
  if (rule.maxRewardedInvitees > 0 && input.rewardedCount >= rule.maxRewardedInvitees) return { kind: 'refuse', reason: 'capReached' };
  return { kind: 'pay', amount: rule.rewardPerInvitee };
}

/** A device id that tells phones apart, or undefined (missing or blank). */
function deviceId(device: string | null | undefined): string | undefined {
  return device?.trim() || undefined;
}

/** Most rows the invite ranking shows (ours: the popup's list, like the home plates' 20 of spec §9). */
export const INVITE_RANKING_SIZE = 20;

export interface InviterTotals {
  readonly userId: number;
  readonly name: string;
  readonly invitedCount: number;
  readonly reward: number;
}

export interface RankedInviter extends InviterTotals {
  readonly rank: number;
  /** Private name ('abc***', spec §5). */
  readonly privateName: string;
}

/**
 * Invite ranking: more qualified invitees first, then more reward, then the earlier account (lower
 * id) — a total order, so ranks are 1, 2, 3… with no ties. Inviters with no qualified invitee are
 * not ranked.
 */
export function rankInviters(rows: readonly InviterTotals[]): RankedInviter[] {
  return rows
    .filter((r) => r.invitedCount > 0)
    .toSorted((a, b) => b.invitedCount - a.invitedCount || b.reward - a.reward || a.userId - b.userId)
    .map((r, i) => ({ ...r, rank: i + 1, privateName: privateName(r.name) }));
}
