// Game list queries, the PG Soft launcher HTML, and game launch.
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

export function useGameAllList(payload: RequestOf<C['gameAllList']>, options?: ReadOptions<C['gameAllList']>) {
  return useEndpointQuery(routes.gameAllList, payload, options);
}
export function useGameShowList(payload: RequestOf<C['gameShowList']>, options?: ReadOptions<C['gameShowList']>) {
  return useEndpointQuery(routes.gameShowList, payload, options);
}
/** The lobby's recent-winners ticker: the server keeps the list a few seconds; the lobby looks again every half minute. */
export function useGameRecentWins(options?: ReadOptions<C['gameRecentWins']>) {
  return useEndpointQuery(routes.gameRecentWins, {}, { staleTime: 15_000, refetchInterval: 30_000, ...options });
}
/** Launcher pages are single-use: never served from cache. */
export function usePgSoftGameHtml(payload: RequestOf<C['pgSoftGameHtml']>, options?: ReadOptions<C['pgSoftGameHtml']>) {
  return useEndpointQuery(routes.pgSoftGameHtml, payload, { staleTime: 0, gcTime: 0, ...options });
}
/** Game launch URL (spec §7: no login redirect, no toast). Launching changes no cached data. */
export function useGameLaunch(options?: WriteOptions<C['gameLaunch']>) {
  return useEndpointMutation(routes.gameLaunch, {}, options);
}
