// Game list queries, the PG Soft launcher HTML, and game launch.
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

export const gameAllListQuery = readOf(routes.gameAllList);
export const gameShowListQuery = readOf(routes.gameShowList);
/** The lobby's recent-winners ticker: the server keeps the list a few seconds; the lobby looks again every half minute. */
export const gameRecentWinsQuery = readOf(routes.gameRecentWins, { staleTime: 15_000, refetchInterval: 30_000 });
/** Launcher pages are single-use: never served from cache. */
export const pgSoftGameHtmlQuery = readOf(routes.pgSoftGameHtml, { staleTime: 0, gcTime: 0 });
/** Game launch URL (spec §7: no login redirect, no toast). Launching changes no cached data. */
export const gameLaunchMutation = writeOf(routes.gameLaunch);
/** The in-house games' config (limits, odds, enabled games); changes rarely. */
export const ogConfigQuery = readOf(routes.ogConfig, { staleTime: 5 * 60_000 });
