// What the rewards pages show for the server's data: a mission's button, each day of the sign-in
// strip, an award written out, the spin refusal. Pure (no React), so the states are unit-tested.
import type { TFunction } from 'i18next';
import type { Mission } from '@perya/api/contract';
import { ERROR_CODES } from '@perya/api/client';
import { isApiError } from '@perya/api/client';
import { canSignInToday, formatMoney, MISSION_CLAIMABLE, MISSION_CLAIMED, SIGN_STATE_UNSIGNED, type CurrencyCode, type LocaleCode } from '@perya/domain';
import { tData } from '../../services/t';

/** spec §4 mission receiveState → what its button does: claim (UNACCALIMED), done (CLAIMED), or not yet. */
export type MissionAction = 'claim' | 'claimed' | 'incomplete';

export function missionAction(mission: Pick<Mission, 'receiveState'>): MissionAction {
  if (mission.receiveState === MISSION_CLAIMABLE) return 'claim';
  if (mission.receiveState === MISSION_CLAIMED) return 'claimed';
  return 'incomplete';
}

/** Completed missions of a list (claimable or claimed): the joint mission summary on /vip. */
export function missionsDone(missions: readonly Pick<Mission, 'receiveState'>[]): number {
  return missions.filter((m) => missionAction(m) !== 'incomplete').length;
}

export interface SignInItemLike {
  readonly day: number;
  readonly isCanSign: boolean;
  readonly signState: string;
}

/**
 * One day of the 7-day strip: signed; today (the day that can be signed now, spec §4 isCanSign and
 * UNSIGNED); missed (unsigned, and a later day is signed or signable, so its turn is past); or
 * upcoming. A server that restarts the streak after a gap never leaves a missed day; one that keeps
 * calendar slots does, and the player sees which day they skipped.
 */
export type SignInDayState = 'signed' | 'today' | 'missed' | 'upcoming';

export function signInDayStates(items: readonly SignInItemLike[]): SignInDayState[] {
  const sorted = [...items].sort((a, b) => a.day - b.day);
  const reached = sorted.reduce((last, item) => (item.signState !== SIGN_STATE_UNSIGNED || item.isCanSign ? item.day : last), 0);
  const byDay = new Map(
    sorted.map((item) => {
      let state: SignInDayState;
      if (item.signState !== SIGN_STATE_UNSIGNED) state = 'signed';
      else if (item.isCanSign) state = 'today';
      else state = item.day < reached ? 'missed' : 'upcoming';
      return [item.day, state] as const;
    }),
  );
  return items.map((item) => byDay.get(item.day) ?? 'upcoming');
}

/** spec §4: whether the strip's claim button (and the start-up popup) may sign in today. */
export { canSignInToday };

export interface Award {
  readonly awardType: 'bonus' | 'balance' | 'points' | 'spinTicket';
  readonly award: number;
}

/** How an amount is written: in the player's locale, in the account's currency (useMoneyLocale). */
export interface MoneyLocale {
  readonly locale: LocaleCode;
  readonly currency: CurrencyCode;
}

/**
 * An award as the player reads it: money in the spec §5 format in the account's currency, points
 * and free spins counted.
 */
export function awardText(t: TFunction, award: Award, { locale, currency }: MoneyLocale): string {
  switch (award.awardType) {
    case 'balance':
      return formatMoney(award.award, { locale, currency });
    case 'bonus':
      return tData(t, 'missions.award.bonus', { amount: award.award, currency });
    case 'points':
      return tData(t, 'missions.award.points', { count: award.award });
    case 'spinTicket':
      return tData(t, 'missions.award.spinTicket', { count: award.award });
  }
}

/** The short label of a wheel segment; an award of 0 is the "try again" segment. */
export function segmentLabel(t: TFunction, award: Award, { locale, currency }: MoneyLocale): string {
  if (award.award <= 0) return tData(t, 'spin.segment.none');
  switch (award.awardType) {
    case 'balance':
    case 'bonus':
      return formatMoney(award.award, { locale, currency, decimals: award.award % 100 === 0 ? 0 : 2 });
    case 'points':
      return tData(t, 'spin.segment.points', { count: award.award });
    case 'spinTicket':
      return tData(t, 'spin.segment.spinTicket', { count: award.award });
  }
}

/** The spin was refused for want of points (and tickets): the spin-with-no-ticket popup opens. */
export function isNotEnoughPoints(error: unknown): boolean {
  return isApiError(error) && String(error.code) === ERROR_CODES.NOT_ENOUGH_POINTS;
}

/** The points history's reasons (contract pointRecord.reason) → their i18n key. */
export function pointReasonKey(reason: string): string {
  return `points.reason.${reason}`;
}
