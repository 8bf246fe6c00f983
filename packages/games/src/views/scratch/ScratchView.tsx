// Scratch, game 10004: buy a 3×3 card (its result is fixed and settled at purchase), then scratch
// the cells (or reveal all); three matching symbols win stake × that symbol's multiplier. A card
// left partly covered is there again, as scratched so far, when the player comes back.
import { useEffect, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Card, Text, TileButton } from '@perya/ui';
import { DEFAULT_SCRATCH_CONFIG, type ScratchCard } from '../../engines';
import type { OgRound } from '@perya/api/contract';
import { ActionBar, PlayButton } from '../shared/ActionBar';
import { roundMessage } from '../shared/resultLine';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance, useSwitchToReal } from '../shared/hooks';
import type { GameViewProps } from '../types';
import { cardOf, isScratchCardRevealed, scratch, scratchAll } from './scratchModel';
import { ScratchSymbol } from './symbols';
import * as g from '../shared/game.css';
import * as css from './scratch.css';

export default function ScratchView({ transport, onExit, onSwitchToReal, onSwitchMode, onFairness, limits }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_SCRATCH_CONFIG;
  const range = limits ?? config;
  const { balance, setBalance } = useBalance(transport, 'scratch');
  const switcher = useSwitchToReal(transport, 'scratch', onSwitchToReal);
  const { busy, error, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  const [round, setRound] = useState<OgRound | null>(null);
  const [card, setCard] = useState<ScratchCard | null>(null);
  const demo = transport.mode === 'demo';
  const done = card !== null && isScratchCardRevealed(card);
  // The money moved at purchase; the balance shows the win once the card is uncovered.
  const shownBalance = balance === null ? null : balance - (card !== null && !done ? card.payout : 0);

  // Back to the game: the card bought and not fully scratched is resumed (games.md).
  useEffect(() => {
    let live = true;
    transport.unfinishedScratch?.().then(
      (unfinished) => {
        const resumed = unfinished === null ? null : cardOf(unfinished.round);
        if (!live || unfinished === null || resumed === null) return;
        setRound((now) => now ?? unfinished.round);
        setCard((now) => now ?? { ...resumed, revealed: [...unfinished.revealed] });
      },
      () => undefined, // nothing to resume shown; the round itself is settled on the server
    );
    return () => {
      live = false;
    };
  }, [transport]);

  const finish = (next: ScratchCard) => {
    setCard(next);
    if (round !== null) transport.saveScratchProgress?.({ roundId: round.roundId, revealed: next.revealed });
    if (isScratchCardRevealed(next)) switcher.afterBet();
  };

  const buy = () =>
    run(async (requestId) => {
      const result = await transport.play({ game: 'scratch', stake }, requestId);
      const bought = cardOf(result.round);
      if (!bought) return;
      setRound(result.round);
      setCard(bought);
      setBalance(result.balance);
    });

  return (
    <GameScreen
      game="scratch"
      transport={transport}
      balance={shownBalance}
      onExit={onExit}
      onFairness={onFairness}
      onSwitchMode={onSwitchMode}
      switchToReal={switcher.popup}
    >
      <Board game="scratch" label={t('games.names.scratch')}>
        <div className={css.card} data-testid="scratch-card">
          {Array.from({ length: 9 }, (_, i) => {
            const revealed = card?.revealed[i] ?? false;
            const symbol = card?.cells[i];
            const win = done && card?.winningSymbol !== null && symbol === card?.winningSymbol;
            return (
              <TileButton
                key={`${round?.roundId ?? 'blank'}-${i}`}
                layout="square"
                highlight={win}
                disabled={card === null || revealed}
                onClick={() => card && finish(scratch(card, i))}
                aria-label={revealed && symbol ? t(`games.og.scratch.symbols.${symbol}` as 'games.og.scratch.symbols.coin') : t('games.og.scratch.cell', { n: i + 1 })}
                data-cell={i}
              >
                {card && symbol ? <ScratchSymbol id={symbol} /> : null}
                <span className={`${css.cover} ${revealed ? css.coverGone : ''}`} aria-hidden="true">
                  ?
                </span>
              </TileButton>
            );
          })}
        </div>
        <p className={css.hint} aria-live="polite">
          {card === null ? t('games.og.scratch.buyHint') : done ? '' : t('games.og.scratch.tap')}
        </p>
      </Board>
      <div className={g.controls}>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={shownBalance} demo={demo} disabled={busy || (card !== null && !done)} />
        <ActionBar
          result={{ key: done ? (round?.roundId ?? 'done') : 'none', message: done && round ? roundMessage(round.totalStake, card.payout) : null }}
          error={error}
          demo={demo}
        >
          {card !== null && !done ? (
            <Button size="lg" fullWidth onClick={() => finish(scratchAll(card))} data-testid="reveal-all">
              {t('games.og.scratch.revealAll')}
            </Button>
          ) : (
            <PlayButton label={t('games.og.scratch.buy')} amount={stake} demo={demo} busy={busy} busyLabel={t('games.og.scratch.buy')} onPlay={() => void buy()} />
          )}
        </ActionBar>
        <Card padding="md">
          <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.scratch.prizes')}</Text>
          <ul className={css.prizes}>
            {config.symbols.map((s) => (
              <li key={s.id} className={css.prize}>
                <span className={css.prizeIcon}>
                  <ScratchSymbol id={s.id} />
                </span>
                ×{s.multiplierX100 / 100}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </GameScreen>
  );
}
