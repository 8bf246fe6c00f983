// The deposit popup of spec §2/§8 at the moment it is for: a real-money bet refused for want of
// funds. The game keeps showing its own inline refusal; on top, the player is offered the deposit
// ("You have no balance." at zero, else "Insufficient funds, deposit immediately.").
import { GameRefusal, type GameTransport } from '@perya/games/views';
import type { DepositPromptReason } from '@perya/ui/popups';

/** The refusals that mean "not enough money for this bet" (message keys of spec §8). */
const SHORT_OF_FUNDS: readonly string[] = ['insufficientAvailableBalance', 'noBalance', 'insufficientFundsDeposit'];

export function isShortOfFunds(error: unknown): boolean {
  return error instanceof GameRefusal && SHORT_OF_FUNDS.includes(error.messageKey);
}

type BalanceGame = Parameters<GameTransport['balance']>[0];

/**
 * The same transport, whose bets (play, jumpBet, sabongBet) call `onShort` when the server refuses
 * them for want of funds; the refusal still reaches the game. The reason is 'noBalance' when the
 * wallet is empty, else 'insufficientFundsDeposit'.
 */
export function withDepositPrompt(transport: GameTransport, onShort: (reason: DepositPromptReason) => void): GameTransport {
  const prompt = (game: BalanceGame) => {
    transport
      .balance(game)
      .then((balance) => onShort(balance <= 0 ? 'noBalance' : 'insufficientFundsDeposit'))
      .catch(() => onShort('insufficientFundsDeposit'));
  };
  const guard = <R>(game: BalanceGame, call: Promise<R>): Promise<R> =>
    call.catch((error: unknown) => {
      if (isShortOfFunds(error)) prompt(game);
      throw error;
    });
  const bets: Partial<GameTransport> = {
    play: (bet, requestId) => guard(bet.game, transport.play(bet, requestId)),
    jumpBet: (input) => guard('jump', transport.jumpBet(input)),
    sabongBet: (input) => guard('sabong', transport.sabongBet(input)),
  };
  return new Proxy(transport, {
    get(target, prop, receiver) {
      if (typeof prop === 'string' && Object.hasOwn(bets, prop)) return bets[prop as keyof typeof bets];
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
