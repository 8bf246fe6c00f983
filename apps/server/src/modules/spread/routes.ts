// The invite programme's link and invitees (spec §7 /x2/spread/statistic/invite_link/query).
import type { Kysely } from 'kysely';
import { privateName } from '@perya/domain';
import type { Database } from '../../db/schema';
import type { Handlers } from '../../http/handlers';
import { callerOf } from '../../http/routes';
import { INTERNAL_KEYS, readConfigValue } from '../app/seed';

export function spreadHandlers(db: Kysely<Database>): Handlers {
  return {
    /**
     * Deposits and rewards come from the ledger of issue 6; until then no invitee has deposited
     * and nobody earned a reward, so those figures are truly zero.
     */
    async inviteLinkQuery(input, ctx) {
      const user = callerOf(ctx).user;
      const stored = await readConfigValue(db, INTERNAL_KEYS.invite);
      const linkBase = stored === undefined ? '' : (JSON.parse(stored) as { linkBase: string }).linkBase;
      const countRow = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('inviter_id', '=', user.id)
        .executeTakeFirstOrThrow();
      const total = Number(countRow.n);
      const invitees = await db
        .selectFrom('users')
        .select(['name', 'created_at'])
        .where('inviter_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(input.pageSize)
        .offset((input.pageNum - 1) * input.pageSize)
        .execute();
      return {
        inviteCode: user.invite_code,
        inviteLink: `${linkBase}${encodeURIComponent(user.invite_code)}`,
        invitedCount: total,
        depositedCount: 0,
        totalReward: 0,
        records: {
          list: invitees.map((i) => ({ name: privateName(i.name), registerTime: i.created_at, deposit: 0, reward: 0 })),
          total,
          pageNum: input.pageNum,
          pageSize: input.pageSize,
        },
      };
    },
  };
}
