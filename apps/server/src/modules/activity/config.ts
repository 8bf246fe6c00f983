// The operator's activities (seed file `guaranteed:` and `promotions:`): guaranteed-payout
// activities, and the promotions the promo page lists with their texts and in-app routes.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { isGameKey, MAX_TURNOVER_MULTIPLIER, parseTimeOfDay, type GuaranteedSchedule } from '@perya/domain';
import { PROMO_KINDS } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { MAX_POSTING_AMOUNT } from '../ledger/ledger';
import { localizedTextSchema } from '../texts/texts';

/** An instant in the seed: epoch ms, or an ISO date-time with its offset ('2026-02-01T00:00:00+08:00'). */
const instant = z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true }).transform((text) => Date.parse(text))]);
const timeOfDay = z.string().refine((t) => parseTimeOfDay(t) !== undefined, 'a time of day HH:mm');
/** Activity ids: no '@' (it separates a daily run's day). */
const activityId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,47}$/, 'lower-case letters, digits, _ and -');
/** An in-app route (spec §2), e.g. /cashin, /spin, /games/og?id=10003. */
const route = z.string().regex(/^(\/[^\s]*)?$/, 'an in-app route starting with /');

export const guaranteedActivitySchema = z
  .object({
    id: activityId,
    title: localizedTextSchema(128),
    /** One line for the promo list. */
    summary: localizedTextSchema(255, 0).default(''),
    /** The guaranteed amount (spec §3 actAmount), at most ₱1,000,000.00 as engagement awards. */
    actAmount: z.number().int().positive().max(100_000_000),
    /** Games it counts, as provider_gameId keys (spec §3 gameArray). */
    gameArray: z.array(z.string().refine(isGameKey, 'a provider_gameId key')).min(1),
    /** Stakes on those games needed within the period before the guarantee can be claimed. */
    minTurnover: z.number().int().nonnegative().max(MAX_POSTING_AMOUNT),
    /** Rules text (spec §3 details). */
    details: localizedTextSchema(4000, 0),
    /** A fixed period … */
    startTime: instant.optional(),
    endTime: instant.optional(),
    /** … or a GMT+8 window every day (daily guaranteed bonus popup, spec §1). */
    daily: z.object({ start: timeOfDay, end: timeOfDay }).optional(),
    /** Turnover asked of the payout before it converts (× the payout); default the operator's. */
    turnoverMultiplier: z.number().min(0).max(MAX_TURNOVER_MULTIPLIER).optional(),
  })
  .refine((a) => (a.daily === undefined) !== (a.startTime === undefined && a.endTime === undefined), 'give either startTime and endTime, or daily')
  .refine((a) => a.daily !== undefined || (a.startTime !== undefined && a.endTime !== undefined && a.endTime > a.startTime), 'endTime must follow startTime')
  .refine((a) => a.daily === undefined || (parseTimeOfDay(a.daily.end) ?? 0) > (parseTimeOfDay(a.daily.start) ?? 0), 'daily.end must follow daily.start');

export type GuaranteedActivityConfig = z.output<typeof guaranteedActivitySchema>;

export const guaranteedConfigSchema = z
  .object({ activities: z.array(guaranteedActivitySchema).default([]) })
  .refine((c) => new Set(c.activities.map((a) => a.id)).size === c.activities.length, 'activity ids must be unique');
export type GuaranteedConfig = z.output<typeof guaranteedConfigSchema>;

export function scheduleOf(a: GuaranteedActivityConfig): GuaranteedSchedule {
  return a.daily === undefined
    ? { kind: 'fixed', startTime: a.startTime ?? 0, endTime: a.endTime ?? 0 }
    : { kind: 'daily', start: a.daily.start, end: a.daily.end };
}

const promoText = z.object({ title: localizedTextSchema(128), summary: localizedTextSchema(255, 0).default('') });

/**
 * The promo page (promoList): what each kind of promotion says and where it leads. Deposit offers,
 * the first-deposit bonus and guaranteed activities are listed from their own configuration (their
 * titles); `depositOfferSummary` is the line under each deposit offer, with {minDeposit}, {rate}
 * and {maxBonus} filled in. `items` are the always-on programmes (weekly prize, spin, sign-in,
 * missions, invite, VIP), listed as given.
 */
export const promotionsConfigSchema = z.object({
  routes: z.object({ deposit: route, firstDeposit: route, guaranteed: route }).default({ deposit: '/cashin', firstDeposit: '/cashin', guaranteed: '/bonus' }),
  depositOfferSummary: localizedTextSchema(255, 0).default(''),
  items: z
    .array(
      promoText.extend({
        id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,47}$/),
        kind: z.enum(PROMO_KINDS),
        route,
        startTime: instant.optional(),
        endTime: instant.optional(),
      }),
    )
    .default([]),
});
export type PromotionsConfig = z.output<typeof promotionsConfigSchema>;

export const GUARANTEED_CONFIG_KEY = 'guaranteed';
export const PROMOTIONS_CONFIG_KEY = 'promotions';

async function readKey(db: Kysely<Database>, key: string): Promise<unknown> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? {} : (JSON.parse(row.value) as unknown);
}

/** Stored values are already parsed (instants are epoch ms): parsing again is a no-op. */
export async function readGuaranteedConfig(db: Kysely<Database>): Promise<GuaranteedConfig> {
  return guaranteedConfigSchema.parse(await readKey(db, GUARANTEED_CONFIG_KEY));
}

export async function readPromotionsConfig(db: Kysely<Database>): Promise<PromotionsConfig> {
  return promotionsConfigSchema.parse(await readKey(db, PROMOTIONS_CONFIG_KEY));
}
