// /x2/migration-bonus/check: what moving a child-app account to this main app would pay (spec §3, §7).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Handlers } from '../../http/handlers';
import { INTERNAL_KEYS, readConfigValue } from '../app/seed';

export function migrationHandlers(db: Kysely<Database>): Handlers {
  return {
    async migrationBonusCheck(input) {
      const child = await db
        .selectFrom('child_accounts')
        .select(['amount', 'migrated_at'])
        .where('app_code', '=', input.appCode)
        .where('user_code', '=', input.userCode)
        .executeTakeFirst();
      const stored = await readConfigValue(db, INTERNAL_KEYS.migrationAward);
      const award = stored === undefined ? { migrateAward: '', migrateAwardAmount: 0 } : (JSON.parse(stored) as { migrateAward: string; migrateAwardAmount: number });
      const canMigrate = child !== undefined && child.migrated_at === null;
      return {
        canMigrate,
        migrateAmount: canMigrate ? child.amount : 0,
        migrateAward: canMigrate ? award.migrateAward : '',
        migrateAwardAmount: canMigrate ? award.migrateAwardAmount : 0,
      };
    },
  };
}
