/**
 * The contract by name, without its schemas: what an app needs before its first call. `routes.x`
 * names endpoint `contract.x` (and carries its types); the client loads the contract, with zod
 * and every schema, on the first call (`loadContract`, one lazy chunk) and validates with it as
 * before. So the home route's first load carries no schema (tooling/vite README, size budget).
 *
 * Import this from `@perya/api/routes`: the `@perya/api/contract` barrel builds every schema.
 */
import type { AnyEndpoint, AuthRequirement, EndpointOptions } from './endpoint';
import type { Contract, EndpointName } from './index';
import type * as contractIndex from './index';

declare const endpointType: unique symbol;

/**
 * Names endpoint E: its name, who may call it (the query scope), the options that say how its
 * failures show (also when its contract cannot be loaded), and E's types.
 */
export interface EndpointRef<E extends AnyEndpoint = AnyEndpoint> {
  readonly name: E['name'];
  readonly auth: AuthRequirement;
  readonly options: Pick<EndpointOptions, 'noToast' | 'swallowErrors'>;
  /** Type only: the endpoint this names. */
  readonly [endpointType]?: E;
}

export type Routes = { readonly [K in EndpointName]: EndpointRef<Contract[K]> };

/** Endpoints by `auth` other than `required` (contract.test checks these against the contract). */
const AUTH: Record<Exclude<AuthRequirement, 'required'>, string> = {
  none: 'registerByAccount loginByOtp loginByAccount googleLoginV2 googleLoginV3 facebookLogin smsSendRegister smsSendLogin publicConfig publicConfigV2 appBoot inviteCodeCheck vestLoginMigrate promoList',
  optional:
    'smsCheck deviceGetInfoId gameAllList gameShowList gameRecentWins ogConfig ogJumpState vestCheckBannerShow vestMigratedVisitReport vestRecentLoginAccount vestMainAccountAvailable logCollect logCollectV2 collectIdLog eventReport temporaryPushBranch adTracking tradeMarkets tradePrices lottoState lottoResults',
};

/** Every endpoint name with `required` auth; the rest are in AUTH. */
const REQUIRED =
  'userInfo userInfoEdit tokenRenewal passwordEdit logout logoutAll smsSend emailSend financeList withdrawConfig withdrawCheckLimit rechargeConfig recharge rechargeStatus withdrawApply withdrawLatestAccount withdrawStatus withdrawBoost withdrawRate withdrawPending payChannels channelList gameLaunch pgSoftGameHtml ogSeeds ogRotateSeeds ogPlay ogRounds ogRound ogJumpBet ogJumpCashOut ogSabongState ogSabongBet missionMainPage missionReceiveAward checkinMainPage checkinSignin dailyPopupsToday dailyPopupShown spinMainPage spinOpenPrize userPointList vipSelfLevel guaranteedPopover guaranteedActList guaranteedActDetailStatus guaranteedReceiveBonus payListUpActivity payListBonus weeklyLuckyPrize migrationBonusCheck protectMigrationCheck inviteLinkQuery inviteRanking bonusList tradeAccounts tradeDemoReset tradePlace tradeOrders lottoBuy lottoTickets protectionState protectionLimitSet protectionRealityCheckSet protectionExclude protectionLift protectionHistory protectionBirthday kycSubmit';

/** Endpoints whose errors show no toast, and the logging ones whose errors are swallowed. */
const NO_TOAST =
  'tokenRenewal logout publicConfig publicConfigV2 deviceGetInfoId appBoot rechargeStatus withdrawStatus withdrawBoost withdrawRate withdrawPending gameAllList gameShowList gameRecentWins gameLaunch pgSoftGameHtml ogConfig ogPlay ogRound ogJumpState ogJumpBet ogJumpCashOut ogSabongState ogSabongBet spinOpenPrize dailyPopupsToday dailyPopupShown guaranteedPopover payListUpActivity payListBonus migrationBonusCheck vestCheckBannerShow vestRecentLoginAccount vestMainAccountAvailable protectMigrationCheck inviteCodeCheck promoList tradeMarkets tradePrices tradePlace';
const SWALLOW_ERRORS = 'vestMigratedVisitReport logCollect logCollectV2 collectIdLog eventReport temporaryPushBranch adTracking';

function buildRoutes(): Routes {
  const table: Record<string, { name: string; auth: AuthRequirement; options: EndpointRef['options'] }> = {};
  const each = (names: string, fn: (name: string) => void) => names.split(' ').forEach(fn);
  each(REQUIRED, (name) => (table[name] = { name, auth: 'required', options: {} }));
  each(AUTH.none, (name) => (table[name] = { name, auth: 'none', options: {} }));
  each(AUTH.optional, (name) => (table[name] = { name, auth: 'optional', options: {} }));
  each(NO_TOAST, (name) => Object.assign(table[name]!.options, { noToast: true }));
  each(SWALLOW_ERRORS, (name) => Object.assign(table[name]!.options, { swallowErrors: true }));
  return table as unknown as Routes;
}

/** Every endpoint of `contract` by name, schema-free. */
export const routes: Routes = buildRoutes();

type ContractModule = typeof contractIndex;
let contractModule: Promise<ContractModule> | undefined;

/** The contract module (every schema), loaded once. Call it early to have it by the first call. */
export function loadContract(): Promise<ContractModule> {
  contractModule ??= import('./index').catch((error: unknown) => {
    // A failed chunk load (offline) is tried again on the next call.
    contractModule = undefined;
    throw error;
  });
  return contractModule;
}

/** The endpoint a ref names, with its schemas. */
export async function loadEndpoint<E extends AnyEndpoint>(ref: EndpointRef<E>): Promise<E> {
  const { contract } = await loadContract();
  return contract[ref.name as EndpointName] as unknown as E;
}

/** Whether `endpoint` is a full endpoint (schemas at hand) rather than a ref. */
export function hasSchemas<E extends AnyEndpoint>(endpoint: E | EndpointRef<E>): endpoint is E {
  return 'request' in endpoint;
}
