// Game lists and launch (spec §7): /game/all-list, /x2/game/show-list, /hd/login and
// /x2/pg-soft/get-game-html. Lists hide switched-off games (per jurisdiction and the caller's brand) and, for
// users in the evo exclusion list, EVO games (spec §6). Launching goes through the provider adapter.
import type { Kysely } from 'kysely';
import { GAME_LIST_DEFAULT_LIMIT, HEADERS, gameBlackListValue } from '@perya/api/contract';
import { EVO_BRAND, inHouseGameById, isEvoExcluded } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Handlers } from '../../http/handlers';
import { headerValue } from '../../http/handlers';
import { callerOf, type RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import { readConfigValue } from '../app/seed';
import { isAvailable, publicGame, switchesFor, visibleGames, type AvailabilityRules, type Catalogue, type CatalogueGame } from './catalogue';
import type { GameProviderAdapter, LaunchInput } from './provider/adapter';
import type { ProviderWallet } from './provider/wallet';
import type { RecentWins } from './recentWins';

export interface GamesRouteDeps {
  readonly db: Kysely<Database>;
  readonly catalogue: Catalogue;
  /** The third-party provider and the name it calls the wallet with (x-provider); none: launches are refused. */
  readonly provider: { readonly name: string; readonly adapter: GameProviderAdapter } | undefined;
  readonly wallet: ProviderWallet;
  /** PUBLIC_BASE_URL (or the listening address in dev): launch URLs point back here. */
  readonly publicBaseUrl: () => string;
  /** The backUrl a game may return to (allowed brand origin or a path), undefined when foreign. */
  readonly allowedBackUrl: (backUrl: string) => string | undefined;
  /** The lobby's recent-winners ticker. */
  readonly recentWins: RecentWins;
}

async function evoList(db: Kysely<Database>): Promise<readonly (string | number)[]> {
  const raw = await readConfigValue(db, 'game_black_list');
  if (raw === undefined) return [];
  const parsed = gameBlackListValue.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data.evo : [];
}

/**
 * The game switches of this call's brand: the logged-in player's account (its recorded app code),
 * else the app code header; never the Origin header, which any script can set (issue 11).
 */
export function callerSwitches(catalogue: Catalogue, ctx: Pick<RequestContext, 'caller' | 'request'>): AvailabilityRules {
  return switchesFor(catalogue, ctx.caller?.user, headerValue(ctx.request.headers, HEADERS.appCode));
}

export function gamesHandlers(deps: GamesRouteDeps): Handlers {
  const { db, catalogue } = deps;

  async function visibleFor(ctx: RequestContext): Promise<CatalogueGame[]> {
    return visibleGames(catalogue.games, callerSwitches(catalogue, ctx), ctx.caller?.user.id, await evoList(db));
  }

  /** The game a player may launch, or the refusal: unknown, switched off, or hidden EVO. */
  async function launchable(ctx: RequestContext, provider: string, gameId: string): Promise<CatalogueGame> {
    const game = catalogue.find(provider, gameId);
    if (game === undefined) throw new AppError('GAME_NOT_FOUND');
    if (!isAvailable(game, callerSwitches(catalogue, ctx))) throw new AppError('FEATURE_DISABLED');
    if (game.brand === EVO_BRAND && isEvoExcluded(callerOf(ctx).user.id, await evoList(db))) throw new AppError('FEATURE_DISABLED');
    return game;
  }

  /** The wired provider; without one (production with the sandbox off) nothing launches. */
  function wiredProvider() {
    if (deps.provider === undefined) throw new AppError('FEATURE_DISABLED');
    return deps.provider;
  }

  async function launchInput(ctx: RequestContext, game: CatalogueGame, lang: string | undefined, backUrl: string | undefined): Promise<LaunchInput> {
    const provider = wiredProvider();
    // A foreign backUrl would make the game an open redirect: refused before a session opens.
    const back = backUrl === undefined || backUrl === '' ? '' : deps.allowedBackUrl(backUrl);
    if (back === undefined) throw new AppError('VALIDATION', 'checkInformation');
    const sessionToken = await deps.wallet.openSession(callerOf(ctx).user.id, provider.name, game.key);
    return { baseUrl: deps.publicBaseUrl(), sessionToken, game, lang: lang ?? 'en-PH', backUrl: back };
  }

  return {
    async gameAllList(input, ctx) {
      const games = (await visibleFor(ctx)).filter(
        (g) => (input.brand === undefined || g.brand === input.brand) && (input.gameType === undefined || g.gameType === input.gameType),
      );
      return { list: games.slice(0, input.limit ?? GAME_LIST_DEFAULT_LIMIT).map(publicGame) };
    },

    async gameShowList(input, ctx) {
      return { list: (await visibleFor(ctx)).filter((g) => g.tags.includes(input.contentAttr)).map(publicGame) };
    },

    async gameRecentWins(_input, ctx) {
      const rules = callerSwitches(catalogue, ctx);
      const evoHidden = isEvoExcluded(ctx.caller?.user.id, await evoList(db));
      return { list: await deps.recentWins.list((g) => isAvailable(g, rules) && !(evoHidden && g.brand === EVO_BRAND)) };
    },

    async gameLaunch(input, ctx) {
      const game = await launchable(ctx, input.gameProvider, input.gameId);
      // In-house games run in the app itself (spec §2 /games/og?id=…).
      if (inHouseGameById(game.gameId) !== undefined && game.gameProvider === 'og') {
        return { url: `/#/games/og?id=${encodeURIComponent(game.gameId)}` };
      }
      return { url: await wiredProvider().adapter.launchUrl(await launchInput(ctx, game, input.lang, input.backUrl)) };
    },

    async pgSoftGameHtml(input, ctx) {
      const game = await launchable(ctx, 'pg', input.gameId);
      return wiredProvider().adapter.launchHtml(await launchInput(ctx, game, input.lang, undefined));
    },
  };
}

