// Fire-and-forget reporting: event report, logs, attribution push. Errors are swallowed (spec §8).
import type { Contract as C } from '../contract/index';
import { routes } from '../contract/routes';
import { useEndpointMutation, type WriteOptions } from './factory';

export function useEventReport(options?: WriteOptions<C['eventReport']>) {
  return useEndpointMutation(routes.eventReport, {}, options);
}
export function useLogCollect(options?: WriteOptions<C['logCollect']>) {
  return useEndpointMutation(routes.logCollect, {}, options);
}
export function useLogCollectV2(options?: WriteOptions<C['logCollectV2']>) {
  return useEndpointMutation(routes.logCollectV2, {}, options);
}
export function useCollectIdLog(options?: WriteOptions<C['collectIdLog']>) {
  return useEndpointMutation(routes.collectIdLog, {}, options);
}
export function useTemporaryPushBranch(options?: WriteOptions<C['temporaryPushBranch']>) {
  return useEndpointMutation(routes.temporaryPushBranch, {}, options);
}
