// Lotto bindings (spec §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel).
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

/** A ticket takes money from the balance and appears in the player's tickets and records. */
export const lottoInvalidates = {
  lottoBuy: ['lottoTickets', 'lottoState', 'userInfo', 'financeList'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useLottoState(options?: ReadOptions<C['lottoState']>) {
  return useEndpointQuery(routes.lottoState, undefined, options);
}
export function useLottoResults(payload: RequestOf<C['lottoResults']>, options?: ReadOptions<C['lottoResults']>) {
  return useEndpointQuery(routes.lottoResults, payload, options);
}
export function useLottoTickets(payload: RequestOf<C['lottoTickets']>, options?: ReadOptions<C['lottoTickets']>) {
  return useEndpointQuery(routes.lottoTickets, payload, options);
}
export function useLottoBuy(options?: WriteOptions<C['lottoBuy']>) {
  return useEndpointMutation(routes.lottoBuy, { invalidates: lottoInvalidates.lottoBuy }, options);
}
