// Fire-and-forget reporting: event report, logs, attribution push. Errors are swallowed (spec §8).
import { routes } from '../contract/routes';
import { writeOf } from './factory';

export const eventReportMutation = writeOf(routes.eventReport);
export const logCollectMutation = writeOf(routes.logCollect);
export const logCollectV2Mutation = writeOf(routes.logCollectV2);
export const collectIdLogMutation = writeOf(routes.collectIdLog);
export const temporaryPushBranchMutation = writeOf(routes.temporaryPushBranch);
