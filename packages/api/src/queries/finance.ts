// Wallet bindings: records, configs, channels, deposit and withdrawal.
import type { Contract as C, EndpointName } from '../contract/index';
import { routes } from '../contract/routes';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

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

export function useFinanceList(payload: RequestOf<C['financeList']>, options?: ReadOptions<C['financeList']>) {
  return useEndpointQuery(routes.financeList, payload, options);
}
export function useWithdrawConfig(options?: ReadOptions<C['withdrawConfig']>) {
  return useEndpointQuery(routes.withdrawConfig, undefined, options);
}
export function useRechargeConfig(options?: ReadOptions<C['rechargeConfig']>) {
  return useEndpointQuery(routes.rechargeConfig, undefined, options);
}
/** The player's withdrawals still being handled and the sum they hold (the wallet lists them). */
export function useWithdrawPending(options?: ReadOptions<C['withdrawPending']>) {
  return useEndpointQuery(routes.withdrawPending, undefined, options);
}
export function useWithdrawLatestAccount(options?: ReadOptions<C['withdrawLatestAccount']>) {
  return useEndpointQuery(routes.withdrawLatestAccount, undefined, options);
}
export function usePayChannels(options?: ReadOptions<C['payChannels']>) {
  return useEndpointQuery(routes.payChannels, undefined, options);
}
export function useChannelList(options?: ReadOptions<C['channelList']>) {
  return useEndpointQuery(routes.channelList, undefined, options);
}
/** A deposit order; pass `refetchInterval` to poll while it is pending. */
export function useRechargeStatus(orderNo: string, options?: ReadOptions<C['rechargeStatus']>) {
  return useEndpointQuery(routes.rechargeStatus, { orderNo }, options);
}

/** Checks an amount before applying (a write: it is run on demand, never cached). */
export function useWithdrawCheckLimit(options?: WriteOptions<C['withdrawCheckLimit']>) {
  return useEndpointMutation(routes.withdrawCheckLimit, {}, options);
}
export function useRecharge(options?: WriteOptions<C['recharge']>) {
  return useEndpointMutation(routes.recharge, { invalidates: walletInvalidates.recharge }, options);
}
export function useWithdrawApply(options?: WriteOptions<C['withdrawApply']>) {
  return useEndpointMutation(routes.withdrawApply, { invalidates: walletInvalidates.withdrawApply }, options);
}
/** spec §5 cash-out boost: ask for a held withdrawal to be sped up (its errors show where it was asked, no toast). */
export function useWithdrawBoost(options?: WriteOptions<C['withdrawBoost']>) {
  return useEndpointMutation(routes.withdrawBoost, { invalidates: walletInvalidates.withdrawBoost }, options);
}
/** spec §5 cash-out comment: rate a paid-out withdrawal once (its errors show in the form, no toast). */
export function useWithdrawRate(options?: WriteOptions<C['withdrawRate']>) {
  return useEndpointMutation(routes.withdrawRate, { invalidates: walletInvalidates.withdrawRate }, options);
}
