// Test helper: an x2 server for the game calls of createHttpTransport that settles each requestId
// once (as apps/server does: a repeated requestId answers the first round) over a connection the
// test can drop. While the connection is down a bet may still reach the server and be taken, but
// its answer is lost — the case that must never lose or double a bet.
import { ApiError, type ApiClient } from '@perya/api/client';
import type { AnyEndpoint, OgBet, OgRound } from '@perya/api/contract';

export interface FlakyServer {
  readonly client: ApiClient;
  /** Every call that reached the server (or was dropped on the way), in order. */
  readonly calls: { name: string; requestId?: string; dropped: boolean }[];
  /** Rounds taken, by requestId. */
  readonly rounds: Map<string, OgRound>;
  balance(): number;
  /** 'up': calls answer. 'lossy': bets reach the server, answers are lost. 'down': nothing arrives. */
  setLink(link: 'up' | 'lossy' | 'down'): void;
}

const STAKE = (bet: OgBet) => (bet.game === 'dice' || bet.game === 'scratch' ? bet.stake : 0);

export function createFlakyServer(startBalance = 10_000): FlakyServer {
  let link: 'up' | 'lossy' | 'down' = 'up';
  let balance = startBalance;
  const rounds = new Map<string, OgRound>();
  const calls: FlakyServer['calls'] = [];
  const lost = (url: string) => new ApiError({ code: 600, url, kind: 'transport' });

  const play = (requestId: string, bet: OgBet) => {
    let round = rounds.get(requestId);
    if (!round) {
      const stake = STAKE(bet);
      if (stake > balance) throw new ApiError({ code: '20001', msg: 'Insufficient available balance.', url: '/x2/og/play', kind: 'envelope' });
      const win = rounds.size % 2 === 0;
      const payout = win ? stake * 2 : 0;
      balance += payout - stake;
      round = {
        roundId: `r${rounds.size + 1}`,
        requestId,
        game: bet.game,
        bet,
        outcome: { game: 'dice', rollX100: win ? 1234 : 8765, win },
        totalStake: stake,
        payout,
        serverSeedHash: 'a'.repeat(64),
        clientSeed: 'c',
        nonce: rounds.size,
        serverSeed: null,
        createdAt: 1,
      };
      rounds.set(requestId, round);
    }
    return { round, balance };
  };

  const client = {
    baseUrl: 'http://api.test',
    getToken: () => 'tok',
    async call(endpoint: AnyEndpoint, payload: unknown) {
      const p = payload as { requestId?: string; bet?: OgBet };
      const entry = { name: endpoint.name, dropped: link !== 'up', ...(p.requestId === undefined ? {} : { requestId: p.requestId }) };
      calls.push(entry);
      if (link === 'down') throw lost(endpoint.name);
      switch (endpoint.name) {
        case 'ogPlay': {
          const answer = play(p.requestId!, p.bet!);
          if (link === 'lossy') throw lost(endpoint.name); // taken, but the answer never arrives
          return answer;
        }
        case 'ogRound': {
          if (link === 'lossy') throw lost(endpoint.name);
          const round = rounds.get(p.requestId!);
          if (!round) throw new ApiError({ code: '40004', msg: 'Not found.', url: '/x2/og/round', kind: 'envelope' });
          return round;
        }
        case 'userInfo':
          if (link === 'lossy') throw lost(endpoint.name);
          return { balance };
        default:
          throw new Error(`flaky server: no ${endpoint.name}`);
      }
    },
  } as unknown as ApiClient;

  return {
    client,
    calls,
    rounds,
    balance: () => balance,
    setLink(next) {
      link = next;
    },
  };
}
