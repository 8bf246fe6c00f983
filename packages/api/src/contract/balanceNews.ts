// Balance news (issue 23 §1: one source of truth for the balance, pushed): Server-Sent Events of
// the logged-in player's wallets, `GET {apiBase}/x2/user/balance/stream` with the token header (the
// client reads it with fetch, so the token never goes into a URL). One `balance` event at once on
// connect, then one after every committed ledger movement of the player's wallets: their own
// actions and what settles without them (a jump auto cash-out, a sabong result, a lotto draw, a
// trade's expiry, a provider's win, a bonus converting or expiring). Its data is the wallet fields
// of `userInfo`, read after the commit. Not an envelope endpoint, so not in `contract`; no zod
// here, so the app's first load can carry it.

export const BALANCE_STREAM_PATH = '/x2/user/balance/stream';
export const BALANCE_STREAM_EVENT = 'balance';

/** The wallet fields of `userInfo` (minor units; points counted). */
export interface BalanceNews {
  readonly balance: number;
  readonly bonus: number;
  readonly points: number;
  /** Total ever deposited (userInfo `deposit`; `isNopayUser` is deposit 0). */
  readonly deposit: number;
}

const FIELDS = ['balance', 'bonus', 'points', 'deposit'] as const;

/** The event's data when it is balance news (four non-negative whole numbers), else null. */
export function parseBalanceNews(data: unknown): BalanceNews | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const field of FIELDS) {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return null;
  }
  return { balance: record.balance as number, bonus: record.bonus as number, points: record.points as number, deposit: record.deposit as number };
}
