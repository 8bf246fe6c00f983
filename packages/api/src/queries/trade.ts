// Trading bindings (our contract: src/contract/trade.ts). Markets and prices are public; accounts
// and orders are the player's.
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

/** What each trading write makes stale. */
export const tradeInvalidates = {
  /** The invest leaves a balance (real: the wallet; the first real trade pays the trade bonus). */
  tradePlace: ['tradeAccounts', 'tradeOrders', 'userInfo', 'financeList', 'bonusList'],
  tradeDemoReset: ['tradeAccounts'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export const tradeMarketsQuery = readOf(routes.tradeMarkets);
export const tradePricesQuery = readOf(routes.tradePrices);
export const tradeAccountsQuery = readOf(routes.tradeAccounts);
export const tradeOrdersQuery = readOf(routes.tradeOrders);
export const tradePlaceMutation = writeOf(routes.tradePlace, { invalidates: tradeInvalidates.tradePlace });
export const tradeDemoResetMutation = writeOf(routes.tradeDemoReset, { invalidates: tradeInvalidates.tradeDemoReset });
