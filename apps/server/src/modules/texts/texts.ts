// The operator's texts in every locale (issue 23): the seed gives each text (missions, promotions,
// banners, VIP levels and privileges, offers) as one string or a map per locale, English the
// fallback; the operator replaces any of them at run time through /ops/texts (ops.ts). Answers are
// resolved per request locale (RequestContext.locale), so the contract's fields stay strings.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  localizedTextProblem,
  resolveLocalizedText,
  type LocaleCode,
  type LocalizedText,
} from '@perya/domain';
import type { Database } from '../../db/schema';

/**
 * A seed or ops text: a plain string (every locale's) or `{ en-PH: …, id-ID: …, … }` keyed by the
 * shipped locales, each at most `max` characters; en-PH always there and at least `min` long.
 * Parses to itself (a string or a LocalizedText), so parsing a stored value again changes nothing.
 */
export function localizedTextSchema(max: number, min = 1) {
  const one = z.string().min(min).max(max);
  const map = z.record(z.string(), z.string().max(max)).superRefine((value, ctx) => {
    const problem = min === 0 && value[DEFAULT_LOCALE] === '' ? localizedTextProblem({ ...value, [DEFAULT_LOCALE]: '-' }) : localizedTextProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
    else if ((value[DEFAULT_LOCALE] ?? '').length < min) ctx.addIssue({ code: 'custom', message: `the ${DEFAULT_LOCALE} text needs at least ${min} character(s)` });
  });
  // Not a z.union: a refused map answers its own reason (an unknown locale, no English), not "Invalid input".
  return z.unknown().transform((value, ctx): OperatorText => {
    const parsed = typeof value === 'string' ? one.safeParse(value) : map.safeParse(value);
    if (parsed.success) return parsed.data as OperatorText;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}

/** A text of the seed: one string for every locale, or one per locale. */
export type OperatorText = string | LocalizedText;

/** What one operator text is: a single text, or a list of them (a VIP level's privileges). */
export interface TextSlot {
  /** `kind:id:field`, e.g. `mission:daily_bet:title`. */
  readonly ref: string;
  readonly seed: OperatorText | readonly OperatorText[];
  /** Longest text per locale; the shortest English (0: may be empty). */
  readonly max: number;
  readonly min: number;
}

/** The config_values key of the operator's replacements (never written by the seed). */
export const OPERATOR_TEXTS_KEY = 'operator_texts';

/** The bus channel that tells the other instances to reload the replacements. */
const CHANNEL = 'operator-texts';

type Stored = Record<string, LocalizedText | readonly LocalizedText[]>;

export interface TextBus {
  publish(channel: string, value: unknown): void;
  subscribe(channel: string, handler: (value: unknown) => void): void;
}

/** What the modules answer texts with. */
export interface TextResolver {
  /** A single text as `locale` reads it: the operator's replacement, else the seed's. */
  text(ref: string, seed: OperatorText, locale: LocaleCode): string;
  /** A list of texts (privileges) as `locale` reads them. */
  list(ref: string, seed: readonly OperatorText[], locale: LocaleCode): string[];
}

/** The seed's texts alone (modules built without the operator's replacements: tests, tools). */
export const seedTexts: TextResolver = {
  text: (_ref, seed, locale) => resolveLocalizedText(seed, locale),
  list: (_ref, seed, locale) => seed.map((t) => resolveLocalizedText(t, locale)),
};

/**
 * The text kept in records (a bonus grant's or a ledger entry's title): the English one, as the
 * record outlives the locale of the call that wrote it.
 */
export function recordText(text: OperatorText): string {
  return resolveLocalizedText(text, DEFAULT_LOCALE);
}

export interface OperatorTexts extends TextResolver {
  /** The slots the operator may set (the seed's records), by ref. */
  slot(ref: string): TextSlot | undefined;
  /** Every slot with its current value (seed or replacement). */
  all(): { ref: string; value: OperatorText | readonly OperatorText[]; replaced: boolean }[];
  /** Stores a replacement (null: back to the seed's) and tells the other instances. */
  set(ref: string, value: LocalizedText | readonly LocalizedText[] | null): Promise<void>;
  /** Reloads the replacements when another instance changed them. */
  listen(bus: TextBus): void;
}

async function readStored(db: Kysely<Database>): Promise<Stored> {
  const row = await db.selectFrom('config_values').select('value').where('key', '=', OPERATOR_TEXTS_KEY).executeTakeFirst();
  return row === undefined ? {} : (JSON.parse(row.value) as Stored);
}

/**
 * Loads the operator's replacements. A stored replacement whose record left the seed is kept (it
 * comes back with the record) but not served.
 */
export async function createOperatorTexts(db: Kysely<Database>, slots: readonly TextSlot[], now: () => number): Promise<OperatorTexts> {
  const byRef = new Map(slots.map((s) => [s.ref, s]));
  let stored = await readStored(db);
  let bus: TextBus | undefined;

  const current = (ref: string) => (Object.hasOwn(stored, ref) ? stored[ref] : undefined);

  return {
    text(ref, seed, locale) {
      const replaced = current(ref);
      return resolveLocalizedText(replaced !== undefined && !Array.isArray(replaced) ? (replaced as LocalizedText) : seed, locale);
    },
    list(ref, seed, locale) {
      const replaced = current(ref);
      const texts: readonly OperatorText[] = replaced !== undefined && Array.isArray(replaced) ? (replaced as readonly LocalizedText[]) : seed;
      return texts.map((t) => resolveLocalizedText(t, locale));
    },
    slot: (ref) => byRef.get(ref),
    all: () => slots.map((s) => ({ ref: s.ref, value: current(s.ref) ?? s.seed, replaced: current(s.ref) !== undefined })),
    async set(ref, value) {
      await db.transaction().execute(async (trx) => {
        // Read inside the transaction: two operators setting different texts keep both.
        const next = await readStored(trx);
        if (value === null) delete next[ref];
        else next[ref] = value;
        const json = JSON.stringify(next);
        await trx
          .insertInto('config_values')
          .values({ key: OPERATOR_TEXTS_KEY, value: json, updated_at: now() })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now() }))
          .execute();
        stored = next;
      });
      bus?.publish(CHANNEL, ref);
    },
    listen(b) {
      bus = b;
      b.subscribe(CHANNEL, () => {
        void readStored(db).then((fresh) => {
          stored = fresh;
        });
      });
    },
  };
}
