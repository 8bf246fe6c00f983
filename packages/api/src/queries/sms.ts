// SMS code mutations (spec §7 /x2/sms/*). Sending or checking a code changes no cached data.
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import { useEndpointMutation, type WriteOptions } from './factory';

export function useSmsSend(options?: WriteOptions<C['smsSend']>) {
  return useEndpointMutation(routes.smsSend, {}, options);
}
export function useSmsSendRegister(options?: WriteOptions<C['smsSendRegister']>) {
  return useEndpointMutation(routes.smsSendRegister, {}, options);
}
export function useSmsSendLogin(options?: WriteOptions<C['smsSendLogin']>) {
  return useEndpointMutation(routes.smsSendLogin, {}, options);
}
export function useSmsCheck(options?: WriteOptions<C['smsCheck']>) {
  return useEndpointMutation(routes.smsCheck, {}, options);
}
