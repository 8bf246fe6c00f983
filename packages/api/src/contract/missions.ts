// Missions, sign-in streak, spin wheel, points and VIP level (spec §3, §4, §9).
import { z } from 'zod/mini';
import {
  MISSION_CLAIMABLE,
  MISSION_CLAIMED,
  MISSION_TYPES,
  SIGN_IN_STREAK_DAYS,
  SIGN_STATE_UNSIGNED,
} from '@perya/domain';
import { empty, epochMs, minorUnits, pageOf, pageRequest } from './common';
import { defineEndpoint } from './endpoint';
import { clientSeed } from './inhouse';

/**
 * Mission receive state. UNACCALIMED (sic, spec §4) is claimable and sorted first; CLAIMED last.
 * INCOMPLETE (ours) is a mission whose target is not reached yet (spec §4 "incomplete or complete").
 */
export const MISSION_RECEIVE_STATES = ['INCOMPLETE', MISSION_CLAIMABLE, MISSION_CLAIMED] as const;
/** Mission types (spec §3), from @perya/domain. */
export { MISSION_TYPES };
/** What an award is paid in. */
export const AWARD_TYPES = ['bonus', 'balance', 'points', 'spinTicket'] as const;
export const awardType = z.enum(AWARD_TYPES);

export const missionSchema = z.object({
  id: z.string(),
  type: z.enum(MISSION_TYPES),
  title: z.string(),
  description: z.string(),
  /** Target and progress in the mission's unit (minor units for bet/deposit missions, counts otherwise). */
  target: z.int().check(z.nonnegative()),
  progress: z.int().check(z.nonnegative()),
  awardType,
  /** Minor units for money awards; count for points and tickets. */
  award: z.int().check(z.nonnegative()),
  receiveState: z.enum(MISSION_RECEIVE_STATES),
});
export type Mission = z.output<typeof missionSchema>;

export const missionMainPage = defineEndpoint({
  name: 'missionMainPage',
  method: 'POST',
  path: '/misson/main-page',
  request: () => empty,
  response: () => z.object({
    accumulativeMisson: z.array(missionSchema),
    dailyMisson: z.array(missionSchema),
  }),
  summary: 'Daily and accumulative missions (spec §7).',
});

/** What a claim paid out (shared by missions, sign-in and spin). */
export const awardResult = z.object({ awardType, award: z.int().check(z.nonnegative()) });

export const missionReceiveAward = defineEndpoint({
  name: 'missionReceiveAward',
  method: 'POST',
  path: '/misson/receive-misson-award',
  request: () => z.object({ missionId: z.string().check(z.minLength(1)) }),
  response: () => awardResult,
  options: { movesMoney: true },
  summary: 'Claim a completed mission. Errors: NOTHING_TO_CLAIM.',
});

/** Sign-in item state (spec §4: can sign today if an item has isCanSign and UNSIGNED). */
export const SIGN_STATES = ['SIGNED', SIGN_STATE_UNSIGNED] as const;

export const signInItem = z.object({
  /** Day 1-7 of the streak (spec §9). */
  day: z.int().check(z.gte(1), z.lte(7)),
  isCanSign: z.boolean(),
  signState: z.enum(SIGN_STATES),
  awardType,
  award: z.int().check(z.nonnegative()),
});

export const checkinMainPage = defineEndpoint({
  name: 'checkinMainPage',
  method: 'POST',
  path: '/misson-checkin/main-page',
  request: () => empty,
  response: () => z.object({
    /** Exactly 7 items, day 1-7. */
    list: z.array(signInItem).check(z.length(SIGN_IN_STREAK_DAYS)),
    /** Consecutive days signed so far. */
    streak: z.int().check(z.gte(0), z.lte(7)),
  }),
  summary: 'The 7-day sign-in streak (spec §7, §9).',
});

export const checkinSignin = defineEndpoint({
  name: 'checkinSignin',
  method: 'POST',
  path: '/misson-checkin/signin',
  request: () => empty,
  response: () => z.extend(awardResult, { day: z.int().check(z.gte(1), z.lte(7)) }),
  options: { movesMoney: true },
  summary: 'Sign in today. Errors: ALREADY_SIGNED_IN.',
});

export const spinPrize = z.object({
  id: z.string(),
  name: z.string(),
  awardType,
  award: z.int().check(z.nonnegative()),
  /** Relative chance of the segment (0: shown, never drawn): the odds, and what a proof recomputes. */
  weight: z.int().check(z.nonnegative()),
});

export const spinMainPage = defineEndpoint({
  name: 'spinMainPage',
  method: 'POST',
  path: '/spin/main-page',
  request: () => empty,
  response: () => z.object({
    /** Wheel segments in display order. */
    prizes: z.array(spinPrize),
    points: z.int().check(z.nonnegative()),
    /** Points per spin: 200 (spec §9). */
    spinCost: z.int().check(z.positive()),
    /** Free spins owned; used before points. */
    tickets: z.int().check(z.nonnegative()),
    /** The committed seed of the next spin: sha256 hex of the server seed it will reveal. */
    seedHash: z.string(),
    /** The player's seed (client seed) and the next spin's nonce. */
    clientSeed: z.string(),
    nonce: z.int().check(z.nonnegative()),
  }),
  summary: 'Spin wheel state (spec §7), with the commitment of the next spin.',
});

export const spinOpenPrize = defineEndpoint({
  name: 'spinOpenPrize',
  method: 'POST',
  path: '/spin/open-prize',
  /**
   * clientSeed (optional): the player's own seed for this spin and the next ones, chosen after
   * seeing seedHash, so the server cannot have picked the outcome (as ogRotateSeeds lets the
   * in-house games' players do). Absent: the seed of /spin/main-page's clientSeed.
   */
  request: () => z.object({ clientSeed: z.optional(clientSeed) }),
  response: () => z.object({
    /** Index into `prizes` of /spin/main-page where the wheel stops. */
    index: z.int().check(z.nonnegative()),
    prize: spinPrize,
    points: z.int().check(z.nonnegative()),
    tickets: z.int().check(z.nonnegative()),
    /**
     * The proof: serverSeed (sha256 of it = the seedHash shown before the spin), clientSeed and
     * nonce; HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`) picks the prize (domain spinDraw).
     */
    fairness: z.object({ serverSeed: z.string(), seedHash: z.string(), clientSeed: z.string(), nonce: z.int().check(z.nonnegative()) }),
    /** The commitment of the following spin. */
    nextSeedHash: z.string(),
  }),
  options: { noToast: true, movesMoney: true },
  summary: 'Spin once (ticket first, else 200 points). Errors: NOT_ENOUGH_POINTS (spin-with-no-ticket popup).',
});

export const pointRecord = z.object({
  id: z.string(),
  /** Signed change: +35 daily login, -200 spin (spec §9). */
  points: z.int(),
  reason: z.enum(['dailyLogin', 'spin', 'mission', 'signIn', 'deposit', 'bet', 'other']),
  createTime: epochMs,
});

export const userPointList = defineEndpoint({
  name: 'userPointList',
  method: 'POST',
  path: '/user-point/list',
  request: () => pageRequest,
  response: () => z.extend(pageOf(pointRecord), { points: z.int().check(z.nonnegative()) }),
  summary: 'Points history plus the current points.',
});

/** One VIP level of the ladder (for /vips): what it asks for and what it gives. */
export const vipLevelSchema = z.object({
  level: z.int().check(z.nonnegative()),
  name: z.string(),
  /** Bet and deposit (minor units) the level asks for. */
  ruleBetAmount: minorUnits,
  ruleDeposit: minorUnits,
  privileges: z.array(z.string()),
});
export type VipLevel = z.output<typeof vipLevelSchema>;

export const vipSelfLevel = defineEndpoint({
  name: 'vipSelfLevel',
  method: 'POST',
  path: '/vip/slef-level',
  request: () => empty,
  response: () => z.object({
    level: z.int().check(z.nonnegative()),
    /** e.g. Platino, Platinum, Diamond (spec §1). */
    levelName: z.string(),
    /** null at the top level. */
    nextLevelName: z.nullable(z.string()),
    /** Progress towards the next level (spec §3): actual vs rule, minor units, each with text. */
    currentActualBetAmount: minorUnits,
    currentActualBetAmountFormat: z.string(),
    currentActualDeposit: minorUnits,
    currentActualDepositFormat: z.string(),
    ruleBetAmount: minorUnits,
    ruleBetAmountFormat: z.string(),
    ruleDeposit: minorUnits,
    ruleDepositFormat: z.string(),
    points: z.int().check(z.nonnegative()),
    upgradePoints: z.int().check(z.nonnegative()),
    upgradeDeposit: minorUnits,
    lastMonthScore: z.int().check(z.nonnegative()),
    lastMonthDeposit: minorUnits,
    privileges: z.array(z.string()),
    /** Every level of the operator's ladder, lowest first (issue 12, /vips). */
    levels: z.array(vipLevelSchema),
  }),
  summary: 'VIP level and upgrade progress (spec §3 VIP info; the progress % is derived client side).',
});
