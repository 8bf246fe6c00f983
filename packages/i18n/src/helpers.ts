// Facts the screens show next to the text (the account currency's symbol) and the text of a server
// refusal. No dialling code here: a phone's is its market's (@perya/domain marketDialCode), never
// the language's.
import type { TFunction } from 'i18next';
import { formatGmt8, MESSAGES } from '@perya/domain';
import type { CurrencyCode, MessageKey } from '@perya/domain';
import { currencySymbol as symbolFor } from '@perya/domain/money';

/**
 * The symbol of the account's currency (default PHP, ₱), or D$ for demo money (spec §1). It takes
 * the currency, not a locale: the language never picks the money.
 */
export function currencySymbol(currency?: CurrencyCode, demo = false): string {
  return symbolFor({ ...(currency === undefined ? {} : { currency }), demo });
}

/** The i18n key of a catalogue message: what the front end shows for it (spec §8). */
export function messageKey<K extends MessageKey>(key: K): `messages.${K}` {
  return `messages.${key}`;
}

/** Catalogue keys by English text, built on the first lookup (start-up has no work to do for it). */
let keyByText: Map<string, MessageKey> | undefined;

function keysByText(): Map<string, MessageKey> {
  if (keyByText === undefined) {
    keyByText = new Map();
    for (const [key, text] of Object.entries(MESSAGES) as [MessageKey, string][]) {
      // Two keys may share an English text (serverError and networkAnomaly); the first wins, and
      // the locales translate such pairs identically.
      if (!keyByText.has(text)) keyByText.set(text, key);
    }
  }
  return keyByText;
}

/**
 * The catalogue key of a server envelope message (the server sends the English text, spec §8),
 * or undefined for a text that is not in the catalogue.
 */
export function messageKeyOfText(text: string): MessageKey | undefined {
  return keysByText().get(text.trim());
}

/** When a refused action opens again (issue 15): a limit resets, an exclusion ends. */
export interface RefusalEnd {
  readonly kind: 'resets' | 'until';
  /** The instant, epoch ms. */
  readonly at: number;
}

/**
 * The end of a player-protection refusal from its details (the error envelope's `data`, contract
 * protectionRefusalSchema): a limit's reset or an exclusion's end; undefined for any other refusal.
 */
export function refusalEnd(data: unknown): RefusalEnd | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { reason, resetsAt } = data as { reason?: unknown; resetsAt?: unknown };
  if (typeof resetsAt !== 'number' || !Number.isSafeInteger(resetsAt) || resetsAt <= 0) return undefined;
  if (reason === 'limit') return { kind: 'resets', at: resetsAt };
  if (reason === 'excluded') return { kind: 'until', at: resetsAt };
  return undefined;
}

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text of a refusal in the player's language: its catalogue message and, for a limit or an
 * exclusion (issue 15), when it opens again in GMT+8 ("Resets at …", "Until …"). Every place that
 * shows a deposit or bet refusal (toasts, forms, game views) goes through this one function.
 */
export function refusalText(t: TFunction, locale: string, key: MessageKey, data?: unknown): string {
  const tr = t as unknown as LooseT;
  const text = tr(`messages.${key}`);
  const end = refusalEnd(data);
  if (end === undefined) return text;
  const time = formatGmt8(end.at, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `${text} ${tr(end.kind === 'resets' ? 'common.resetsAt' : 'common.until', { time })}`;
}
