// Sabong in real mode: pari-mutuel fights run by the operator (open, last call, close, declare the
// result or cancel) with the pure engine (@perya/games/engines sabong.ts) deciding odds, the 107 %
// cancellation at close and every payout. Stakes are ledger transactions at bet time; at the result
// (or a cancellation) every bet is paid in one database transaction, each payout under its own
// idempotency key. A closed fight without a result past the deadline is cancelled and refunded.
// Outside production a sandbox schedule can run fights on its own: it opens, closes and declares
// its fights (results drawn from the sandbox seed), and its house crowd (sabongCrowd.ts) bets on
// them, so a lone player meets two-sided pools. A fight the operator opens is the operator's: the
// schedule and the crowd leave it alone, and the schedule carries on once it has ended.
// With several instances (src/cluster/) only the leader moves fights and takes bets: a follower
// forwards bets and operator moves to it and shows the state the leader publishes. A sandbox fight
// stores its seed and when its last call began, so a new leader carries it on with the same crowd
// plan, the same phase lengths and the same result.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SabongStateData } from '@perya/api/contract';
import {
  EngineError,
  SABONG_SIDES,
  cancelFight,
  closeFight,
  declareFightResult,
  isFightResultOverdue,
  lastCallFight,
  openFight,
  placeSabongBet,
  sabongOdds,
  settleFight,
  type Fight,
  type FightCancelReason,
  type FightResult,
  type SabongConfig,
  type SabongSide,
} from '@perya/games/engines';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import type { Ledger } from '../../ledger/ledger';
import * as transfers from '../../ledger/transfers';
import type { Cluster } from '../../../cluster/cluster';
import { outsideClaim } from '../../idempotency/claim';
import { createClusteredLoop } from './liveLoop';
import { CROWD_BALANCE_AT, CROWD_MAX_BALANCING_BETS, CROWD_REFILL, CROWD_SIZE, balancingStakes, ensureCrowd, planCrowdBets, sandboxFightResult, type CrowdBet } from './sabongCrowd';
import type { SabongSchedule } from './sabongSchedule';
import type { ProtectionGuard } from '../../protection/service';

export const SABONG_HISTORY_SIZE = 20;

export { DEFAULT_SABONG_SCHEDULE, type SabongSchedule } from './sabongSchedule';

export interface SabongRunnerDeps {
  readonly db: Kysely<Database>;
  readonly ledger: Ledger;
  readonly now: () => number;
  readonly config: SabongConfig;
  /** Player protection (issue 15): age, exclusion and limits, checked in the bet's transaction. */
  readonly guard: Pick<ProtectionGuard, 'guardBet'>;
  /** Run fights automatically (sandbox); undefined: only the operator moves fights. */
  readonly schedule?: SabongSchedule;
  /**
   * The seed of the sandbox's results and crowd (the same seed replays them on a fresh database);
   * default: a random one drawn for each fight. Either way a fight's seed is stored with it, so a
   * new leader (or a restart) carries the fight on with the same crowd and result.
   */
  readonly sandboxSeed?: string;
  /** The sandbox's house crowd bets on the schedule's fights (default: with a schedule). */
  readonly crowd?: boolean;
  /** Who leads, and the bus the state goes out on (one instance: always the leader). */
  readonly cluster: Cluster;
  /** A problem in the background (a takeover that failed to resume the fight). */
  readonly onError?: (error: unknown) => void;
}

interface Current {
  fight: Fight;
  readonly fightNumber: number;
  /** When the current status began (for the sandbox schedule). */
  since: number;
  /** Opened by the sandbox schedule (its crowd bets, the schedule moves it), not the operator. */
  readonly sandbox: boolean;
}

/** Who may see the fight and which video a caller's brand plays. */
export interface SabongAccess {
  readonly enabled: boolean;
  readonly streamUrl: string | null;
}

type HistoryEntry = SabongStateData['history'][number];

/** What the leader publishes after every change; enough for any instance to answer the state. */
export interface SabongSnapshot {
  readonly current: Current | null;
  readonly history: readonly HistoryEntry[];
}

const CHANNEL = 'live:sabong';

/** A crowd bet's id: its fight and its key in the crowd's plan (a player's bet ids are hex). */
const crowdBetId = (fightId: string, key: string) => `${fightId}-crowd-${key}`;

export type OperatorAction = { action: 'open' } | { action: 'lastCall' } | { action: 'close' } | { action: 'result'; result: FightResult } | { action: 'cancel' };

function refusal(error: unknown): never {
  if (error instanceof EngineError) throw new AppError(error.code === 'GAME_DISABLED' ? 'FEATURE_DISABLED' : 'VALIDATION', error.messageKey);
  throw error;
}

export function createSabongRunner(deps: SabongRunnerDeps) {
  const { db, ledger, now, config } = deps;
  const { cluster } = deps;
  /** The seed of fights from before seeds were stored with them (migration 0018). */
  const startSeed = deps.sandboxSeed ?? randomBytes(32).toString('hex');
  const crowdOn = deps.schedule !== undefined && (deps.crowd ?? true);
  let crowdIds: number[] | undefined;
  /** The current sandbox fight's seed (stored with the fight; kept out of the published snapshot). */
  let fightSeed: { fightId: string; seed: string } | undefined;
  /** The crowd's plan of the current sandbox fight (recomputed from the fight's seed after a take-over). */
  let crowdPlan: { fightId: string; bets: CrowdBet[] } | undefined;
  const seedOf = (c: Current) => (fightSeed?.fightId === c.fight.fightId ? fightSeed.seed : startSeed);
  let current: Current | undefined;
  let history: HistoryEntry[] = [];
  const snapshot = (): SabongSnapshot => ({ current: current ?? null, history });
  const { exclusive, emit, ensureReady, followed, ...loop } = createClusteredLoop<SabongSnapshot>({
    cluster,
    channel: CHANNEL,
    snapshotCall: 'sabong.snapshot',
    init,
    snapshot,
    forget() {
      current = undefined;
      history = [];
    },
    // A new leader carries on at once when sabong has been played (init pays a fight that ended
    // unpaid); deadlines and the sandbox schedule run by server time.
    async resume() {
      const latest = await db.selectFrom('og_sabong_fights').select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (latest === undefined) return false;
      await advanceTo(now());
      return true;
    },
    onError: (error) => deps.onError?.(error),
  });

  async function init(): Promise<void> {
    const done = await db
      .selectFrom('og_sabong_fights')
      .select(['fight_number', 'result', 'status'])
      .where('settled_at', 'is not', null)
      .orderBy('id', 'desc')
      .limit(SABONG_HISTORY_SIZE)
      .execute();
    history = done.map((f) => ({ fightNumber: f.fight_number, result: f.result as FightResult | null, cancelled: f.status === 'CANCELLED' }));
    const latest = await db.selectFrom('og_sabong_fights').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
    crowdPlan = undefined;
    fightSeed = undefined;
    if (latest === undefined) return;
    if (latest.sandbox_seed !== null) fightSeed = { fightId: latest.fight_id, seed: latest.sandbox_seed };
    const bets = await db.selectFrom('og_sabong_bets').selectAll().where('fight_id', '=', latest.fight_id).orderBy('id').execute();
    const pools = { meron: 0, wala: 0, draw: 0 };
    for (const b of bets) pools[b.side as SabongSide] += b.stake;
    // When the current status began, as the schedule timed it (a new leader keeps the phase's length).
    const ended = latest.status === 'RESULT' || latest.status === 'CANCELLED';
    const since = ended ? (latest.settled_at ?? latest.closed_at ?? latest.opened_at) : latest.status === 'LAST_CALL' ? (latest.last_call_at ?? latest.opened_at) : (latest.closed_at ?? latest.opened_at);
    current = {
      fightNumber: latest.fight_number,
      since,
      sandbox: latest.sandbox === 1,
      fight: {
        fightId: latest.fight_id,
        status: latest.status as Fight['status'],
        openedAt: latest.opened_at,
        closedAt: latest.closed_at,
        bets: bets.map((b) => ({ betId: b.bet_id, playerId: String(b.user_id), side: b.side as SabongSide, stake: b.stake, placedAt: b.placed_at })),
        pools,
        result: latest.result as FightResult | null,
        cancelReason: latest.cancel_reason as FightCancelReason | null,
      },
    };
    // A fight that ended but was not paid (a crash between the two) is paid now.
    if ((latest.status === 'RESULT' || latest.status === 'CANCELLED') && latest.settled_at === null) await settle(current);
  }

  /** Writes the fight's new status; pays every bet when it has ended. */
  async function save(c: Current, at: number): Promise<void> {
    const f = c.fight;
    await db
      .updateTable('og_sabong_fights')
      .set({ status: f.status, closed_at: f.closedAt, result: f.result, cancel_reason: f.cancelReason, ...(f.status === 'LAST_CALL' ? { last_call_at: at } : {}) })
      .where('fight_id', '=', f.fightId)
      .execute();
    c.since = at;
    if (f.status === 'RESULT' || f.status === 'CANCELLED') await settle(c);
  }

  async function settle(c: Current): Promise<void> {
    const settlement = settleFight(c.fight, config);
    // The fight's own settlement, not the money of the request that happened to bring it up to time.
    await outsideClaim(() => ledger.transaction(async (trx) => {
      await cluster.fence(trx);
      for (const bet of settlement.bets) {
        const updated = await trx
          .updateTable('og_sabong_bets')
          .set({ payout: bet.payout })
          .where('bet_id', '=', bet.betId)
          .where('payout', 'is', null)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n || bet.payout === 0) continue;
        await ledger.post(
          (bet.kind === 'refund' ? transfers.refund : transfers.payout)({
            userId: Number(bet.playerId),
            amount: bet.payout,
            key: `sabong:${bet.betId}:payout`,
            reference: c.fight.fightId,
            remark: 'sabong',
          }),
          trx,
        );
      }
      await trx.updateTable('og_sabong_fights').set({ settled_at: now() }).where('fight_id', '=', c.fight.fightId).execute();
    }));
    history = [{ fightNumber: c.fightNumber, result: c.fight.result, cancelled: c.fight.status === 'CANCELLED' }, ...history].slice(0, SABONG_HISTORY_SIZE);
  }

  async function open(at: number, sandbox = false): Promise<void> {
    if (current !== undefined && current.fight.status !== 'RESULT' && current.fight.status !== 'CANCELLED') {
      throw new AppError('VALIDATION', 'invalidRequest');
    }
    const fightNumber = (current?.fightNumber ?? 0) + 1;
    const fightId = `fight-${fightNumber}-${randomBytes(4).toString('hex')}`;
    let fight: Fight;
    try {
      fight = openFight({ fightId, openedAt: at }, config);
    } catch (error) {
      refusal(error);
    }
    const seed = sandbox ? (deps.sandboxSeed ?? randomBytes(32).toString('hex')) : null;
    await db
      .insertInto('og_sabong_fights')
      .values({ fight_id: fightId, fight_number: fightNumber, status: 'OPEN', opened_at: at, closed_at: null, result: null, cancel_reason: null, settled_at: null, sandbox: sandbox ? 1 : 0, sandbox_seed: seed })
      .execute();
    current = { fight, fightNumber, since: at, sandbox };
    fightSeed = seed === null ? undefined : { fightId, seed };
  }

  /** The operator's (or, with sandbox true, the sandbox schedule's) move. */
  async function apply(action: OperatorAction, at: number, sandbox = false): Promise<void> {
    if (action.action === 'open') return open(at, sandbox);
    const c = current;
    if (c === undefined) throw new AppError('NOT_FOUND');
    try {
      if (action.action === 'lastCall') c.fight = lastCallFight(c.fight);
      else if (action.action === 'close') c.fight = closeFight(c.fight, at, config);
      else if (action.action === 'result') c.fight = declareFightResult(c.fight, action.result, at, config);
      else c.fight = cancelFight(c.fight, 'operator');
    } catch (error) {
      refusal(error);
    }
    await save(c, at);
  }

  /** Server-time rules: an overdue result cancels the fight; the sandbox schedule moves fights on. */
  async function advanceTo(at: number): Promise<void> {
    await ensureReady();
    const c = current;
    if (c !== undefined && isFightResultOverdue(c.fight, at, config)) {
      c.fight = cancelFight(c.fight, 'notDeclared');
      await save(c, at);
      emit();
    }
    const schedule = deps.schedule;
    if (schedule === undefined || !config.enabled) return;
    for (let step = 0; step < 5; step++) {
      const c = current;
      const f = c?.fight;
      let next: OperatorAction | undefined;
      if (c === undefined || f === undefined || ((f.status === 'RESULT' || f.status === 'CANCELLED') && at >= c.since + schedule.pauseMs)) next = { action: 'open' };
      // The operator's fight is moved by the operator alone.
      else if (!c.sandbox) return;
      else {
        // The crowd's bets fall due before the fight closes (they all come within the betting window).
        if (crowdOn && (f.status === 'OPEN' || f.status === 'LAST_CALL') && (await crowdBetsTo(c, at, schedule))) emit();
        if (f.status === 'OPEN' && at >= c.since + schedule.openMs) next = { action: 'lastCall' };
        else if (f.status === 'LAST_CALL' && at >= c.since + schedule.lastCallMs) next = { action: 'close' };
        // Sandbox only: there is no real fight, so the result is drawn from the sandbox seed.
        else if (f.status === 'CLOSED' && at >= c.since + schedule.resultMs) next = { action: 'result', result: sandboxFightResult(seedOf(c), c.fightNumber) };
      }
      if (next === undefined) return;
      await apply(next, at, true);
      emit();
    }
  }

  /**
   * Places every crowd bet of the sandbox fight that is due by `at` (its plan spreads them over the
   * betting window, the balancing bet near its end). True when a bet was placed.
   */
  async function crowdBetsTo(c: Current, at: number, schedule: SabongSchedule): Promise<boolean> {
    const windowMs = schedule.openMs + schedule.lastCallMs;
    const elapsed = (at - c.fight.openedAt) / windowMs;
    if (crowdPlan?.fightId !== c.fight.fightId) crowdPlan = { fightId: c.fight.fightId, bets: planCrowdBets(seedOf(c), c.fightNumber, config) };
    const placed = new Set(c.fight.bets.map((b) => b.betId));
    const due = crowdPlan.bets.filter((b) => b.at <= elapsed && !placed.has(crowdBetId(c.fight.fightId, b.key)));
    let placedNow = 0;
    for (const bet of due) {
      await crowdBet(c, bet, at);
      placedNow++;
    }
    // Late money on the long side keeps both sides worth betting: from near the end of the window,
    // whenever a side would pay under the crowd's target (a few times at most per fight).
    if (elapsed >= CROWD_BALANCE_AT) {
      const done = c.fight.bets.filter((b) => b.betId.startsWith(crowdBetId(c.fight.fightId, 'b'))).length;
      const balance = done < CROWD_MAX_BALANCING_BETS ? balancingStakes(c.fight.pools, config) : null;
      for (const [i, stake] of (balance?.stakes ?? []).entries()) {
        const member = (c.fightNumber + done + i) % CROWD_SIZE;
        await crowdBet(c, { key: `b${done + i}`, at: elapsed, member, side: balance!.side, stake }, at);
        placedNow++;
      }
    }
    return placedNow > 0;
  }

  /**
   * One crowd bet, as any bet: the stake from the member's wallet to the house in the bet's own
   * transaction, the member refilled from sandboxCrowd first when the wallet cannot cover it.
   */
  async function crowdBet(c: Current, bet: CrowdBet, at: number): Promise<void> {
    crowdIds ??= await ensureCrowd(db, at);
    const userId = crowdIds[bet.member % crowdIds.length]!;
    const betId = crowdBetId(c.fight.fightId, bet.key);
    const next = placeSabongBet(c.fight, { betId, playerId: String(userId), side: bet.side, stake: bet.stake }, at, config);
    await ledger.transaction(async (trx) => {
      await cluster.fence(trx);
      const funds = (await ledger.balances(userId, trx)).main;
      if (funds < bet.stake) {
        const refill = Math.max(CROWD_REFILL, bet.stake) - funds;
        await ledger.post(transfers.sandboxFunding({ userId, amount: refill, key: `sabong-crowd:${betId}:fund`, reference: 'sandbox-crowd', remark: 'sandbox crowd' }), trx);
      }
      await trx
        .insertInto('og_sabong_bets')
        .values({ bet_id: betId, fight_id: c.fight.fightId, user_id: userId, request_id: `crowd-${bet.key}-${c.fightNumber}`, side: bet.side, stake: bet.stake, payout: null, placed_at: at })
        .execute();
      await ledger.post(transfers.stake({ userId, amount: bet.stake, key: `sabong:${betId}:bet`, reference: c.fight.fightId, remark: 'sabong' }), trx);
    });
    c.fight = next;
  }

  /** When the sandbox schedule moves the fight on next (null for the operator's fights). */
  function nextMoveAt(c: Current): number | null {
    const schedule = deps.schedule;
    if (schedule === undefined || !c.sandbox) return null;
    const phase = { OPEN: schedule.openMs, LAST_CALL: schedule.lastCallMs, CLOSED: schedule.resultMs, RESULT: schedule.pauseMs, CANCELLED: schedule.pauseMs }[c.fight.status];
    return c.since + phase;
  }

  function view(s: SabongSnapshot, access: SabongAccess, at: number): SabongStateData {
    const { enabled } = access;
    const c = s.current;
    return {
      enabled,
      serverTime: at,
      streamUrl: enabled ? access.streamUrl : null,
      fight:
        !enabled || c === null
          ? null
          : {
              fightId: c.fight.fightId,
              fightNumber: c.fightNumber,
              status: c.fight.status,
              pools: c.fight.pools,
              odds: sabongOdds(c.fight.pools, config),
              result: c.fight.result,
              cancelReason: c.fight.cancelReason,
              nextAt: nextMoveAt(c),
              myBets: [],
            },
      history: enabled ? [...s.history] : [],
    };
  }

  async function withMyBets(state: SabongStateData, userId: number | undefined): Promise<SabongStateData> {
    if (state.fight === null || userId === undefined) return state;
    const rows = await db
      .selectFrom('og_sabong_bets')
      .select(['bet_id', 'side', 'stake', 'payout'])
      .where('fight_id', '=', state.fight.fightId)
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    return { ...state, fight: { ...state.fight, myBets: rows.map((r) => ({ betId: r.bet_id, side: r.side as SabongSide, stake: r.stake, payout: r.payout })) } };
  }

  const local = {
    async bet(userId: number, requestId: string, fightId: string, side: SabongSide, stake: number): Promise<{ betId: string; balance: number }> {
      return exclusive(async () => {
        const at = now();
        await advanceTo(at);
        const existing = await db.selectFrom('og_sabong_bets').selectAll().where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
        if (existing !== undefined) {
          if (existing.fight_id !== fightId || existing.side !== side || existing.stake !== stake) throw new AppError('VALIDATION', 'invalidRequest');
          return { betId: existing.bet_id, balance: (await ledger.balances(userId)).main };
        }
        const c = current;
        // A bet for a fight gone by (or none open): that fight's betting is closed.
        if (c === undefined || c.fight.fightId !== fightId) throw new AppError('VALIDATION', 'bettingClosed');
        if (!(SABONG_SIDES as readonly string[]).includes(side)) throw new AppError('VALIDATION');
        const betId = `${fightId}-${randomBytes(6).toString('hex')}`;
        let next: Fight;
        try {
          next = placeSabongBet(c.fight, { betId, playerId: String(userId), side, stake }, at, config);
        } catch (error) {
          refusal(error);
        }
        try {
          await ledger.transaction(async (trx) => {
            await cluster.fence(trx);
            await deps.guard.guardBet(trx, userId, stake);
            await trx
              .insertInto('og_sabong_bets')
              .values({ bet_id: betId, fight_id: fightId, user_id: userId, request_id: requestId, side, stake, payout: null, placed_at: at })
              .execute();
            await ledger.post(transfers.stake({ userId, amount: stake, key: `sabong:${betId}:bet`, reference: fightId, remark: 'sabong' }), trx);
          });
        } catch (error) {
          transfers.refuseOverdraft(error);
        }
        c.fight = next;
        emit();
        return { betId, balance: (await ledger.balances(userId)).main };
      });
    },

    operate(action: OperatorAction): Promise<{ fightId: string | null; status: string | null }> {
      return exclusive(async () => {
        const at = now();
        await advanceTo(at);
        await apply(action, at);
        emit();
        return { fightId: current?.fight.fightId ?? null, status: current?.fight.status ?? null };
      });
    },
  };

  // The leader serves these to the followers (and to itself, without the bus).
  cluster.handle('sabong.snapshot', () =>
    exclusive(async () => {
      await advanceTo(now());
      return snapshot();
    }),
  );
  cluster.handle('sabong.bet', (a) => local.bet(a[0] as number, a[1] as string, a[2] as string, a[3] as SabongSide, a[4] as number));
  cluster.handle('sabong.operate', (a) => local.operate(a[0] as OperatorAction));

  return {
    tick(): Promise<void> {
      if (!cluster.isLeader()) return Promise.resolve();
      return exclusive(() => advanceTo(now()));
    },

    async state(userId: number | undefined, access: SabongAccess): Promise<SabongStateData> {
      let state: SabongStateData;
      if (cluster.isLeader()) {
        state = await exclusive(async () => {
          const at = now();
          await advanceTo(at);
          return view(snapshot(), access, at);
        });
      } else {
        // A follower answers from the leader's last published state.
        const copy = await followed.get();
        if (copy === undefined) throw new AppError('RATE_LIMITED', 'serverBusy');
        state = view(copy, access, now());
      }
      return withMyBets(state, userId);
    },

    bet(userId: number, requestId: string, fightId: string, side: SabongSide, stake: number): Promise<{ betId: string; balance: number }> {
      return cluster.call('sabong.bet', [userId, requestId, fightId, side, stake]);
    },

    /** The operator moves the current fight (ops routes; on the leader wherever the call arrives). */
    operate(action: OperatorAction): Promise<{ fightId: string | null; status: string | null }> {
      return cluster.call('sabong.operate', [action]);
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

export type SabongRunner = ReturnType<typeof createSabongRunner>;
