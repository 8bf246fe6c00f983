// Lotto (spec §1 lottery, §2 /lotto, /lottoResults, /lottoHistory, /lottoPanel, §4 special draws):
// the spec shows no lotto endpoint, so every path and shape here is our design. The games and
// their rules are @perya/domain lotto.ts. A draw is created with the SHA-256 of its secret server
// seed (seedHash) before its sales open; once drawn its seed is revealed, and its numbers are
// lottoNumbersFromDigest(HMAC_SHA256(serverSeed, drawId)), which the results page recomputes.
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { epochMs, minorUnits, positiveMinorUnits } from './common';
import { ogRequestId } from './inhouse';

// The names of @perya/domain LOTTO_GAMES and LOTTO_BET_TYPES (contract.test checks they agree).
// Written out rather than imported so the domain's lotto rules load with the lotto pages, not with
// the contract every page fetches at start-up.
export const LOTTO_GAMES_CONTRACT = ['swertres', 'lotto642'] as const;
export const LOTTO_BET_TYPES_CONTRACT = ['straight', 'rambolito', 'standard'] as const;
export const lottoGame = z.enum(LOTTO_GAMES_CONTRACT);
export const lottoBetType = z.enum(LOTTO_BET_TYPES_CONTRACT);
/** scheduled/open → closed (sales stopped) → drawn (numbers and seed public) → paid. */
export const LOTTO_DRAW_STATUSES = ['open', 'closed', 'drawn', 'paid'] as const;

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const drawId = z.string().check(z.minLength(1), z.maxLength(64));
const numbers = z.array(z.int().check(z.nonnegative()));

export const lottoDrawSchema = z.object({
  drawId,
  game: lottoGame,
  drawAt: epochMs,
  /** Sales stop at this instant. */
  closesAt: epochMs,
  status: z.enum(LOTTO_DRAW_STATUSES),
  /** SHA-256 of the server seed, published when the draw was created (before sales opened). */
  seedHash: hex64,
  /** The server seed: null until the draw is drawn. */
  serverSeed: z.nullable(hex64),
  /** The drawn numbers in draw order: null until drawn. */
  numbers: z.nullable(numbers),
});
export type LottoDrawData = z.output<typeof lottoDrawSchema>;

export const lottoTicketSchema = z.object({
  ticketId: z.string().check(z.minLength(1)),
  drawId,
  game: lottoGame,
  betType: lottoBetType,
  pick: numbers,
  stake: minorUnits,
  /** null while the draw is pending; 0 for a losing ticket. */
  payout: z.nullable(minorUnits),
  createdAt: epochMs,
  drawAt: epochMs,
  /** The draw's numbers once drawn. */
  numbers: z.nullable(numbers),
});
export type LottoTicketData = z.output<typeof lottoTicketSchema>;

export const lottoState = defineEndpoint({
  name: 'lottoState',
  method: 'GET',
  path: '/x2/lotto/state',
  request: () => z.object({}),
  response: () =>
    z.object({
      serverTime: epochMs,
      games: z.array(
        z.object({
          game: lottoGame,
          /** The next draw on sale (null when none is scheduled). */
          next: z.nullable(lottoDrawSchema),
          /** The latest drawn draw. */
          last: z.nullable(lottoDrawSchema),
        }),
      ),
    }),
  auth: 'optional',
  summary: 'Per lotto game the next draw on sale (its seed hash) and the latest result (our design).',
});

export const lottoResults = defineEndpoint({
  name: 'lottoResults',
  method: 'GET',
  path: '/x2/lotto/results',
  request: () =>
    z.object({
      game: z.optional(lottoGame),
      /** One draw (the verify view), drawn or not. */
      drawId: z.optional(drawId),
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
    }),
  response: () => z.object({ list: z.array(lottoDrawSchema) }),
  auth: 'optional',
  summary: 'Drawn lotto draws, newest first, with their revealed seeds (our design).',
});

export const lottoBuy = defineEndpoint({
  name: 'lottoBuy',
  method: 'POST',
  path: '/x2/lotto/buy',
  request: () =>
    z.object({
      requestId: ogRequestId,
      drawId,
      betType: lottoBetType,
      pick: z.array(z.int()).check(z.minLength(1), z.maxLength(6)),
      stake: positiveMinorUnits,
    }),
  response: () => z.object({ ticket: lottoTicketSchema, balance: minorUnits }),
  options: { movesMoney: true },
  summary: 'Buys one lotto ticket for a draw on sale, from the main wallet; idempotent by requestId (our design).',
});

export const lottoTickets = defineEndpoint({
  name: 'lottoTickets',
  method: 'GET',
  path: '/x2/lotto/tickets',
  request: () =>
    z.object({
      /** pending: draws not yet paid (the panel); settled: paid (the history). */
      status: z.optional(z.enum(['pending', 'settled'])),
      limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
    }),
  response: () => z.object({ list: z.array(lottoTicketSchema) }),
  summary: "The player's lotto tickets, newest first (our design).",
});
