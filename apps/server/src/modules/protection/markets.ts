// The market's switches where they are enforced outside the protection guards (issue 15 item 5):
// e-sabong folded into the game availability every list, launch, bet and stream reads; crypto cash
// in and out; the sign-up bonus. A player's market is the one of the brand they signed up from
// (users.app_code), else the operator's (config.ts marketFor).
import { IN_HOUSE_GAME_IDS, gameKey, type Market } from '@perya/domain';
import { AppError } from '../../http/errors';
import type { AvailabilityRules, Catalogue } from '../games/catalogue';
import { marketFor, type ProtectionConfig } from './config';

const SABONG_KEY = gameKey('og', String(IN_HOUSE_GAME_IDS.sabong));

function withoutSabong(rules: AvailabilityRules): AvailabilityRules {
  return rules.disabledGames.includes(SABONG_KEY) ? rules : { ...rules, disabledGames: [...rules.disabledGames, SABONG_KEY] };
}

/**
 * The catalogue with each market's e-sabong switch folded into its availability rules: where the
 * market has sabong off, sabong is hidden from the lists and refused at launch, bet and stream, as
 * if the operator's games file had switched it off. An account of no recorded brand gets the
 * operator's market (as the protection guards do).
 */
export function withMarketGames(catalogue: Catalogue, config: ProtectionConfig): Catalogue {
  const rules = (appCode: string | undefined, base: AvailabilityRules) => (marketFor(config, appCode).rules.sabong ? base : withoutSabong(base));
  return {
    ...catalogue,
    rulesFor: (appCode) => rules(appCode, catalogue.rulesFor(appCode)),
    strictestRules: rules(undefined, catalogue.strictestRules),
  };
}

/** Whether any market a player can be in (the operator's or a brand's) allows e-sabong: fights run only then. */
export function sabongInAnyMarket(config: ProtectionConfig): boolean {
  const appCodes = [undefined, ...config.brands.flatMap((b) => b.appCodes.slice(0, 1))];
  return appCodes.some((code) => marketFor(config, code).rules.sabong);
}

/** The refusal of something the player's market does not offer (a crafted call; lists never show it). */
export function notInMarket(): AppError {
  return new AppError('NOT_IN_MARKET', 'notInMarket', { reason: 'market' });
}

export interface MarketSwitches {
  /** The market of a player of this sign-up app code: its deposit methods, banks and bank fields (@perya/domain cashFlows). */
  market(appCode: string | null | undefined): Market;
  /** Crypto cash in and out may be offered to a player of this sign-up app code. */
  crypto(appCode: string | null | undefined): boolean;
  /** A sign-up (or account arrival) bonus may be given to a player of this app code. */
  signUpBonus(appCode: string | null | undefined): boolean;
}

export function marketSwitches(config: ProtectionConfig): MarketSwitches {
  return {
    market: (appCode) => marketFor(config, appCode).market,
    crypto: (appCode) => marketFor(config, appCode).rules.crypto,
    signUpBonus: (appCode) => marketFor(config, appCode).rules.signUpBonus,
  };
}
