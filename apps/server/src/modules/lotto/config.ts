// The lotto games' schedule (seed file `lotto:`). Swertres is drawn at the spec's special draw
// times (§4, §9: 13:45, 16:45, 20:45 GMT+8), which are not the operator's to move; Lotto 6/42 on
// the operator's days and times. Either game can be switched off.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { parseTimeOfDay } from '@perya/domain';
import type { Database } from '../../db/schema';

const timeOfDay = z.string().refine((t) => parseTimeOfDay(t) !== undefined, 'a time of day HH:mm');

export const lottoConfigSchema = z.object({
  swertres: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  lotto642: z
    .object({
      enabled: z.boolean().default(true),
      /** Draw times of day, GMT+8. */
      times: z.array(timeOfDay).min(1).max(24),
      /** ISO weekdays the draws are held (1 Monday … 7 Sunday); empty: every day. */
      weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    })
    .default({ enabled: true, times: ['21:00'], weekdays: [2, 4, 7] }),
});

export type LottoConfig = z.output<typeof lottoConfigSchema>;

/** Key of config_values the seed writes the lotto section under. */
export const LOTTO_CONFIG_KEY = 'lotto';

export const DEFAULT_LOTTO_CONFIG: LottoConfig = lottoConfigSchema.parse({});

export async function readLottoConfig(db: Kysely<Database>): Promise<LottoConfig> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', LOTTO_CONFIG_KEY).executeTakeFirst();
  return row === undefined ? DEFAULT_LOTTO_CONFIG : lottoConfigSchema.parse(JSON.parse(row.value));
}
