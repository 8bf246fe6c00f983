// Activities: guaranteed payout, deposit-bonus list activity, weekly lucky prize.
import { z } from 'zod/mini';
import { BONUS_STATUSES, GUARANTEED_DEFAULT_RECEIVE_STATUS } from '@perya/domain';
import { empty, epochMs, minorUnits, pageOf } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Guaranteed activity receive status. IN_PROGRESS is the default (spec §4); the others are ours:
 * CLAIMABLE once the guaranteed amount is due, RECEIVED after the claim, CLOSED after endTime.
 */
export const GUARANTEED_STATUSES = [GUARANTEED_DEFAULT_RECEIVE_STATUS, 'CLAIMABLE', 'RECEIVED', 'CLOSED'] as const;

export const guaranteedActivity = z.object({
  id: z.string(),
  title: z.string(),
  /** The guaranteed payout amount. */
  actAmount: minorUnits,
  /** Games the activity applies to, as provider_gameId entries. */
  gameArray: z.array(z.string()),
  startTime: epochMs,
  endTime: epochMs,
  /** Rules text. */
  details: z.string(),
  receivedAmount: minorUnits,
  receiveStatus: z._default(z.enum(GUARANTEED_STATUSES), GUARANTEED_DEFAULT_RECEIVE_STATUS),
});
export type GuaranteedActivity = z.output<typeof guaranteedActivity>;

export const guaranteedPopover = defineEndpoint({
  name: 'guaranteedPopover',
  method: 'POST',
  path: '/act-guaranteed/index/popover',
  request: () => empty,
  /** The activity for the daily guaranteed bonus popup, or null when there is none to show. */
  response: () => z.nullable(guaranteedActivity),
  options: { noToast: true },
  summary: 'Activity for the daily guaranteed bonus popup (spec §1, §4).',
});

export const guaranteedActList = defineEndpoint({
  name: 'guaranteedActList',
  method: 'POST',
  path: '/act-guaranteed/getActList',
  request: () => empty,
  response: () => z.object({ list: z.array(guaranteedActivity) }),
  summary: 'Guaranteed activities of the player.',
});

export const guaranteedActDetailStatus = defineEndpoint({
  name: 'guaranteedActDetailStatus',
  method: 'POST',
  path: '/act-guaranteed/actDetailStatus',
  request: () => z.object({ id: z.string().check(z.minLength(1)) }),
  response: () => guaranteedActivity,
  summary: 'One guaranteed activity with its current status. Errors: NOT_FOUND.',
});

export const guaranteedReceiveBonus = defineEndpoint({
  name: 'guaranteedReceiveBonus',
  method: 'POST',
  path: '/act-guaranteed/receive-bonus/{id}',
  request: () => z.object({ id: z.string().check(z.minLength(1)) }),
  response: () => z.object({ receivedAmount: minorUnits, receiveStatus: z.enum(GUARANTEED_STATUSES) }),
  options: { movesMoney: true },
  summary: "Claim the guaranteed payout. Errors: EVENT_CLOSED ('The event has been closed.', spec §8).",
});

export const payListActivityItem = z.object({
  id: z.string(),
  title: z.string(),
  /** Smallest deposit that qualifies. */
  minDeposit: minorUnits,
  /** Bonus in basis points of the deposit, capped at maxBonus. */
  bonusRateBps: z.int().check(z.nonnegative()),
  maxBonus: minorUnits,
});

export const payListUpActivity = defineEndpoint({
  name: 'payListUpActivity',
  method: 'POST',
  path: '/x2/payListActivity/upActivity',
  request: () => empty,
  response: () => z.object({ list: z.array(payListActivityItem) }),
  options: { noToast: true },
  summary: 'Deposit bonus activities shown on the cash-in page (shape ours).',
});

export const payListBonus = defineEndpoint({
  name: 'payListBonus',
  method: 'POST',
  path: '/x2/payListActivity/bonus',
  request: () => empty,
  /** Pending deposit bonus in minor units; above 0 opens the bonus popup (spec §7). */
  response: () => minorUnits,
  options: { noToast: true },
  summary: 'Deposit bonus waiting for the player (spec §7: a number above 0 opens the bonus popup).',
});

export const weeklyLuckyPrize = defineEndpoint({
  name: 'weeklyLuckyPrize',
  method: 'POST',
  path: '/x2/weekly-lucky-prize/list',
  request: () => empty,
  response: () => z.object({
    /** This week's turnover and login days against the stone rule (spec §9: 1000 PHP, 3 days). */
    turnover: minorUnits,
    requiredTurnover: minorUnits,
    loginDays: z.int().check(z.gte(0), z.lte(7)),
    requiredLoginDays: z.int().check(z.gte(0), z.lte(7)),
    qualified: z.boolean(),
    /** Recent winners, names already private ("abc***", spec §5). */
    list: z.array(
      z.object({ name: z.string(), amount: minorUnits, weekStart: epochMs }),
    ),
  }),
  summary: 'Weekly lucky prize: qualification progress and recent winners.',
});

/** Kinds of bonus grants (spec §2 bonus list types: deposit bonus, trade bonus; the others ours). */
export const BONUS_KINDS = ['deposit', 'trade', 'mission', 'signIn', 'spin', 'invite', 'guaranteed', 'weekly', 'migration'] as const;

export const bonusRecord = z.object({
  id: z.string(),
  kind: z.enum(BONUS_KINDS),
  title: z.string(),
  /** What was granted to the bonus wallet. */
  amount: minorUnits,
  /** Turnover the player must bet before the bonus converts to the main wallet (0 = none asked). */
  turnoverRequired: minorUnits,
  /** Turnover bet since the grant, capped at turnoverRequired. */
  turnoverDone: minorUnits,
  /** processing (turnover open), completed (converted), expired (forfeited) (spec §4). */
  status: z.enum(BONUS_STATUSES),
  createTime: epochMs,
  /** When an unfinished bonus expires; null: never. */
  expireTime: z.nullable(epochMs),
});
export type BonusRecord = z.output<typeof bonusRecord>;

export const bonusList = defineEndpoint({
  name: 'bonusList',
  method: 'POST',
  path: '/x2/bonus/list',
  request: () => z.object({
    /** One tab of the bonus list; absent: every status. */
    status: z.optional(z.enum(BONUS_STATUSES)),
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
  }),
  response: () => z.extend(pageOf(bonusRecord), {
    /** The bonus wallet now (never withdrawable, spec §6). */
    bonusBalance: minorUnits,
  }),
  summary: 'Bonus grants by status: processing, completed, expired (spec §2, §4; path ours).',
});

/** What a live promotion is, so the promo page can draw and link it (ours). */
export const PROMO_KINDS = ['deposit', 'firstDeposit', 'guaranteed', 'weekly', 'spin', 'signIn', 'missions', 'invite', 'vip'] as const;

export const promoItem = z.object({
  id: z.string(),
  kind: z.enum(PROMO_KINDS),
  title: z.string(),
  summary: z.string(),
  /** null: always on. */
  startTime: z.nullable(epochMs),
  endTime: z.nullable(epochMs),
  /** In-app route of the promotion's page (e.g. /spin, /cashin), '' when it has none. */
  route: z.string(),
  /**
   * The most money the offer pays, in minor units (first deposit and deposit offers: the bonus cap;
   * spin: the top money prize; invite: the reward per invitee); absent when the offer names no sum.
   */
  amount: z.optional(minorUnits),
});
export type PromoItem = z.output<typeof promoItem>;

export const promoList = defineEndpoint({
  name: 'promoList',
  method: 'POST',
  path: '/x2/promo/list',
  request: () => empty,
  response: () => z.object({ list: z.array(promoItem) }),
  options: { noAuth: true, noToast: true },
  summary: 'The live promotions the operator runs, for /promo and /v3Promo (path and shape ours).',
});
