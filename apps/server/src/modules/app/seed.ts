// Operator-editable configuration: read from seed/config.yaml (or .json) and written into
// config_values on every start, so editing the file and restarting changes what players get.
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { PUBLIC_CONFIG_VALUES, appBoot, migrationBonusCheck } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { WALLET_CONFIG_KEY, walletConfigSchema } from '../wallet/config';

/** One app's boot answer: the response schema of GET /x2/app/boot/v2/{appId}. */
const bootInfo = appBoot.response;

/** Keys of config_values that are not public config (served only through their own endpoints). */
export const INTERNAL_KEYS = { appBoot: 'app_boot', invite: 'invite', migrationAward: 'migration_award' } as const;

// The contract's own field schemas (by shape, so this works whether the contract is zod or zod/mini).
const migrationAward = z.object({
  migrateAward: migrationBonusCheck.response.shape.migrateAward,
  migrateAwardAmount: migrationBonusCheck.response.shape.migrateAwardAmount,
});

export const seedSchema = z.object({
  publicConfig: z.object(PUBLIC_CONFIG_VALUES),
  /** Boot info per app id; `default` answers app ids not listed. */
  appBoot: z.record(z.string().min(1), bootInfo).refine((m) => 'default' in m, 'appBoot needs a "default" entry'),
  invite: z.object({
    /** The invite code is appended to this to make the shareable link. */
    linkBase: z.string().min(1),
  }),
  /** What migrating an account from a child app pays (spec §3 migrateAward, migrateAwardAmount). */
  migrationAward,
  /** Child-app balances that may migrate here (spec §3); upserted by app code and user code. */
  childAccounts: z
    .array(z.object({ appCode: z.string().min(1).max(64), userCode: z.string().min(1).max(64), amount: z.number().int().nonnegative() }))
    .default([]),
  /** Cash-in and cash-out configuration (src/modules/wallet/config.ts). */
  wallet: walletConfigSchema,
});
export type Seed = z.output<typeof seedSchema>;

/** Parses the seed file; the error names the file and the first bad field. */
export function loadSeedFile(file: string): Seed {
  let raw: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new Error(`Cannot read the seed file ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const parsed = seedSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first === undefined ? '' : `${first.path.join('.')}: `;
    throw new Error(`Invalid seed file ${file}: ${where}${first?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** Writes every seed value (upsert), in one transaction. */
export async function applySeed(db: Kysely<Database>, seed: Seed, now: number): Promise<void> {
  const entries: [string, unknown][] = [
    ...Object.entries(seed.publicConfig),
    [INTERNAL_KEYS.appBoot, seed.appBoot],
    [INTERNAL_KEYS.invite, seed.invite],
    [INTERNAL_KEYS.migrationAward, seed.migrationAward],
    [WALLET_CONFIG_KEY, seed.wallet],
  ];
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of entries) {
      await trx
        .insertInto('config_values')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
        .execute();
    }
    for (const child of seed.childAccounts) {
      await trx
        .insertInto('child_accounts')
        .values({ app_code: child.appCode, user_code: child.userCode, amount: child.amount, migrated_at: null })
        .onConflict((oc) => oc.columns(['app_code', 'user_code']).doUpdateSet({ amount: child.amount }))
        .execute();
    }
  });
}

export async function readConfigValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
