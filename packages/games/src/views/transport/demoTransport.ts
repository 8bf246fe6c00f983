// Demo mode (spec §4): the house runs in the browser. Outcomes come from the same engines and the
// same HMAC seeds as real play (so the fairness page works on demo rounds too); money is the demo
// balance of @perya/domain (100 per game, bets counted for the switch-to-real prompt).
import type { JumpStateData, OgBet, OgOutcome, OgRound, OgSeededGame, PublicSeedPairData } from '@perya/api/contract';
import { placeDemoBet, settleDemoBet, type DemoGame, type DemoState } from '@perya/domain';
import {
  DEFAULT_GAME_CONFIGS,
  EngineError,
  createSeedPair,
  playColourGame,
  playDice,
  playRing,
  publicSeedPair,
  rotateSeeds as rotateEngineSeeds,
  buyScratchCard,
  takeNonce,
  type GameConfigs,
  type SeedPair,
} from '../../engines';
import { demoKeyOf } from '../games';
import type { DemoStore } from './demoStore';
import { createJumpHouse, type JumpHouse } from './jumpRounds';
import { createScratchResume } from './scratchResume';
import { GameRefusal, type GameTransport, type LiveListener, type PlayResult, type RotateResult } from './types';

export interface DemoTransportOptions {
  readonly store: DemoStore;
  readonly configs?: GameConfigs;
  readonly now?: () => number;
  /** n random bytes as hex (crypto.getRandomValues by default). */
  readonly randomHex?: (bytes: number) => string;
  readonly jumpPauseMs?: number;
  /** The jump house's loop timer (tests drive it by hand). */
  readonly jumpTimer?: (fn: () => void, ms: number) => () => void;
}

function cryptoHex(bytes: number): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

const ROUNDS_KEPT = 50;

function demoGameOf(game: OgSeededGame | 'jump'): DemoGame {
  const key = demoKeyOf(game);
  if (key === null) throw new GameRefusal('featureDisabled');
  return key;
}

function totalStake(bet: OgBet): number {
  switch (bet.game) {
    case 'dice':
    case 'scratch':
      return bet.stake;
    case 'ring':
      return Object.values(bet.bets).reduce((s, v) => s + (v ?? 0), 0);
    case 'colorgame':
      return bet.bets.reduce((s, b) => s + b.stake, 0);
  }
}

function settle(bet: OgBet, seeds: { serverSeed: string; clientSeed: string; nonce: number }, configs: GameConfigs): { outcome: OgOutcome; payout: number } {
  switch (bet.game) {
    case 'dice': {
      const o = playDice(seeds, bet, configs.dice);
      return { outcome: { game: 'dice', rollX100: o.rollX100, win: o.win }, payout: o.payout };
    }
    case 'ring': {
      const o = playRing(seeds, bet.bets, configs.ring);
      return { outcome: { game: 'ring', colour: o.colour, field: o.field }, payout: o.payout };
    }
    case 'colorgame': {
      const o = playColourGame(seeds, bet.bets, configs.colorgame);
      return { outcome: { game: 'colorgame', dice: [o.dice[0], o.dice[1], o.dice[2]], payouts: [...o.payouts] }, payout: o.payout };
    }
    case 'scratch': {
      const card = buyScratchCard(seeds, bet.stake, configs.scratch);
      return {
        outcome: { game: 'scratch', cells: [...card.cells], winningSymbol: card.winningSymbol, multiplierX100: card.multiplierX100 },
        payout: card.payout,
      };
    }
  }
}

export interface DemoTransport extends GameTransport {
  readonly mode: 'demo';
  readonly store: DemoStore;
}

export function createDemoTransport(options: DemoTransportOptions): DemoTransport {
  const { store } = options;
  const configs = options.configs ?? DEFAULT_GAME_CONFIGS;
  const now = options.now ?? (() => Date.now());
  const randomHex = options.randomHex ?? cryptoHex;
  const pairs = new Map<OgSeededGame, SeedPair>();
  const history = new Map<OgSeededGame, OgRound[]>();
  const byRequest = new Map<string, PlayResult>();
  let jump: JumpHouse | null = null;
  let roundSeq = 0;
  // Demo cards live as long as the demo rounds (this app session), so their progress does too.
  const scratch = createScratchResume();

  const pairOf = (game: OgSeededGame): SeedPair => {
    let pair = pairs.get(game);
    if (!pair) {
      pair = createSeedPair(randomHex(32), randomHex(8), randomHex(32));
      pairs.set(game, pair);
    }
    return pair;
  };

  const spend = (game: DemoGame, stake: number): DemoState => {
    const placed = placeDemoBet(store.get(game), stake);
    if (!placed.ok) throw new GameRefusal(placed.error);
    return placed.state;
  };

  const jumpHouse = (): JumpHouse => {
    if (jump === null) {
      const house = createJumpHouse({
        config: configs.jump,
        now,
        randomHex: () => randomHex(32),
        ...(options.jumpPauseMs === undefined ? {} : { pauseMs: options.jumpPauseMs }),
        ...(options.jumpTimer === undefined ? {} : { setInterval: options.jumpTimer }),
      });
      house.onPaid((bet) => store.set('jump', settleDemoBet(store.get('jump'), bet.payout)));
      jump = house;
    }
    return jump;
  };

  const refuse = (error: unknown): never => {
    if (error instanceof EngineError) throw new GameRefusal(error.messageKey, error.message);
    throw error;
  };

  return {
    mode: 'demo',
    store,
    async balance(game) {
      if (game === 'sabong') throw new GameRefusal('featureDisabled');
      return store.get(demoGameOf(game)).balance;
    },
    async seeds(game): Promise<PublicSeedPairData> {
      return publicSeedPair(pairOf(game));
    },
    async rotateSeeds(game, clientSeed): Promise<RotateResult> {
      try {
        const { revealed, next } = rotateEngineSeeds(pairOf(game), randomHex(32), clientSeed ?? randomHex(8));
        pairs.set(game, next);
        history.set(
          game,
          (history.get(game) ?? []).map((r) => (r.serverSeedHash === revealed.serverSeedHash ? { ...r, serverSeed: revealed.serverSeed } : r)),
        );
        return {
          revealed: { serverSeed: revealed.serverSeed, serverSeedHash: revealed.serverSeedHash, clientSeed: revealed.clientSeed, nonce: revealed.nonce },
          next: publicSeedPair(next),
        };
      } catch (error) {
        return refuse(error);
      }
    },
    async play(bet, requestId) {
      const done = byRequest.get(requestId);
      if (done) return done; // the same action sent twice is settled once
      const game = demoGameOf(bet.game);
      const stake = totalStake(bet);
      const afterBet = spend(game, stake);
      const { seeds, next } = takeNonce(pairOf(bet.game));
      let settled: { outcome: OgOutcome; payout: number };
      try {
        settled = settle(bet, seeds, configs);
      } catch (error) {
        return refuse(error); // nothing was stored: the stake stays
      }
      pairs.set(bet.game, next);
      const state = settleDemoBet(afterBet, settled.payout);
      store.set(game, state);
      roundSeq += 1;
      const round: OgRound = {
        roundId: `demo-${bet.game}-${roundSeq}`,
        requestId,
        game: bet.game,
        bet,
        outcome: settled.outcome,
        totalStake: stake,
        payout: settled.payout,
        serverSeedHash: pairOf(bet.game).serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        serverSeed: null,
        createdAt: now(),
      };
      history.set(bet.game, [round, ...(history.get(bet.game) ?? [])].slice(0, ROUNDS_KEPT));
      const result = { round, balance: state.balance };
      byRequest.set(requestId, result);
      scratch.bought(round);
      return result;
    },
    async rounds(game) {
      return history.get(game) ?? [];
    },
    subscribeJump(listener: LiveListener<JumpStateData>) {
      listener.status?.('live');
      return jumpHouse().subscribe((s) => listener.state(s));
    },
    async jumpBet(input) {
      const house = jumpHouse();
      const afterBet = spend('jump', input.stake);
      try {
        house.bet({ betId: input.requestId, stake: input.stake, autoCashOutX100: input.autoCashOutX100 });
      } catch (error) {
        return refuse(error);
      }
      store.set('jump', afterBet);
      return { betId: input.requestId, roundId: input.roundId, balance: afterBet.balance };
    },
    async jumpCashOut(input) {
      let result;
      try {
        result = jumpHouse().cashOut(input.betId);
      } catch (error) {
        return refuse(error);
      }
      return {
        cashedOut: result.cashedOut,
        reason: result.cashedOut ? null : result.reason,
        cashOutX100: result.bet.cashOutX100,
        payout: result.bet.payout,
        balance: store.get('jump').balance,
      };
    },
    subscribeSabong(listener) {
      listener.status?.('offline');
      return () => undefined;
    },
    async sabongBet() {
      throw new GameRefusal('featureDisabled');
    },
    async unfinishedScratch() {
      return scratch.find(history.get('scratch') ?? []);
    },
    saveScratchProgress: (progress) => scratch.save(progress),
  };
}
