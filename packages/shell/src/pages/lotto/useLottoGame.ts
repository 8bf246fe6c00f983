// The selected lotto game of the lotto pages, kept while the player moves between them.
import { useAtom } from 'jotai';
import { isLottoGame, type LottoGame } from '@perya/domain';
import { lottoGameAtom } from '../../state/lotto';

export function useLottoGame(): [LottoGame, (game: string) => void] {
  const [game, setGame] = useAtom(lottoGameAtom);
  return [game, (next: string) => void (isLottoGame(next) && setGame(next))];
}
