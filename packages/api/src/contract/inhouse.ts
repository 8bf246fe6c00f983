// In-house games (og: /games/og?id=…, spec §2, §9; ../shared/games.md): the real-mode calls the
// game views make and apps/server answers. The spec shows no in-house endpoints, so every path and
// shape here is our design. Shapes mirror the pure engines of @perya/games/engines (which the
// server settles with and the browser's fairness page recomputes with); the contract cannot import
// them (dependency direction), so a test in packages/games checks the two agree.
//
// Two kinds of game:
// - per-player ("instant") games: dice, ring, colour game (solo round), scratch. Each bet takes the
//   next nonce of the player's seed pair for that game; the outcome is HMAC(serverSeed,
//   clientSeed:nonce:round). The server seed hash is shown before play, the seed revealed on
//   rotation (ogRotateSeeds), after which every round on it recomputes in the browser.
// - shared rounds: jump (crash on a published hash chain) and sabong (pari-mutuel fights). Their
//   live state is pushed on OG_STREAM_PATH (Server-Sent Events) and polled from ogJumpState /
//   ogSabongState when the stream is unavailable.
//
// Every bet carries a client `requestId` (the idempotency key): the server settles a requestId at
// most once and answers a repeat with the first result, so a client retrying after a dropped
// connection never loses or doubles a bet.
import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { epochMs, minorUnits, positiveMinorUnits } from './common';

/** The in-house games by key (spec §9 ids: see OG_GAME_IDS). */
export const OG_GAMES = ['sabong', 'scratch', 'colorgame', 'jump', 'ring', 'dice'] as const;
export const ogGame = z.enum(OG_GAMES);
export type OgGame = z.output<typeof ogGame>;

/** Per-player seeded games: the ones a seed pair and nonce belong to. */
export const OG_SEEDED_GAMES = ['scratch', 'colorgame', 'ring', 'dice'] as const;
export const ogSeededGame = z.enum(OG_SEEDED_GAMES);
export type OgSeededGame = z.output<typeof ogSeededGame>;

/**
 * The idempotency key of a bet or cash-out: chosen by the client once per action and sent again,
 * unchanged, on every retry of that action.
 */
export const ogRequestId = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** Client seed: 1–64 printable characters (engines' assertClientSeed). */
export const clientSeed = z.string().check(
  z.minLength(1),
  z.maxLength(64),
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  z.regex(/^[^\u0000-\u001f\u007f]+$/),
);

/** What the player sees of the active pair before rotation. */
export const publicSeedPairSchema = z.object({
  serverSeedHash: hex64,
  clientSeed,
  /** The nonce the next bet will use. */
  nonce: z.int().check(z.nonnegative()),
  /**
   * SHA-256 of the server seed the NEXT pair will use, committed before the player chooses that
   * pair's client seed (ogRotateSeeds); the seed itself is revealed when that pair is rotated.
   */
  nextServerSeedHash: hex64,
});
export type PublicSeedPairData = z.output<typeof publicSeedPairSchema>;

// ---- bets of the seeded games (mirrors DiceBet, RingBets, ColourPlay[], scratch stake) ----

export const DICE_DIRECTIONS_CONTRACT = ['over', 'under'] as const;
export const RING_COLOURS_CONTRACT = ['grey', 'blue', 'orange', 'green'] as const;
export const GAME_COLOURS_CONTRACT = ['white', 'green', 'pink', 'blue', 'red', 'yellow'] as const;

const gameColour = z.enum(GAME_COLOURS_CONTRACT);
const ringColour = z.enum(RING_COLOURS_CONTRACT);

export const colourChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), colour: gameColour }),
  z.object({ kind: z.literal('pair'), colours: z.tuple([gameColour, gameColour]) }),
]);

export const ogBetSchema = z.discriminatedUnion('game', [
  z.object({
    game: z.literal('dice'),
    stake: positiveMinorUnits,
    /** Win chance in hundredths of a percent (5000 = 50 %). */
    chanceX100: z.int().check(z.positive()),
    direction: z.enum(DICE_DIRECTIONS_CONTRACT),
  }),
  z.object({
    game: z.literal('ring'),
    /** Stake per colour; at least one colour. */
    bets: z.partialRecord(ringColour, positiveMinorUnits).check(z.refine((b) => Object.keys(b).length > 0)),
  }),
  z.object({
    game: z.literal('colorgame'),
    /** 6 single-colour and 15 two-colour bets at most. */
    bets: z.array(z.object({ choice: colourChoiceSchema, stake: positiveMinorUnits })).check(z.minLength(1), z.maxLength(21)),
  }),
  z.object({ game: z.literal('scratch'), stake: positiveMinorUnits }),
]);
export type OgBet = z.output<typeof ogBetSchema>;

/** What a round of a seeded game came out as (mirrors the engines' outcomes). */
export const ogOutcomeSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), rollX100: z.int().check(z.gte(0), z.lte(9999)), win: z.boolean() }),
  z.object({ game: z.literal('ring'), colour: ringColour, field: z.int().check(z.nonnegative()) }),
  z.object({
    game: z.literal('colorgame'),
    dice: z.tuple([gameColour, gameColour, gameColour]),
    /** Payout of each bet, in order. */
    payouts: z.array(minorUnits),
  }),
  z.object({
    game: z.literal('scratch'),
    /** Symbol ids row by row; fixed at purchase, scratching only reveals them. */
    cells: z.array(z.string().check(z.minLength(1))).check(z.length(9)),
    winningSymbol: z.nullable(z.string()),
    multiplierX100: z.int().check(z.nonnegative()),
  }),
]);
export type OgOutcome = z.output<typeof ogOutcomeSchema>;

/** One settled round of a seeded game, as the player's history and the fairness page show it. */
export const ogRoundSchema = z.object({
  roundId: z.string().check(z.minLength(1)),
  requestId: ogRequestId,
  game: ogSeededGame,
  bet: ogBetSchema,
  outcome: ogOutcomeSchema,
  totalStake: minorUnits,
  /** Credited, stake included; 0 on a loss. */
  payout: minorUnits,
  serverSeedHash: hex64,
  clientSeed,
  nonce: z.int().check(z.nonnegative()),
  /** Revealed once the pair was rotated; null while the pair is active. */
  serverSeed: z.nullable(z.string().check(z.minLength(1))),
  createdAt: epochMs,
});
export type OgRound = z.output<typeof ogRoundSchema>;

export const ogConfig = defineEndpoint({
  name: 'ogConfig',
  method: 'GET',
  path: '/x2/og/config',
  request: () => z.object({}),
  response: () => z.object({
    games: z.array(
      z.object({
        game: ogGame,
        /** Off per brand or jurisdiction (games.md "Sabong"): the lobby hides it, bets are refused. */
        enabled: z.boolean(),
        minStake: positiveMinorUnits,
        maxStake: positiveMinorUnits,
      }),
    ),
  }),
  options: { noToast: true, turnLogin: false },
  auth: 'optional',
  summary: 'In-house games on or off for this brand, with stake limits (our design; games.md).',
});

export const ogSeeds = defineEndpoint({
  name: 'ogSeeds',
  method: 'GET',
  path: '/x2/og/seeds',
  request: () => z.object({ game: ogSeededGame }),
  response: () => publicSeedPairSchema,
  summary: "The player's active seed pair of a game: server seed hash, client seed, next nonce, and the hash of the next pair's server seed (our design; issue 11).",
});

export const ogRotateSeeds = defineEndpoint({
  name: 'ogRotateSeeds',
  method: 'POST',
  path: '/x2/og/seeds/rotate',
  request: () => z.object({ game: ogSeededGame, clientSeed: z.optional(clientSeed) }),
  response: () => z.object({
    /** The pair just retired, its server seed revealed; `nonce` is how many bets used it. */
    revealed: z.object({ serverSeed: z.string().check(z.minLength(1)), serverSeedHash: hex64, clientSeed, nonce: z.int().check(z.nonnegative()) }),
    next: publicSeedPairSchema,
  }),
  summary: 'Reveals the active server seed and starts the next pair on the server seed committed by nextServerSeedHash (new client seed optional), committing a new next seed (our design; issue 11).',
});

export const ogPlay = defineEndpoint({
  name: 'ogPlay',
  method: 'POST',
  path: '/x2/og/play',
  request: () => z.object({ requestId: ogRequestId, bet: ogBetSchema }),
  response: () => z.object({ round: ogRoundSchema, balance: minorUnits }),
  options: { noToast: true, movesMoney: true },
  summary:
    'Plays one round of a seeded game on the next nonce; idempotent by requestId. Errors: INSUFFICIENT_BALANCE, VALIDATION, FEATURE_DISABLED (our design).',
});

export const ogRounds = defineEndpoint({
  name: 'ogRounds',
  method: 'GET',
  path: '/x2/og/rounds',
  request: () => z.object({ game: ogSeededGame, limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))) }),
  response: () => z.object({ list: z.array(ogRoundSchema) }),
  summary: "The player's latest rounds of a game, newest first, seeds revealed where rotated (our design).",
});

export const ogRound = defineEndpoint({
  name: 'ogRound',
  method: 'POST',
  path: '/x2/og/round',
  request: () => z.object({ roundId: z.optional(z.string().check(z.minLength(1))), requestId: z.optional(ogRequestId) }),
  response: () => ogRoundSchema,
  options: { noToast: true },
  summary:
    'One round of the player, by roundId or by the requestId it was placed with (how a client finds out whether a bet sent before a dropped connection was taken) (our design).',
});

// ---- jump (shared rounds on a hash chain) ----

export const JUMP_PHASES_CONTRACT = ['betting', 'running', 'crashed'] as const;

export const jumpStateSchema = z.object({
  roundId: z.string().check(z.minLength(1)),
  /** 1-based position in the published chain (games.md "Jump"). */
  gameNumber: z.int().check(z.positive()),
  phase: z.enum(JUMP_PHASES_CONTRACT),
  /** The server's clock when this state was made: views run the curve on server time. */
  serverTime: epochMs,
  bettingEndsAt: epochMs,
  startedAt: z.nullable(epochMs),
  /** Current multiplier in hundredths (the crash point once crashed). */
  multiplierX100: z.int().check(z.gte(100)),
  /** Only once crashed. */
  crashPointX100: z.nullable(z.int().check(z.gte(100))),
  gameHash: z.nullable(hex64),
  /** Growth rate r of e^(r·ms) the server runs. */
  growthPerMs: z.number().check(z.positive()),
  /** Published before game 1 of the chain. */
  terminatingHash: hex64,
  salt: z.string().check(z.minLength(1)),
  bets: z.array(
    z.object({
      betId: z.string().check(z.minLength(1)),
      /** The player's own bets carry `mine: true`; others' ids are not sent. */
      mine: z.boolean(),
      stake: minorUnits,
      autoCashOutX100: z.nullable(z.int()),
      cashOutX100: z.nullable(z.int()),
      payout: minorUnits,
    }),
  ),
  /** The latest crashed rounds, newest first. */
  history: z.array(
    z.object({ roundId: z.string(), gameNumber: z.int().check(z.positive()), crashPointX100: z.int().check(z.gte(100)), gameHash: hex64 }),
  ),
});
export type JumpStateData = z.output<typeof jumpStateSchema>;

export const ogJumpState = defineEndpoint({
  name: 'ogJumpState',
  method: 'GET',
  path: '/x2/og/jump/state',
  request: () => z.object({}),
  response: () => jumpStateSchema,
  options: { noToast: true },
  auth: 'optional',
  summary: 'The current jump round (polling fallback of the live stream) (our design).',
});

export const ogJumpBet = defineEndpoint({
  name: 'ogJumpBet',
  method: 'POST',
  path: '/x2/og/jump/bet',
  request: () => z.object({
    requestId: ogRequestId,
    roundId: z.string().check(z.minLength(1)),
    stake: positiveMinorUnits,
    /** Auto cash-out in hundredths (≥ 101), or null to cash out by hand. */
    autoCashOutX100: z.nullable(z.int().check(z.gte(101))),
  }),
  response: () => z.object({ betId: z.string().check(z.minLength(1)), roundId: z.string().check(z.minLength(1)), balance: minorUnits }),
  options: { noToast: true, movesMoney: true },
  summary: 'A bet in the betting window of a jump round, by server time; idempotent by requestId (our design).',
});

export const ogJumpCashOut = defineEndpoint({
  name: 'ogJumpCashOut',
  method: 'POST',
  path: '/x2/og/jump/cashout',
  request: () => z.object({ requestId: ogRequestId, roundId: z.string().check(z.minLength(1)), betId: z.string().check(z.minLength(1)) }),
  response: () => z.object({
    cashedOut: z.boolean(),
    /** Why not: the crash came first by server time, or the bet had already left (auto cash-out). */
    reason: z.nullable(z.enum(['crashed', 'alreadyOut'])),
    cashOutX100: z.nullable(z.int()),
    payout: minorUnits,
    balance: minorUnits,
  }),
  options: { noToast: true, movesMoney: true },
  summary: 'Cash out a running jump bet at the server-time multiplier; idempotent by requestId (our design).',
});

// ---- sabong (pari-mutuel fights) ----

export const FIGHT_STATUSES_CONTRACT = ['OPEN', 'LAST_CALL', 'CLOSED', 'RESULT', 'CANCELLED'] as const;
export const SABONG_SIDES_CONTRACT = ['meron', 'wala', 'draw'] as const;

export const sabongStateSchema = z.object({
  /** False when switched off for this brand or jurisdiction. */
  enabled: z.boolean(),
  serverTime: epochMs,
  /** The live video (configurable per brand), or null without one. */
  streamUrl: z.nullable(z.string()),
  fight: z.nullable(z
    .object({
      fightId: z.string().check(z.minLength(1)),
      /** Running number shown to players ("Fight #128"). */
      fightNumber: z.int().check(z.positive()),
      status: z.enum(FIGHT_STATUSES_CONTRACT),
      pools: z.object({ meron: minorUnits, wala: minorUnits, draw: minorUnits }),
      /** Payout per peso, stake included, from the pools now; null with an empty side. */
      odds: z.object({ meron: z.nullable(z.number()), wala: z.nullable(z.number()), draw: z.number() }),
      result: z.nullable(z.enum(SABONG_SIDES_CONTRACT)),
      /**
       * Why a CANCELLED fight was called off (every bet refunded): lowOdds (a side would pay 107 %
       * or less), notDeclared (no result in time), operator (stopped by the arena).
       */
      cancelReason: z.nullable(z.enum(['lowOdds', 'notDeclared', 'operator'])),
      /**
       * When the fight moves on next by the arena's schedule (betting closes, the result, the next
       * fight), for a countdown; null or absent when the operator moves it by hand.
       */
      nextAt: z.optional(z.nullable(epochMs)),
      myBets: z.array(
        z.object({ betId: z.string(), side: z.enum(SABONG_SIDES_CONTRACT), stake: minorUnits, payout: z.nullable(minorUnits) }),
      ),
    })),
  /** The latest results, newest first. */
  history: z.array(z.object({ fightNumber: z.int().check(z.positive()), result: z.nullable(z.enum(SABONG_SIDES_CONTRACT)), cancelled: z.boolean() })),
});
export type SabongStateData = z.output<typeof sabongStateSchema>;

export const ogSabongState = defineEndpoint({
  name: 'ogSabongState',
  method: 'GET',
  path: '/x2/og/sabong/state',
  request: () => z.object({}),
  response: () => sabongStateSchema,
  options: { noToast: true },
  summary: 'The current fight, pools and odds (polling fallback of the live stream) (our design).',
});

export const ogSabongBet = defineEndpoint({
  name: 'ogSabongBet',
  method: 'POST',
  path: '/x2/og/sabong/bet',
  request: () => z.object({ requestId: ogRequestId, fightId: z.string().check(z.minLength(1)), side: z.enum(SABONG_SIDES_CONTRACT), stake: positiveMinorUnits }),
  response: () => z.object({ betId: z.string().check(z.minLength(1)), balance: minorUnits }),
  options: { noToast: true, movesMoney: true },
  summary: 'A bet on meron, wala or draw while the fight is OPEN or at LAST CALL; idempotent by requestId (our design).',
});

// ---- the live stream ----

/**
 * Server-Sent Events of a shared-round game: `GET {apiBase}/x2/og/stream?game=jump|sabong` with the
 * usual headers (the token header as for any call: the client reads the stream with fetch, so the
 * token never goes into a URL; optional for jump). Each `state` event's data is JSON of the game's
 * state schema, the same object the polling endpoint returns in its envelope's `data`; the server
 * sends one at once on connect and on every change. Not an envelope endpoint, so not in `contract`.
 */
export const OG_STREAM_PATH = '/x2/og/stream';
export const OG_STREAM_EVENT = 'state';
export const ogStreamGame = z.enum(['jump', 'sabong']);
export const OG_STREAM_SCHEMAS = { jump: jumpStateSchema, sabong: sabongStateSchema } as const;
