// Wallet: finance records, cash-in/cash-out config, deposit and withdrawal orders, pay channels.
import { z } from 'zod/mini';
import { BANK_ACCOUNT_TYPES, BONUS_STATUSES, PAY_METHODS, PAYMENT_STATUSES, WITHDRAWAL_RATING_MAX, WITHDRAWAL_RATING_MIN } from '@perya/domain';
import {
  email,
  empty,
  epochMs,
  issue,
  minorUnits,
  pageOf,
  pageRequest,
  personName,
  phone,
  positiveMinorUnits,
  signedMinorUnits,
  smsCode,
  taxId,
  timeOfDay,
} from './common';
import { defineEndpoint } from './endpoint';

/**
 * `finance/list` filter `type` (spec §7; the cash-out check reads type 1). Values are ours:
 * 0 every record, 1 main wallet, 2 bonus wallet, 3 points wallet.
 */
export const FINANCE_LIST_TYPE = { ALL: 0, MAIN: 1, BONUS: 2, POINTS: 3 } as const;

/**
 * A record's `amountType` (values not shown in the spec; ours). Play-side movements are below 9,
 * money that entered or left the platform is 9 or higher, which is what the cash-out visibility
 * rule tests (spec §6: "a finance record of amountType 9 or higher").
 */
export const AMOUNT_TYPE = {
  BET: 1,
  WIN: 2,
  REFUND: 3,
  BONUS: 4,
  MISSION_AWARD: 5,
  SIGN_IN_AWARD: 6,
  SPIN_PRIZE: 7,
  INVITE_REWARD: 8,
  DEPOSIT: 9,
  WITHDRAWAL: 10,
  WITHDRAWAL_REFUND: 11,
  MIGRATION: 12,
  GUARANTEED_AWARD: 13,
  /** A fee charged to a player's wallet (ours; withdrawal fees are taken out of the amount). */
  FEE: 14,
} as const;

/** The wallets a finance record may belong to (spec §1: main, bonus and points wallets). */
export const FINANCE_WALLETS = ['main', 'bonus', 'points'] as const;
export type FinanceWallet = (typeof FINANCE_WALLETS)[number];

/** A bonus movement: granted, turned into cash (turnover met) or expired (turnover not met in time). */
export const FINANCE_BONUS_MOVES = ['grant', 'conversion', 'expiry'] as const;
export type FinanceBonusMove = (typeof FINANCE_BONUS_MOVES)[number];

export const financeBonus = z.object({
  move: z.enum(FINANCE_BONUS_MOVES),
  /** The offer's name (the bonus list's title). */
  offer: z.string(),
  status: z.enum(BONUS_STATUSES),
  /** The bonus's amount as granted. */
  amount: minorUnits,
  /** Turnover counted so far and asked for before it converts (0: none asked). */
  turnoverDone: minorUnits,
  turnoverRequired: minorUnits,
  /** When it expires unless its turnover is met; null: never. */
  expireTime: z.nullable(epochMs),
});
export type FinanceBonus = z.output<typeof financeBonus>;

export const financeRecord = z.object({
  id: z.string(),
  /**
   * The wallet the record moved (ours): points are counted, never money, so a list of every
   * record tells them apart by it. Absent from older servers: the main wallet.
   */
  wallet: z.optional(z.enum(FINANCE_WALLETS)),
  amountType: z.int().check(z.gte(1)),
  /** Signed: credits positive, debits negative. */
  amount: signedMinorUnits,
  /** Wallet balance after this record. */
  balanceAfter: minorUnits,
  /** Order number of the deposit, withdrawal or bet behind the record ('' when none). */
  orderNo: z.string(),
  remark: z.string(),
  createTime: epochMs,
  /**
   * The current status of the deposit or withdrawal order behind a DEPOSIT, WITHDRAWAL or
   * WITHDRAWAL_REFUND record (ours): a withdrawal is pending while held, success once paid out,
   * failed once returned. Absent for records without such an order.
   */
  orderStatus: z.optional(z.enum(PAYMENT_STATUSES)),
  /**
   * The stars the player gave the paid-out withdrawal behind a WITHDRAWAL record (ours; spec §5
   * cash-out comment), so its line shows the rating instead of offering one. Absent when not rated.
   */
  withdrawalStars: z.optional(z.int().check(z.gte(WITHDRAWAL_RATING_MIN), z.lte(WITHDRAWAL_RATING_MAX))),
  /**
   * The bonus behind a record that moved one (ours, issue 23 §1 "records explain every bonus
   * movement"): which movement it is, the offer it came from, and that bonus's state now.
   * Absent for records that moved no bonus.
   */
  bonus: z.optional(financeBonus),
});
export type FinanceRecord = z.output<typeof financeRecord>;

export const financeList = defineEndpoint({
  name: 'financeList',
  method: 'POST',
  path: '/x2/finance/list',
  request: () => z.extend(pageRequest, {
    type: z.int().check(z.gte(0), z.lte(3)),
    /** Only records of this amountType (ours: e.g. 9 deposits, 10 withdrawals). */
    amountType: z.optional(z.int().check(z.gte(1))),
  }),
  response: () => pageOf(financeRecord),
  summary: 'Wallet records newest first (spec §7: pageNum, pageSize, type; items carry amountType).',
});

/**
 * Idempotency key of a money-moving request (ours; the spec is silent): the client makes one per
 * form submission and sends it again when it retries, so a retry answers the first result and
 * never creates a second order. Optional: without it every call is a new request.
 */
export const moneyRequestId = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, issue('checkInformation'))),
);

/** Amount presets and bounds shared by deposit and withdrawal configs. Minor units. */
const amountBounds = {
  /** Quick-pick amounts shown as buttons. */
  presets: z.array(positiveMinorUnits),
  min: minorUnits,
  max: minorUnits,
};

export const withdrawConfig = defineEndpoint({
  name: 'withdrawConfig',
  method: 'POST',
  path: '/x2/paramConfig/withdraw/get',
  request: () => empty,
  response: () => z.object({
    ...amountBounds,
    /** Fee in basis points of the amount (1 bp = 0.01 %), rounded up to a whole minor unit. */
    feeRateBps: z.int().check(z.nonnegative()),
    /** Fixed fee per withdrawal, added to the rate fee. */
    feeFixed: minorUnits,
    /** Withdrawals allowed per day, and how many the player has used today. */
    dailyCountLimit: z.int().check(z.nonnegative()),
    usedCount: z.int().check(z.nonnegative()),
    /** Cash-out window (spec §3 cash-out config, §9 7:00-19:00 GMT+8). */
    startTime: timeOfDay,
    endTime: timeOfDay,
    /** Main balance that can be withdrawn now (bonus never is, spec §6). */
    availableBalance: minorUnits,
  }),
  summary: 'Cash-out config: bounds, fee, count limit, window, available balance.',
});

export const withdrawCheckLimit = defineEndpoint({
  name: 'withdrawCheckLimit',
  method: 'POST',
  path: '/x2/paramConfig/withdraw/checkLimit',
  request: () => z.object({ amount: positiveMinorUnits }),
  response: () => z.object({
    amount: minorUnits,
    fee: minorUnits,
    /** What reaches the player's account: amount - fee (spec §3 "actual withdrawal"). */
    actualAmount: minorUnits,
    availableBalance: minorUnits,
    remainingCount: z.int().check(z.nonnegative()),
  }),
  summary:
    'Check an amount before applying; returns the fee breakdown. Errors: AMOUNT_BELOW_MIN, AMOUNT_ABOVE_MAX, INSUFFICIENT_BALANCE, WITHDRAWAL_COUNT_LIMIT, OUTSIDE_WITHDRAWAL_HOURS, SECURITY_CHANGE_BLOCK.',
});

export const rechargeConfig = defineEndpoint({
  name: 'rechargeConfig',
  method: 'POST',
  path: '/x2/paramConfig/recharge/get',
  request: () => empty,
  response: () => z.object({
    ...amountBounds,
    /** Deposit bonus in basis points credited to the bonus wallet on success (0 = none). */
    bonusRateBps: z.int().check(z.nonnegative()),
    /**
     * The first-deposit bonus this player's next credited deposit earns on top of any offer (ours,
     * issue 12): null once the player has a credited deposit or when the operator offers none.
     */
    firstDepositBonus: z.nullable(
      z.object({ title: z.string(), minDeposit: minorUnits, rateBps: z.int().check(z.nonnegative()), maxBonus: minorUnits }),
    ),
  }),
  summary: 'Cash-in config: presets, min, max (spec §5 custom amount bounds; numbers not shown), the first-deposit bonus.',
});

/** Payment order status (spec §4), from @perya/domain. */
export { PAYMENT_STATUSES };
export const paymentStatus = z.enum(PAYMENT_STATUSES);

export const rechargeOrder = z.object({
  orderNo: z.string(),
  amount: minorUnits,
  status: paymentStatus,
  channelId: z.string(),
  /** Checkout page to open (hosted payment), '' when paying by code. */
  payUrl: z.string(),
  /** Pix copy-and-paste code or QR payload ('' when the channel uses payUrl). */
  qrCode: z.string(),
  createTime: epochMs,
  /** The order is canceled if unpaid by then. */
  expiresAt: epochMs,
});
export type RechargeOrder = z.output<typeof rechargeOrder>;

export const recharge = defineEndpoint({
  name: 'recharge',
  method: 'POST',
  path: '/x2/recharge/v2',
  request: () => z.object({
    amount: positiveMinorUnits,
    /** A channel id from /x2/app/channel/redis/paychannnel. */
    channelId: z.string().check(z.minLength(1)),
    /** Deposit form fields (spec §3); required by Pix channels. */
    name: z.optional(personName),
    email: z.optional(email),
    /** CPF (11 digits) or CNPJ (14 digits); Brazil's accounts only (elsewhere refused: taxIdNotInMarket). */
    taxId: z.optional(taxId),
    /** Opt into the deposit bonus activity of /x2/payListActivity/upActivity. */
    activityId: z.optional(z.string()),
    requestId: moneyRequestId,
  }),
  response: () => rechargeOrder,
  options: { movesMoney: true },
  summary:
    'Create a deposit order; credited only when the payment succeeds (spec §4). Errors: AMOUNT_BELOW_MIN, AMOUNT_ABOVE_MAX, ORDER_FAILED.',
});

/** Deposit order status (not in spec §7, ours: the /cashin/result page needs it). */
export const rechargeStatus = defineEndpoint({
  name: 'rechargeStatus',
  method: 'GET',
  path: '/x2/recharge/order/{orderNo}',
  request: () => z.object({ orderNo: z.string().check(z.minLength(1)) }),
  response: () => rechargeOrder,
  options: { noToast: true },
  summary: 'One deposit order, for polling its status. Ours (not in spec §7).',
});

/** Withdrawal account kinds (spec §1: bank card, GCash, crypto chains). */
export const WITHDRAW_METHODS = ['bank', 'gcash', 'crypto'] as const;

/** Withdrawal account (spec §3 withdrawal info). */
export const withdrawAccount = z.object({
  method: z.enum(WITHDRAW_METHODS),
  /** Bank or e-wallet code from /x2/app/channel/list/v2, or the crypto chain. */
  bankCode: z.string().check(z.minLength(1)),
  bankName: z.string(),
  /** Bank card number, GCash phone number or crypto address. */
  accountNo: z.string().check(z.minLength(4, issue('checkInformation')), z.maxLength(128)),
  accountName: personName,
  /** Bank branch and account type: asked only where the market has them (Brazil); elsewhere an agency code is refused (agencyCodeNotInMarket). */
  agencyCode: z.optional(z.string()),
  accountType: z.optional(z.enum(BANK_ACCOUNT_TYPES)),
  /** GCash: the phone number the account belongs to (spec §8 mismatch warning). */
  phone: z.optional(phone),
});
export type WithdrawAccount = z.output<typeof withdrawAccount>;

export const withdrawApply = defineEndpoint({
  name: 'withdrawApply',
  method: 'POST',
  path: '/x2/withdraw/apply/v2',
  request: () => z.extend(withdrawAccount, {
    amount: positiveMinorUnits,
    requestId: moneyRequestId,
    /** Proof (issue 11): the account password, or ... */
    pwd: z.optional(z.string().check(z.minLength(1, issue('withdrawalProofRequired')), z.maxLength(128))),
    /** ... a code sent to the player's verified phone for purpose `withdraw`; a new destination needs it (withdrawalProofNeeded). */
    verifyCode: z.optional(smsCode),
  }),
  response: () => z.object({
    orderNo: z.string(),
    status: paymentStatus,
    amount: minorUnits,
    fee: minorUnits,
    actualAmount: minorUnits,
    /** Balance left after the amount is held. */
    availableBalance: minorUnits,
    createTime: epochMs,
  }),
  options: { movesMoney: true },
  summary:
    'Apply for a withdrawal; the amount is held at once, handled within one business day (spec §4). Errors as checkLimit, plus GCASH mismatch as VALIDATION; PHONE_NOT_VERIFIED, WITHDRAWAL_PROOF_REQUIRED (no proof, or a new destination without the code), CREDENTIALS_INCORRECT (wrong password), RATE_LIMITED.',
});

export const withdrawLatestAccount = defineEndpoint({
  name: 'withdrawLatestAccount',
  method: 'GET',
  path: '/x2/withdraw/get-latest-account-info',
  request: () => empty,
  /** null when the player never withdrew. */
  response: () => z.nullable(withdrawAccount),
  summary: 'The account of the last withdrawal, to prefill the form.',
});

export const payChannel = z.object({
  id: z.string(),
  name: z.string(),
  /** The method the channel is (ours): its mark, the name of its code, the market's order (@perya/domain cashFlows). */
  method: z.enum(PAY_METHODS),
  /** How the player pays: hosted page, Pix/QR code, GCash. */
  kind: z.enum(['page', 'pix', 'qr', 'gcash']),
  min: minorUnits,
  max: minorUnits,
  icon: z.string(),
});

export const payChannels = defineEndpoint({
  name: 'payChannels',
  method: 'GET',
  path: '/x2/app/channel/redis/paychannnel',
  request: () => empty,
  response: () => z.object({ list: z.array(payChannel) }),
  summary: 'Deposit payment methods of the player\'s market, in its order (cached server side; the path spelling is the spec\'s).',
});

export const withdrawChannel = z.object({
  method: z.enum(WITHDRAW_METHODS),
  /** Bank code, e-wallet code or crypto chain. */
  code: z.string(),
  name: z.string(),
  icon: z.string(),
});
export type WithdrawChannel = z.output<typeof withdrawChannel>;

export const channelList = defineEndpoint({
  name: 'channelList',
  method: 'GET',
  path: '/x2/app/channel/list/v2',
  request: () => empty,
  response: () => z.object({ list: z.array(withdrawChannel) }),
  summary: 'Withdrawal destinations of the player\'s market: its banks, e-wallets (GCash) and crypto chains.',
});
