// The last known answer of a public home query, kept on the device (issue 25 item 1): a returning
// visit draws the home's offers as they were at once, then refreshes them; with the API down the
// player sees the home as last seen rather than an error. Only public data that is the same for
// every player (the front_game banners and promos, the promotion list), never a balance or anything
// of an account. An entry is read back only by the build that stored it (a module's URL carries the
// build's content hash), so a new release never draws data in a shape its code does not know.
import type { QueryFunctionContext, QueryKey, SkipToken } from '@tanstack/react-query';
import type { KeyValueStore } from '../platform/storage';

/** The build stamp of an entry: this module's URL (assets/<chunk>-<hash>.js in a build). */
const BUILD = import.meta.url;

/** Storage key of the last known answer of `name`. */
export function lastKnownKey(name: string): string {
  return `lastKnown.${name}`;
}

interface Entry {
  readonly build: string;
  readonly data: unknown;
}

/** The stored answer of `name` when this build stored it; undefined otherwise (none, another build, unreadable). */
export function readLastKnown<T>(kv: Pick<KeyValueStore, 'get'>, name: string, build = BUILD): T | undefined {
  const raw = kv.get(lastKnownKey(name));
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<Entry> | null;
    return entry !== null && typeof entry === 'object' && entry.build === build && entry.data !== undefined ? (entry.data as T) : undefined;
  } catch {
    return undefined;
  }
}

/** What a query's function answers. */
type DataOf<O> = O extends { queryFn?: infer F } ? (Exclude<F, undefined | SkipToken> extends (...args: never[]) => infer R ? Awaited<R> : never) : never;

/**
 * `options` of a public query, remembered under `name`: every answer is stored, and a start with a
 * stored answer draws it at once (initialData) and refreshes it (it counts as stale from the start).
 */
export function rememberLastKnown<O extends { queryKey: QueryKey; queryFn?: unknown }>(
  options: O,
  kv: Pick<KeyValueStore, 'get' | 'set'>,
  name: string,
  build = BUILD,
): O & { initialData: () => DataOf<O> | undefined; initialDataUpdatedAt: number } {
  const fetchAnswer = options.queryFn;
  return {
    ...options,
    ...(typeof fetchAnswer === 'function'
      ? {
          queryFn: async (context: QueryFunctionContext) => {
            const data = (await (fetchAnswer as (c: QueryFunctionContext) => Promise<DataOf<O>>)(context)) as DataOf<O>;
            kv.set(lastKnownKey(name), JSON.stringify({ build, data } satisfies Entry));
            return data;
          },
        }
      : {}),
    initialData: () => readLastKnown<DataOf<O>>(kv, name, build),
    // Stale from the start: a remembered answer is drawn, never trusted as fresh.
    initialDataUpdatedAt: 0,
  };
}
