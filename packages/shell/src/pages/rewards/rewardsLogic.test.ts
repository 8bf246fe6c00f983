// The states the rewards pages show: a mission's button (spec §4 receiveState), each day of the
// 7-day strip (spec §4 "can sign in today", §9), awards written out, the spin refusal code.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@perya/api/client';
import { ERROR_CODES } from '@perya/api/contract';
import { initI18n, memoryStorage, whenTextsLoaded } from '@perya/i18n';
import { sortMissions } from '@perya/domain';
import { awardText, canSignInToday, isNotEnoughPoints, missionAction, missionsDone, segmentLabel, signInDayStates } from './rewardsLogic';

const day = (d: number, signState: 'SIGNED' | 'UNSIGNED', isCanSign = false) => ({ day: d, signState, isCanSign });

describe('spec §4 mission receiveState → Claim button', () => {
  it('claimable (UNACCALIMED) can be claimed, CLAIMED is done, anything else is not yet complete', () => {
    expect(missionAction({ receiveState: 'UNACCALIMED' })).toBe('claim');
    expect(missionAction({ receiveState: 'CLAIMED' })).toBe('claimed');
    expect(missionAction({ receiveState: 'INCOMPLETE' })).toBe('incomplete');
  });

  it('the list order the page uses puts claimable first and claimed last', () => {
    const list = [
      { id: 'a', receiveState: 'CLAIMED' as const },
      { id: 'b', receiveState: 'INCOMPLETE' as const },
      { id: 'c', receiveState: 'UNACCALIMED' as const },
    ];
    expect(sortMissions(list).map((m) => missionAction(m))).toEqual(['claim', 'incomplete', 'claimed']);
    expect(missionsDone(list)).toBe(2);
  });
});

describe('spec §4/§9 7-day sign-in strip states', () => {
  it('can sign: signed days, today, then upcoming', () => {
    const items = [day(1, 'SIGNED'), day(2, 'SIGNED'), day(3, 'UNSIGNED', true), day(4, 'UNSIGNED'), day(5, 'UNSIGNED'), day(6, 'UNSIGNED'), day(7, 'UNSIGNED')];
    expect(signInDayStates(items)).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(canSignInToday(items)).toBe(true);
  });

  it('signed today: nothing to sign, the next day is upcoming', () => {
    const items = [day(1, 'SIGNED'), day(2, 'SIGNED'), day(3, 'SIGNED'), day(4, 'UNSIGNED'), day(5, 'UNSIGNED'), day(6, 'UNSIGNED'), day(7, 'UNSIGNED')];
    expect(signInDayStates(items)).toEqual(['signed', 'signed', 'signed', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(canSignInToday(items)).toBe(false);
  });

  it('missed: an unsigned day before a signed or signable one is shown as missed', () => {
    const items = [day(1, 'SIGNED'), day(2, 'UNSIGNED'), day(3, 'SIGNED'), day(4, 'UNSIGNED'), day(5, 'UNSIGNED', true), day(6, 'UNSIGNED'), day(7, 'UNSIGNED')];
    expect(signInDayStates(items)).toEqual(['signed', 'missed', 'signed', 'missed', 'today', 'upcoming', 'upcoming']);
  });

  it('follows the items in the order given, whatever order the days come in', () => {
    expect(signInDayStates([day(2, 'UNSIGNED', true), day(1, 'SIGNED')])).toEqual(['today', 'signed']);
  });
});

describe('awards as the player reads them', () => {
  it('money in the spec §5 format, bonus named, points and free spins counted; a 0 segment says try again', async () => {
    const i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
    await whenTextsLoaded();
    const t = i18n.t.bind(i18n);
    const ph = { locale: 'en-PH', currency: 'PHP' } as const;
    expect(awardText(t, { awardType: 'balance', award: 123_450 }, ph)).toBe('₱1,234.50');
    expect(awardText(t, { awardType: 'bonus', award: 500 }, ph)).toBe('₱5.00 bonus');
    expect(awardText(t, { awardType: 'points', award: 35 }, ph)).toBe('35 points');
    expect(awardText(t, { awardType: 'spinTicket', award: 2 }, ph)).toBe('Free spins: 2');
    expect(segmentLabel(t, { awardType: 'points', award: 0 }, ph)).toBe('Try again');
    expect(segmentLabel(t, { awardType: 'balance', award: 10_000 }, ph)).toBe('₱100');
    expect(segmentLabel(t, { awardType: 'points', award: 50 }, ph)).toBe('50 pts');
  });

  it("spec §1: an award is written in the account's currency, in any locale", async () => {
    const i18n = await initI18n({ storage: memoryStorage(), defaultLocale: 'en-PH' });
    await whenTextsLoaded();
    const t = i18n.t.bind(i18n);
    const br = { locale: 'id-ID', currency: 'BRL' } as const;
    expect(awardText(t, { awardType: 'balance', award: 123_450 }, br)).toContain('R$');
    expect(awardText(t, { awardType: 'bonus', award: 500 }, br)).toContain('R$');
    expect(segmentLabel(t, { awardType: 'bonus', award: 10_000 }, br)).toContain('R$');
    expect(awardText(t, { awardType: 'bonus', award: 500 }, br)).not.toContain('Rp');
  });
});

describe('spin refusal', () => {
  it('NOT_ENOUGH_POINTS (and only it) opens the no-ticket popup', () => {
    const err = (code: string) => new ApiError({ code, msg: 'x', url: '/spin/open-prize', kind: 'envelope' });
    expect(isNotEnoughPoints(err(ERROR_CODES.NOT_ENOUGH_POINTS))).toBe(true);
    expect(isNotEnoughPoints(err(ERROR_CODES.NOTHING_TO_CLAIM))).toBe(false);
    expect(isNotEnoughPoints(new Error('x'))).toBe(false);
  });
});
