// Wallet bindings: records, configs, channels, deposit and withdrawal.
import { contract, type EndpointName } from '../contract/index';
import type { RequestOf } from '../contract/endpoint';
import { useEndpointMutation, useEndpointQuery, type ReadOptions, type WriteOptions } from './factory';

type C = typeof contract;

/** What each wallet write makes stale. */
export const walletInvalidates = {
  /** A new order appears in the records; a pending bonus may change. */
  recharge: ['userInfo', 'financeList', 'payListBonus'],
  /** The amount is held at once: balance, records, today's count and the saved account change. */
  withdrawApply: ['userInfo', 'financeList', 'withdrawConfig', 'withdrawLatestAccount'],
} as const satisfies Partial<Record<EndpointName, readonly EndpointName[]>>;

export function useFinanceList(payload: RequestOf<C['financeList']>, options?: ReadOptions<C['financeList']>) {
  return useEndpointQuery(contract.financeList, payload, options);
}
export function useWithdrawConfig(options?: ReadOptions<C['withdrawConfig']>) {
  return useEndpointQuery(contract.withdrawConfig, undefined, options);
}
export function useRechargeConfig(options?: ReadOptions<C['rechargeConfig']>) {
  return useEndpointQuery(contract.rechargeConfig, undefined, options);
}
export function useWithdrawLatestAccount(options?: ReadOptions<C['withdrawLatestAccount']>) {
  return useEndpointQuery(contract.withdrawLatestAccount, undefined, options);
}
export function usePayChannels(options?: ReadOptions<C['payChannels']>) {
  return useEndpointQuery(contract.payChannels, undefined, options);
}
export function useChannelList(options?: ReadOptions<C['channelList']>) {
  return useEndpointQuery(contract.channelList, undefined, options);
}
/** A deposit order; pass `refetchInterval` to poll while it is pending. */
export function useRechargeStatus(orderNo: string, options?: ReadOptions<C['rechargeStatus']>) {
  return useEndpointQuery(contract.rechargeStatus, { orderNo }, options);
}

/** Checks an amount before applying (a write: it is run on demand, never cached). */
export function useWithdrawCheckLimit(options?: WriteOptions<C['withdrawCheckLimit']>) {
  return useEndpointMutation(contract.withdrawCheckLimit, {}, options);
}
export function useRecharge(options?: WriteOptions<C['recharge']>) {
  return useEndpointMutation(contract.recharge, { invalidates: walletInvalidates.recharge }, options);
}
export function useWithdrawApply(options?: WriteOptions<C['withdrawApply']>) {
  return useEndpointMutation(contract.withdrawApply, { invalidates: walletInvalidates.withdrawApply }, options);
}
