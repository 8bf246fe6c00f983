// SMS code mutations (spec §7 /x2/sms/*). Sending or checking a code changes no cached data.
import { contract } from '../contract/index';
import { useEndpointMutation, type WriteOptions } from './factory';

type C = typeof contract;

export function useSmsSend(options?: WriteOptions<C['smsSend']>) {
  return useEndpointMutation(contract.smsSend, {}, options);
}
export function useSmsSendRegister(options?: WriteOptions<C['smsSendRegister']>) {
  return useEndpointMutation(contract.smsSendRegister, {}, options);
}
export function useSmsSendLogin(options?: WriteOptions<C['smsSendLogin']>) {
  return useEndpointMutation(contract.smsSendLogin, {}, options);
}
export function useSmsCheck(options?: WriteOptions<C['smsCheck']>) {
  return useEndpointMutation(contract.smsCheck, {}, options);
}
