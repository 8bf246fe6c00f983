// Routes that record what the front end reports: logs, behaviour events, attribution pushes.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handlers } from '../../http/handlers';

export function telemetryHandlers(db: Kysely<Database>, now: () => number): Handlers {
  async function storeLog(
    version: number,
    input: { url: string; action: string; deviceId: string; deviceVersion: string; content: string },
    userId: number | undefined,
  ): Promise<null> {
    await db
      .insertInto('log_entries')
      .values({
        version,
        url: input.url,
        action: input.action,
        device_id: input.deviceId,
        device_version: input.deviceVersion,
        content: input.content,
        user_id: userId ?? null,
        created_at: now(),
      })
      .execute();
    return null;
  }

  return {
    async logCollect(input, ctx) {
      return storeLog(1, input, ctx.caller?.user.id);
    },
    async logCollectV2(input, ctx) {
      return storeLog(2, input, ctx.caller?.user.id);
    },
    /** Only the spec §5 fixed map (the domain's REPORTABLE_EVENTS) passes the contract's schema, so only those are stored. */
    async eventReport(input) {
      await db
        .insertInto('event_reports')
        .values({
          event_type: input.eventType,
          event_value: input.eventValue,
          app_code: input.appCode,
          ga_id: input.gaId,
          user_id: input.userId,
          h5_id: input.h5Id,
          aaid: input.aaid,
          created_at: now(),
        })
        .execute();
      return null;
    },
    async temporaryPushBranch(input) {
      await db
        .insertInto('push_branch_events')
        .values({ event: input.event, device_info: JSON.stringify(input.deviceInfo), created_at: now() })
        .execute();
      return null;
    },
  };
}
