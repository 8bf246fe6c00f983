import { describe, expect, it } from 'vitest';
import { inviteRewardDecision, normalizeIp, rankInviters } from './inviteRewards';

const rule = { rewardPerInvitee: 5_000, minDepositForReward: 20_000, maxRewardedInvitees: 2 };
const base = { inviterId: 1, inviteeId: 2, inviterIp: '10.0.0.1', inviteeIp: '10.0.0.2', rewardedInviteeIps: [], rewardedCount: 0, depositedMinor: 20_000, rule };

describe('spec §1 invite programme reward rule', () => {
  it('pays once the invitee deposits the minimum, waits before', () => {
    expect(inviteRewardDecision(base)).toEqual({ kind: 'pay', amount: 5_000 });
    expect(inviteRewardDecision({ ...base, depositedMinor: 19_999 })).toEqual({ kind: 'wait' });
    // With no minimum deposit, an invitee who deposited nothing still earns nothing yet.
    expect(inviteRewardDecision({ ...base, depositedMinor: 0, rule: { ...rule, minDepositForReward: 0 } })).toEqual({ kind: 'wait' });
    expect(inviteRewardDecision({ ...base, rule: { ...rule, rewardPerInvitee: 0 } })).toEqual({ kind: 'wait' });
  });
  it('stops at the cap of rewarded invitees', () => {
    expect(inviteRewardDecision({ ...base, rewardedCount: 2 })).toEqual({ kind: 'refuse', reason: 'capReached' });
    expect(inviteRewardDecision({ ...base, rewardedCount: 5, rule: { ...rule, maxRewardedInvitees: 0 } })).toEqual({ kind: 'pay', amount: 5_000 });
  });
});

describe('spec §6 one account and one IP per player', () => {
  it('refuses self-invites', () => {
    expect(inviteRewardDecision({ ...base, inviteeId: 1 })).toEqual({ kind: 'refuse', reason: 'selfInvite' });
  });
  it('refuses an invitee registered from the inviter’s IP, in any spelling', () => {
    expect(inviteRewardDecision({ ...base, inviteeIp: '::FFFF:10.0.0.1' })).toEqual({ kind: 'refuse', reason: 'sameIpAsInviter' });
  });
  it('refuses an invitee sharing an IP with an invitee already rewarded', () => {
    expect(inviteRewardDecision({ ...base, rewardedInviteeIps: [null, '10.0.0.2'] })).toEqual({ kind: 'refuse', reason: 'sameIpAsRewardedInvitee' });
  });
  it('does not match unknown IPs', () => {
    expect(inviteRewardDecision({ ...base, inviterIp: null, inviteeIp: null, rewardedInviteeIps: [null] })).toEqual({ kind: 'pay', amount: 5_000 });
    expect(normalizeIp('  ')).toBeUndefined();
    expect(normalizeIp('::1')).toBe('::1');
    expect(normalizeIp(undefined)).toBeUndefined();
    // Only a dotted IPv4-mapped address is its IPv4 address; the hex spelling stays IPv6.
    expect(normalizeIp('::ffff:a00:1')).toBe('::ffff:a00:1');
  });
  it('pays an invitee whose IP differs from every rewarded invitee\'s', () => {
    expect(inviteRewardDecision({ ...base, rewardedInviteeIps: ['10.0.0.3', '10.0.0.4'], rewardedCount: 1 })).toEqual({ kind: 'pay', amount: 5_000 });
  });
});

describe('invite ranking order (spec §2 invite ranking popup; order ours)', () => {
  it('ranks by qualified invitees, then reward, then the earlier account; private names', () => {
    const ranked = rankInviters([
      { userId: 3, name: 'Carlos', invitedCount: 2, reward: 10_000 },
      { userId: 1, name: 'Andrea', invitedCount: 2, reward: 10_000 },
      { userId: 2, name: 'Bea', invitedCount: 3, reward: 1_000 },
      { userId: 4, name: 'Dindo', invitedCount: 0, reward: 0 },
      { userId: 5, name: 'Elmer', invitedCount: 2, reward: 15_000 },
    ]);
    expect(ranked.map((r) => [r.rank, r.userId, r.privateName])).toEqual([
      [1, 2, 'Bea***'],
      [2, 5, 'Elm***'],
      [3, 1, 'And***'],
      [4, 3, 'Car***'],
    ]);
  });
});

describe('spec §6 one account per player: one phone is one player for the invite reward', () => {
  it('abuse: an invitee signed up on the inviter\'s phone, or on a rewarded invitee\'s, earns nothing', () => {
    expect(inviteRewardDecision({ ...base, inviterDevice: 'phone-1', inviteeDevice: 'phone-1' })).toEqual({ kind: 'refuse', reason: 'sameDeviceAsInviter' });
    expect(inviteRewardDecision({ ...base, inviteeDevice: 'phone-2', rewardedInviteeDevices: ['phone-2'] })).toEqual({ kind: 'refuse', reason: 'sameDeviceAsRewardedInvitee' });
    expect(inviteRewardDecision({ ...base, inviterDevice: '', inviteeDevice: '' })).toEqual({ kind: 'pay', amount: 5_000 });
    // The same phone among several rewarded ones, and the same id with stray spaces, are the same phone.
    expect(inviteRewardDecision({ ...base, inviteeDevice: 'phone-2', rewardedInviteeDevices: ['phone-3', 'phone-2'] })).toEqual({ kind: 'refuse', reason: 'sameDeviceAsRewardedInvitee' });
    expect(inviteRewardDecision({ ...base, inviterDevice: 'phone-1', inviteeDevice: ' phone-1 ' })).toEqual({ kind: 'refuse', reason: 'sameDeviceAsInviter' });
  });
  it('pays an invitee on a phone of their own; blank or unknown device ids match nothing', () => {
    expect(inviteRewardDecision({ ...base, inviterDevice: 'phone-1', inviteeDevice: 'phone-9', rewardedInviteeDevices: ['phone-2', null] })).toEqual({ kind: 'pay', amount: 5_000 });
    expect(inviteRewardDecision({ ...base, inviterDevice: '  ', inviteeDevice: '  ', rewardedInviteeDevices: ['  '] })).toEqual({ kind: 'pay', amount: 5_000 });
    expect(inviteRewardDecision({ ...base, inviteeDevice: null, rewardedInviteeDevices: [null] })).toEqual({ kind: 'pay', amount: 5_000 });
  });
});
