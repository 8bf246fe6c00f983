// Sends an event through the brand's transport only when it is in the whitelist (spec §5) and the
// main-app system flag is off (spec §6); the other tracked events (spec §5) through the same
// transport's push, and, for a player who arrived from an ad, as the ad-tracking POST (spec §7).
import { adTrackingPayload, shouldTrackEvent, type AdClick, type AdTrackingPayload, type TrackedEvent } from '@perya/domain';
import type { EventReportPayload, EventTransport } from './transports';

export interface ReporterContext {
  readonly appCode: string;
  gaId(): string;
  userId(): string;
  h5Id(): string;
  aaid(): string;
  /** The public config's main-app system flag: when set, nothing is reported (spec §6). */
  mainAppFlag(): boolean;
  /** The stored ad click (spec §3 adData); none when the player did not arrive from an ad. */
  adClick?(): AdClick;
  /** The ad-tracking POST (through the server, to the operator's ad system). */
  postAdTracking?(payload: AdTrackingPayload): Promise<unknown>;
}

export interface EventReporter {
  report(eventType: string, eventValue?: string): Promise<boolean>;
  /**
   * One of the other tracked events (spec §5): the brand's transport when the main-app flag is
   * off, and the ad-tracking POST when the player arrived from an ad. Resolves true when the
   * transport took it; never rejects.
   */
  track(event: TrackedEvent): Promise<boolean>;
}

export function createEventReporter(
  transport: EventTransport,
  isWhitelisted: (eventType: string) => boolean,
  ctx: ReporterContext,
): EventReporter {
  return {
    async report(eventType, eventValue = '') {
      if (!isWhitelisted(eventType) || ctx.mainAppFlag()) return false;
      const payload: EventReportPayload = {
        eventType,
        eventValue,
        appCode: ctx.appCode,
        gaId: ctx.gaId(),
        userId: ctx.userId(),
        h5Id: ctx.h5Id(),
        aaid: ctx.aaid(),
      };
      return transport.send(payload);
    },
    async track(event) {
      const ad = ctx.adClick && ctx.postAdTracking ? adTrackingPayload(event, ctx.adClick()) : null;
      if (ad !== null) void ctx.postAdTracking?.(ad).catch(() => undefined);
      if (!shouldTrackEvent(event, ctx.mainAppFlag())) return false;
      return transport.push(event);
    },
  };
}
