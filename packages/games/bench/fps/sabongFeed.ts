// The frame benchmark's live sabong fight (sabong has no demo mode): a fight opened with the
// engine, a crowd betting into both pools every `everyMs` (so the pools and the pari-mutuel odds
// move as on a busy real fight), LAST CALL after `lastCallAfter` states, and the player's own
// bets placed through the engine too. It is the workload of the "sabong idle/odds" measurement,
// not a stand-in for the server: real play goes through createHttpTransport.
import type { SabongStateData } from '@perya/api/contract';
import { DEFAULT_SABONG_CONFIG, lastCallFight, openFight, placeSabongBet, sabongOdds, type Fight } from '../../src/engines';
import { GameRefusal, type GameTransport } from '../../src/views';
import type { LiveListener } from '../../src/views/transport/types';

export interface SabongFeedOptions {
  readonly everyMs?: number;
  readonly lastCallAfter?: number;
  readonly balance?: number;
}

const HISTORY: SabongStateData['history'] = Array.from({ length: 24 }, (_, i) => ({
  fightNumber: 100 - i,
  result: (['meron', 'wala', 'meron', 'draw', 'wala'] as const)[i % 5]!,
  cancelled: i % 11 === 7,
})).map((h) => (h.cancelled ? { ...h, result: null } : h));

export function createSabongFeed(options: SabongFeedOptions = {}): GameTransport {
  const everyMs = options.everyMs ?? 250;
  const lastCallAfter = options.lastCallAfter ?? 400;
  let balance = options.balance ?? 1_000_000;
  let fight: Fight = openFight({ fightId: 'bench-101', openedAt: Date.now() });
  const mine: { betId: string; side: 'meron' | 'wala' | 'draw'; stake: number }[] = [];
  const listeners = new Set<LiveListener<SabongStateData>>();
  let crowd = 0;
  let timer: ReturnType<typeof setInterval> | null = null;

  const state = (): SabongStateData => ({
    enabled: true,
    serverTime: Date.now(),
    streamUrl: null,
    fight: {
      fightId: fight.fightId,
      fightNumber: 101,
      status: fight.status,
      pools: { ...fight.pools },
      odds: sabongOdds(fight.pools),
      result: fight.result,
      cancelReason: fight.cancelReason,
      myBets: mine.map((b) => ({ ...b, payout: null })),
    },
    history: HISTORY,
  });
  const push = () => {
    const s = state();
    for (const l of listeners) l.state(s);
  };
  const tick = () => {
    crowd += 1;
    // Deterministic crowd: stakes of ₱1 to ₱50, mostly on meron, so the odds keep moving.
    const side = crowd % 7 < 4 ? 'meron' : crowd % 13 === 0 ? 'draw' : 'wala';
    const stake = 100 * (1 + ((crowd * 37) % 50));
    fight = placeSabongBet(fight, { betId: `crowd-${crowd}`, playerId: `p${crowd % 97}`, side, stake }, Date.now());
    if (crowd === lastCallAfter && fight.status === 'OPEN') fight = lastCallFight(fight);
    push();
  };

  const refuse = async (): Promise<never> => {
    throw new GameRefusal('featureDisabled');
  };
  return {
    mode: 'real',
    balance: async () => balance,
    seeds: refuse,
    rotateSeeds: refuse,
    play: refuse,
    rounds: refuse,
    subscribeJump: () => () => undefined,
    jumpBet: refuse,
    jumpCashOut: refuse,
    subscribeSabong(listener) {
      listeners.add(listener);
      listener.status?.('live');
      listener.state(state());
      timer ??= setInterval(tick, everyMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    async sabongBet(input) {
      if (input.fightId !== fight.fightId) throw new GameRefusal('invalidRequest');
      if (input.stake > balance) throw new GameRefusal('insufficientAvailableBalance');
      fight = placeSabongBet(fight, { betId: input.requestId, playerId: 'me', side: input.side, stake: input.stake }, Date.now(), DEFAULT_SABONG_CONFIG);
      balance -= input.stake;
      mine.push({ betId: input.requestId, side: input.side, stake: input.stake });
      push();
      return { betId: input.requestId, balance };
    },
  };
}
