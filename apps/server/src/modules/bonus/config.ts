// The operator's bonus rules (seed file `bonus:`): turnover multipliers, expiry, the first-deposit
// bonus and how often processing bonuses are looked at. The spec shows none of these numbers.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { BONUS_RULES, MARKETS, MAX_TURNOVER_MULTIPLIER, bonusRuleFor, type BonusRule, type Market } from '@perya/domain';
import { minorUnits } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { localizedTextSchema } from '../texts/texts';

const multiplier = z.number().min(0).max(MAX_TURNOVER_MULTIPLIER);

export const firstDepositSchema = z.object({
  /** Off: no first-deposit bonus, and none in the promo list. */
  enabled: z.boolean(),
  title: localizedTextSchema(128),
  /** One line for the promo list. */
  summary: localizedTextSchema(255, 0).default(''),
  /** Smallest first deposit that earns it. */
  minDeposit: minorUnits,
  rateBps: z.number().int().min(0).max(100_000),
  /** Cap (0 = none). */
  maxBonus: minorUnits,
  turnoverMultiplier: multiplier,
});

export const bonusConfigSchema = z.object({
  /** Turnover multiplier of grants that name none (missions, spin, sign-in, invite rewards …). */
  defaultTurnoverMultiplier: multiplier.default(1),
  /** Turnover multiplier of deposit-offer bonuses (payListActivity and the default deposit rate). */
  depositTurnoverMultiplier: multiplier.default(5),
  /** Days a processing bonus lasts before its rest is forfeited (0: never expires). */
  expiresInDays: z.number().int().min(0).max(3650).default(30),
  /**
   * The first-deposit bonus: paid on the player's first successful deposit only, ON TOP of a
   * picked deposit offer (a welcome bonus the player does not have to choose over an offer).
   */
  firstDeposit: firstDepositSchema.default({ enabled: false, title: 'First deposit bonus', summary: '', minDeposit: 0, rateBps: 0, maxBonus: 0, turnoverMultiplier: 1 }),
  /**
   * spec §6 the bonus rule per market: tradingOnly (the spec's and the default: the bonus funds
   * trades only and never becomes withdrawable) or playThrough (it converts once its risk-weighted
   * turnover is met). A brand without trading always gets playThrough (withoutTrading).
   */
  rules: z.partialRecord(z.enum(MARKETS), z.enum(BONUS_RULES)).default({}),
  /** App codes of the brands that offer no trading: a trading-only bonus would be dead money there. */
  withoutTrading: z.array(z.string().min(1).max(64)).max(200).default([]),
  /** How often the server converts and expires processing bonuses by itself (seconds). */
  evaluateEverySeconds: z.number().int().min(5).max(24 * 60 * 60).default(60),
});

export type BonusConfig = z.output<typeof bonusConfigSchema>;

export const BONUS_CONFIG_KEY = 'bonus';

/** The stored bonus rules, or the defaults (first-deposit bonus off) when the seed has none. */
export async function readBonusConfig(db: Kysely<Database>): Promise<BonusConfig> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', BONUS_CONFIG_KEY).executeTakeFirst();
  return bonusConfigSchema.parse(row === undefined ? {} : JSON.parse(row.value));
}

/**
 * spec §6 the bonus rule of a player: their market's (by the app code they signed up from) unless
 * their brand offers no trading. An account of no recorded brand is taken to have trading.
 */
export function bonusRuleOf(config: Pick<BonusConfig, 'rules' | 'withoutTrading'>, market: Market, appCode: string | null | undefined): BonusRule {
  const hasTrading = appCode == null || !config.withoutTrading.includes(appCode);
  return bonusRuleFor({ market, hasTrading, byMarket: config.rules });
}
