// Routes that record what the front end reports: logs, behaviour events, attribution pushes. They
// write to the log store (never the money database), rate-limited per IP and per token, within
// byte budgets per day; a call past a limit answers RATE_LIMITED and stores nothing (the client
// swallows the errors of these calls, spec §8). The ad-tracking POST is passed on to the operator's
// ad system, under the same per-IP and per-token limits, and stored nowhere.
import type { Insertable } from 'kysely';
import { HEADERS } from '@perya/api/contract';
import { adTrackingPayload } from '@perya/domain';
import type { AdTrackingSink } from '../../adapters/adTracking/sink';
import { headerValue } from '../../http/handlers';
import type { Handlers } from '../../http/handlers';
import { tokenOf, type RequestContext } from '../../http/routes';
import { AppError } from '../../http/errors';
import type { RateLimiter } from '../../security/rateLimits';
import { hashToken } from '../../security/tokens';
import type { LogDatabase, LogStore, LogTable } from './store';

export function telemetryHandlers(store: LogStore, limiter: RateLimiter, now: () => number, adTracking: AdTrackingSink): Handlers {
  async function limit(ctx: RequestContext): Promise<string | undefined> {
    // Any token header counts against its own budget, valid or not (a made-up token per call
    // still meets the per-IP limits).
    const token = tokenOf(ctx.request);
    const tokenHash = token === undefined ? undefined : hashToken(token);
    if (!(await limiter.hit('log', ctx.request, tokenHash))) throw new AppError('RATE_LIMITED');
    return tokenHash;
  }

  async function keep<T extends LogTable>(table: T, row: Insertable<LogDatabase[T]>, ctx: RequestContext): Promise<null> {
    const tokenHash = await limit(ctx);
    if (!(await store.record(table, row, { ip: ctx.ip, tokenHash }))) throw new AppError('RATE_LIMITED');
    return null;
  }

  function logRow(version: number, input: { url: string; action: string; deviceId: string; deviceVersion: string; content: string }, ctx: RequestContext) {
    return {
      version,
      url: input.url,
      action: input.action,
      device_id: input.deviceId,
      device_version: input.deviceVersion,
      content: input.content,
      user_id: ctx.caller?.user.id ?? null,
      created_at: now(),
    };
  }

  return {
    async logCollect(input, ctx) {
      return keep('log_entries', logRow(1, input, ctx), ctx);
    },
    async logCollectV2(input, ctx) {
      return keep('log_entries', logRow(2, input, ctx), ctx);
    },
    /** Only the spec §5 fixed map (the domain's REPORTABLE_EVENTS) passes the contract's schema, so only those are stored. */
    async eventReport(input, ctx) {
      const row = {
        event_type: input.eventType,
        event_value: input.eventValue,
        app_code: input.appCode,
        ga_id: input.gaId,
        user_id: input.userId,
        h5_id: input.h5Id,
        aaid: input.aaid,
        created_at: now(),
      };
      return keep('event_reports', row, ctx);
    },
    async temporaryPushBranch(input, ctx) {
      return keep('push_branch_events', { event: input.event, device_info: JSON.stringify(input.deviceInfo), created_at: now() }, ctx);
    },
    /**
     * spec §7 ad tracking: passed on to the ad system without holding the player's call up (the
     * sink never rejects); an event without an ad click to attribute it to is dropped.
     */
    async adTracking(input, ctx) {
      await limit(ctx);
      const payload = adTrackingPayload(input.event_type, input);
      if (payload !== null) void adTracking.send(payload);
      return null;
    },
    /** spec §7 collect-id log: the fbCollectId cookie against the device (and the player, when logged in). */
    async collectIdLog(input, ctx) {
      const row = {
        fb_collect_id: input.fbCollectId.slice(0, 512),
        fbp: input.fbp?.slice(0, 512) ?? null,
        fbc: input.fbc?.slice(0, 512) ?? null,
        device_id: headerValue(ctx.request.headers, HEADERS.deviceInfoId) ?? null,
        user_id: ctx.caller?.user.id ?? null,
        created_at: now(),
      };
      return keep('collect_id_logs', row, ctx);
    },
  };
}
