// The words of a result line (issue 23 §1, §6): what the round did to the player's money, net of
// the stake (domain roundResult), and for jump where the bet got off or where the round crashed.
import { roundResult, type RoundResult, type RoundResultKind } from '@perya/domain';

export type ResultTone = 'win' | 'lose' | 'neutral';

export interface ResultMessage {
  readonly key:
    | 'games.og.result.won'
    | 'games.og.result.stakeBack'
    | 'games.og.result.partLost'
    | 'games.og.result.lost'
    | 'games.og.result.cashedOut'
    | 'games.og.result.crashed';
  /** Interpolations: money in minor units (`amount`, `payout`, `stake`), `x` a multiplier. */
  readonly params: { readonly amount: number; readonly payout: number; readonly stake: number; readonly x?: string };
  readonly tone: ResultTone;
  readonly kind: RoundResultKind;
}

const TONES: Record<RoundResultKind, ResultTone> = { won: 'win', stakeBack: 'neutral', partLost: 'lose', lost: 'lose' };

/**
 * The message of a settled result. `amount` is what the line leads with: the net win, the stake
 * given back, or the net loss (a positive number, the words say which). A jump bet names its
 * cash-out multiplier when it got off ("1.10×"), else the crash point.
 */
export function resultMessage(result: RoundResult, jump?: { readonly cashedOutAt: string | null; readonly crashedAt: string | null }): ResultMessage {
  const base = { stake: result.stake, payout: result.payout };
  const tone = TONES[result.kind];
  if (jump?.cashedOutAt != null && result.kind === 'won')
    return { key: 'games.og.result.cashedOut', params: { ...base, amount: result.net, x: jump.cashedOutAt }, tone, kind: result.kind };
  if (jump?.crashedAt != null && result.kind === 'lost')
    return { key: 'games.og.result.crashed', params: { ...base, amount: result.stake, x: jump.crashedAt }, tone, kind: result.kind };
  switch (result.kind) {
    case 'won':
      return { key: 'games.og.result.won', params: { ...base, amount: result.net }, tone, kind: result.kind };
    case 'stakeBack':
      return { key: 'games.og.result.stakeBack', params: { ...base, amount: result.stake }, tone, kind: result.kind };
    case 'partLost':
      return { key: 'games.og.result.partLost', params: { ...base, amount: -result.net }, tone, kind: result.kind };
    case 'lost':
      return { key: 'games.og.result.lost', params: { ...base, amount: result.stake }, tone, kind: result.kind };
  }
}

/** The message of a round from its total stake and payout (minor units). */
export function roundMessage(stake: number, payout: number): ResultMessage {
  return resultMessage(roundResult(stake, payout));
}
