// Ring (ring of fortune), game 10002: stake on one or more colours, spin. The wheel is one SVG
// drawn once and turned with a CSS transform; the result shows when it comes to rest.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Card, Inline, Money, Text, TileButton } from '@perya/ui';
import { DEFAULT_RING_CONFIG, RING_COLOURS, type RingColour } from '../../engines';
import type { OgRound } from '@perya/api/contract';
import { ActionBar, PlayButton } from '../shared/ActionBar';
import { roundMessage } from '../shared/resultLine';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance, useSwitchToReal } from '../shared/hooks';
import type { GameViewProps } from '../types';
import { addToSlip, fieldPath, multiplierLabel, slipTotal, spinTo, type RingSlip } from './ringModel';
import * as g from '../shared/game.css';
import * as css from './ring.css';

const SPIN_MS = 4_000;

/**
 * The wheel: 32 paths computed once per layout and rendered again only when the rotation changes,
 * not on every render of the view (slip, balance, result). The spin is the CSS transition of its
 * transform, run by the compositor.
 */
const Wheel = memo(function Wheel({ layout, rotation }: { layout: readonly RingColour[]; rotation: number }) {
  const paths = useMemo(
    () => layout.map((colour, i) => <path key={i} d={fieldPath(i, layout.length)} className={`${css.fill[colour]} ${css.fieldEdge}`} />),
    [layout],
  );
  return (
    <svg className={css.wheel} viewBox="-102 -102 204 204" style={{ transform: `rotate(${rotation}deg)` }} aria-hidden="true">
      {paths}
    </svg>
  );
});

const LAMPS = 20;

/** The wheel's fixed frame: a rim in the brand's metal set with lamps, lit in turn (not under reduced motion). */
function WheelFrame() {
  return (
    <svg className={css.frame} viewBox="-114 -114 228 228" aria-hidden="true" focusable="false">
      <circle r={107} className={css.frameRim} />
      {Array.from({ length: LAMPS }, (_, i) => {
        const a = (i / LAMPS) * Math.PI * 2;
        return <circle key={i} cx={Math.cos(a) * 107} cy={Math.sin(a) * 107} r={2.8} className={`${css.lamp} ${i % 2 ? css.lampLate : ''}`} />;
      })}
    </svg>
  );
}

export default function RingView({ transport, onExit, onSwitchToReal, onSwitchMode, onFairness, limits }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_RING_CONFIG;
  const range = limits ?? config;
  const fields = config.layout.length;
  const { balance, setBalance } = useBalance(transport, 'ring');
  const switcher = useSwitchToReal(transport, 'ring', onSwitchToReal);
  const { busy, error, setError, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  const [slip, setSlip] = useState<RingSlip>({});
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<OgRound | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const demo = transport.mode === 'demo';
  const total = slipTotal(slip);
  const outcome = shown?.outcome.game === 'ring' ? shown.outcome : null;
  const locked = busy || spinning;

  const spin = () =>
    run(async (requestId) => {
      const result = await transport.play({ game: 'ring', bets: slip }, requestId);
      const o = result.round.outcome;
      if (o.game !== 'ring') return;
      setShown(null);
      setSpinning(true);
      setRotation((r) => spinTo(r, o.field, fields));
      timer.current = setTimeout(() => {
        setSpinning(false);
        setShown(result.round);
        setBalance(result.balance);
        switcher.afterBet();
      }, SPIN_MS);
    });

  const colourName = (c: RingColour) => t(`games.og.ring.${c}`);

  return (
    <GameScreen
      game="ring"
      transport={transport}
      balance={balance}
      onExit={onExit}
      onFairness={onFairness}
      onSwitchMode={onSwitchMode}
      switchToReal={switcher.popup}
    >
      <Board game="ring" label={t('games.names.ring')}>
        <div className={css.stage}>
          <Wheel layout={config.layout} rotation={rotation} />
          <WheelFrame />
          <span className={css.pointer} aria-hidden="true" />
          <div className={css.hub} aria-live="polite" data-testid="ring-result">
            {outcome ? (
              <>
                <span>{colourName(outcome.colour)}</span>
                <span className={css.hubSmall}>{multiplierLabel(outcome.colour, config)}</span>
              </>
            ) : (
              <span className={css.hubSmall}>{spinning ? t('games.og.ring.spinning') : t('games.og.ring.pick')}</span>
            )}
          </div>
        </div>
      </Board>
      <div className={g.controls}>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={balance} demo={demo} disabled={locked} />
        <Card padding="md">
          <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.ring.pick')}</Text>
          <div className={css.colours}>
            {RING_COLOURS.map((c) => (
              <TileButton
                key={c}
                layout="column"
                disabled={locked}
                onClick={() => {
                  setError(null);
                  setSlip((s) => addToSlip(s, c, stake));
                }}
                aria-label={`${colourName(c)} ${multiplierLabel(c, config)}`}
                data-ring-colour={c}
              >
                <span className={`${css.swatchBase} ${css.swatch[c]}`} />
                <span className={css.multiplier}>{multiplierLabel(c, config)}</span>
                <span>{slip[c] ? <Money amount={slip[c]} demo={demo} /> : colourName(c)}</span>
              </TileButton>
            ))}
          </div>
          <Inline align="spaceBetween" wrap={false}>
            <Text as="span" size="sm" tone="muted">
              {t('games.og.ring.total')}: <Money amount={total} demo={demo} />
            </Text>
            <Button variant="ghost" size="sm" disabled={locked || total === 0} onClick={() => setSlip({})}>
              {t('games.og.ring.clear')}
            </Button>
          </Inline>
        </Card>
        <ActionBar result={{ key: shown?.roundId ?? 'none', message: shown ? roundMessage(shown.totalStake, shown.payout) : null }} error={error} demo={demo}>
          <PlayButton
            label={t('games.og.ring.spin')}
            amount={total}
            demo={demo}
            busy={locked}
            busyLabel={t('games.og.ring.spinning')}
            hint={t('games.og.ring.pick')}
            onPlay={() => void spin()}
          />
        </ActionBar>
      </div>
    </GameScreen>
  );
}
