// Lotto bindings (spec §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel).
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

/** A ticket takes money from the balance and appears in the player's tickets and records. */
export const lottoInvalidates = {
  lottoBuy: ['lottoTickets', 'lottoState', 'userInfo', 'financeList'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export const lottoStateQuery = readOf(routes.lottoState);
export const lottoResultsQuery = readOf(routes.lottoResults);
export const lottoTicketsQuery = readOf(routes.lottoTickets);
export const lottoBuyMutation = writeOf(routes.lottoBuy, { invalidates: lottoInvalidates.lottoBuy });
