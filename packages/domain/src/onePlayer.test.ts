import { describe, expect, it } from 'vitest';
import { DEVICE_ID_MAX, playerDevice, playerIp, qualifiedInvitees, samePlayerReason, secondAccountReason } from './onePlayer';

const id = (userId: number, ip: string | null, device: string | null = null) => ({ userId, ip, device });

describe('spec §6 "one account and one IP per player"', () => {
  it('finds the same player by account, device or IP', () => {
    expect(samePlayerReason(id(1, '1.1.1.1'), id(1, '2.2.2.2'))).toBe('sameAccount');
    expect(samePlayerReason(id(1, '1.1.1.1', 'dev-a'), id(2, '2.2.2.2', 'dev-a'))).toBe('sameDevice');
    expect(samePlayerReason(id(1, '::ffff:1.1.1.1'), id(2, '1.1.1.1'))).toBe('sameIp');
    expect(samePlayerReason(id(1, '1.1.1.1', 'a'), id(2, '2.2.2.2', 'b'))).toBeUndefined();
  });
  it('treats unknown and loopback addresses as identifying nobody', () => {
    expect(playerIp('127.0.0.1')).toBeUndefined();
    expect(playerIp('::1')).toBeUndefined();
    expect(playerIp('::')).toBeUndefined();
    expect(playerIp('0.0.0.0')).toBeUndefined();
    expect(playerIp('203.0.113.5')).toBe('203.0.113.5');
    expect(samePlayerReason(id(1, null), id(2, null))).toBeUndefined();
    expect(samePlayerReason(id(1, '127.0.0.1', ''), id(2, '127.0.0.1', ''))).toBeUndefined();
  });
  it('abuse: a second account from the first one\'s IP or device is refused, the first keeps its promotions', () => {
    const first = id(10, '203.0.113.5', 'dev-1');
    expect(secondAccountReason(id(11, '203.0.113.5', 'dev-2'), [first])).toBe('sameIp');
    expect(secondAccountReason(id(12, '198.51.100.1', 'dev-1'), [first])).toBe('sameDevice');
    expect(secondAccountReason(first, [id(11, '203.0.113.5')])).toBeUndefined();
  });
  it('the first account is judged against earlier accounts only, and every earlier one is checked', () => {
    const me = id(10, '203.0.113.5', 'dev-1');
    // Its own row among the others does not make it a second account of itself.
    expect(secondAccountReason(me, [me])).toBeUndefined();
    // An unrelated earlier account does not stop the search: a later-listed match still counts.
    expect(secondAccountReason(me, [id(3, '198.51.100.3', 'dev-3'), id(4, '203.0.113.5', 'dev-4')])).toBe('sameIp');
  });
  it('reads a device id of up to 64 characters, trimmed; a longer one is garbage that identifies nobody', () => {
    expect(playerDevice(' dev-1 ')).toBe('dev-1');
    expect(playerDevice('x'.repeat(DEVICE_ID_MAX))).toBe('x'.repeat(DEVICE_ID_MAX));
    expect(playerDevice('x'.repeat(DEVICE_ID_MAX + 1))).toBeUndefined();
  });
});

describe('spec §6 invite missions count invitees who qualify', () => {
  const inviter = id(1, '203.0.113.1', 'dev-inviter');
  it('counts deposited invitees from another device and IP', () => {
    const invitees = [
      { ...id(2, '198.51.100.2', 'd2'), depositedMinor: 10_000 },
      { ...id(3, '198.51.100.3', 'd3'), depositedMinor: 5_000 },
    ];
    expect(qualifiedInvitees(inviter, invitees)).toEqual([2, 3]);
  });
  it('abuse: three sign-ups from the inviter\'s own IP with no deposit count for nothing', () => {
    const invitees = [2, 3, 4].map((n) => ({ ...id(n, '203.0.113.1', `d${n}`), depositedMinor: 0 }));
    expect(qualifiedInvitees(inviter, invitees)).toEqual([]);
    expect(qualifiedInvitees(inviter, invitees.map((i) => ({ ...i, depositedMinor: 10_000 })))).toEqual([]);
  });
  it('a sign-up that deposited nothing is nobody yet, even from a device and IP of its own', () => {
    expect(qualifiedInvitees(inviter, [{ ...id(2, '198.51.100.2', 'd2'), depositedMinor: 0 }])).toEqual([]);
  });
  it('of two sign-ups from one phone the older account counts, whatever order they are listed in', () => {
    const oneDevice = [5, 3, 4].map((n) => ({ ...id(n, `198.51.100.${n}`, 'same'), depositedMinor: 10_000 }));
    expect(qualifiedInvitees(inviter, oneDevice)).toEqual([3]);
  });
  it('abuse: invitees sharing one IP or device count once', () => {
    const invitees = [2, 3, 4].map((n) => ({ ...id(n, '198.51.100.9', `d${n}`), depositedMinor: 10_000 }));
    expect(qualifiedInvitees(inviter, invitees)).toEqual([2]);
    const oneDevice = [2, 3].map((n) => ({ ...id(n, `198.51.100.${n}`, 'same'), depositedMinor: 10_000 }));
    expect(qualifiedInvitees(inviter, oneDevice)).toEqual([2]);
  });
});
