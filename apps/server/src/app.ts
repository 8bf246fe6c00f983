// buildApp(deps): the Fastify server with every route, for main.ts and for the tests.
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { KYC_SELFIE_MAX_CHARS, contract, okEnvelope, routePattern, type AnyEndpoint, type EndpointName } from '@perya/api/contract';
import { currencyOfMarket } from '@perya/domain';
import type { Config } from './config';
import type { Db } from './db/database';
import { ping } from './db/migrations';
import type { SmsGateway } from './adapters/sms/gateway';
import { createOutboxSmsGateway } from './adapters/sms/outbox';
import { createGoogleVerifier, type GoogleVerifier } from './adapters/identity/google';
import { createFacebookVerifier, type FacebookVerifier } from './adapters/identity/facebook';
import { createFacebookSandbox, FACEBOOK_SANDBOX_LOGIN_PATH, FACEBOOK_SANDBOX_SDK_PATH } from './adapters/identity/facebookSandbox';
import { allowedBackUrl, brandFrameAncestors, registerCors } from './http/cors';
import { errorServerOptions, registerErrorHandling } from './http/errorHandler';
import { publicBaseUrl } from './http/publicUrl';
import { registerSecurityHeaders } from './http/securityHeaders';
import type { Handlers } from './http/handlers';
import { RequestLogController, loggerOptions } from './http/logging';
import { registerEndpoint, type Caller, type Handler } from './http/routes';
import { createIdempotency, KEY_PURGE_MS } from './http/idempotency';
import { AppError } from './http/errors';
import { createPasswordHasher } from './security/passwords';
import { registerRateLimits } from './security/rateLimits';
import { createHashQueue } from './security/hashQueue';
import { createLoginGuard } from './security/loginGuard';
import { accountHandlers } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { createSessionService } from './modules/account/sessions';
import { appHandlers } from './modules/app/routes';
import { registerOutboxRoutes } from './modules/dev/routes';
import { migrationHandlers } from './modules/migration/routes';
import { registerMigrationOps } from './modules/migration/ops';
import { registerIntegrityOps } from './modules/integrity/ops';
import { secondAccountOf } from './modules/integrity/service';
import { creditTickets } from './modules/engagement/awards';
import { createOperatorTexts } from './modules/texts/texts';
import { textSlots } from './modules/texts/slots';
import { registerTextOps } from './modules/texts/ops';
import { frontGameSeedSchema, readConfigValue } from './modules/app/seed';
import { smsHandlers } from './modules/sms/routes';
import { createSmsService } from './modules/sms/service';
import { spreadHandlers } from './modules/spread/routes';
import { telemetryHandlers } from './modules/telemetry/routes';
import { popupsHandlers } from './modules/popups/routes';
import { openLogStore, type LogStore } from './modules/telemetry/store';
import { adTrackingSinkFor, type AdTrackingSink } from './adapters/adTracking/sink';
import type { PaymentAdapter } from './adapters/payment/gateway';
import { createSandboxPaymentAdapter } from './adapters/payment/sandbox';
import { createLedger } from './modules/ledger/ledger';
import { createBalanceNews, registerBalanceStream } from './modules/wallet/balanceNews';
import { createGroupCommit } from './db/groupCommit';
import { readWalletConfig, type WalletConfig } from './modules/wallet/config';
import { createDepositService } from './modules/wallet/deposits';
import { createFinanceService } from './modules/wallet/finance';
import { registerOperatorRoutes, registerSandboxCheckout, registerWebhookRoutes, scheduleDepositExpiry } from './modules/wallet/providerRoutes';
import { walletHandlers } from './modules/wallet/routes';
import { createWithdrawalFeedback } from './modules/withdrawalFeedback/service';
import { registerWithdrawalFeedbackOps, withdrawalFeedbackHandlers } from './modules/withdrawalFeedback/routes';
import { createWithdrawalService, sandboxPayoutAdapter, type PayoutAdapter } from './modules/wallet/withdrawals';
import { isSwitchedOff, loadCatalogueFile, switchesFor, type Catalogue } from './modules/games/catalogue';
import { registerGameIcons } from './modules/games/icons';
import { callerSwitches, gamesHandlers } from './modules/games/routes';
import { createRecentWins } from './modules/games/recentWins';
import type { GameProviderAdapter } from './modules/games/provider/adapter';
import { createSandboxProvider, registerSandboxProvider } from './modules/games/provider/sandbox';
import { createProviderWallet } from './modules/games/provider/wallet';
import { registerWalletRoutes } from './modules/games/provider/routes';
import { createSeededGames } from './modules/games/inhouse/seeded';
import { inHouseHandlers } from './modules/games/inhouse/routes';
import { createJumpRunner } from './modules/games/inhouse/jump';
import { registerOgStream } from './modules/games/inhouse/stream';
import { createSabongRunner, type SabongAccess, type SabongSchedule } from './modules/games/inhouse/sabong';
import { SABONG_CLIP_PATH, registerSabongClip } from './modules/games/inhouse/sabongClip';
import { registerSabongOps } from './modules/games/inhouse/ops';
import { ogEnabled } from './modules/games/inhouse/routes';
import { DEFAULT_GAME_CONFIGS, type GameConfigs } from '@perya/games/engines';
import { readEngagementConfig, type EngagementConfig } from './modules/engagement/config';
import { createDailyLogin, withDailyLogin } from './modules/engagement/dailyLogin';
import { engagementHandlers } from './modules/engagement/routes';
import { createEngagementService } from './modules/engagement/service';
import { readBonusConfig, type BonusConfig } from './modules/bonus/config';
import { createBonusService } from './modules/bonus/service';
import { readGuaranteedConfig, readPromotionsConfig, type GuaranteedConfig } from './modules/activity/config';
import { createGuaranteedService } from './modules/activity/guaranteed';
import { activityHandlers } from './modules/activity/routes';
import { readInviteConfig, type InviteConfig } from './modules/spread/config';
import { openCluster, soloCluster } from './cluster/cluster';
import { createInviteService } from './modules/spread/service';
import type { PriceFeed } from './adapters/tradeFeed/feed';
import { createSandboxPriceFeed } from './adapters/tradeFeed/sandbox';
import { createTradingService } from './modules/trading/service';
import { registerTradeStream, tradingHandlers } from './modules/trading/routes';
import { readLottoConfig, type LottoConfig } from './modules/lotto/config';
import { looseningOverrides, readProtectionConfig, type ProtectionConfig } from './modules/protection/config';
import { createProtection } from './modules/protection/service';
import { marketSwitches, sabongInAnyMarket, withMarketGames } from './modules/protection/markets';
import { closeWhileExcluded, CLOSED_WHILE_EXCLUDED, protectionHandlers } from './modules/protection/routes';
import { createLotto } from './modules/lotto/service';
import type { IdentityAdapter } from './adapters/kyc/adapter';
import { createSandboxIdentityAdapter } from './adapters/kyc/sandbox';
import { resolveKycKey } from './modules/kyc/key';
import { kycHandlers } from './modules/kyc/routes';
import { createKycService } from './modules/kyc/service';
import { lottoHandlers, registerLottoOps } from './modules/lotto/routes';

export interface AppDeps {
  readonly config: Config;
  /** An open, migrated database. buildApp does not close it; the caller owns it. */
  readonly database: Db;
  /** Clock in epoch ms; tests move it. */
  readonly now?: () => number;
  readonly smsGateway?: SmsGateway;
  /** Where ad-tracking events go; default: config.adTracking.url's ad system, or nowhere when unset. */
  readonly adTrackingSink?: AdTrackingSink;
  readonly googleVerifier?: GoogleVerifier;
  readonly facebookVerifier?: FacebookVerifier;
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
   * Sabong's sandbox schedule (automatic fights with random results); default: config.sabongSandbox
   * (SABONG_SANDBOX; otherwise the operator runs fights through /ops/sabong). null: off.
   */
  readonly sabongSchedule?: SabongSchedule | null;
  /** The log store (client logs, events); default: opened at config.logs.file and closed with the app. */
  readonly logStore?: LogStore;
  /** VIP, missions, sign-in, spin and weekly prize configuration; default: the seed's, read from the database. */
  readonly engagementConfig?: EngagementConfig;
  /** Bonus rules (turnover, expiry, first-deposit bonus); default: the seed's, read from the database. */
  readonly bonusConfig?: BonusConfig;
  /** Guaranteed-payout activities; default: the seed's. */
  readonly guaranteedConfig?: GuaranteedConfig;
  /** The invite link and reward rule; default: the seed's. */
  readonly inviteConfig?: InviteConfig;
  /**
   * The trading price feed; default: the seeded sandbox walk when config.tradeFeed.sandbox
   * (TRADE_FEED_SANDBOX), else none (trading answers "not available"). null: none.
   */
  readonly priceFeed?: PriceFeed | null;
  /** The lotto games' schedule; default: the seed's. */
  readonly lottoConfig?: LottoConfig;
  /** How often the lotto scheduler runs (ms); null: only its first pass at start (tests). */
  readonly lottoTickMs?: number | null;
  /** The market and licence exceptions (player protection); default: the seed's. */
  readonly protectionConfig?: ProtectionConfig;
  /**
   * The identity provider (KYC); default: the sandbox when config.kyc.sandbox (KYC_SANDBOX), else
   * none (identity checks answer "not available"). null: none.
   */
  readonly identityAdapter?: IdentityAdapter | null;
}

/** The SMS gateway when no real one is wired and the sandbox is off: sending a code is refused. */
const unavailableSmsGateway: SmsGateway = {
  send: () => Promise.reject(new AppError('FEATURE_DISABLED')),
};

/** How often the jump ticker brings the round to server time. */
const JUMP_TICK_MS = 100;
/** How often sabong checks its deadlines, the sandbox schedule and its crowd's bets. */
const SABONG_TICK_MS = 250;

/** How often the trade settler looks for expired orders: an order settles within about this of its expiry. */
const TRADE_SETTLE_TICK_MS = 100;
/** How often the lotto scheduler creates, closes, draws and pays draws. */
const LOTTO_TICK_MS = 1_000;

/** How often log rows past their retention are deleted. */
const LOG_PURGE_MS = 60 * 60 * 1000;

/** Body limit: generous for device objects and log lines, small enough to refuse floods. */
const BODY_LIMIT = 256 * 1024;
/** Calls that carry more: the identity check's selfie (its data URL and the document fields). */
const BODY_LIMITS: Partial<Record<EndpointName, number>> = { kycSubmit: KYC_SELFIE_MAX_CHARS + 4 * 1024 };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const now = deps.now ?? Date.now;

  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // Slow requests and failures are logged, not every request (src/http/logging.ts).
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For is read only through the configured number of proxies (TRUST_PROXY_HOPS):
    // the client address is that many hops from the right, so a value the client wrote itself is
    // never taken as its IP. 0 (default): the socket address.
    trustProxy: config.trustProxyHops === 0 ? false : (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { maxParamLength: 200 },
    // Errors before any route (bad or too long URL, too large headers, shutting down): envelopes.
    ...errorServerOptions(config.corsOrigins),
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

  registerCors(app, config.corsOrigins);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  const baseUrl = publicBaseUrl(app, config.publicBaseUrl);
  const backUrlAllowed = (backUrl: string) => allowedBackUrl(backUrl, config.corsOrigins);

  // Player protection (issue 15): every deposit, bet and bonus below is checked by it.
  const protectionConfig = deps.protectionConfig ?? (await readProtectionConfig(db));
  for (const loosened of looseningOverrides(protectionConfig)) app.log.warn(`protection: the operator's config loosens the law of ${loosened}; the licence must allow it`);
  const protection = createProtection({ db, kind: database.kind, now, config: protectionConfig });
  const markets = marketSwitches(protectionConfig);
  // Identity checks: production runs one only when the operator opts in (KYC_SANDBOX=1 or a real
  // adapter), and then only with KYC_DATA_KEY (config refuses to start without it).
  const identityAdapter =
    deps.identityAdapter === undefined ? (config.kyc.sandbox ? createSandboxIdentityAdapter() : undefined) : (deps.identityAdapter ?? undefined);
  const kyc = createKycService({
    db,
    now,
    adapter: identityAdapter,
    key: identityAdapter === undefined ? undefined : resolveKycKey(config.kyc.dataKey),
    log: (entry) => app.log.info({ kyc: entry }, 'identity check answered'),
  });

  // Every committed ledger movement of a player's wallets is pushed to their balance streams
  // (issue 23 §1), over the cluster's bus once it is open.
  const balanceNews = createBalanceNews();
  // Every new session and authenticated call records the player's login day and credits the daily
  // login points once per GMT+8 day (src/modules/engagement/dailyLogin.ts).
  const sessions = withDailyLogin(
    createSessionService(db, { maxAgeS: config.tokenTtlS, idleS: config.sessionIdleS }, now),
    createDailyLogin({ ledger: createLedger(db, now, { onCommitted: balanceNews.announce }), now, guard: protection }),
    (error, userId) => app.log.warn({ err: error, userId }, 'daily login not recorded; the next call tries again'),
  );
  const sms = createSmsService({
    db,
    gateway: deps.smsGateway ?? (config.sms.sandbox ? createOutboxSmsGateway(db, now) : unavailableSmsGateway),
    config: config.sms,
    now,
    ...(deps.generateSmsCode === undefined ? {} : { generateCode: deps.generateSmsCode }),
  });
  // One bounded queue for every password hash and check (login, register, cash-out proof).
  const passwords = createHashQueue(createPasswordHasher(config.scryptN), config.hashQueue);
  // Client logs go to their own store, never the money database (issue 11).
  const logStore = deps.logStore ?? (await openLogStore(config.logs.file, config.logs, now));
  const engagementConfig = deps.engagementConfig ?? (await readEngagementConfig(db));
  const adTracking =
    deps.adTrackingSink ?? adTrackingSinkFor(config.adTracking.url, (reason) => app.log.warn({ reason }, 'ad-tracking POST to the ad system failed'));
  // Facebook Login: the configured app checked with the Graph API; without one, the sandbox's
  // Facebook where FACEBOOK_SANDBOX is on (its SDK script and token door are served below); else off.
  const facebookSandbox = config.facebook.graph === undefined && config.facebook.sandbox ? createFacebookSandbox(now) : undefined;
  const facebookVerifier =
    deps.facebookVerifier ??
    (facebookSandbox === undefined
      ? createFacebookVerifier(config.facebook.graph, { now })
      : createFacebookVerifier(facebookSandbox.graph, { now, fetch: facebookSandbox.fetch }));
  const accounts = createAccountService({
    db,
    sessions,
    sms,
    passwords,
    loginGuard: createLoginGuard(config.loginGuard, now),
    google: deps.googleVerifier ?? createGoogleVerifier(config.google, now),
    facebook: facebookVerifier,
    dialCode: config.phoneDialCode,
    now,
    checkBirthday: protection.checkSignUpBirthday,
    signUpBonus: markets.signUpBonus,
    // spec §6 "guests may register to play the wheel free": the welcome spins, to a player's first
    // account only (one account and one IP per player), in the registration's own transaction.
    onRegistered: async (trx, user) => {
      const count = engagementConfig.spin.welcomeTickets;
      if (count > 0 && (await secondAccountOf(trx, user.id)) === undefined) await creditTickets(trx, user.id, count, now());
    },
  });


  // The single writer of the hot money paths (og/play, provider wallet callbacks): group commit.
  const writer = createGroupCommit(db);
  const ledger = createLedger(db, now, { writer, onCommitted: balanceNews.announce });
  const walletConfig = deps.walletConfig ?? (await readWalletConfig(db));
  const sandbox = config.payment.sandbox ? createSandboxPaymentAdapter({ secret: config.payment.webhookSecret, now }) : undefined;
  const paymentAdapters = new Map<string, PaymentAdapter>(
    [...(sandbox === undefined ? [] : [sandbox]), ...(deps.paymentAdapters ?? [])].map((a) => [a.name, a]),
  );
  // Bonuses (issue 12): every bonus is a grant with turnover; deposits grant theirs and settle
  // invite rewards in the crediting transaction.
  const bonusConfig = deps.bonusConfig ?? (await readBonusConfig(db));
  const bonuses = createBonusService({ db, ledger, config: bonusConfig, now, guard: protection, marketOf: (appCode) => protection.marketOf(appCode).market });
  const inviteConfig = deps.inviteConfig ?? (await readInviteConfig(db));
  const invites = createInviteService({ bonuses, config: inviteConfig, now });
  const guaranteedConfig = deps.guaranteedConfig ?? (await readGuaranteedConfig(db));
  const promotions = await readPromotionsConfig(db);
  // The operator's texts in every locale: the seed's, or what the operator set at /ops/texts.
  const frontGameStored = await readConfigValue(db, 'front_game');
  const texts = await createOperatorTexts(
    db,
    textSlots({
      engagement: engagementConfig,
      promotions,
      guaranteed: guaranteedConfig,
      wallet: walletConfig,
      bonus: bonusConfig,
      frontGame: frontGameStored === undefined ? undefined : frontGameSeedSchema.parse(JSON.parse(frontGameStored)),
    }),
    now,
  );
  const guaranteed = createGuaranteedService({ db, ledger, bonuses, config: guaranteedConfig, now, texts });
  const deposits = createDepositService({
    db,
    ledger,
    config: walletConfig,
    adapters: paymentAdapters,
    now,
    guard: protection,
    bonuses,
    bonusConfig,
    afterCredit: (trx, credited) => invites.onDepositCredited(trx, credited.userId),
  });
  const withdrawals = createWithdrawalService({ db, ledger, config: walletConfig, payout: deps.payoutAdapter ?? sandboxPayoutAdapter, now, marketOf: markets.market });
  const finance = createFinanceService(db, ledger);
  // Engagement awards paid to the bonus wallet are bonus grants (turnover, expiry, the bonus list).
  const engagement = createEngagementService({
    db,
    ledger,
    config: engagementConfig,
    now,
    payBonus: async (trx, grant) => void (await bonuses.grant(trx, grant)),
    guard: protection,
    texts,
  });

  const fileCatalogue = deps.catalogue ?? loadCatalogueFile(config.gamesFile);
  // Each player's market switches e-sabong too: lists, launch, bets and the stream all read these rules.
  const catalogue = withMarketGames(fileCatalogue, protectionConfig);
  // Production runs the sandbox provider only when the operator opts in (PROVIDER_SANDBOX=1).
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
  // Live rounds have one writer across instances: the leader (src/cluster/, README "Scaling out").
  const clusterLog = {
    info: (message: string) => app.log.info(message),
    warn: (message: string) => app.log.warn(message),
    error: (error: unknown, message: string) => app.log.error({ err: error }, message),
  };
  const cluster = database.kind === 'sqlite' ? soloCluster(clusterLog) : await openCluster(config, clusterLog);
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
  // Trading (spec §1): a real feed or, where the operator opts in, the seeded sandbox walk.
  const priceFeed =
    deps.priceFeed === undefined ? (config.tradeFeed.sandbox ? createSandboxPriceFeed({ seed: config.tradeFeed.seed, now }) : undefined) : (deps.priceFeed ?? undefined);
  const trading = createTradingService({ db, ledger, feed: priceFeed, bonuses, now, guard: protection });
  const lotto = createLotto({ db, ledger, now, config: deps.lottoConfig ?? (await readLottoConfig(db)), cluster, guard: protection });
  texts.listen(cluster);
  balanceNews.attach(cluster);
  await cluster.ready();
  // Attempt limits per IP and account: in the cluster's Redis when the instances share one, so they
  // hold across instances; in this process otherwise (src/security/rateLimits.ts).
  const limiter = await registerRateLimits(app, {
    limits: { login: config.rateLimit, register: config.rateLimit, sms: config.rateLimit, withdraw: config.rateLimit, kyc: config.rateLimit, log: config.logs.rateLimit },
    now,
    redis: cluster.redis === undefined ? undefined : { client: cluster.redis, prefix: config.cluster.redisPrefix },
  });

  const withdrawalFeedback = createWithdrawalFeedback(db, now);
  const handlers: Handlers = {
    ...accountHandlers(accounts, sessions, limiter, finance, config.phoneDialCode, (appCode) => protection.marketOf(appCode).market, (userId, locale) => engagement.vip.levelOf(userId, locale), (appCode) => bonuses.ruleOf(appCode)),
    ...walletHandlers({ config: walletConfig, deposits, withdrawals, finance, limiter, passwords, sms, publicBaseUrl: baseUrl, markets, texts, withdrawalFeedback }),
    ...withdrawalFeedbackHandlers(withdrawalFeedback),
    ...smsHandlers(sms, accounts, limiter),
    ...appHandlers(db, now, (key, ctx) => isSwitchedOff(catalogue, key, callerSwitches(catalogue, ctx)), texts),
    ...telemetryHandlers(logStore, limiter, now, adTracking),
    ...spreadHandlers({ db, config: inviteConfig, invites, limiter, now }),
    ...activityHandlers({ bonuses, guaranteed, walletConfig, bonusConfig, promotions, spinPrizes: engagementConfig.spin.prizes, inviteReward: inviteConfig?.rewardPerInvitee ?? 0, now, texts }),
    ...migrationHandlers({ db, accounts, sessions, sms, ledger, now, guard: protection, signUpBonus: markets.signUpBonus }),
    ...gamesHandlers({
      db,
      catalogue,
      provider: gameProvider,
      wallet: providerWallet,
      publicBaseUrl: baseUrl,
      allowedBackUrl: backUrlAllowed,
      recentWins: createRecentWins({ db, catalogue, now, currencyOf: (appCode) => currencyOfMarket(protection.marketOf(appCode).market) }),
    }),
    ...inHouseHandlers({ catalogue, seeded, jump, sabong, configs: gameConfigs, sabongAccess }),
    ...engagementHandlers(engagement),
    ...popupsHandlers(db, now),
    ...tradingHandlers({ trading, feed: priceFeed, now }),
    ...lottoHandlers(lotto),
    ...protectionHandlers(protection),
    ...kycHandlers(kyc, limiter),
  };
  // Idempotency-Keys of the money-moving calls (issue 13), kept 24 h.
  const idempotency = createIdempotency({ db, now, log: app.log });
  for (const [name, handler] of Object.entries(closeWhileExcluded(handlers, protection, db, CLOSED_WHILE_EXCLUDED)) as [keyof typeof contract, Handler<AnyEndpoint>][]) {
    registerEndpoint(app, contract[name], handler, (token) => sessions.authenticate(token), idempotency, { bodyLimit: BODY_LIMITS[name] });
  }

  app.get('/healthz', async () => {
    await ping(db);
    return okEnvelope({ status: 'ok', database: database.kind });
  });
  // Which instance runs the live games (operators and the cluster test read it).
  app.get('/healthz/cluster', async () =>
    okEnvelope({ instanceId: cluster.instanceId, shared: cluster.shared, role: cluster.isLeader() ? 'leader' : 'follower' }),
  );
  if (config.sms.sandbox && deps.smsGateway === undefined) {
    registerOutboxRoutes(app, db, { devEndpoints: config.devEndpoints, operatorToken: config.operatorToken, dialCode: config.phoneDialCode });
  }
  registerGameIcons(app, catalogue);
  registerWebhookRoutes(app, paymentAdapters, deposits);
  scheduleDepositExpiry(app, deposits);
  if (sandbox !== undefined) registerSandboxCheckout(app, sandbox, deposits);
  // config guarantees a token in production; only development mode leaves these doors open.
  registerOperatorRoutes(app, { token: config.operatorToken, db, withdrawals, deposits });
  registerWithdrawalFeedbackOps(app, { feedback: withdrawalFeedback, token: config.operatorToken });

  if (gameProvider !== undefined) registerWalletRoutes(app, { wallet: providerWallet, secret: config.providerSecret, providers: [gameProvider.name], now });
  registerOgStream(app, {
    corsOrigins: config.corsOrigins,
    jump,
    sabong,
    sabongAccess,
    authenticate: (token) => sessions.authenticate(token),
  });
  registerSabongOps(app, { sabong, token: config.operatorToken });
  if (facebookSandbox !== undefined) {
    app.get(FACEBOOK_SANDBOX_SDK_PATH, async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(facebookSandbox.sdkScript(baseUrl())),
    );
    app.post<{ Body: unknown }>(FACEBOOK_SANDBOX_LOGIN_PATH, async (request, reply) => {
      const body = request.body as { key?: unknown } | null;
      const answer = typeof body?.key === 'string' ? facebookSandbox.login(body.key) : undefined;
      if (answer === undefined) return reply.status(400).send({ error: { message: 'Invalid sandbox key', type: 'OAuthException', code: 100 } });
      return reply.header('cache-control', 'no-store').send(answer);
    });
  }
  if (config.sabongSandbox) registerSabongClip(app, fileURLToPath(new URL('../seed/sabong-clip/', import.meta.url)));
  registerMigrationOps(app, { db, token: config.operatorToken });
  registerIntegrityOps(app, { db, token: config.operatorToken, now });
  registerTextOps(app, { texts, token: config.operatorToken });
  registerTradeStream(app, { feed: priceFeed, corsOrigins: config.corsOrigins });
  registerBalanceStream(app, {
    corsOrigins: config.corsOrigins,
    news: balanceNews,
    authenticate: (token) => sessions.authenticate(token),
    read: async (userId) => {
      const wallet = await finance.summary(userId);
      return { balance: wallet.main, bonus: wallet.bonus, points: wallet.points, deposit: wallet.deposited };
    },
  });
  registerLottoOps(app, { lotto, token: config.operatorToken });
  // Rounds move on by server time even when nobody calls (auto cash-outs, the crash, the next round;
  // overdue sabong results; the sandbox fight schedule).
  jump.startTicker(JUMP_TICK_MS);
  sabong.startTicker(SABONG_TICK_MS);
  // Lotto draws are created, closed, drawn and paid by server time (the leader's); the first pass,
  // once listening, catches up any draw whose time passed while the server was down.
  app.addHook('onReady', async () => {
    await lotto.startTicker(deps.lottoTickMs === undefined ? LOTTO_TICK_MS : deps.lottoTickMs, (error) => app.log.error({ err: error }, 'lotto scheduler failed'));
  });
  // Processing bonuses convert or expire by server time too (also lazily on the bonus list).
  bonuses.startTicker((error) => app.log.error({ err: error }, 'bonus evaluation failed'));
  // Expired trades settle at their expiry price; with several instances, on the leader only.
  trading.startSettler(TRADE_SETTLE_TICK_MS, () => cluster.isLeader(), (error) => app.log.error({ err: error }, 'trade settlement failed'));
  const purgeLogs = () => void logStore.purge().catch((error: unknown) => app.log.error({ err: error }, 'log retention failed'));
  app.addHook('onReady', async () => purgeLogs());
  const logPurge = setInterval(purgeLogs, LOG_PURGE_MS);
  logPurge.unref();
  const purgeKeys = () => void idempotency.purge().catch((error: unknown) => app.log.error({ err: error }, 'idempotency key purge failed'));
  app.addHook('onReady', async () => purgeKeys());
  const keyPurge = setInterval(purgeKeys, KEY_PURGE_MS);
  keyPurge.unref();
  app.addHook('onClose', async () => {
    jump.stopTicker();
    sabong.stopTicker();
    await lotto.stopTicker();
    clearInterval(logPurge);
    clearInterval(keyPurge);
    await idempotency.drain();
    await bonuses.stopTicker();
    await trading.stopSettler();
    priceFeed?.close();
    await jump.drain();
    await sabong.drain();
    await writer.drain();
    // Releases the leader lock: a follower takes over on its next poll.
    await cluster.close();
    if (deps.logStore === undefined) await logStore.destroy();
  });
  if (gameProvider?.name === 'sandbox' && deps.gameProvider === undefined) {
    registerSandboxProvider(app, {
      secret: config.providerSecret,
      now,
      gameName: (provider, gameId) => catalogue.find(provider, gameId)?.gameName,
      allowedBackUrl: backUrlAllowed,
      frameAncestors: brandFrameAncestors(config.corsOrigins),
    });
  }

  return app;
}

/**
 * Contract endpoints this server serves: every one of the contract (a test checks the list against
 * the contract and the registered routes).
 */
export const IMPLEMENTED_ENDPOINTS = [
  'registerByAccount',
  'loginByOtp',
  'loginByAccount',
  'googleLoginV2',
  'googleLoginV3',
  'facebookLogin',
  'userInfo',
  'userInfoEdit',
  'tokenRenewal',
  'passwordEdit',
  'logout',
  'logoutAll',
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
  'adTracking',
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
  'gameRecentWins',
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
  'withdrawBoost',
  'withdrawRate',
  'withdrawPending',
  'payChannels',
  'channelList',
  'payListUpActivity',
  'payListBonus',
  'missionMainPage',
  'missionReceiveAward',
  'checkinMainPage',
  'checkinSignin',
  'dailyPopupsToday',
  'dailyPopupShown',
  'spinMainPage',
  'spinOpenPrize',
  'userPointList',
  'vipSelfLevel',
  'weeklyLuckyPrize',
  'bonusList',
  'promoList',
  'guaranteedPopover',
  'guaranteedActList',
  'guaranteedActDetailStatus',
  'guaranteedReceiveBonus',
  'inviteCodeCheck',
  'inviteRanking',
  'collectIdLog',
  'tradeMarkets',
  'tradePrices',
  'tradeAccounts',
  'tradeDemoReset',
  'tradePlace',
  'tradeOrders',
  'lottoState',
  'lottoResults',
  'lottoBuy',
  'lottoTickets',
  'protectionState',
  'protectionLimitSet',
  'protectionRealityCheckSet',
  'protectionExclude',
  'protectionLift',
  'protectionHistory',
  'protectionBirthday',
  'kycSubmit',
] as const satisfies readonly EndpointName[];

/** Names of the contract endpoints that have a route on this app instance. */
export function servedEndpoints(app: FastifyInstance): string[] {
  return Object.values(contract)
    .filter((e) => app.hasRoute({ method: e.method, url: routePattern(e.path) }))
    .map((e) => e.name);
}
