// Sends an event through the brand's transport only when it is in the whitelist (spec §5) and the
// main-app system flag is off (spec §6).
import type { EventReportPayload, EventTransport } from './transports';

export interface ReporterContext {
  readonly appCode: string;
  gaId(): string;
  userId(): string;
  h5Id(): string;
  aaid(): string;
  /** The public config's main-app system flag: when set, nothing is reported (spec §6). */
  mainAppFlag(): boolean;
}

export interface EventReporter {
  report(eventType: string, eventValue?: string): Promise<boolean>;
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
  };
}
