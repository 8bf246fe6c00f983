// The game transport: what a game view needs from "the house", whether the house is the x2 server
// (real mode: @perya/api contract entries, live states by SSE with polling fallback) or the
// browser itself (demo mode: the same engines on local seeds, demo balances of @perya/domain).
// Views depend on this interface only, so one view serves both modes.
import type { ScratchProgress, UnfinishedScratch } from './scratchResume';
import type {
  JumpStateData,
  OgBet,
  OgRound,
  OgSeededGame,
  PublicSeedPairData,
  SabongStateData,
} from '@perya/api/contract';

export type GameMode = 'demo' | 'real';

export interface StakeRange {
  readonly minStake: number;
  readonly maxStake: number;
}

export interface PlayResult {
  readonly round: OgRound;
  /** Balance after the round, minor units. */
  readonly balance: number;
}

/** How a live subscription is fed right now. */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'offline';

export interface JumpBetResult {
  readonly betId: string;
  readonly roundId: string;
  readonly balance: number;
}

export interface JumpCashOutResult {
  readonly cashedOut: boolean;
  readonly reason: 'crashed' | 'alreadyOut' | null;
  readonly cashOutX100: number | null;
  readonly payout: number;
  readonly balance: number;
}

export interface RotateResult {
  readonly revealed: { readonly serverSeed: string; readonly serverSeedHash: string; readonly clientSeed: string; readonly nonce: number };
  readonly next: PublicSeedPairData;
}

/** Subscribers get every state; `status` says whether it arrives pushed or polled. */
export interface LiveListener<S> {
  state(state: S): void;
  status?(status: LiveStatus): void;
}

/**
 * The app's one source of truth for the wallet balance (issue 23 §1), as a real-mode game reads
 * it: the shell passes its `userInfo` query (@perya/api balanceSourceOf), which the server's
 * balance stream keeps current through every settlement, the player's or not.
 */
export interface BalanceSource {
  /** The latest known balance, or undefined before the first load. */
  current(): number | undefined;
  /** Loads it afresh (and stores it in the source). */
  load(): Promise<number>;
  /** Calls `listener` with every change of the balance. */
  subscribe(listener: (balance: number) => void): () => void;
  /** An action's answered balance, written into the source (the next push corrects it if older). */
  write(balance: number): void;
}

export interface GameTransport {
  readonly mode: GameMode;
  /** The balance the game plays from: the wallet (real) or this game's demo balance. */
  balance(game: OgSeededGame | 'jump' | 'sabong'): Promise<number>;
  /**
   * Real mode: every change of the wallet balance in the one source, whatever moved it (a
   * settlement without the player's action included). Absent: the view keeps what it loaded.
   */
  watchBalance?(listener: (balance: number) => void): () => void;
  /** Real mode: an action's answered balance, written into the one source instead of a copy. */
  noteBalance?(balance: number): void;
  seeds(game: OgSeededGame): Promise<PublicSeedPairData>;
  rotateSeeds(game: OgSeededGame, clientSeed?: string): Promise<RotateResult>;
  /** One round of a seeded game. `requestId` is reused unchanged when the caller retries. */
  play(bet: OgBet, requestId: string): Promise<PlayResult>;
  /** The player's latest rounds of a game, newest first. */
  rounds(game: OgSeededGame): Promise<readonly OgRound[]>;
  subscribeJump(listener: LiveListener<JumpStateData>): () => void;
  jumpBet(input: { requestId: string; roundId: string; stake: number; autoCashOutX100: number | null }): Promise<JumpBetResult>;
  jumpCashOut(input: { requestId: string; roundId: string; betId: string }): Promise<JumpCashOutResult>;
  subscribeSabong(listener: LiveListener<SabongStateData>): () => void;
  sabongBet(input: { requestId: string; fightId: string; side: 'meron' | 'wala' | 'draw'; stake: number }): Promise<{ betId: string; balance: number }>;
  /**
   * The newest scratch card the player bought and left partly covered, with the cells already
   * scratched (games.md: an unfinished round is resumed); null when there is none. Optional: a
   * house without scratch cards (a test feed) leaves it out.
   */
  unfinishedScratch?(): Promise<UnfinishedScratch | null>;
  /** Records which cells of a bought scratch card are uncovered (a fully uncovered card is done). */
  saveScratchProgress?(progress: ScratchProgress): void;
  /**
   * Real mode: told `true` while a call goes unanswered and is being retried (the connection
   * dropped), `false` once every call has its answer or has given up. The view shows "reconnecting".
   */
  subscribeRetrying?(listener: (retrying: boolean) => void): () => void;
}

/** A refusal a view shows to the player: the domain message key of spec §8. */
export class GameRefusal extends Error {
  readonly messageKey: string;
  /** The refusal's details from the server (a limit's or a break's end, issue 15), if any. */
  readonly data: unknown;
  constructor(messageKey: string, detail?: string, data?: unknown) {
    super(detail ?? messageKey);
    this.name = 'GameRefusal';
    this.messageKey = messageKey;
    this.data = data;
  }
}

/**
 * No answer came for an action, even after retries with its requestId: the server may or may not
 * have taken it. The player sees the network message; the next try of the same action must send
 * the same requestId, so the server answers the first one (settled once) instead of taking a
 * second bet (useAction does this).
 */
export class OutcomeUnknown extends GameRefusal {
  readonly requestId: string;
  constructor(requestId: string, messageKey = 'networkAnomaly') {
    super(messageKey, `no answer for request ${requestId}`);
    this.name = 'OutcomeUnknown';
    this.requestId = requestId;
  }
}

/** A fresh idempotency key for one player action (contract `requestId`). */
export function newRequestId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}
