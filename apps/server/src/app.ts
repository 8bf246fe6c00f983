// buildApp(deps): the Fastify server with every route, for main.ts and for the tests.
import Fastify, { type FastifyInstance } from 'fastify';
import { contract, okEnvelope, routePattern, type AnyEndpoint, type EndpointName } from '@perya/api/contract';
import type { Config } from './config';
import type { Db } from './db/database';
import { ping } from './db/migrations';
import type { SmsGateway } from './adapters/sms/gateway';
import { createOutboxSmsGateway } from './adapters/sms/outbox';
import { createGoogleVerifier, type GoogleVerifier } from './adapters/identity/google';
import { originAllowed, registerCors } from './http/cors';
import { registerErrorHandling } from './http/errorHandler';
import type { Handlers } from './http/handlers';
import { loggerOptions } from './http/logging';
import { registerEndpoint, type Handler } from './http/routes';
import { createPasswordHasher } from './security/passwords';
import { createRateLimiter } from './security/rateLimiter';
import { accountHandlers } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createSessionService } from './modules/account/sessions';
import { appHandlers } from './modules/app/routes';
import { registerDevRoutes } from './modules/dev/routes';
import { migrationHandlers } from './modules/migration/routes';
import { smsHandlers } from './modules/sms/routes';
import { createSmsService } from './modules/sms/service';
import { spreadHandlers } from './modules/spread/routes';
import { telemetryHandlers } from './modules/telemetry/routes';
import type { PaymentAdapter } from './adapters/payment/gateway';
import { createSandboxPaymentAdapter } from './adapters/payment/sandbox';
import { createLedger } from './modules/ledger/ledger';
import { readWalletConfig, type WalletConfig } from './modules/wallet/config';
import { createDepositService } from './modules/wallet/deposits';
import { createFinanceService } from './modules/wallet/finance';
import { registerOperatorRoutes, registerSandboxCheckout, registerWebhookRoutes, scheduleDepositExpiry } from './modules/wallet/providerRoutes';
import { walletHandlers } from './modules/wallet/routes';
import { createWithdrawalService, sandboxPayoutAdapter, type PayoutAdapter } from './modules/wallet/withdrawals';
import { isSwitchedOff, loadCatalogueFile, switchesFor, type Catalogue } from './modules/games/catalogue';
import { registerGameIcons } from './modules/games/icons';
import { callerSwitches, gamesHandlers } from './modules/games/routes';
import type { GameProviderAdapter } from './modules/games/provider/adapter';
import { createSandboxProvider, registerSandboxProvider } from './modules/games/provider/sandbox';
import { createProviderWallet } from './modules/games/provider/wallet';
import { registerWalletRoutes } from './modules/games/provider/routes';
import { createSeededGames } from './modules/games/inhouse/seeded';
import { inHouseHandlers } from './modules/games/inhouse/routes';
import { createJumpRunner } from './modules/games/inhouse/jump';
import { registerOgStream } from './modules/games/inhouse/stream';
import { DEFAULT_SABONG_SCHEDULE, createSabongRunner, type SabongSchedule } from './modules/games/inhouse/sabong';
import { registerSabongOps } from './modules/games/inhouse/ops';
import { ogEnabled } from './modules/games/inhouse/routes';
import { DEFAULT_GAME_CONFIGS, type GameConfigs } from '@perya/games/engines';

export interface AppDeps {
  readonly config: Config;
  /** An open, migrated database. buildApp does not close it; the caller owns it. */
  readonly database: Db;
  /** Clock in epoch ms; tests move it. */
  readonly now?: () => number;
  readonly smsGateway?: SmsGateway;
  readonly googleVerifier?: GoogleVerifier;
  /** Where log lines go (tests capture them); default stdout. */
  readonly logStream?: NodeJS.WritableStream;
  /** SMS code generator (tests only). */
  readonly generateSmsCode?: () => string;
  /** Payment adapters besides the sandbox (which config.payment.sandbox turns on). */
  readonly paymentAdapters?: readonly PaymentAdapter[];
  /** Who pays withdrawals out; default the sandbox (an operator decides). */
  readonly payoutAdapter?: PayoutAdapter;
  /** Wallet configuration; default: the seed's, read from the database. */
  readonly walletConfig?: WalletConfig;
  /** The game catalogue; default: read from config.gamesFile. */
  readonly catalogue?: Catalogue;
  /** Third-party game provider; default: the sandbox provider. */
  readonly gameProvider?: { readonly name: string; readonly adapter: GameProviderAdapter };
  /** In-house game configuration (stake limits, tables); default: the engines' defaults. */
  readonly gameConfigs?: GameConfigs;
  /**
   * Sabong's sandbox schedule (automatic fights with random results); default: on outside
   * production, off in production (the operator runs fights through /ops/sabong). null: off.
   */
  readonly sabongSchedule?: SabongSchedule | null;
}

/** How often the jump ticker brings the round to server time. */
const JUMP_TICK_MS = 100;
/** How often sabong checks its deadlines and sandbox schedule. */
const SABONG_TICK_MS = 1_000;

/** Body limit: generous for device objects and log lines, small enough to refuse floods. */
const BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const now = deps.now ?? Date.now;

  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    bodyLimit: BODY_LIMIT,
    // Behind a proxy the operator sets TRUST_PROXY; by default the socket address is the IP.
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { maxParamLength: 200 },
  });

  // JSON bodies, where an empty body means "no fields" (several calls send none).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('The request body is not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  registerErrorHandling(app);
  registerCors(app, config.corsOrigins);

  const sessions = createSessionService(db, config.tokenTtlS, now);
  const sms = createSmsService({
    db,
    gateway: deps.smsGateway ?? createOutboxSmsGateway(db, now),
    config: config.sms,
    now,
    ...(deps.generateSmsCode === undefined ? {} : { generateCode: deps.generateSmsCode }),
  });
  const limiter = createRateLimiter(config.rateLimit, now);
  const accounts = createAccountService({
    db,
    sessions,
    sms,
    passwords: createPasswordHasher(config.scryptN),
    google: deps.googleVerifier ?? createGoogleVerifier(config.google, now),
    now,
  });


  const ledger = createLedger(db, now);
  const walletConfig = deps.walletConfig ?? (await readWalletConfig(db));
  const sandbox = config.payment.sandbox ? createSandboxPaymentAdapter({ secret: config.payment.webhookSecret, now }) : undefined;
  const paymentAdapters = new Map<string, PaymentAdapter>(
    [...(sandbox === undefined ? [] : [sandbox]), ...(deps.paymentAdapters ?? [])].map((a) => [a.name, a]),
  );
  const deposits = createDepositService({ db, ledger, config: walletConfig, adapters: paymentAdapters, now });
  const withdrawals = createWithdrawalService({ db, ledger, config: walletConfig, payout: deps.payoutAdapter ?? sandboxPayoutAdapter, now });
  const finance = createFinanceService(db, ledger);

  const catalogue = deps.catalogue ?? loadCatalogueFile(config.gamesFile);
  const gameProvider = deps.gameProvider ?? { name: 'sandbox', adapter: createSandboxProvider() };
  const providerWallet = createProviderWallet(db, ledger, now, {
    maxMultiplier: (key) => catalogue.findKey(key)?.maxMultiplier,
    onRefusedCredit: (refused) => app.log.warn({ providerCredit: refused }, 'provider credit refused: more than the round can pay'),
  });
  const baseGameConfigs = deps.gameConfigs ?? DEFAULT_GAME_CONFIGS;
  // Sabong runs no fights where the jurisdiction switches it off (games.md "Sabong").
  const gameConfigs: GameConfigs = {
    ...baseGameConfigs,
    sabong: { ...baseGameConfigs.sabong, enabled: baseGameConfigs.sabong.enabled && ogEnabled(catalogue.rulesFor(undefined), 'sabong') },
  };
  const seeded = createSeededGames({ db, ledger, now, configs: gameConfigs });
  const jump = createJumpRunner({ db, ledger, now, config: gameConfigs.jump });
  const sabongSchedule = deps.sabongSchedule === undefined ? (config.devEndpoints ? DEFAULT_SABONG_SCHEDULE : null) : deps.sabongSchedule;
  const sabong = createSabongRunner({
    db,
    ledger,
    now,
    config: gameConfigs.sabong,
    ...(sabongSchedule === null ? {} : { schedule: sabongSchedule }),
    streamUrl: catalogue.sabongStreamUrl,
  });

  const handlers: Handlers = {
    ...accountHandlers(accounts, sessions, limiter, finance),
    ...walletHandlers({ config: walletConfig, deposits, withdrawals, finance }),
    ...smsHandlers(sms, accounts, limiter),
    ...appHandlers(db, now, (key, ctx) => isSwitchedOff(catalogue, key, callerSwitches(catalogue, ctx))),
    ...telemetryHandlers(db, now),
    ...spreadHandlers(db),
    ...migrationHandlers({ db, accounts, sessions, sms, ledger, now }),
    ...gamesHandlers({ db, catalogue, provider: gameProvider.adapter, providerName: gameProvider.name, wallet: providerWallet }),
    ...inHouseHandlers({ catalogue, seeded, jump, sabong, configs: gameConfigs }),
  };
  for (const [name, handler] of Object.entries(handlers) as [keyof typeof contract, Handler<AnyEndpoint>][]) {
    registerEndpoint(app, contract[name], handler, (token) => sessions.authenticate(token));
  }

  app.get('/healthz', async () => {
    await ping(db);
    return okEnvelope({ status: 'ok', database: database.kind });
  });
  if (config.devEndpoints) registerDevRoutes(app, db);
  registerGameIcons(app, catalogue);
  registerWebhookRoutes(app, paymentAdapters, deposits);
  scheduleDepositExpiry(app, deposits);
  if (sandbox !== undefined) registerSandboxCheckout(app, sandbox, deposits);
  if (config.operatorToken !== undefined || config.devEndpoints) {
    registerOperatorRoutes(app, { token: config.operatorToken, db, withdrawals, deposits });
  }

  registerWalletRoutes(app, { wallet: providerWallet, secret: config.providerSecret, providers: [gameProvider.name], now });
  registerOgStream(app, {
    jump,
    sabong,
    sabongEnabled: (caller, appCode) => gameConfigs.sabong.enabled && ogEnabled(switchesFor(catalogue, caller?.user, appCode), 'sabong'),
    authenticate: (token) => sessions.authenticate(token),
    originAllowed: (origin) => originAllowed(origin, config.corsOrigins),
  });
  if (config.operatorToken !== undefined || config.devEndpoints) registerSabongOps(app, { sabong, token: config.operatorToken });
  // Rounds move on by server time even when nobody calls (auto cash-outs, the crash, the next round;
  // overdue sabong results; the sandbox fight schedule).
  jump.startTicker(JUMP_TICK_MS);
  sabong.startTicker(SABONG_TICK_MS);
  app.addHook('onClose', async () => {
    jump.stopTicker();
    sabong.stopTicker();
    await jump.drain();
    await sabong.drain();
  });
  if (gameProvider.name === 'sandbox') {
    registerSandboxProvider(app, {
      secret: config.providerSecret,
      now,
      gameName: (provider, gameId) => catalogue.find(provider, gameId)?.gameName,
    });
  }

  return app;
}

/**
 * Contract endpoints this server serves today. Missions and the other activities arrive with
 * their own issues; until then they answer NOT_FOUND.
 */
export const IMPLEMENTED_ENDPOINTS = [
  'registerByAccount',
  'loginByOtp',
  'loginByAccount',
  'googleLoginV2',
  'googleLoginV3',
  'userInfo',
  'userInfoEdit',
  'tokenRenewal',
  'passwordEdit',
  'logout',
  'smsSend',
  'smsSendRegister',
  'smsSendLogin',
  'smsCheck',
  'publicConfig',
  'publicConfigV2',
  'deviceGetInfoId',
  'appBoot',
  'logCollect',
  'logCollectV2',
  'eventReport',
  'temporaryPushBranch',
  'inviteLinkQuery',
  'migrationBonusCheck',
  'vestCheckBannerShow',
  'vestMigratedVisitReport',
  'vestRecentLoginAccount',
  'vestMainAccountAvailable',
  'vestLoginMigrate',
  'protectMigrationCheck',
  'gameAllList',
  'gameShowList',
  'gameLaunch',
  'pgSoftGameHtml',
  'ogConfig',
  'ogSeeds',
  'ogRotateSeeds',
  'ogPlay',
  'ogRounds',
  'ogRound',
  'ogJumpState',
  'ogJumpBet',
  'ogJumpCashOut',
  'ogSabongState',
  'ogSabongBet',
  'financeList',
  'withdrawConfig',
  'withdrawCheckLimit',
  'rechargeConfig',
  'recharge',
  'rechargeStatus',
  'withdrawApply',
  'withdrawLatestAccount',
  'withdrawStatus',
  'payChannels',
  'channelList',
  'payListUpActivity',
  'payListBonus',
] as const satisfies readonly EndpointName[];

/** Names of the contract endpoints that have a route on this app instance. */
export function servedEndpoints(app: FastifyInstance): string[] {
  return Object.values(contract)
    .filter((e) => app.hasRoute({ method: e.method, url: routePattern(e.path) }))
    .map((e) => e.name);
}
