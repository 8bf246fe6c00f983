// Routes of accounts and sessions (spec §7 /x2/user/*, /x2/account/loginByOtp).
import { HEADERS } from '@perya/api/contract';
import { DEFAULT_BONUS_RULE, PROTECT_MIGRATION_NONE, currencyOfMarket, isAppCode, localPhoneDigits, type BonusRule, type LocaleCode, type Market } from '@perya/domain';
import type { User } from '../../db/schema';
import { headerValue, type Handlers } from '../../http/handlers';
import { callerOf, type RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter, RateLimitGroup } from '../../security/rateLimits';
import type { LoginSource } from '../../security/loginGuard';
import type { AccountService, SignupFields } from './service';
import type { SessionService } from './sessions';
import type { FinanceService, WalletSummary } from '../wallet/finance';

/** Counts an attempt; refuses with RATE_LIMITED when the IP or the account is over its limit. */
export async function enforceLimit(limiter: RateLimiter, group: RateLimitGroup, ctx: RequestContext, account?: string): Promise<void> {
  if (!(await limiter.hit(group, ctx.request, account))) throw new AppError('RATE_LIMITED');
}

/** Longest device-info id kept as a login source; longer values are not ids we issued. */
const DEVICE_ID_MAX_LENGTH = 64;

/** Who is calling, for login back-off and hash-queue fairness: the IP and the device-info id header. */
export function loginSourceOf(ctx: RequestContext): LoginSource {
  const device = headerValue(ctx.request.headers, HEADERS.deviceInfoId)?.trim();
  return { ip: ctx.ip, device: device === undefined || device === '' || device.length > DEVICE_ID_MAX_LENGTH ? undefined : device };
}

/** The app code header, refused with a clear message when malformed (it is recorded on the account). */
export function appCodeHeader(ctx: RequestContext): string | undefined {
  const value = headerValue(ctx.request.headers, HEADERS.appCode);
  if (value !== undefined && !isAppCode(value)) throw new AppError('VALIDATION', 'invalidRequest');
  return value;
}

function signupOf(
  input: { inviteCode?: string | undefined; giveBonus?: 0 | 1 | undefined; source?: string | undefined; adData?: Record<string, unknown> | undefined; birthday?: string | undefined },
  ctx: RequestContext,
): SignupFields {
  return {
    inviteCode: input.inviteCode,
    giveBonus: input.giveBonus,
    source: input.source,
    adData: input.adData,
    afId: headerValue(ctx.request.headers, HEADERS.afId),
    fbInsId: headerValue(ctx.request.headers, HEADERS.fbInsId),
    appCode: appCodeHeader(ctx),
    registerIp: ctx.ip,
    registerDevice: loginSourceOf(ctx).device,
    birthday: input.birthday,
  };
}

/** A player's VIP level and its name in the caller's locale (src/modules/engagement/vip.ts). */
export type VipOf = (userId: number, locale: LocaleCode) => Promise<{ level: number; name: string }>;

/** The market of a player by the app code they signed up from (protection config, issue 15). */
export type MarketOf = (appCode: string | null) => Market;

/**
 * The player as /x2/user/info returns it. Wallet figures come from the ledger (balance = main
 * wallet, bonus, points) and the deposit orders (deposit = total successfully deposited); the VIP
 * level from the engagement module (level 0, no name, when none is wired); the market from the
 * brand the player signed up from, and the currency of every amount from that market (spec §1:
 * the account's money, never the interface language's).
 */
export function userView(
  user: User,
  wallet: WalletSummary,
  dialCode: string,
  market: Market,
  vip: { level: number; name: string } = { level: 0, name: '' },
  bonusRule: BonusRule = DEFAULT_BONUS_RULE,
) {
  return {
    userId: String(user.id),
    name: user.name,
    // The local digits the phone field takes (the dialling code is shown beside it, spec §5).
    phone: user.phone === null ? '' : localPhoneDigits(user.phone, dialCode),
    checkPhone: user.phone !== null && user.verified === 1,
    email: user.email ?? '',
    birthday: user.birthday ?? '',
    deposit: wallet.deposited,
    balance: wallet.main,
    bonus: wallet.bonus,
    points: wallet.points,
    verified: user.verified === 1,
    protectMigration: user.protect_migration !== PROTECT_MIGRATION_NONE,
    giveBonus: user.give_bonus === 1,
    isNopayUser: wallet.deposited === 0,
    bindInfoStatus: wallet.hasWithdrawAccount ? 1 : 0,
    storeStatus: user.store_status,
    avatar: user.avatar,
    vipLevel: vip.level,
    vipName: vip.name,
    inviteCode: user.invite_code,
    createTime: user.created_at,
    bonusRule,
    underReview: user.frozen_at !== null,
    market,
    currency: currencyOfMarket(market),
  };
}

export function accountHandlers(
  accounts: AccountService,
  sessions: SessionService,
  limiter: RateLimiter,
  finance: FinanceService,
  dialCode: string,
  marketOf: MarketOf,
  vipOf?: VipOf,
  /** spec §6 the bonus rule of a player by their sign-up app code (bonus service ruleOf). */
  bonusRuleOf?: (appCode: string | null) => BonusRule,
): Handlers {
  const ruleOf = (user: User) => bonusRuleOf?.(user.app_code) ?? DEFAULT_BONUS_RULE;
  const vip = async (userId: number, locale: LocaleCode) => (vipOf === undefined ? undefined : vipOf(userId, locale));
  return {
    async registerByAccount(input, ctx) {
      await enforceLimit(limiter, 'register', ctx, accounts.phoneOf(input.account));
      return accounts.registerByAccount(input.account, input.pwd, input.code, signupOf(input, ctx), loginSourceOf(ctx));
    },
    async loginByAccount(input, ctx) {
      // Per IP only: a per-account count would let strangers lock the owner out. Wrong passwords
      // are counted per account and device by the login guard.
      await enforceLimit(limiter, 'login', ctx);
      return accounts.loginByAccount(input.account, input.pwd, loginSourceOf(ctx));
    },
    async loginByOtp(input, ctx) {
      await enforceLimit(limiter, 'login', ctx, accounts.phoneOf(input.account));
      // The schema guarantees one of the two is present.
      const code = input.verifyCode ?? input.code ?? '';
      return accounts.loginByOtp(input.account, code, input.pwd, signupOf(input, ctx), loginSourceOf(ctx));
    },
    async googleLoginV2(input, ctx) {
      await enforceLimit(limiter, 'login', ctx);
      return accounts.googleLogin(input.idToken, signupOf(input, ctx));
    },
    async googleLoginV3(input, ctx) {
      await enforceLimit(limiter, 'login', ctx);
      return accounts.googleLogin(input.idToken, signupOf(input, ctx));
    },
    async facebookLogin(input, ctx) {
      await enforceLimit(limiter, 'login', ctx);
      return accounts.facebookLogin(input.accessToken, signupOf(input, ctx));
    },
    async userInfo(_input, ctx) {
      const { user } = callerOf(ctx);
      return userView(user, await finance.summary(user.id), dialCode, marketOf(user.app_code), await vip(user.id, ctx.locale), ruleOf(user));
    },
    async userInfoEdit(input, ctx) {
      const user = await accounts.editProfile(callerOf(ctx).user, input);
      return userView(user, await finance.summary(user.id), dialCode, marketOf(user.app_code), await vip(user.id, ctx.locale), ruleOf(user));
    },
    async tokenRenewal(_input, ctx) {
      // Rotation: the calling token dies in the same transaction that issues the new one.
      return sessions.renew(callerOf(ctx).sessionId);
    },
    async logout(_input, ctx) {
      await sessions.revoke(callerOf(ctx).sessionId);
      return null;
    },
    async logoutAll(_input, ctx) {
      await sessions.revokeAll(callerOf(ctx).user.id);
      return null;
    },
    async passwordEdit(input, ctx) {
      await enforceLimit(limiter, 'login', ctx, callerOf(ctx).user.account);
      await accounts.changePassword(callerOf(ctx).user, input.verifyCode, input.pwd, loginSourceOf(ctx));
      return null;
    },
  };
}
