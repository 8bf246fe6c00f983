// Jump (crash) in real mode: shared rounds played from a published SHA-256 hash chain (games.md
// "Jump"). The chain's terminating hash and salt are public before game 1; game g uses link N−g,
// so every revealed game hash hashes forward to the previous one and to the terminating hash. The
// round itself is the pure engine (@perya/games/engines jump.ts) brought to server time on every
// tick: bets and cash-outs resolve by server time, never by the client. Stakes and payouts are
// ledger transactions keyed by bet id; a restart resumes the unfinished round from the database.
// With several instances (src/cluster/) only the leader runs rounds: a follower forwards bets and
// cash-outs to it and shows the state the leader publishes after every change.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JumpStateData } from '@perya/api/contract';
import {
  EngineError,
  advanceJumpRound,
  cashOutJumpBet,
  generateHashChain,
  jumpRoundView,
  openJumpRound,
  placeJumpBet,
  startJumpRound,
  type JumpBet,
  type JumpConfig,
  type JumpRound,
} from '@perya/games/engines';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import * as transfers from '../../ledger/transfers';
import type { Cluster } from '../../../cluster/cluster';
import { outsideClaim } from '../../idempotency/claim';
import { createClusteredLoop } from './liveLoop';
import type { ProtectionGuard } from '../../protection/service';

export interface JumpRunnerDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly now: () => number;
  readonly config: JumpConfig;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
  /** Games per chain (a new chain is published when one runs out). */
  readonly chainLength?: number;
  /** Pause between a crash and the next betting window. */
  readonly pauseMs?: number;
  /** Who leads, and the bus the state goes out on (one instance: always the leader). */
  readonly cluster: Cluster;
  /** A problem in the background (a takeover that failed to resume the round). */
  readonly onError?: (error: unknown) => void;
}

/** What the leader publishes after every change; enough for any instance to answer the state. */
export interface JumpSnapshot {
  readonly gameNumber: number;
  readonly terminatingHash: string;
  readonly salt: string;
  readonly round: JumpRound;
  readonly history: readonly HistoryEntry[];
}

const CHANNEL = 'live:jump';

export const JUMP_HISTORY_SIZE = 20;
const DEFAULT_CHAIN_LENGTH = 10_000;
const DEFAULT_PAUSE_MS = 3_000;

interface Chain {
  readonly id: number;
  readonly games: readonly string[];
  readonly terminatingHash: string;
  readonly salt: string;
}

interface Current {
  readonly chain: Chain;
  readonly gameNumber: number;
  round: JumpRound;
}

type HistoryEntry = JumpStateData['history'][number];

export interface JumpBetResult {
  readonly betId: string;
  readonly roundId: string;
  readonly balance: number;
}

export interface JumpCashOutData {
  readonly cashedOut: boolean;
  readonly reason: 'crashed' | 'alreadyOut' | null;
  readonly cashOutX100: number | null;
  readonly payout: number;
  readonly balance: number;
}

function engineRefusal(error: unknown): never {
  if (error instanceof EngineError) throw new AppError('VALIDATION', error.messageKey);
  throw error;
}

export function createJumpRunner(deps: JumpRunnerDeps) {
  const { db, ledger, now, config } = deps;
  const chainLength = deps.chainLength ?? DEFAULT_CHAIN_LENGTH;
  const pauseMs = deps.pauseMs ?? DEFAULT_PAUSE_MS;
  const { cluster } = deps;
  let current: Current | undefined;
  let history: HistoryEntry[] = [];
  const { exclusive, emit, ensureReady, followed, ...loop } = createClusteredLoop<JumpSnapshot>({
    cluster,
    channel: CHANNEL,
    snapshotCall: 'jump.snapshot',
    init,
    snapshot,
    forget() {
      current = undefined;
      history = [];
    },
    // A new leader carries on at once when the game has been played.
    async resume() {
      const latest = await db.selectFrom('og_jump_rounds').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (latest === undefined) return false;
      await advanceTo(now());
      return true;
    },
    onError: (error) => deps.onError?.(error),
  });

  function snapshot(): JumpSnapshot | null {
    if (current === undefined) return null;
    return { gameNumber: current.gameNumber, terminatingHash: current.chain.terminatingHash, salt: current.chain.salt, round: current.round, history };
  }

  async function newChain(): Promise<Chain> {
    const seed = randomBytes(32).toString('hex');
    const built = generateHashChain(seed, chainLength);
    const salt = randomBytes(16).toString('hex');
    const row = await db
      .insertInto('og_jump_chains')
      .values({ seed, terminating_hash: built.terminatingHash, salt, length: chainLength, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, games: built.games, terminatingHash: built.terminatingHash, salt };
  }

  async function loadChain(id: number): Promise<Chain> {
    const row = await db.selectFrom('og_jump_chains').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const built = generateHashChain(row.seed, row.length);
    return { id: row.id, games: built.games, terminatingHash: row.terminating_hash, salt: row.salt };
  }

  /** Loads the latest chain and round, resuming an unfinished round exactly where it stood. */
  async function init(): Promise<void> {
    const crashed = await db
      .selectFrom('og_jump_rounds')
      .select(['round_id', 'game_number', 'crash_point_x100', 'game_hash'])
      .where('phase', '=', 'crashed')
      .orderBy('id', 'desc')
      .limit(JUMP_HISTORY_SIZE)
      .execute();
    history = crashed.map((r) => ({ roundId: r.round_id, gameNumber: r.game_number, crashPointX100: r.crash_point_x100, gameHash: r.game_hash }));
    const latest = await db.selectFrom('og_jump_rounds').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    if (latest === undefined) return;
    const chain = await loadChain(latest.chain_id);
    let round = openJumpRound({ roundId: latest.round_id, gameHash: latest.game_hash, salt: chain.salt, openedAt: latest.opened_at }, config);
    const bets = await db.selectFrom('og_jump_bets').selectAll().where('round_id', '=', latest.round_id).orderBy('id').execute();
    const restored: JumpBet[] = bets.map((b) => ({
      betId: b.bet_id,
      playerId: String(b.user_id),
      stake: b.stake,
      autoCashOutX100: b.auto_cash_out_x100,
      placedAt: b.placed_at,
      cashOutX100: b.cash_out_x100,
      cashOutMs: b.cash_out_x100 === null || latest.started_at === null ? null : 0,
      exit: b.exit as JumpBet['exit'],
      payout: b.payout,
    }));
    round = {
      ...round,
      bets: restored,
      phase: latest.phase as JumpRound['phase'],
      startedAt: latest.started_at,
      crashedAt: latest.crashed_at,
      clockMs: latest.started_at === null ? -1 : 0,
    };
    current = { chain, gameNumber: latest.game_number, round };
  }

  async function openNext(at: number): Promise<void> {
    let chain = current?.chain;
    let gameNumber = (current?.gameNumber ?? 0) + 1;
    if (chain === undefined || gameNumber > chain.games.length) {
      chain = await newChain();
      gameNumber = 1;
    }
    const gameHash = chain.games[gameNumber - 1]!;
    const roundId = `jump-${chain.id}-${gameNumber}`;
    const round = openJumpRound({ roundId, gameHash, salt: chain.salt, openedAt: at }, config);
    await db
      .insertInto('og_jump_rounds')
      .values({
        round_id: roundId,
        chain_id: chain.id,
        game_number: gameNumber,
        game_hash: gameHash,
        crash_point_x100: round.crashPointX100,
        phase: 'betting',
        opened_at: at,
        betting_ends_at: round.bettingEndsAt,
        started_at: null,
        crashed_at: null,
      })
      .execute();
    current = { chain, gameNumber, round };
  }

  /** Writes what the engine decided since `before`: cash-outs (with their payouts) and the crash. */
  async function persist(before: JumpRound, after: JumpRound): Promise<void> {
    const exited = after.bets.filter((b) => b.exit !== null && before.bets.find((o) => o.betId === b.betId)?.exit === null);
    // The round's own work, not the money of the request that happened to bring it up to time.
    await outsideClaim(() => ledger.transaction(async (trx) => {
      await cluster.fence(trx);
      for (const bet of exited) {
        const updated = await trx
          .updateTable('og_jump_bets')
          .set({ cash_out_x100: bet.cashOutX100, exit: bet.exit, payout: bet.payout })
          .where('bet_id', '=', bet.betId)
          .where('exit', 'is', null)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) continue;
        await ledger.post(transfers.payout({ userId: Number(bet.playerId), amount: bet.payout, key: `jump:${bet.betId}:payout`, reference: after.roundId, remark: 'jump' }), trx);
      }
      if (before.phase !== after.phase || before.startedAt !== after.startedAt) {
        await trx
          .updateTable('og_jump_rounds')
          .set({ phase: after.phase, started_at: after.startedAt, crashed_at: after.crashedAt })
          .where('round_id', '=', after.roundId)
          .execute();
      }
    }));
  }

  /** Brings the game to server time: start, auto cash-outs, crash, next round. */
  async function advanceTo(at: number): Promise<void> {
    await ensureReady();
    for (let step = 0; step < 4; step++) {
      if (current === undefined || (current.round.phase === 'crashed' && at >= (current.round.crashedAt ?? 0) + pauseMs)) {
        if (current !== undefined && current.round.phase === 'crashed') {
          history = [
            { roundId: current.round.roundId, gameNumber: current.gameNumber, crashPointX100: current.round.crashPointX100, gameHash: current.round.gameHash },
            ...history.filter((h) => h.roundId !== current!.round.roundId),
          ].slice(0, JUMP_HISTORY_SIZE);
        }
        await openNext(at);
        emit();
        continue;
      }
      const before = current.round;
      let after = before;
      if (before.phase === 'betting' && at >= before.bettingEndsAt) {
        after = startJumpRound(before, before.bettingEndsAt, config);
        if (after.phase === 'running') after = advanceJumpRound(after, at, config);
      } else if (before.phase === 'running') {
        after = advanceJumpRound(before, at, config);
      }
      if (after === before) return;
      const changed =
        after.phase !== before.phase ||
        after.bets.some((b, i) => b.exit !== before.bets[i]?.exit);
      if (!changed) {
        // Only the clock moved: nothing to write or push (views run the curve on server time).
        current.round = after;
        return;
      }
      await persist(before, after);
      current.round = after;
      emit();
      if (after.phase !== 'crashed') return;
    }
  }

  function view(c: JumpSnapshot, userId: number | undefined, at: number): JumpStateData {
    const v = jumpRoundView(c.round, at, config);
    return {
      roundId: v.roundId,
      gameNumber: c.gameNumber,
      phase: v.phase,
      serverTime: at,
      bettingEndsAt: v.bettingEndsAt,
      startedAt: v.startedAt,
      multiplierX100: v.multiplierX100,
      crashPointX100: v.crashPointX100,
      gameHash: v.gameHash,
      growthPerMs: config.growthPerMs,
      terminatingHash: c.terminatingHash,
      salt: c.salt,
      bets: c.round.bets.map((b, i) => {
        const mine = userId !== undefined && b.playerId === String(userId);
        return {
          betId: mine ? b.betId : `bet-${i + 1}`,
          mine,
          stake: b.stake,
          autoCashOutX100: mine ? b.autoCashOutX100 : null,
          cashOutX100: b.cashOutX100,
          payout: b.payout,
        };
      }),
      history: [...c.history],
    };
  }

  async function balanceOf(userId: number): Promise<number> {
    return (await ledger.balances(userId)).main;
  }

  const local = {
    async bet(userId: number, requestId: string, roundId: string, stake: number, autoCashOutX100: number | null): Promise<JumpBetResult> {
      return exclusive(async () => {
        const at = now();
        await advanceTo(at);
        const existing = await db.selectFrom('og_jump_bets').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
        if (existing !== undefined) {
          if (existing.round_id !== roundId || existing.stake !== stake || existing.auto_cash_out_x100 !== autoCashOutX100) throw new AppError('VALIDATION', 'invalidRequest');
          return { betId: existing.bet_id, roundId, balance: await balanceOf(userId) };
        }
        const c = current!;
        // A bet for a round gone by (sent as its betting phase ended): that round's betting is closed.
        if (c.round.roundId !== roundId) throw new AppError('VALIDATION', 'bettingClosed');
        const betId = `${roundId}-${randomBytes(6).toString('hex')}`;
        let next: JumpRound;
        try {
          next = placeJumpBet(c.round, { betId, playerId: String(userId), stake, autoCashOutX100 }, at, config);
        } catch (error) {
          engineRefusal(error);
        }
        try {
          await ledger.transaction(async (trx) => {
            await cluster.fence(trx);
            await deps.guard.guardBet(trx, userId, stake);
            await trx
              .insertInto('og_jump_bets')
              .values({
                bet_id: betId,
                round_id: roundId,
                user_id: userId,
                request_id: requestId,
                stake,
                auto_cash_out_x100: autoCashOutX100,
                cash_out_x100: null,
                exit: null,
                cash_out_request_id: null,
                payout: 0,
                placed_at: at,
              })
              .execute();
            await ledger.post(transfers.stake({ userId, amount: stake, key: `jump:${betId}:bet`, reference: roundId, remark: 'jump' }), trx);
          });
        } catch (error) {
          transfers.refuseOverdraft(error);
        }
        c.round = next;
        emit();
        return { betId, roundId, balance: await balanceOf(userId) };
      });
    },

    async cashOut(userId: number, requestId: string, roundId: string, betId: string): Promise<JumpCashOutData> {
      return exclusive(async () => {
        const at = now();
        await advanceTo(at);
        const row = await db.selectFrom('og_jump_bets').selectAll().where('bet_id', '=', betId).where('user_id', '=', userId).executeTakeFirst();
        if (row === undefined || row.round_id !== roundId) throw new AppError('NOT_FOUND');
        const settled = (cashedOut: boolean, reason: JumpCashOutData['reason'], r: { cash_out_x100: number | null; payout: number }) =>
          balanceOf(userId).then((balance) => ({ cashedOut, reason, cashOutX100: r.cash_out_x100, payout: r.payout, balance }));
        if (row.cash_out_request_id === requestId) return settled(true, null, row);
        const c = current!;
        if (c.round.roundId !== roundId) return settled(false, row.exit === null ? 'crashed' : 'alreadyOut', row);
        if (c.round.phase === 'betting') throw new AppError('VALIDATION', 'invalidRequest');
        let result;
        try {
          result = cashOutJumpBet(c.round, betId, at, config);
        } catch (error) {
          engineRefusal(error);
        }
        if (!result.cashedOut) {
          return settled(false, result.reason, { cash_out_x100: result.bet.cashOutX100, payout: result.bet.payout });
        }
        const bet = result.bet;
        await ledger.transaction(async (trx) => {
          await cluster.fence(trx);
          await trx
            .updateTable('og_jump_bets')
            .set({ cash_out_x100: bet.cashOutX100, exit: bet.exit, payout: bet.payout, cash_out_request_id: requestId })
            .where('bet_id', '=', betId)
            .where('exit', 'is', null)
            .execute();
          await ledger.post(transfers.payout({ userId, amount: bet.payout, key: `jump:${betId}:payout`, reference: roundId, remark: 'jump' }), trx);
        });
        c.round = result.round;
        emit();
        return settled(true, null, { cash_out_x100: bet.cashOutX100, payout: bet.payout });
      });
    },
  };

  // The leader serves these to the followers (and to itself, without the bus).
  cluster.handle('jump.snapshot', () =>
    exclusive(async () => {
      await advanceTo(now());
      return snapshot();
    }),
  );
  cluster.handle('jump.bet', (a) => local.bet(a[0] as number, a[1] as string, a[2] as string, a[3] as number, a[4] as number | null));
  cluster.handle('jump.cashOut', (a) => local.cashOut(a[0] as number, a[1] as string, a[2] as string, a[3] as string));

  return {
    /** Advances the game to the clock's time (the leader's ticker calls this; every call does too). */
    tick(): Promise<void> {
      if (!cluster.isLeader()) return Promise.resolve();
      return exclusive(() => advanceTo(now()));
    },

    async state(userId: number | undefined): Promise<JumpStateData> {
      if (cluster.isLeader()) {
        return exclusive(async () => {
          const at = now();
          await advanceTo(at);
          return view(snapshot()!, userId, at);
        });
      }
      // A follower answers from the leader's last published state.
      const copy = await followed.get();
      if (copy === undefined) throw new AppError('RATE_LIMITED', 'serverBusy');
      return view(copy, userId, now());
    },

    bet(userId: number, requestId: string, roundId: string, stake: number, autoCashOutX100: number | null): Promise<JumpBetResult> {
      return cluster.call('jump.bet', [userId, requestId, roundId, stake, autoCashOutX100]);
    },

    cashOut(userId: number, requestId: string, roundId: string, betId: string): Promise<JumpCashOutData> {
      return cluster.call('jump.cashOut', [userId, requestId, roundId, betId]);
    },

    subscribe: loop.subscribe,

    /** Ticks on a timer once the game is in use (a lobby with no players writes nothing). */
    startTicker(intervalMs: number): void {
      loop.startTicker(intervalMs, () => this.tick());
    },

    stopTicker: loop.stopTicker,

    /** Waits for every queued operation (graceful shutdown). */
    drain: loop.drain,
  };
}

export type JumpRunner = ReturnType<typeof createJumpRunner>;
