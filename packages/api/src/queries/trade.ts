// Trading bindings (our contract: src/contract/trade.ts). Markets and prices are public; accounts
// and orders are the player's.
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/** What each trading write makes stale. */
export const tradeInvalidates = {
  /** The invest leaves a balance (real: the wallet; the first real trade pays the trade bonus). */
  tradePlace: ['tradeAccounts', 'tradeOrders', 'userInfo', 'financeList', 'bonusList'],
  tradeDemoReset: ['tradeAccounts'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useTradeMarkets(options?: ReadOptions<C['tradeMarkets']>) {
  return useEndpointQuery(routes.tradeMarkets, undefined, options);
}
export function useTradePrices(payload: RequestOf<C['tradePrices']>, options?: ReadOptions<C['tradePrices']>) {
  return useEndpointQuery(routes.tradePrices, payload, options);
}
export function useTradeAccounts(options?: ReadOptions<C['tradeAccounts']>) {
  return useEndpointQuery(routes.tradeAccounts, undefined, options);
}
export function useTradeOrders(payload: RequestOf<C['tradeOrders']>, options?: ReadOptions<C['tradeOrders']>) {
  return useEndpointQuery(routes.tradeOrders, payload, options);
}
export function useTradePlace(options?: WriteOptions<C['tradePlace']>) {
  return useEndpointMutation(routes.tradePlace, { invalidates: tradeInvalidates.tradePlace }, options);
}
export function useTradeDemoReset(options?: WriteOptions<C['tradeDemoReset']>) {
  return useEndpointMutation(routes.tradeDemoReset, { invalidates: tradeInvalidates.tradeDemoReset }, options);
}
