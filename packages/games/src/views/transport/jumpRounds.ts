// A jump "house" that runs in the browser for demo play: rounds on a locally generated hash chain,
// driven by the engine's state machine (open → bets → start → advance → crash) on the local clock.
// It produces the same JumpStateData the server pushes, so the jump view cannot tell them apart.
import type { JumpStateData } from '@perya/api/contract';
import {
  advanceJumpRound,
  cashOutJumpBet,
  generateHashChain,
  openJumpRound,
  placeJumpBet,
  startJumpRound,
  type HashChain,
  type JumpBet,
  type JumpConfig,
  type JumpRound,
} from '../../engines';

export interface JumpHouseOptions {
  readonly config: JumpConfig;
  readonly now: () => number;
  /** 32 random bytes as 64 hex characters (the chain seed, the salt). */
  readonly randomHex: () => string;
  /** How long a crashed round stays on screen before the next one opens. */
  readonly pauseMs?: number;
  /** Games per generated chain. */
  readonly chainLength?: number;
  /** Timer of the loop (tests pass a fake). */
  readonly setInterval?: (fn: () => void, ms: number) => () => void;
}

export interface JumpHouse {
  subscribe(listener: (state: JumpStateData) => void): () => void;
  state(): JumpStateData;
  bet(input: { betId: string; stake: number; autoCashOutX100: number | null }): JumpRound;
  cashOut(betId: string): ReturnType<typeof cashOutJumpBet>;
  /** Brings the round to the clock (the loop calls it; tests call it directly). */
  tick(): void;
  /** Called with every bet of the player when it leaves the round with a payout (auto, maxWin, manual). */
  onPaid(listener: (bet: JumpBet) => void): () => void;
}

const HISTORY = 12;
export const DEMO_PLAYER = 'demo';

export function createJumpHouse(options: JumpHouseOptions): JumpHouse {
  const { config, now } = options;
  const pauseMs = options.pauseMs ?? 3_000;
  const chainLength = options.chainLength ?? 200;
  const every =
    options.setInterval ??
    ((fn: () => void, ms: number) => {
      const id = setInterval(fn, ms);
      return () => clearInterval(id);
    });
  const salt = options.randomHex();
  let chain: HashChain = generateHashChain(options.randomHex(), chainLength);
  let index = 0;
  let gameNumber = 1;
  const history: JumpStateData['history'][number][] = [];
  const listeners = new Set<(state: JumpStateData) => void>();
  const paidListeners = new Set<(bet: JumpBet) => void>();
  const paid = new Set<string>();
  let stop: (() => void) | null = null;
  let lastSent = '';

  const open = (at: number): JumpRound => {
    if (index >= chain.games.length) {
      chain = generateHashChain(options.randomHex(), chainLength);
      index = 0;
    }
    const round = openJumpRound({ roundId: `demo-${gameNumber}`, gameHash: chain.games[index]!, salt, openedAt: at }, config);
    index += 1;
    return round;
  };
  let round = open(now());

  const view = (): JumpStateData => {
    const t = now();
    const crashed = round.phase === 'crashed';
    const running = round.phase === 'running';
    const multiplier = crashed
      ? round.crashPointX100
      : running
        ? Math.min(Math.floor(100 * Math.exp(config.growthPerMs * Math.max(0, t - round.startedAt!))), round.crashPointX100)
        : 100;
    return {
      roundId: round.roundId,
      gameNumber: index, // position in the current chain, 1-based
      phase: round.phase,
      serverTime: t,
      bettingEndsAt: round.bettingEndsAt,
      startedAt: round.startedAt,
      multiplierX100: multiplier,
      crashPointX100: crashed ? round.crashPointX100 : null,
      gameHash: crashed ? round.gameHash : null,
      growthPerMs: config.growthPerMs,
      terminatingHash: chain.terminatingHash,
      salt,
      bets: round.bets.map((b) => ({
        betId: b.betId,
        mine: true,
        stake: b.stake,
        autoCashOutX100: b.autoCashOutX100,
        cashOutX100: b.cashOutX100,
        payout: b.payout,
      })),
      history: [...history],
    };
  };

  const settlePaid = () => {
    for (const b of round.bets) {
      if (b.exit !== null && b.payout > 0 && !paid.has(b.betId)) {
        paid.add(b.betId);
        for (const l of paidListeners) l(b);
      }
    }
  };

  const emit = (force = false) => {
    const state = view();
    // The multiplier runs on the client between states: only phase and bet changes are news.
    const key = JSON.stringify([state.roundId, state.phase, state.bets]);
    if (!force && key === lastSent) return;
    lastSent = key;
    for (const l of [...listeners]) l(state);
  };

  const tick = () => {
    const t = now();
    if (round.phase === 'betting' && t >= round.bettingEndsAt) round = startJumpRound(round, t, config);
    else if (round.phase === 'running') round = advanceJumpRound(round, t, config);
    else if (round.phase === 'crashed' && t >= round.crashedAt! + pauseMs) {
      history.unshift({ roundId: round.roundId, gameNumber: index, crashPointX100: round.crashPointX100, gameHash: round.gameHash });
      history.length = Math.min(history.length, HISTORY);
      gameNumber += 1;
      round = open(t);
    }
    settlePaid();
    emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      listener(view());
      if (stop === null) stop = every(tick, 50);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop !== null) {
          stop();
          stop = null;
        }
      };
    },
    state: view,
    bet(input) {
      round = placeJumpBet(round, { ...input, playerId: DEMO_PLAYER }, now(), config);
      emit(true);
      return round;
    },
    cashOut(betId) {
      const result = cashOutJumpBet(round, betId, now(), config);
      round = result.round;
      settlePaid();
      emit(true);
      return result;
    },
    tick,
    onPaid(listener) {
      paidListeners.add(listener);
      return () => void paidListeners.delete(listener);
    },
  };
}
