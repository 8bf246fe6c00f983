// Real-mode settlement of the per-player seeded games (dice, ring, colour game, scratch): each bet
// takes the next nonce of the player's active seed pair, its outcome comes from the pure engine on
// HMAC(serverSeed, clientSeed:nonce:round), and stake and payout are ledger transactions with
// idempotency keys — all in one database transaction, so a bet is settled exactly once or not at
// all. A repeat of a requestId answers the first round (a retry after a dropped connection).
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { OgBet, OgOutcome, OgRound, OgSeededGame, PublicSeedPairData, ogRotateSeeds } from '@perya/api/contract';
import {
  EngineError,
  buyScratchCard,
  createSeedPair,
  hashServerSeed,
  playColourGame,
  playDice,
  playRing,
  rotateSeeds,
  serverSeedFromBytes,
  type BetSeeds,
  type GameConfigs,
} from '@perya/games/engines';
import type { RunOptions } from '../../../db/groupCommit';
import type { Database } from '../../../db/schema';
import { prepareQuery } from '../../../db/prepared';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/errors';
import { playerLane, type Ledger, type PostResult } from '../../ledger/ledger';
import * as transfers from '../../ledger/transfers';
import type { OgRoundRow, OgSeedPairRow } from '../../../db/tables/games';
import type { ProtectionGuard } from '../../protection/service';

export interface PlayResult {
  readonly round: OgRound;
  readonly balance: number;
  /** True when this requestId had already been played: nothing moved now. */
  readonly replayed: boolean;
}

export interface SeededGamesDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly now: () => number;
  readonly configs: GameConfigs;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
}

type RotateResult = z.input<(typeof ogRotateSeeds)['response']>;

/** A server seed from 32 random bytes. */
function freshServerSeed(): string {
  return serverSeedFromBytes(randomBytes(32));
}

/** A fresh client seed when the player has not chosen one: 16 random hex characters. */
function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

interface Settlement {
  readonly outcome: OgOutcome;
  readonly totalStake: number;
  readonly payout: number;
}

/** The engine's settlement of one bet on its seeds (throws EngineError on a bad bet). */
export function settleSeededBet(bet: OgBet, seeds: BetSeeds, configs: GameConfigs): Settlement {
  switch (bet.game) {
    case 'dice': {
      const o = playDice(seeds, { stake: bet.stake, chanceX100: bet.chanceX100, direction: bet.direction }, configs.dice);
      return { outcome: { game: 'dice', rollX100: o.rollX100, win: o.win }, totalStake: bet.stake, payout: o.payout };
    }
    case 'ring': {
      const o = playRing(seeds, bet.bets, configs.ring);
      return { outcome: { game: 'ring', colour: o.colour, field: o.field }, totalStake: o.totalStake, payout: o.payout };
    }
    case 'colorgame': {
      const o = playColourGame(seeds, bet.bets, configs.colorgame);
      return { outcome: { game: 'colorgame', dice: [...o.dice], payouts: [...o.payouts] }, totalStake: o.totalStake, payout: o.payout };
    }
    case 'scratch': {
      const card = buyScratchCard(seeds, bet.stake, configs.scratch);
      return {
        outcome: { game: 'scratch', cells: [...card.cells], winningSymbol: card.winningSymbol, multiplierX100: card.multiplierX100 },
        totalStake: bet.stake,
        payout: card.payout,
      };
    }
  }
}

/**
 * The pair's columns a round view reads: the server seed only once revealed (the queries below
 * select it as null before then, so an unrevealed seed never leaves the database for a view).
 */
interface RoundPair {
  readonly revealed_server_seed: string | null;
  readonly server_seed_hash: string;
  readonly client_seed: string;
}

/** Selects a pair's server seed only when it was revealed (issue 11). */
const revealedServerSeed = sql<string | null>`case when og_seed_pairs.revealed_at is null then null else og_seed_pairs.server_seed end`.as('revealed_server_seed');

function roundView(row: OgRoundRow, pair: RoundPair): OgRound {
  return {
    roundId: row.round_id,
    requestId: row.request_id,
    game: row.game as OgSeededGame,
    bet: JSON.parse(row.bet) as OgBet,
    outcome: JSON.parse(row.outcome) as OgOutcome,
    totalStake: row.total_stake,
    payout: row.payout,
    serverSeedHash: pair.server_seed_hash,
    clientSeed: pair.client_seed,
    nonce: row.nonce,
    serverSeed: pair.revealed_server_seed,
    createdAt: row.created_at,
  };
}

/** What the player may see of a pair while it is active: hashes, never a server seed. */
function publicPair(pair: OgSeedPairRow): PublicSeedPairData {
  if (pair.next_server_seed_hash === null) throw new Error('seed pair without a committed next seed');
  return { serverSeedHash: pair.server_seed_hash, clientSeed: pair.client_seed, nonce: pair.nonce, nextServerSeedHash: pair.next_server_seed_hash };
}

/** The queries of a bet, compiled once (src/db/prepared.ts). */
function playQueries(db: Kysely<Database>) {
  return {
    roundByRequest: prepareQuery(db, (q, p: { userId: number; requestId: string }) =>
      q
        .selectFrom('og_rounds')
        .innerJoin('og_seed_pairs', 'og_seed_pairs.id', 'og_rounds.seed_pair_id')
        .selectAll('og_rounds')
        .select(['og_seed_pairs.server_seed_hash', 'og_seed_pairs.client_seed', revealedServerSeed])
        .where('og_rounds.user_id', '=', p.userId)
        .where('og_rounds.request_id', '=', p.requestId),
    ),
    takeNonceByKey: prepareQuery(db, (q, p: { key: string }) =>
      q
        .updateTable('og_seed_pairs')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('active_key', '=', p.key)
        .where('next_server_seed', 'is not', null)
        .returning(['id', 'nonce', 'server_seed', 'server_seed_hash', 'client_seed']),
    ),
    pairByKey: prepareQuery(db, (q, p: { key: string }) => q.selectFrom('og_seed_pairs').selectAll().where('active_key', '=', p.key)),
    takeNonce: prepareQuery(db, (q, p: { id: number }) =>
      q
        .updateTable('og_seed_pairs')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('id', '=', p.id)
        .where('active_key', 'is not', null)
        .returning(['nonce']),
    ),
    // No RETURNING: the answer is built from the values written.
    insertRound: prepareQuery(db, (q, p: Omit<OgRoundRow, 'id'>) =>
      q.insertInto('og_rounds').values({
        round_id: p.round_id,
        user_id: p.user_id,
        request_id: p.request_id,
        game: p.game,
        bet: p.bet,
        outcome: p.outcome,
        total_stake: p.total_stake,
        payout: p.payout,
        seed_pair_id: p.seed_pair_id,
        nonce: p.nonce,
        created_at: p.created_at,
      }),
    ),
  };
}

export function createSeededGames(deps: SeededGamesDeps) {
  const { db, ledger, now, configs } = deps;
  const queries = playQueries(db);

  /** A fresh server seed and its hash (the commitment shown before it is used). */
  function newServerSeed(): { seed: string; hash: string } {
    const seed = freshServerSeed();
    return { seed, hash: hashServerSeed(seed) };
  }

  async function activePair(executor: Kysely<Database> | Transaction<Database>, userId: number, game: OgSeededGame): Promise<OgSeedPairRow> {
    const key = `${userId}:${game}`;
    const [found] = await queries.pairByKey(executor, { key });
    if (found !== undefined) {
      if (found.next_server_seed !== null) return found;
      // A pair from before the next seed was committed: commit one now (once, even when raced).
      const next = newServerSeed();
      await executor
        .updateTable('og_seed_pairs')
        .set({ next_server_seed: next.seed, next_server_seed_hash: next.hash })
        .where('id', '=', found.id)
        .where('next_server_seed', 'is', null)
        .execute();
      return executor.selectFrom('og_seed_pairs').selectAll().where('id', '=', found.id).executeTakeFirstOrThrow();
    }
    const pair = createSeedPair(freshServerSeed(), defaultClientSeed(), freshServerSeed());
    const inserted = await executor
      .insertInto('og_seed_pairs')
      .values({
        user_id: userId,
        game,
        server_seed: pair.serverSeed,
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
        next_server_seed: pair.nextServerSeed,
        next_server_seed_hash: pair.nextServerSeedHash,
        nonce: 0,
        active_key: key,
        created_at: now(),
        revealed_at: null,
      })
      .onConflict((oc) => oc.column('active_key').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? (await executor.selectFrom('og_seed_pairs').selectAll().where('active_key', '=', key).executeTakeFirstOrThrow());
  }

  async function findRound(userId: number, by: { roundId?: string | undefined; requestId?: string | undefined }): Promise<OgRound | undefined> {
    if (by.roundId === undefined && by.requestId !== undefined) {
      // The replay check of every bet: the prepared query.
      const [row] = await queries.roundByRequest(db, { userId, requestId: by.requestId });
      return row === undefined ? undefined : roundView(row, row);
    }
    let query = db
      .selectFrom('og_rounds')
      .innerJoin('og_seed_pairs', 'og_seed_pairs.id', 'og_rounds.seed_pair_id')
      .selectAll('og_rounds')
      .select(['og_seed_pairs.server_seed_hash', 'og_seed_pairs.client_seed', revealedServerSeed])
      .where('og_rounds.user_id', '=', userId);
    if (by.roundId !== undefined) query = query.where('og_rounds.round_id', '=', by.roundId);
    if (by.requestId !== undefined) query = query.where('og_rounds.request_id', '=', by.requestId);
    const row = await query.executeTakeFirst();
    return row === undefined ? undefined : roundView(row, row);
  }

  async function playOnce(userId: number, requestId: string, bet: OgBet, options: RunOptions): Promise<PlayResult> {
    return ledger.settle(async (trx) => {
      // Take the nonce atomically (a row lock on PostgreSQL; SQLite serialises writers): in one
      // statement on the active pair when it exists and has its next seed committed (every bet
      // but a player's first of a game), else after activePair has made it so.
      let [pair] = await queries.takeNonceByKey(trx, { key: `${userId}:${bet.game}` });
      if (pair === undefined) {
        const active = await activePair(trx, userId, bet.game);
        const [taken] = await queries.takeNonce(trx, { id: active.id });
        if (taken === undefined) throw new AppError('VALIDATION', 'invalidRequest');
        pair = { ...active, nonce: Number(taken.nonce) };
      }
      const nonce = Number(pair.nonce) - 1;
      const settlement = settleSeededBet(bet, { serverSeed: pair.server_seed, clientSeed: pair.client_seed, nonce }, configs);
      // Player protection before any money moves (a refusal rolls back the nonce taken above).
      await deps.guard.guardBet(trx, userId, settlement.totalStake);
      const roundId = `og-${randomUUID()}`;
      const at = now();
      await queries.insertRound(trx, {
        round_id: roundId,
        user_id: userId,
        request_id: requestId,
        game: bet.game,
        bet: JSON.stringify(bet),
        outcome: JSON.stringify(settlement.outcome),
        total_stake: settlement.totalStake,
        payout: settlement.payout,
        seed_pair_id: pair.id,
        nonce,
        created_at: at,
      });
      const round: OgRound = {
        roundId,
        requestId,
        game: bet.game,
        bet,
        outcome: settlement.outcome,
        totalStake: settlement.totalStake,
        payout: settlement.payout,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        nonce,
        serverSeed: null,
        createdAt: at,
      };
      const stake = transfers.stake({ userId, amount: settlement.totalStake, key: `og:${roundId}:bet`, reference: roundId, remark: bet.game });
      // Stake and payout: two ledger transactions (the stake must be covered before the payout),
      // the player's and the house's rows updated once for both (ledger.postAll).
      const results = await ledger.postAll(
        settlement.payout > 0
          ? [stake, transfers.payout({ userId, amount: settlement.payout, key: `og:${roundId}:payout`, reference: roundId, remark: bet.game })]
          : [stake],
        trx,
      );
      const posted = results[results.length - 1] as PostResult;
      // The balance after the round is the player's entry's balance-after in the last post (both
      // posts are new: their keys carry the new roundId); a read only if it were ever missing.
      const entry = posted.entries.find((e) => e.userId === userId && e.wallet === 'main');
      const balance = entry === undefined || posted.replayed ? (await ledger.balances(userId, trx)).main : entry.balanceAfter;
      return { round, balance, replayed: false };
      // A player's bets in a batch run in order, other players' beside them.
    }, { ...options, ...playerLane(userId) });
  }

  return {
    /**
     * The player's active pair (created on first look): what is shown before a bet, with the hash
     * of the server seed the next pair will use, so the player picks the next client seed after
     * the server is bound to its seed.
     */
    async seeds(userId: number, game: OgSeededGame): Promise<PublicSeedPairData> {
      return publicPair(await activePair(db, userId, game));
    },

    /**
     * Reveals the active server seed and moves to the pair whose server seed was committed before
     * (its hash was shown as nextServerSeedHash), with the player's new client seed (or the old
     * one); a new next seed is committed in the same step.
     */
    async rotate(userId: number, game: OgSeededGame, clientSeed: string | undefined): Promise<RotateResult> {
      return ledger.transaction(async (trx) => {
        const pair = await activePair(trx, userId, game);
        const revealed = await trx
          .updateTable('og_seed_pairs')
          .set({ active_key: null, revealed_at: now() })
          .where('id', '=', pair.id)
          .where('active_key', 'is not', null)
          .returningAll()
          .executeTakeFirst();
        if (revealed === undefined || revealed.next_server_seed === null || revealed.next_server_seed_hash === null) throw new AppError('VALIDATION', 'invalidRequest');
        let next;
        try {
          // The next pair plays the seed committed while this one was active (the engine checks it
          // against its hash) and commits a fresh one for the pair after it.
          next = rotateSeeds(
            {
              serverSeed: revealed.server_seed,
              serverSeedHash: revealed.server_seed_hash,
              clientSeed: revealed.client_seed,
              nonce: revealed.nonce,
              nextServerSeed: revealed.next_server_seed,
              nextServerSeedHash: revealed.next_server_seed_hash,
            },
            freshServerSeed(),
            clientSeed ?? revealed.client_seed,
          ).next;
        } catch (error) {
          if (error instanceof EngineError) throw new AppError('VALIDATION', error.messageKey);
          throw error;
        }
        const inserted = await trx
          .insertInto('og_seed_pairs')
          .values({
            user_id: userId,
            game,
            server_seed: next.serverSeed,
            server_seed_hash: next.serverSeedHash,
            client_seed: next.clientSeed,
            next_server_seed: next.nextServerSeed,
            next_server_seed_hash: next.nextServerSeedHash,
            nonce: 0,
            active_key: `${userId}:${game}`,
            created_at: now(),
            revealed_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          revealed: { serverSeed: revealed.server_seed, serverSeedHash: revealed.server_seed_hash, clientSeed: revealed.client_seed, nonce: revealed.nonce },
          next: publicPair(inserted),
        };
      });
    },

    /**
     * One bet, settled once per requestId. `enabled`: the game is switched on where the player is.
     * `options.hooks` run in the bet's own transaction (savepoint) first, e.g. an idempotency claim.
     */
    async play(userId: number, requestId: string, bet: OgBet, enabled = true, options: RunOptions = {}): Promise<PlayResult> {
      // A repeat of a requestId answers the first round. There is no look-up before the bet (a
      // statement per bet for the rare retry): a repeat fails in the writer on the round's unique
      // (user, requestId) — its savepoint undoes the nonce it took — or on a refusal that comes
      // before (the engine, the funds), and is answered from the round found then.
      if (!enabled) {
        const existing = await findRound(userId, { requestId });
        if (existing !== undefined) return replay(existing, bet);
        throw new AppError('FEATURE_DISABLED');
      }
      try {
        return await playOnce(userId, requestId, bet, options);
      } catch (error) {
        const insufficient = transfers.isInsufficientFunds(error);
        if (isUniqueViolation(error) || error instanceof EngineError || insufficient) {
          const existing = await findRound(userId, { requestId });
          if (existing !== undefined) return replay(existing, bet);
        }
        if (error instanceof EngineError) throw new AppError(error.messageKey === 'featureDisabled' ? 'FEATURE_DISABLED' : 'VALIDATION', error.messageKey);
        if (insufficient) transfers.refuseOverdraft(error);
        throw error;
      }

      async function replay(round: OgRound, sent: OgBet): Promise<PlayResult> {
        // The same requestId with a different bet is a client bug, not a retry.
        if (JSON.stringify(round.bet) !== JSON.stringify(sent)) throw new AppError('VALIDATION', 'invalidRequest');
        return { round, balance: (await ledger.balances(userId)).main, replayed: true };
      }
    },

    async rounds(userId: number, game: OgSeededGame, limit: number): Promise<OgRound[]> {
      const rows = await db
        .selectFrom('og_rounds')
        .innerJoin('og_seed_pairs', 'og_seed_pairs.id', 'og_rounds.seed_pair_id')
        .selectAll('og_rounds')
        .select(['og_seed_pairs.server_seed_hash', 'og_seed_pairs.client_seed', revealedServerSeed])
        .where('og_rounds.user_id', '=', userId)
        .where('og_rounds.game', '=', game)
        .orderBy('og_rounds.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => roundView(r, r));
    },

    findRound,
  };
}

export type SeededGames = ReturnType<typeof createSeededGames>;
