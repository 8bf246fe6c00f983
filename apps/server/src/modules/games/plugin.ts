// Games as a plugin: the catalogue (each player's market switches e-sabong too), the third-party
// provider (launch, its wallet callbacks, the sandbox provider), the in-house games (seeded games,
// jump and sabong with their stream, the sabong sandbox clip and the operator's fight controls under
// /ops), the game icons. Jump and sabong rounds move on by server time even when nobody calls (auto
// cash-outs, the crash, the next round; overdue sabong results; the sandbox fight schedule): their
// tickers run on every instance from ready to close, and write only on the cluster's leader.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { currencyOfMarket } from '@perya/domain';
import { DEFAULT_GAME_CONFIGS, type GameConfigs } from '@perya/games/engines';
import { CORE_PLUGIN } from '../../core/plugin';
import { brandFrameAncestors } from '../../http/cors';
import { SABONG_CLIP_DIR } from '../../paths';
import type { Caller } from '../../http/routes';
import { SESSIONS_PLUGIN } from '../account/sessionsPlugin';
import { sabongInAnyMarket, withMarketGames } from '../protection/markets';
import { PROTECTION_PLUGIN } from '../protection/plugin';
import { loadCatalogueFile, switchesFor, type Catalogue } from './catalogue';
import { registerGameIcons } from './icons';
import { createJumpRunner } from './inhouse/jump';
import { inHouseHandlers, ogEnabled } from './inhouse/routes';
import { createSabongRunner, type SabongAccess } from './inhouse/sabong';
import { SABONG_CLIP_PATH, registerSabongClip } from './inhouse/sabongClip';
import { createSeededGames } from './inhouse/seeded';
import { registerOgStream } from './inhouse/stream';
import { registerWalletRoutes } from './provider/routes';
import { createSandboxProvider, registerSandboxProvider } from './provider/sandbox';
import { createProviderWallet } from './provider/wallet';
import { createRecentWins } from './recentWins';
import { gamesHandlers } from './routes';
import { sabongOps } from './sabongOps';

export const GAMES_PLUGIN = 'perya-games';

/** How often the jump ticker brings the round to server time. */
const JUMP_TICK_MS = 100;
/** How often sabong checks its deadlines, the sandbox schedule and its crowd's bets. */
const SABONG_TICK_MS = 250;

export interface GamesModule {
  /** The games file's catalogue with each player's market switches. */
  readonly catalogue: Catalogue;
}

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesModule;
  }
}

export const gamesPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, ledger, now, config, deps, cluster, baseUrl, backUrlAllowed } = app.core;
    const { service: protection, config: protectionConfig } = app.protection;
    const fileCatalogue = deps.catalogue ?? loadCatalogueFile(config.gamesFile);
    const catalogue = withMarketGames(fileCatalogue, protectionConfig);
    app.decorate('games', { catalogue });
    // Production runs the sandbox provider only when the operator opts in (PROVIDER_SANDBOX=1);
    // with no provider at all, launches are refused and no wallet callback route exists.
    const gameProvider = deps.gameProvider ?? (config.providerSandbox ? { name: 'sandbox', adapter: createSandboxProvider() } : undefined);
    const providerWallet = createProviderWallet(db, ledger, now, {
      maxMultiplier: (key) => catalogue.findKey(key)?.maxMultiplier,
      onRefusedCredit: (refused) => app.log.warn({ providerCredit: refused }, 'provider credit refused: more than the round can pay'),
      guard: protection,
    });
    const baseGameConfigs = deps.gameConfigs ?? DEFAULT_GAME_CONFIGS;
    // Sabong runs no fights where the jurisdiction switches it off (games.md "Sabong").
    const gameConfigs: GameConfigs = {
      ...baseGameConfigs,
      // Fights run when the games file allows sabong and some market a player can be in does.
      sabong: {
        ...baseGameConfigs.sabong,
        enabled: baseGameConfigs.sabong.enabled && ogEnabled(fileCatalogue.rulesFor(undefined), 'sabong') && sabongInAnyMarket(protectionConfig),
      },
    };
    const seeded = createSeededGames({ db, ledger, now, configs: gameConfigs, guard: protection });
    const liveError = (error: unknown) => app.log.error({ err: error }, 'live games: resuming after a leader change failed');
    const jump = createJumpRunner({ db, ledger, now, config: gameConfigs.jump, cluster, onError: liveError, guard: protection });
    const sabongSchedule = deps.sabongSchedule === undefined ? (config.sabongSandbox ? config.sabongSandboxRun.schedule : null) : deps.sabongSchedule;
    const sabong = createSabongRunner({
      db,
      ledger,
      now,
      config: gameConfigs.sabong,
      guard: protection,
      ...(sabongSchedule === null ? {} : { schedule: sabongSchedule }),
      ...(config.sabongSandboxRun.seed === undefined ? {} : { sandboxSeed: config.sabongSandboxRun.seed }),
      cluster,
      onError: liveError,
    });
    // Sabong for a caller: on where the jurisdiction, the brand and the market allow it; the video of
    // the caller's brand, or the sandbox's looping clip where none is configured.
    const sandboxClip = config.sabongSandbox ? () => `${baseUrl()}${SABONG_CLIP_PATH}` : () => null;
    const sabongAccess = (caller: Caller | undefined, appCode: string | undefined): SabongAccess => ({
      enabled: gameConfigs.sabong.enabled && ogEnabled(switchesFor(catalogue, caller?.user, appCode), 'sabong'),
      streamUrl: catalogue.sabongStreamUrl(caller === undefined ? appCode : caller.user.app_code) ?? sandboxClip(),
    });

    app.core.endpoints(
      gamesHandlers({
        db,
        catalogue,
        provider: gameProvider,
        wallet: providerWallet,
        publicBaseUrl: baseUrl,
        allowedBackUrl: backUrlAllowed,
        recentWins: createRecentWins({ db, catalogue, now, currencyOf: (appCode) => currencyOfMarket(protection.marketOf(appCode).market) }),
      }),
    );
    app.core.endpoints(inHouseHandlers({ catalogue, seeded, jump, sabong, configs: gameConfigs, sabongAccess }));
    registerGameIcons(app, catalogue);
    if (gameProvider !== undefined) registerWalletRoutes(app, { wallet: providerWallet, secret: config.providerSecret, providers: [gameProvider.name], now });
    registerOgStream(app, { corsOrigins: config.corsOrigins, jump, sabong, sabongAccess, authenticate: (token) => app.sessions.authenticate(token) });
    app.core.opsRoutes(sabongOps({ sabong }));
    if (config.sabongSandbox) registerSabongClip(app, SABONG_CLIP_DIR);
    if (gameProvider?.name === 'sandbox' && deps.gameProvider === undefined) {
      registerSandboxProvider(app, {
        secret: config.providerSecret,
        now,
        gameName: (provider, gameId) => catalogue.find(provider, gameId)?.gameName,
        allowedBackUrl: backUrlAllowed,
        frameAncestors: brandFrameAncestors(config.corsOrigins),
      });
    }

    app.addHook('onReady', async () => {
      jump.startTicker(JUMP_TICK_MS);
      sabong.startTicker(SABONG_TICK_MS);
    });
    app.addHook('onClose', async () => {
      jump.stopTicker();
      sabong.stopTicker();
      await jump.drain();
      await sabong.drain();
    });
  },
  { name: GAMES_PLUGIN, fastify: '5.x', dependencies: [CORE_PLUGIN, PROTECTION_PLUGIN, SESSIONS_PLUGIN] },
);
