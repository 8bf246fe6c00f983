// Wallet bindings: records, configs, channels, deposit and withdrawal.
import type { EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import { readOf, writeOf } from './factory';

/** What each wallet write makes stale. */
export const walletInvalidates = {
  /** A new order appears in the records; a pending bonus may change. */
  recharge: ['userInfo', 'financeList', 'payListBonus'],
  /** The amount is held at once: balance, records, today's count and the saved account change. */
  withdrawApply: ['userInfo', 'financeList', 'withdrawConfig', 'withdrawLatestAccount', 'withdrawPending'],
  /** The order shows when it was last sped up, and its rating. */
  withdrawBoost: ['withdrawStatus'],
  withdrawRate: ['withdrawStatus'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export const financeListQuery = readOf(routes.financeList);
export const withdrawConfigQuery = readOf(routes.withdrawConfig);
export const rechargeConfigQuery = readOf(routes.rechargeConfig);
/** The player's withdrawals still being handled and the sum they hold (the wallet lists them). */
export const withdrawPendingQuery = readOf(routes.withdrawPending);
export const withdrawLatestAccountQuery = readOf(routes.withdrawLatestAccount);
export const payChannelsQuery = readOf(routes.payChannels);
export const channelListQuery = readOf(routes.channelList);
/** A deposit order; pass `refetchInterval` to poll while it is pending. */
export const rechargeStatusQuery = readOf(routes.rechargeStatus);

/** Checks an amount before applying (a write: it is run on demand, never cached). */
export const withdrawCheckLimitMutation = writeOf(routes.withdrawCheckLimit);
export const rechargeMutation = writeOf(routes.recharge, { invalidates: walletInvalidates.recharge });
export const withdrawApplyMutation = writeOf(routes.withdrawApply, { invalidates: walletInvalidates.withdrawApply });
/** spec §5 cash-out boost: ask for a held withdrawal to be sped up (its errors show where it was asked, no toast). */
export const withdrawBoostMutation = writeOf(routes.withdrawBoost, { invalidates: walletInvalidates.withdrawBoost });
/** spec §5 cash-out comment: rate a paid-out withdrawal once (its errors show in the form, no toast). */
export const withdrawRateMutation = writeOf(routes.withdrawRate, { invalidates: walletInvalidates.withdrawRate });
/** A withdrawal's status, for its result page and its card in the wallet. */
export const withdrawStatusQuery = readOf(routes.withdrawStatus);
