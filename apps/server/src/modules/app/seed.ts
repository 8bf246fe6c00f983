// Operator-editable configuration: read from seed/config.yaml (or .json) and written into
// config_values on every start, so editing the file and restarting changes what players get.
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { PROMO_KINDS, PUBLIC_CONFIG_VALUES, appBoot, migrationBonusCheck } from '@perya/api/contract';
import type { Database } from '../../db/schema';
import { WALLET_CONFIG_KEY, walletConfigSchema } from '../wallet/config';
import { ENGAGEMENT_CONFIG_KEY, engagementConfigSchema } from '../engagement/config';
import { BONUS_CONFIG_KEY, bonusConfigSchema } from '../bonus/config';
import { GUARANTEED_CONFIG_KEY, PROMOTIONS_CONFIG_KEY, guaranteedConfigSchema, promotionsConfigSchema } from '../activity/config';
import { inviteConfigSchema } from '../spread/config';
import { LOTTO_CONFIG_KEY, lottoConfigSchema } from '../lotto/config';
import { PROTECTION_CONFIG_KEY, protectionConfigSchema } from '../protection/config';
import { localizedTextSchema } from '../texts/texts';

/** One app's boot answer: the response schema of GET /x2/app/boot/v2/{appId}. */
const bootInfo = appBoot.response;

/** Keys of config_values that are not public config (served only through their own endpoints). */
export const INTERNAL_KEYS = { appBoot: 'app_boot', invite: 'invite', migrationAward: 'migration_award', migration: 'migration' } as const;

// The contract's own field schemas (by shape, so this works whether the contract is zod or zod/mini).
const migrationAward = z.object({
  migrateAward: migrationBonusCheck.response.shape.migrateAward,
  migrateAwardAmount: migrationBonusCheck.response.shape.migrateAwardAmount,
});

/**
 * One account of a child app's export (spec §3 migration info): seed `childAccounts`, and the body
 * of POST /ops/migration/child-accounts (src/modules/migration/ops.ts).
 */
export const childAccountSchema = z.object({
  appCode: z.string().min(1).max(64),
  userCode: z.string().min(1).max(64),
  amount: z.number().int().nonnegative(),
  phone: z.string().regex(/^\d{9,11}$/, 'phone: 9 to 11 digits').optional(),
  name: z.string().min(1).max(64).optional(),
  lastLoginTime: z.number().int().nonnegative().optional(),
  deviceInfoId: z.string().min(1).max(64).optional(),
});
export type ChildAccountExport = z.infer<typeof childAccountSchema>;

const frontGameBanner = z.object({
  id: z.string(),
  image: z.string(),
  link: z.string(),
  title: localizedTextSchema(64).optional(),
  /** The promotion kind whose amount (promoList) the card shows; absent: headline and call only. */
  offer: z.enum(PROMO_KINDS).optional(),
});

/**
 * The home page's front_game as the seed gives it: the contract's shape, with each title one text
 * or one per locale (served per request locale, src/modules/app/routes.ts).
 */
export const frontGameSeedSchema = z.object({
  parts: z.array(z.object({ key: z.string(), title: localizedTextSchema(64), games: z.array(z.string()) })),
  banners: z.array(frontGameBanner),
  promos: z.array(frontGameBanner),
});
export type FrontGameSeed = z.output<typeof frontGameSeedSchema>;

export const seedSchema = z.object({
  publicConfig: z.object({ ...PUBLIC_CONFIG_VALUES, front_game: frontGameSeedSchema }),
  /** Boot info per app id; `default` answers app ids not listed. */
  appBoot: z.record(z.string().min(1), bootInfo).refine((m) => 'default' in m, 'appBoot needs a "default" entry'),
  /** The invite link and the operator's reward rule (src/modules/spread/config.ts). */
  invite: inviteConfigSchema,
  /** What migrating an account from a child app pays (spec §3 migrateAward, migrateAwardAmount). */
  migrationAward,
  /**
   * Where child apps send players (spec §4 "jump-to-main, migrate-over or play-in-main tip"): the
   * main app's URL. Empty: child apps show no tip.
   */
  migration: z.object({ mainAppUrl: z.union([z.literal(''), z.url()]) }).default({ mainAppUrl: '' }),
  /**
   * Child-app accounts that may migrate here (spec §3), the child app's export; upserted by app
   * code and user code. The phone lets its owner prove the account with an SMS code; without one
   * the account cannot migrate. deviceInfoId is the device the child app last saw it on.
   */
  childAccounts: z.array(childAccountSchema).default([]),
  /** Cash-in and cash-out configuration (src/modules/wallet/config.ts). */
  wallet: walletConfigSchema,
  /** VIP levels, missions, sign-in rewards, spin prizes, weekly lucky prize (src/modules/engagement/config.ts). */
  engagement: engagementConfigSchema,
  /** Bonus turnover, expiry and the first-deposit bonus (src/modules/bonus/config.ts). */
  bonus: bonusConfigSchema.default(bonusConfigSchema.parse({})),
  /** Guaranteed-payout activities (src/modules/activity/config.ts). */
  guaranteed: guaranteedConfigSchema.default({ activities: [] }),
  /** What the promo page lists (src/modules/activity/config.ts). */
  promotions: promotionsConfigSchema.default(promotionsConfigSchema.parse({})),
  /** The lotto games' schedule (src/modules/lotto/config.ts). */
  lotto: lottoConfigSchema.default(lottoConfigSchema.parse({})),
  /** The market whose law applies, per brand, and the operator's licence exceptions (src/modules/protection/config.ts). */
  protection: protectionConfigSchema.default(protectionConfigSchema.parse({})),
});
export type Seed = z.output<typeof seedSchema>;

/** The path of the first key whose value is empty (null), or undefined when every key has one. */
export function emptyValuePath(value: unknown, at = ''): string | undefined {
  if (value === null) return at === '' ? '(the file)' : at;
  if (typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = emptyValuePath(child, at === '' ? key : `${at}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Parses the seed file; the error names the file and the first bad field. */
export function loadSeedFile(file: string): Seed {
  let raw: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new Error(`Cannot read the seed file ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const empty = emptyValuePath(raw);
  if (empty !== undefined) {
    // In a YAML `{ … }` mapping an unquoted ", " ends the value: `title: Bet ₱10,000 in total` is the
    // title "Bet ₱10" and a key "000 in total" with no value. The schemas would drop that key
    // silently and the players would read the cut text, so a value-less key stops start-up.
    throw new Error(`Invalid seed file ${file}: ${empty} has no value (quote text that contains ", " inside { }).`);
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
    [INTERNAL_KEYS.migration, seed.migration],
    [WALLET_CONFIG_KEY, seed.wallet],
    [ENGAGEMENT_CONFIG_KEY, seed.engagement],
    [BONUS_CONFIG_KEY, seed.bonus],
    [GUARANTEED_CONFIG_KEY, seed.guaranteed],
    [PROMOTIONS_CONFIG_KEY, seed.promotions],
    [LOTTO_CONFIG_KEY, seed.lotto],
    [PROTECTION_CONFIG_KEY, seed.protection],
  ];
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of entries) {
      await trx
        .insertInto('config_values')
        .values({ key, value: JSON.stringify(value), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
        .execute();
    }
    await importChildAccounts(trx, seed.childAccounts);
  });
}

/**
 * Upserts a child app's exported accounts by app code and user code. An account that migrated
 * already keeps what it moved with: a re-import never changes it (nor moves it twice).
 */
export async function importChildAccounts(db: Kysely<Database>, accounts: readonly ChildAccountExport[]): Promise<void> {
  for (const child of accounts) {
    const exported = {
      amount: child.amount,
      phone: child.phone ?? null,
      name: child.name ?? null,
      last_login_at: child.lastLoginTime ?? null,
      device_info_id: child.deviceInfoId ?? null,
    };
    await db
      .insertInto('child_accounts')
      .values({ app_code: child.appCode, user_code: child.userCode, migrated_at: null, ...exported })
      .onConflict((oc) => oc.columns(['app_code', 'user_code']).doUpdateSet(exported).where('child_accounts.migrated_at', 'is', null))
      .execute();
  }
}

export async function readConfigValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
