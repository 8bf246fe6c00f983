// Accounts and sessions: register, login (password, OTP, Google), user info, token renewal.
import { z } from 'zod/mini';
import { AVATAR_COUNT, BONUS_RULES, CURRENCIES, MARKETS } from '@perya/domain';
import {
  adData,
  authSession,
  email,
  empty,
  epochMs,
  giveBonus,
  inviteCode,
  issue,
  minorUnits,
  password,
  phone,
  smsCode,
  userId,
} from './common';
import { defineEndpoint } from './endpoint';

/** Avatar index, random 0-5 at registration (spec §3, §9). */
export const avatarIndex = z.int().check(z.gte(0), z.lte(AVATAR_COUNT - 1));

/**
 * The player as `/x2/user/info` returns it (spec §3 User). Field types are not shown in the spec;
 * these are ours. Money in minor units. Empty string means "not bound" for phone and email.
 */
export const userSchema = z.object({
  userId,
  name: z.string(),
  /** The phone bound to the account ('' when none). */
  phone: z.string(),
  /** True once the phone has been verified by SMS. */
  checkPhone: z.boolean(),
  email: z.string(),
  /** 'YYYY-MM-DD' or ''. */
  birthday: z.string(),
  /** Total ever deposited. */
  deposit: minorUnits,
  /** Main wallet balance (the spec's "balance (finance)"). */
  balance: minorUnits,
  /** Bonus wallet balance: usable for play, not withdrawable (spec §6). */
  bonus: minorUnits,
  /** Points wallet (spin costs 200, spec §9). */
  points: z.int().check(z.nonnegative()),
  /** Identity verified. */
  verified: z.boolean(),
  /** Protect-migration check enabled for this account (spec §4 start-up). */
  protectMigration: z.boolean(),
  /** The account was created by the app wrapper and received the registration bonus. */
  giveBonus: z.boolean(),
  /** Never deposited. */
  isNopayUser: z.boolean(),
  /** Withdrawal account (bank/e-wallet) bound: 0 none, 1 bound. */
  bindInfoStatus: z.int().check(z.gte(0), z.lte(1)),
  /** Store status, 1 by default (spec §3). */
  storeStatus: z.int(),
  avatar: avatarIndex,
  /** VIP level number (0 = none) and its display name. */
  vipLevel: z.int().check(z.nonnegative()),
  vipName: z.string(),
  /** The player's own invite code. */
  inviteCode: z.string(),
  createTime: epochMs,
  /**
   * spec §6 the bonus rule of the player's brand and market: 'tradingOnly' (the bonus funds trades
   * only, never withdrawable) or 'playThrough' (it becomes cash once its turnover is met). Every
   * text that describes a bonus reads it. Absent from older servers: the brand's own rule applies.
   */
  bonusRule: z.optional(z.enum(BONUS_RULES)),
  /** The operator blocked the account and froze its balance for fraud (spec §6): the app says so. */
  underReview: z.optional(z.boolean()),
  /** The market the account belongs to (the brand it signed up from, else the operator's). */
  market: z.enum(MARKETS),
  /**
   * The currency of the account's wallets (its market's, spec §1): every amount of this account is
   * shown in it, whatever the interface language.
   */
  currency: z.enum(CURRENCIES),
});
export type User = z.output<typeof userSchema>;

/** Sign-up attribution fields every register/login call may carry (spec §7). */
const signupFields = {
  inviteCode: z.optional(inviteCode),
  giveBonus: z.optional(giveBonus),
  /** Where the call came from (page or brand), free text for reporting. */
  source: z.optional(z.string().check(z.maxLength(64))),
  adData: z.optional(adData),
  /**
   * Date of birth 'YYYY-MM-DD' (issue 15 age gate): a new account younger than its market's minimum
   * age is refused (AGE_RESTRICTED); one registered without it is asked once before any play.
   */
  birthday: z.optional(z.iso.date(issue('birthdayInvalid'))),
};

export const registerByAccount = defineEndpoint({
  name: 'registerByAccount',
  method: 'POST',
  path: '/x2/user/registerByAccount/v2',
  /** `code`: the SMS code /x2/sms/sendRegister sent to this phone, which proves the player owns it. */
  request: () => z.object({ account: phone, pwd: password, code: z.pipe(z.string(issue('codeInvalid')), smsCode), ...signupFields }),
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary:
    'Register with phone + password and the code /x2/sms/sendRegister sent to the phone (used up); returns a new session. Errors: ACCOUNT_EXISTS, CODE_INCORRECT, CODE_EXPIRED.',
});

export const loginByOtp = defineEndpoint({
  name: 'loginByOtp',
  method: 'POST',
  path: '/x2/account/loginByOtp',
  request: () => z
    .object({
      account: phone,
      /** SMS login (spec §7 "SMS login: account, verifyCode"). */
      verifyCode: z.optional(smsCode),
      /** Register v3 sends the code as `code` (spec §7). */
      code: z.optional(smsCode),
      /** Register v3 may set a password at the same time. */
      pwd: z.optional(password),
      ...signupFields,
    }).check(z.refine((v) => v.verifyCode !== undefined || v.code !== undefined, {
      ...issue('codeInvalid'),
      path: ['verifyCode'],
    })),
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary:
    'SMS-code login; registers the phone on first use (register v3). Code from /x2/sms/sendLogin or /sendRegister. Errors: CODE_INCORRECT, CODE_EXPIRED, CODE_TOO_MANY_ATTEMPTS.',
});

export const loginByAccount = defineEndpoint({
  name: 'loginByAccount',
  method: 'POST',
  path: '/x2/user/loginByAccount',
  request: () => z.object({ account: phone, pwd: z.string().check(z.minLength(1, issue('enterCorrectAccountOrPassword'))) }),
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary: 'Phone + password login. Errors: CREDENTIALS_INCORRECT, RATE_LIMITED.',
});

const googleLoginRequest = z.object({
  /** The Google ID token (credential) from Google Identity Services. */
  idToken: z.string().check(z.minLength(1, issue('checkInformation'))),
  ...signupFields,
});

export const googleLoginV2 = defineEndpoint({
  name: 'googleLoginV2',
  method: 'POST',
  path: '/x2/user/setGoogleLogin/v2',
  request: () => googleLoginRequest,
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary: 'Google sign-in (registers on first use) for non-invite brands (spec §7).',
});

export const googleLoginV3 = defineEndpoint({
  name: 'googleLoginV3',
  method: 'POST',
  path: '/x2/user/setGoogleLogin/v3',
  request: () => googleLoginRequest,
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary: 'Google sign-in for invite brands (spec §7).',
});

const facebookLoginRequest = z.object({
  /** The user access token FB.login answered (authResponse.accessToken). */
  accessToken: z.string().check(z.minLength(1, issue('checkInformation')), z.maxLength(4096, issue('checkInformation'))),
  ...signupFields,
});

export const facebookLogin = defineEndpoint({
  name: 'facebookLogin',
  method: 'POST',
  path: '/x2/user/setFacebookLogin',
  request: () => facebookLoginRequest,
  response: () => authSession,
  options: { noAuth: true, turnLogin: false, attribution: true },
  summary:
    'Facebook login (spec §2; registers on first use): the access token from the Facebook JS SDK, checked with the Graph API. Errors: CREDENTIALS_INCORRECT (token refused), FEATURE_DISABLED (no Facebook app configured), SERVER_ERROR (Graph unreachable).',
});

export const userInfo = defineEndpoint({
  name: 'userInfo',
  method: 'POST',
  path: '/x2/user/info',
  request: () => empty,
  response: () => userSchema,
  options: { turnLogin: false },
  summary: 'The logged-in player (spec §7: no login redirect).',
});

export const userInfoEdit = defineEndpoint({
  name: 'userInfoEdit',
  method: 'POST',
  path: '/x2/user/info/edit',
  request: () => z.object({
    name: z.optional(z.string().check(z.trim(), z.minLength(1, issue('nameRequired')), z.maxLength(32, issue('nameInvalid')))),
    /**
     * Bind once; a second bind is ALREADY_BOUND (spec §4). Only with `emailCode`, the code
     * /x2/email/send mailed to it (issue 26 item 5); one account per email (ACCOUNT_EXISTS).
     */
    email: z.optional(email),
    emailCode: z.optional(smsCode),
    birthday: z.optional(z.iso.date()),
    avatar: z.optional(avatarIndex),
    /** Bind once, with a code from /x2/sms/send purpose bindPhone (spec §4). */
    phone: z.optional(phone),
    verifyCode: z.optional(smsCode),
  }),
  response: () => userSchema,
  summary:
    'Edit profile fields; returns the updated user. Errors: NAME_EDIT_FAILED, ALREADY_BOUND, ACCOUNT_EXISTS, CODE_INCORRECT, CODE_EXPIRED.',
});

export const tokenRenewal = defineEndpoint({
  name: 'tokenRenewal',
  method: 'GET',
  path: '/x2/user/token/renewal',
  request: () => empty,
  response: () => z.object({
    /** The new token. Rotation: the calling token is refused (401) from now on; store this one. */
    token: z.string().check(z.minLength(1)),
    /** The session's absolute end: a renewal keeps the login's maximum age, never extends it. */
    expiresAt: epochMs,
  }),
  options: { noToast: true },
  summary: 'Renew the session token (once per session, spec §4); the old token dies (rotation).',
});

/** Password change (not in spec §7, which shows no path; ours). Needs an SMS code (purpose security). */
export const passwordEdit = defineEndpoint({
  name: 'passwordEdit',
  method: 'POST',
  path: '/x2/user/password/edit',
  request: () => z.object({ verifyCode: smsCode, pwd: password }),
  response: () => z.null(),
  summary:
    'Change the password with an SMS code; blocks withdrawals 24 h (spec §6). Ours: the spec shows the profile screen, not the path.',
});

/** Logout (spec §4: clears token and user fields; spec §7 shows no path, so it is ours). */
export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/x2/user/logout',
  request: () => empty,
  response: () => z.null(),
  options: { noToast: true, turnLogin: false },
  summary: 'End this session on the server: the token is refused afterwards. Path ours (not in spec §7).',
});

/** "Log out on every device" (issue 11; spec §7 shows no path, ours): ends every session of the player, this one too. */
export const logoutAll = defineEndpoint({
  name: 'logoutAll',
  method: 'POST',
  path: '/x2/user/logout-all',
  request: () => empty,
  response: () => z.null(),
  summary: 'End every session of the player, on every device, this one included. Path ours (not in spec §7).',
});
