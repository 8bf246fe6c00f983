// Fire-and-forget reporting: event report, logs, attribution push. Errors are swallowed (spec §8).
import { contract } from '../contract/index';
import { useEndpointMutation, type WriteOptions } from './factory';

type C = typeof contract;

export function useEventReport(options?: WriteOptions<C['eventReport']>) {
  return useEndpointMutation(contract.eventReport, {}, options);
}
export function useLogCollect(options?: WriteOptions<C['logCollect']>) {
  return useEndpointMutation(contract.logCollect, {}, options);
}
export function useLogCollectV2(options?: WriteOptions<C['logCollectV2']>) {
  return useEndpointMutation(contract.logCollectV2, {}, options);
}
export function useCollectIdLog(options?: WriteOptions<C['collectIdLog']>) {
  return useEndpointMutation(contract.collectIdLog, {}, options);
}
export function useTemporaryPushBranch(options?: WriteOptions<C['temporaryPushBranch']>) {
  return useEndpointMutation(contract.temporaryPushBranch, {}, options);
}
