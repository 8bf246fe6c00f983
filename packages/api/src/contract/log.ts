// Logging and event reporting. Errors of these calls are swallowed (spec §8).
import { z } from 'zod/mini';
import { REPORTABLE_EVENTS, type ReportableEvent } from '@perya/domain';
import { deviceInfo } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Events that are sent to /x2/user-behavior/event-report; others are not (spec §5). The fixed map
 * is the domain's `REPORTABLE_EVENTS`, so client, server and domain agree on every name.
 */
export const REPORTED_EVENTS = Object.values(REPORTABLE_EVENTS) as [ReportableEvent, ...ReportableEvent[]];
export type ReportedEvent = ReportableEvent;

/** Server log payload (spec §3). `content` is a JSON string {appCode, h5Version, userId, extras}. */
const logPayload = z.object({
  url: z.string(),
  action: z.string().check(z.minLength(1)),
  deviceId: z.string(),
  deviceVersion: z.string(),
  content: z.string().check(z.maxLength(16_384)),
});

const logOptions = {
  noToast: true,
  turnLogin: false,
  swallowErrors: true,
  headerOverrides: ['token'],
} as const;

export const logCollect = defineEndpoint({
  name: 'logCollect',
  method: 'POST',
  path: '/x2/log/collect',
  request: () => logPayload,
  response: () => z.null(),
  options: logOptions,
  auth: 'optional',
  summary: 'Client log line (spec §7: token as header override; errors swallowed).',
});

export const logCollectV2 = defineEndpoint({
  name: 'logCollectV2',
  method: 'POST',
  path: '/x2/v2/log/collect',
  request: () => logPayload,
  response: () => z.null(),
  options: logOptions,
  auth: 'optional',
  summary: 'Client log line, v2 (spec §7).',
});

export const collectIdLog = defineEndpoint({
  name: 'collectIdLog',
  method: 'POST',
  path: '/x2/log/collect-id',
  request: () => z.object({ fbCollectId: z.string().check(z.minLength(1)), fbp: z.optional(z.string()), fbc: z.optional(z.string()) }),
  response: () => z.null(),
  options: logOptions,
  auth: 'optional',
  summary: 'Records the fbCollectId cookie against the device. Path not shown in the spec; ours.',
});

export const eventReport = defineEndpoint({
  name: 'eventReport',
  method: 'POST',
  path: '/x2/user-behavior/event-report',
  request: () => z.object({
    eventType: z.enum(REPORTED_EVENTS),
    eventValue: z.string(),
    appCode: z.string(),
    gaId: z.string(),
    userId: z.string(),
    h5Id: z.string(),
    aaid: z.string(),
  }),
  response: () => z.null(),
  options: { noToast: true, turnLogin: false, swallowErrors: true },
  auth: 'optional',
  summary: 'User behaviour event (spec §3 payload; only the spec §5 map is sent).',
});

export const temporaryPushBranch = defineEndpoint({
  name: 'temporaryPushBranch',
  method: 'POST',
  path: '/x2/temporaryPushBranch',
  request: () => z.object({ event: z.string().check(z.minLength(1)), deviceInfo }),
  response: () => z.null(),
  options: { noToast: true, turnLogin: false, swallowErrors: true },
  auth: 'optional',
  summary: 'Attribution event with the device object (spec §7).',
});
