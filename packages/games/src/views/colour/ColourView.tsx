// Colour game (perya), game 10001: three six-colour dice; single-colour bets pay 1:1, 2:1 or 3:1
// and two-colour bets 5:1. The dice sit on the brand's colour mat, tumble with a transform
// animation and land with the rolled colour up.
import { startTransition, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Card, Inline, Money, Text, TileButton, ToggleChip } from '@perya/ui';
import { COLOUR_GAME_COLOURS, DEFAULT_COLOUR_GAME_CONFIG, type GameColour } from '../../engines';
import type { OgRound } from '@perya/api/contract';
import { ActionBar, PlayButton } from '../shared/ActionBar';
import { roundMessage } from '../shared/resultLine';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance, useSwitchToReal } from '../shared/hooks';
import type { GameViewProps } from '../types';
import { addBet, slipTotal, stakeOnColour, type SlipBet } from './colourModel';
import { ColourDie } from './ColourDie';
import * as g from '../shared/game.css';
import * as css from './colour.css';

/** The faces the dice show at rest before the first roll: three different colours up. */
const AT_REST: readonly GameColour[] = ['red', 'yellow', 'blue'];

export default function ColourView({ transport, onExit, onSwitchToReal, onSwitchMode, onFairness, limits }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_COLOUR_GAME_CONFIG;
  const range = limits ?? config;
  const { balance, setBalance } = useBalance(transport, 'colorgame');
  const switcher = useSwitchToReal(transport, 'colorgame', onSwitchToReal);
  const { busy, error, setError, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  const [slip, setSlip] = useState<SlipBet[]>([]);
  const [pairMode, setPairMode] = useState(false);
  const [pending, setPending] = useState<GameColour | null>(null);
  const [last, setLast] = useState<OgRound | null>(null);
  const demo = transport.mode === 'demo';
  const total = slipTotal(slip);
  const dice = last?.outcome.game === 'colorgame' ? last.outcome.dice : null;
  const name = (c: GameColour) => t(`games.og.colour.${c}`);

  const pick = (colour: GameColour) => {
    setError(null);
    if (!pairMode) {
      setSlip((s) => addBet(s, { kind: 'single', colour }, stake));
      return;
    }
    if (pending === null) setPending(colour);
    else if (pending === colour) setPending(null);
    else {
      setSlip((s) => addBet(s, { kind: 'pair', colours: [pending, colour] }, stake));
      setPending(null);
    }
  };

  const roll = () =>
    run(async (requestId) => {
      const result = await transport.play(
        {
          game: 'colorgame',
          bets: slip.map((b) => ({
            stake: b.stake,
            choice: b.choice.kind === 'single' ? { kind: 'single', colour: b.choice.colour } : { kind: 'pair', colours: [b.choice.colours[0], b.choice.colours[1]] },
          })),
        },
        requestId,
      );
      startTransition(() => {
        setLast(result.round);
        setBalance(result.balance);
        switcher.afterBet();
      });
    });

  return (
    <GameScreen
      game="colorgame"
      transport={transport}
      balance={balance}
      onExit={onExit}
      onFairness={onFairness}
      onSwitchMode={onSwitchMode}
      switchToReal={switcher.popup}
    >
      <Board game="colorgame" label={t('games.names.colorGame')}>
        <div className={css.dice} key={last?.roundId ?? 'idle'}>
          {[0, 1, 2].map((i) => (
            <ColourDie key={i} top={dice ? dice[i]! : AT_REST[i]!} rolled={dice !== null} />
          ))}
        </div>
        <p className={css.diceLabel} aria-live="polite" data-testid="colour-dice" data-state={dice ? 'rolled' : 'bets'}>
          {dice ? (
            dice.map(name).join(' · ')
          ) : (
            <>
              <span className={css.lamp} aria-hidden="true" />
              <span className={css.placeBets}>{t('games.og.colour.placeBets')}</span>
              <span className={css.lamp} aria-hidden="true" />
            </>
          )}
        </p>
      </Board>
      <div className={g.controls}>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={balance} demo={demo} disabled={busy} />
        <Card padding="md">
          <div className={css.grid} role="group" aria-label={t('games.og.colour.mode')} style={{ gridTemplateColumns: '1fr 1fr' }}>
            <ToggleChip pressed={!pairMode} onClick={() => (setPairMode(false), setPending(null))}>
              {t('games.og.colour.single')}
            </ToggleChip>
            <ToggleChip pressed={pairMode} onClick={() => setPairMode(true)}>
              {t('games.og.colour.pair')}
            </ToggleChip>
          </div>
          <div className={css.grid}>
            {COLOUR_GAME_COLOURS.map((c) => {
              const on = stakeOnColour(slip, c);
              return (
                <TileButton key={c} pressed={pending === c} disabled={busy} onClick={() => pick(c)} data-colour={c}>
                  <span className={`${css.swatch} ${css.face[c]}`} />
                  <span className={css.tileText}>
                    <span>{name(c)}</span>
                    {on > 0 ? (
                      <span className={css.tileStake}>
                        <Money amount={on} demo={demo} />
                      </span>
                    ) : null}
                  </span>
                </TileButton>
              );
            })}
          </div>
          {pairMode ? <Text as="span" size="sm" tone="muted">{pending ? t('games.og.colour.pickSecond', { colour: name(pending) }) : t('games.og.colour.pickFirst')}</Text> : null}
          {slip.length > 0 ? (
            <ul className={css.slipList} aria-label={t('games.og.colour.slip')}>
              {slip.map((b, i) => (
                <li key={i} className={css.slipItem}>
                  {(b.choice.kind === 'single' ? [b.choice.colour] : b.choice.colours).map((c) => (
                    <span key={c} className={`${css.dot} ${css.face[c]}`} aria-hidden="true" />
                  ))}
                  <span>{b.choice.kind === 'single' ? name(b.choice.colour) : b.choice.colours.map(name).join(' + ')}</span>
                  <Money amount={b.stake} demo={demo} />
                </li>
              ))}
            </ul>
          ) : null}
          <Inline align="spaceBetween" wrap={false}>
            <Text as="span" size="sm" tone="muted">
              {t('games.og.ring.total')}: <Money amount={total} demo={demo} />
            </Text>
            <Button variant="ghost" size="sm" disabled={busy || total === 0} onClick={() => setSlip([])}>
              {t('games.og.ring.clear')}
            </Button>
          </Inline>
        </Card>
        <ActionBar result={{ key: last?.roundId ?? 'none', message: last ? roundMessage(last.totalStake, last.payout) : null }} error={error} demo={demo}>
          <PlayButton
            label={t('games.og.colour.roll')}
            amount={total}
            demo={demo}
            busy={busy}
            busyLabel={t('games.og.rolling')}
            hint={t('games.og.colour.hint')}
            onPlay={() => void roll()}
          />
        </ActionBar>
      </div>
    </GameScreen>
  );
}
