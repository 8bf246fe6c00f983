// spec §6 "one account and one IP per player", for every bonus, mission and reward: who is the
// same player as whom, by account, device and IP, and which invitees qualify an invite mission.
import { normalizeIp } from './inviteRewards';

/** What identifies a player beyond their account: the IP and device they signed up from. */
export interface PlayerIdentity {
  readonly userId: number;
  readonly ip: string | null | undefined;
  /** The device-info id the app sends (spec §7 device info id header). */
  readonly device: string | null | undefined;
}

/** Longest device id kept; a longer value is not one the app issued. */
export const DEVICE_ID_MAX = 64;

/**
 * An IP that can tell players apart, written one way (normalizeIp), or undefined. A loopback or
 * unspecified address is the server's own side (a local proxy, a test harness), never a player's:
 * it identifies nobody, like a missing one.
 */
export function playerIp(ip: string | null | undefined): string | undefined {
  const n = normalizeIp(ip);
  if (n === undefined) return undefined;
  if (n === '::1' || n === '::' || n === '0.0.0.0' || n.startsWith('127.')) return undefined;
  return n;
}

/** A device id that can tell players apart (trimmed, at most DEVICE_ID_MAX), or undefined. */
export function playerDevice(device: string | null | undefined): string | undefined {
  const d = device?.trim();
  return d === undefined || d === '' || d.length > DEVICE_ID_MAX ? undefined : d;
}

export type SamePlayerReason = 'sameAccount' | 'sameDevice' | 'sameIp';

/** spec §6: why two identities are one player (same account, device or IP), or undefined. Unknowns match nothing. */
export function samePlayerReason(a: PlayerIdentity, b: PlayerIdentity): SamePlayerReason | undefined {
  if (a.userId === b.userId) return 'sameAccount';
  const device = playerDevice(a.device);
  if (device !== undefined && device === playerDevice(b.device)) return 'sameDevice';
  const ip = playerIp(a.ip);
  if (ip !== undefined && ip === playerIp(b.ip)) return 'sameIp';
  return undefined;
}

/**
 * spec §6 "one account … per player": a player's promotions belong to their FIRST account. An
 * account that shares a device or IP with an earlier (lower id) account is that player's second
 * one: it gets no bonus, mission award or reward (the error ONE_PER_PLAYER). Answers why, or
 * undefined when `me` is the player's first account. `others` may hold any accounts.
 */
export function secondAccountReason(me: PlayerIdentity, others: readonly PlayerIdentity[]): SamePlayerReason | undefined {
  for (const other of others) {
    if (other.userId >= me.userId) continue;
    const reason = samePlayerReason(me, other);
    if (reason !== undefined) return reason;
  }
  return undefined;
}

export interface InviteeFacts extends PlayerIdentity {
  /** Money the invitee has deposited, minor units. */
  readonly depositedMinor: number;
}

/**
 * spec §6 for invite missions: the invitees that count. An invitee counts only once they have
 * deposited, from another device and IP than the inviter's, and from another device and IP than
 * every invitee counted before them (oldest first): three sign-ups from one phone or one IP are
 * one player, and a sign-up that never deposited is nobody yet. Answers the counted invitees' ids.
 */
export function qualifiedInvitees(inviter: PlayerIdentity, invitees: readonly InviteeFacts[]): number[] {
  const counted: InviteeFacts[] = [];
  for (const invitee of invitees.toSorted((a, b) => a.userId - b.userId)) {
    if (invitee.depositedMinor <= 0) continue;
    if (samePlayerReason(invitee, inviter) !== undefined) continue;
    if (counted.some((c) => samePlayerReason(invitee, c) !== undefined)) continue;
    counted.push(invitee);
  }
  return counted.map((c) => c.userId);
}
