// Which market's law applies to a player (seed file `protection:`), and the operator's licence
// exceptions to it. The rules of each market are @perya/domain MARKET_RULES; the operator names its
// market, may give a brand (by app code) another one, and may override a market's switches where
// its licence says more. A player's market is the one of the brand they signed up from
// (users.app_code), else the operator's.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { MARKETS, MARKET_RULES, type Market, type MarketRules } from '@perya/domain';
import type { Database } from '../../db/schema';

const market = z.enum(MARKETS);

const overrideSchema = z
  .object({
    minAge: z.number().int().min(18).max(25),
    sabong: z.boolean(),
    crypto: z.boolean(),
    signUpBonus: z.boolean(),
    kycBeforeDeposit: z.boolean(),
  })
  .partial()
  .strict();

export const protectionConfigSchema = z
  .object({
    /** The operator's market: every player's unless their brand names another. */
    market: market.default('PH'),
    /** Brands (by the app codes they send) in another market. */
    brands: z.array(z.object({ appCodes: z.array(z.string().min(1)).min(1), market }).strict()).default([]),
    /** Licence exceptions per market (what the law switches, the licence may allow or forbid). */
    overrides: z.partialRecord(market, overrideSchema).default({}),
  })
  .strict();

export type ProtectionConfig = z.output<typeof protectionConfigSchema>;

/** Key of config_values the seed writes the protection section under. */
export const PROTECTION_CONFIG_KEY = 'protection';

export const DEFAULT_PROTECTION_CONFIG: ProtectionConfig = protectionConfigSchema.parse({});

export async function readProtectionConfig(db: Kysely<Database>): Promise<ProtectionConfig> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', PROTECTION_CONFIG_KEY).executeTakeFirst();
  return row === undefined ? DEFAULT_PROTECTION_CONFIG : protectionConfigSchema.parse(JSON.parse(row.value));
}

export interface PlayerMarket {
  readonly market: Market;
  readonly rules: MarketRules;
}

/** The market (and its switches, with the operator's exceptions) of a player by their sign-up app code. */
export function marketFor(config: ProtectionConfig, appCode: string | null | undefined): PlayerMarket {
  const brand = appCode == null ? undefined : config.brands.find((b) => b.appCodes.includes(appCode));
  const m = brand?.market ?? config.market;
  const o = config.overrides[m] ?? {};
  const law = MARKET_RULES[m];
  return {
    market: m,
    rules: {
      minAge: o.minAge ?? law.minAge,
      sabong: o.sabong ?? law.sabong,
      crypto: o.crypto ?? law.crypto,
      signUpBonus: o.signUpBonus ?? law.signUpBonus,
      kycBeforeDeposit: o.kycBeforeDeposit ?? law.kycBeforeDeposit,
      helpLines: law.helpLines,
    },
  };
}

/**
 * The exceptions that loosen a market's law (a switch on that the law has off, a lower age): the
 * server warns about each at start, so an operator sees what its licence must allow.
 */
export function looseningOverrides(config: ProtectionConfig): string[] {
  const found: string[] = [];
  for (const [m, o] of Object.entries(config.overrides) as [Market, z.output<typeof overrideSchema>][]) {
    const law = MARKET_RULES[m];
    if (o.minAge !== undefined && o.minAge < law.minAge) found.push(`${m}: minimum age ${o.minAge} (law: ${law.minAge})`);
    for (const key of ['sabong', 'crypto', 'signUpBonus'] as const) {
      if (o[key] === true && !law[key]) found.push(`${m}: ${key} on (law: off)`);
    }
    if (o.kycBeforeDeposit === false && law.kycBeforeDeposit) found.push(`${m}: no identity check before deposit (law: required)`);
  }
  return found;
}
