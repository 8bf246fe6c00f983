/**
 * The x2 API contract (spec §7), shared by the client and apps/server. React-free.
 *
 * Shape:
 * - `contract`: an object `name → Endpoint`. Each `Endpoint` has `name`, `method` ('GET' | 'POST'),
 *   `path` (exact spec §7 path; `{id}` marks a path parameter), `pathParams`, `request` (zod schema
 *   of the payload: JSON body for POST, query string for GET; path parameters are request fields
 *   too and are removed from body/query), `response` (zod schema of the envelope's `data`, or of
 *   the body text when `options.raw`), `options` (noAuth, noToast, turnLogin, raw, swallowErrors,
 *   forcedToken, headerOverrides, attribution), `auth` ('required' | 'optional' | 'none': what the
 *   server demands) and `summary`.
 * - `endpoints`: the same endpoints as an array, for a server to register routes.
 * - Envelope: `{ code, message, status, data }` (`envelopeSchema`, `okEnvelope`, `errorEnvelope`);
 *   success only when `code === SUCCESS_CODE` ("00000").
 * - Errors: `ERROR_CODES` (named string codes, e.g. UNAUTHORIZED '401'), `ERROR_INFO` (default
 *   message key and HTTP status per code); the envelope `message` is English text from `MESSAGES`
 *   of @perya/domain. `validationMessageKey(zodError)` picks the message of a failed request.
 * - Paths: `buildPath(endpoint, params)`, `routePattern(path)` (`{id}` → `:id`), `splitPayload`.
 * - Headers: `HEADERS` (names of token, user id, gaid, device info id, fbp, fbc, fbCollectId, afId,
 *   fbInsId).
 * - Types: `RequestOf<E>` (what a caller passes), `ResponseOf<E>` (what `data` parses to).
 * Money is always integer minor units. Shapes the spec does not show are ours and say so.
 */
import * as activity from './activity';
import * as config from './config';
import * as finance from './finance';
import * as games from './games';
import * as inhouse from './inhouse';
import * as invite from './invite';
import * as log from './log';
import * as lotto from './lotto';
import * as protection from './protection';
import * as migration from './migration';
import * as missions from './missions';
import * as popups from './popups';
import * as sms from './sms';
import * as trade from './trade';
import * as user from './user';
import * as withdrawOrder from './withdrawOrder';
import type { AnyEndpoint } from './endpoint';

export const contract = {
  // accounts and sessions
  registerByAccount: user.registerByAccount,
  loginByOtp: user.loginByOtp,
  loginByAccount: user.loginByAccount,
  googleLoginV2: user.googleLoginV2,
  googleLoginV3: user.googleLoginV3,
  facebookLogin: user.facebookLogin,
  userInfo: user.userInfo,
  userInfoEdit: user.userInfoEdit,
  tokenRenewal: user.tokenRenewal,
  passwordEdit: user.passwordEdit,
  logout: user.logout,
  logoutAll: user.logoutAll,
  // SMS
  smsSend: sms.smsSend,
  smsSendRegister: sms.smsSendRegister,
  smsSendLogin: sms.smsSendLogin,
  smsCheck: sms.smsCheck,
  emailSend: sms.emailSend,
  // app and config
  publicConfig: config.publicConfig,
  publicConfigV2: config.publicConfigV2,
  deviceGetInfoId: config.deviceGetInfoId,
  appBoot: config.appBoot,
  // wallet
  financeList: finance.financeList,
  withdrawConfig: finance.withdrawConfig,
  withdrawCheckLimit: finance.withdrawCheckLimit,
  rechargeConfig: finance.rechargeConfig,
  recharge: finance.recharge,
  rechargeStatus: finance.rechargeStatus,
  withdrawApply: finance.withdrawApply,
  withdrawLatestAccount: finance.withdrawLatestAccount,
  withdrawStatus: withdrawOrder.withdrawStatus,
  // a withdrawal's speed-up and rating (spec §5 cash-out boost and comment; ours)
  withdrawBoost: withdrawOrder.withdrawBoost,
  withdrawRate: withdrawOrder.withdrawRate,
  withdrawPending: withdrawOrder.withdrawPending,
  payChannels: finance.payChannels,
  channelList: finance.channelList,
  // games
  gameAllList: games.gameAllList,
  gameShowList: games.gameShowList,
  gameRecentWins: games.gameRecentWins,
  gameLaunch: games.gameLaunch,
  pgSoftGameHtml: games.pgSoftGameHtml,
  // in-house games (our design: the spec shows no og endpoints)
  ogConfig: inhouse.ogConfig,
  ogSeeds: inhouse.ogSeeds,
  ogRotateSeeds: inhouse.ogRotateSeeds,
  ogPlay: inhouse.ogPlay,
  ogRounds: inhouse.ogRounds,
  ogRound: inhouse.ogRound,
  ogJumpState: inhouse.ogJumpState,
  ogJumpBet: inhouse.ogJumpBet,
  ogJumpCashOut: inhouse.ogJumpCashOut,
  ogSabongState: inhouse.ogSabongState,
  ogSabongBet: inhouse.ogSabongBet,
  // lotto (our design: the spec shows no lotto endpoints)
  lottoState: lotto.lottoState,
  lottoResults: lotto.lottoResults,
  lottoBuy: lotto.lottoBuy,
  lottoTickets: lotto.lottoTickets,
  // missions, sign-in, spin, points, VIP
  missionMainPage: missions.missionMainPage,
  missionReceiveAward: missions.missionReceiveAward,
  checkinMainPage: missions.checkinMainPage,
  checkinSignin: missions.checkinSignin,
  // the daily popups an account was shown today, on any device (issue 23; our design)
  dailyPopupsToday: popups.dailyPopupsToday,
  dailyPopupShown: popups.dailyPopupShown,
  spinMainPage: missions.spinMainPage,
  spinOpenPrize: missions.spinOpenPrize,
  userPointList: missions.userPointList,
  vipSelfLevel: missions.vipSelfLevel,
  // activities
  guaranteedPopover: activity.guaranteedPopover,
  guaranteedActList: activity.guaranteedActList,
  guaranteedActDetailStatus: activity.guaranteedActDetailStatus,
  guaranteedReceiveBonus: activity.guaranteedReceiveBonus,
  payListUpActivity: activity.payListUpActivity,
  payListBonus: activity.payListBonus,
  weeklyLuckyPrize: activity.weeklyLuckyPrize,
  bonusList: activity.bonusList,
  promoList: activity.promoList,
  // migration
  migrationBonusCheck: migration.migrationBonusCheck,
  vestCheckBannerShow: migration.vestCheckBannerShow,
  vestMigratedVisitReport: migration.vestMigratedVisitReport,
  vestRecentLoginAccount: migration.vestRecentLoginAccount,
  vestMainAccountAvailable: migration.vestMainAccountAvailable,
  vestLoginMigrate: migration.vestLoginMigrate,
  protectMigrationCheck: migration.protectMigrationCheck,
  // logging and events
  logCollect: log.logCollect,
  logCollectV2: log.logCollectV2,
  collectIdLog: log.collectIdLog,
  eventReport: log.eventReport,
  temporaryPushBranch: log.temporaryPushBranch,
  adTracking: log.adTracking,
  // invite
  inviteLinkQuery: invite.inviteLinkQuery,
  inviteCodeCheck: invite.inviteCodeCheck,
  inviteRanking: invite.inviteRanking,
  // binary up/down trading (our design: the spec shows no trading endpoints)
  tradeMarkets: trade.tradeMarkets,
  tradePrices: trade.tradePrices,
  tradeAccounts: trade.tradeAccounts,
  tradeDemoReset: trade.tradeDemoReset,
  tradePlace: trade.tradePlace,
  tradeOrders: trade.tradeOrders,
  // player protection and identity checks (issue 15; our design: the spec shows none)
  protectionState: protection.protectionState,
  protectionLimitSet: protection.protectionLimitSet,
  protectionRealityCheckSet: protection.protectionRealityCheckSet,
  protectionExclude: protection.protectionExclude,
  protectionLift: protection.protectionLift,
  protectionHistory: protection.protectionHistory,
  protectionBirthday: protection.protectionBirthday,
  kycSubmit: protection.kycSubmit,
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/** Every endpoint, for iterating (e.g. registering server routes). */
export const endpoints: readonly AnyEndpoint[] = Object.values(contract);

export * from './activity';
export * from './balanceNews';
export * from './common';
export * from './config';
export * from './endpoint';
export * from './envelope';
export * from './errors';
export * from './finance';
export * from './games';
export * from './inhouse';
export * from './headers';
export * from './invite';
export * from './log';
export * from './lotto';
export * from './migration';
export * from './protection';
export * from './missions';
export * from './popups';
export * from './sms';
export * from './trade';
export * from './user';
export * from './withdrawOrder';
export * from './validation';
