// Logging and event reporting. Errors of these calls are swallowed (spec §8).
import { z } from 'zod/mini';
import { AD_FIELD_MAX, REPORTABLE_EVENTS, TRACKED_EVENTS, type ReportableEvent, type TrackedEvent } from '@perya/domain';
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

/** The tracked events of spec §5: the event_type values an ad-tracking POST may carry. */
export const AD_TRACKED_EVENTS = Object.values(TRACKED_EVENTS) as [TrackedEvent, ...TrackedEvent[]];

const adField = () => z.string().check(z.maxLength(AD_FIELD_MAX));

export const adTracking = defineEndpoint({
  name: 'adTracking',
  method: 'POST',
  path: '/x2/ad-tracking',
  request: () =>
    z.object({
      tracking_code: adField(),
      event_type: z.enum(AD_TRACKED_EVENTS),
      fbc: adField(),
      fbp: adField(),
      fbclid: adField(),
      fingerId: adField(),
    }),
  response: () => z.null(),
  options: { noToast: true, turnLogin: false, swallowErrors: true },
  auth: 'optional',
  summary:
    "Ad-tracking POST (spec §7: tracking_code, event_type, fbc, fbp, fbclid, fingerId). The server passes it on to the operator's ad system (AD_TRACKING_URL), or drops it when none is set. Path ours.",
});
