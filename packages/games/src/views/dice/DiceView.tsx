// Dice (over/under), game 10005: pick a win chance with the slider and a side, roll. The roll's
// marker slides along the track with a transform; nothing else moves.
import { startTransition, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Card, Inline, Money, Slider, Text, ToggleChip } from '@perya/ui';
import { DEFAULT_DICE_CONFIG, type DiceDirection } from '../../engines';
import type { OgRound } from '@perya/api/contract';
import { ActionBar, PlayButton } from '../shared/ActionBar';
import { roundMessage } from '../shared/resultLine';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance, useSwitchToReal } from '../shared/hooks';
import type { GameViewProps } from '../types';
import { diceTicket, hundredths, rollPosition, winZone } from './diceModel';
import * as g from '../shared/game.css';
import * as css from './dice.css';

export default function DiceView({ transport, onExit, onSwitchToReal, onSwitchMode, onFairness, limits }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_DICE_CONFIG;
  const range = limits ?? config;
  const { balance, setBalance } = useBalance(transport, 'dice');
  const switcher = useSwitchToReal(transport, 'dice', onSwitchToReal);
  const { busy, error, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  const [chanceX100, setChance] = useState(5000);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<OgRound | null>(null);
  const ticket = diceTicket(stake, chanceX100, direction, config);
  const zone = winZone(chanceX100, direction);
  const roll = last?.outcome.game === 'dice' ? last.outcome : null;
  const demo = transport.mode === 'demo';

  const play = () =>
    run(async (requestId) => {
      const result = await transport.play({ game: 'dice', stake, chanceX100, direction }, requestId);
      startTransition(() => {
        setLast(result.round);
        setBalance(result.balance);
        switcher.afterBet();
      });
    });

  return (
    <GameScreen
      game="dice"
      transport={transport}
      balance={balance}
      onExit={onExit}
      onFairness={onFairness}
      onSwitchMode={onSwitchMode}
      switchToReal={switcher.popup}
    >
      <Board game="dice" label={t('games.names.dice')}>
        <p className={css.rollNumber} data-testid="dice-roll" aria-live="polite">
          {roll ? hundredths(roll.rollX100) : '—'}
        </p>
        <div className={css.track}>
          <div className={css.winZone} style={{ transform: `translateX(${zone.start * 100}%) scaleX(${zone.width})` }} />
        </div>
        <div className={css.markerLane} aria-hidden="true">
          <div className={css.markerCarrier} style={{ transform: `translateX(${(roll ? rollPosition(roll.rollX100) : 0.5) * 100}%)` }}>
            <span className={css.marker} />
          </div>
        </div>
        <div className={css.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
        <div className={css.stats}>
          <span className={css.stat}>
            <span className={css.statLabel}>{direction === 'under' ? t('games.og.dice.rollUnder') : t('games.og.dice.rollOver')}</span>
            {hundredths(ticket.targetX100)}
          </span>
          <span className={css.stat}>
            <span className={css.statLabel}>{t('games.og.dice.multiplier')}</span>
            {ticket.multiplier.toFixed(4).replace(/0{1,2}$/, '')}×
          </span>
          <span className={css.stat}>
            <span className={css.statLabel}>{t('games.og.dice.chance')}</span>
            {hundredths(chanceX100)}%
          </span>
        </div>
      </Board>
      <div className={g.controls}>
        <Card padding="md">
          <Slider
            id="dice-chance"
            label={t('games.og.dice.chance')}
            valueText={`${hundredths(chanceX100)}%`}
            min={config.minChanceX100}
            max={config.maxChanceX100}
            step={50}
            value={chanceX100}
            disabled={busy}
            onChange={setChance}
          />
          <div className={css.toggle} role="group" aria-label={t('games.og.dice.side')}>
            {(['under', 'over'] as const).map((d) => (
              <ToggleChip key={d} pressed={direction === d} disabled={busy} onClick={() => setDirection(d)}>
                {d === 'under' ? t('games.og.dice.rollUnder') : t('games.og.dice.rollOver')}
              </ToggleChip>
            ))}
          </div>
        </Card>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={balance} demo={demo} disabled={busy} />
        <Inline align="spaceBetween" wrap={false}>
          <Text as="span" size="sm" tone="muted">{t('games.og.winAmount')}</Text>
          <strong>
            <Money amount={ticket.winAmount} demo={demo} />
          </strong>
        </Inline>
        <ActionBar result={{ key: last?.roundId ?? 'none', message: last ? roundMessage(last.totalStake, last.payout) : null }} error={error} demo={demo}>
          <PlayButton label={t('games.og.dice.roll')} amount={stake} demo={demo} busy={busy} busyLabel={t('games.og.rolling')} onPlay={() => void play()} />
        </ActionBar>
      </div>
    </GameScreen>
  );
}
