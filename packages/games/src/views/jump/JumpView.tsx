// Jump (crash), game 10003: bet in the window, watch the multiplier climb e^(r·ms), cash out before
// the crash (or let the auto cash-out do it). The curve and the big multiplier are painted on one
// canvas in a requestAnimationFrame loop, repainted when the multiplier's hundredth changes; React
// renders only when a round's state changes.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { Button, Card, Inline, Input, Money, Switch, useCurrency } from '@perya/ui';
import { formatMoney } from '@perya/domain';
import type { JumpStateData } from '@perya/api/contract';
import { DEFAULT_JUMP_CONFIG } from '../../engines';
import { ActionBar } from '../shared/ActionBar';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance, useSwitchToReal } from '../shared/hooks';
import type { LiveStatus } from '../transport/types';
import type { GameViewProps } from '../types';
import { activeBet, bettingSecondsLeft, cashOutValue, clockOffset, curvePoints, formatX, jumpButton, jumpResult, multiplierNow, paidSince, parseAutoX100 } from './jumpModel';
import * as g from '../shared/game.css';
import * as css from './jump.css';

interface Palette {
  line: string;
  text: string;
  crash: string;
  halo: string;
  grid: string;
}

function readPalette(el: HTMLElement): Palette {
  const s = getComputedStyle(el);
  return { text: s.color, line: s.borderTopColor, crash: s.borderBottomColor, grid: s.color, halo: s.outlineColor };
}

/** The canvas's CSS size, kept by a ResizeObserver: the frame loop never reads layout. */
interface Size {
  w: number;
  h: number;
}

/** How often the cash-out button's amount changes: the canvas carries the 60 fps motion. */
const LABEL_MS = 100;

function paint(canvas: HTMLCanvasElement, size: Size, palette: Palette, state: JumpStateData, x100: number, labels: { crashed: string }) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const dpr = window.devicePixelRatio || 1;
  const { w, h } = size;
  if (w === 0 || h === 0) return;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, w, h);
  const pad = 12;
  const pw = w - pad * 2;
  const ph = h - pad * 2;
  ctx.globalAlpha = 0.15;
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = 1;
  for (let i = 1; i < 4; i++) {
    ctx.beginPath();
    ctx.moveTo(pad, pad + (ph * i) / 4);
    ctx.lineTo(pad + pw, pad + (ph * i) / 4);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  const crashed = state.phase === 'crashed';
  if (state.phase !== 'betting') {
    const pts = curvePoints(x100, state.growthPerMs, pw, ph);
    ctx.strokeStyle = crashed ? palette.crash : palette.line;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.beginPath();
    pts.forEach((p, i) => (i === 0 ? ctx.moveTo(pad + p.x, pad + p.y) : ctx.lineTo(pad + p.x, pad + p.y)));
    ctx.stroke();
    const tip = pts[pts.length - 1]!;
    ctx.fillStyle = crashed ? palette.crash : palette.line;
    ctx.beginPath();
    ctx.arc(pad + tip.x, pad + tip.y, 6, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = crashed ? palette.crash : palette.text;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Each figure sits on a halo of the table colour, so the curve passing behind never crosses it.
  ctx.strokeStyle = palette.halo;
  ctx.lineJoin = 'round';
  ctx.lineWidth = 8;
  ctx.font = `700 ${Math.round(h * 0.2)}px system-ui, sans-serif`;
  ctx.strokeText(formatX(x100), w / 2, h * 0.42);
  ctx.fillText(formatX(x100), w / 2, h * 0.42);
  if (crashed) {
    ctx.font = `600 ${Math.round(h * 0.075)}px system-ui, sans-serif`;
    ctx.strokeText(labels.crashed, w / 2, h * 0.62);
    ctx.fillText(labels.crashed, w / 2, h * 0.62);
  }
}

function setText(el: HTMLElement | null, text: string) {
  if (el && el.textContent !== text) el.textContent = text;
}

export default function JumpView({ transport, onExit, onSwitchToReal, onSwitchMode, onFairness, limits }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_JUMP_CONFIG;
  const range = limits ?? config;
  const { balance, setBalance, reload: reloadBalance } = useBalance(transport, 'jump');
  const switcher = useSwitchToReal(transport, 'jump', onSwitchToReal);
  const { busy, error, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  // Auto cash-out is a plain on/off with its multiplier: an empty field that looked set was off.
  const [autoOn, setAutoOn] = useState(false);
  const [auto, setAuto] = useState('2.00');
  const [state, setState] = useState<JumpStateData | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const offset = useRef(0);
  const stateRef = useRef<JumpStateData | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const paletteRef = useRef<HTMLDivElement>(null);
  const cashLabel = useRef<HTMLSpanElement>(null);
  const demo = transport.mode === 'demo';
  const demoRef = useRef(demo);
  const currency = useCurrency();
  // The animation writes the live cash-out amount outside React: it reads the account's currency here.
  const currencyRef = useRef(currency);
  useEffect(() => {
    currencyRef.current = currency;
  }, [currency]);
  const crashedLabel = t('games.og.jump.crashed');

  useEffect(
    () =>
      transport.subscribeJump({
        state(s) {
          offset.current = clockOffset(s, Date.now());
          // An auto cash-out is paid by the server, not by a call of this view: read the balance
          // again as soon as the state shows it (issue 23: it stayed at the pre-win figure).
          if (paidSince(stateRef.current, s)) reloadBalance();
          stateRef.current = s;
          setState(s);
          setSecondsLeft(bettingSecondsLeft(s, Date.now(), offset.current));
        },
        status: setLive,
      }),
    [transport, reloadBalance],
  );

  // One animation loop for the life of the view: it reads the latest state from a ref, paints the
  // canvas every frame and touches the DOM only to change a running bet's figures, at most every
  // LABEL_MS and only when the text changes (each change costs a style and layout pass).
  useEffect(() => {
    let frame = 0;
    let palette: Palette | null = null;
    const size: Size = { w: 0, h: 0 };
    const canvas = canvasRef.current;
    const observer =
      canvas && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver((entries) => {
            const box = entries[0]?.contentRect;
            if (box) {
              size.w = box.width;
              size.h = box.height;
            }
          })
        : null;
    if (canvas && observer) observer.observe(canvas);
    else if (canvas) {
      size.w = canvas.clientWidth;
      size.h = canvas.clientHeight;
    }
    let labelsAt = -Infinity;
    let painted = '';
    const loop = (now: number) => {
      const s = stateRef.current;
      if (s && canvas && paletteRef.current) {
        palette ??= readPalette(paletteRef.current);
        const x = multiplierNow(s, Date.now(), offset.current);
        // The picture depends only on these: the canvas is painted again only when one changes
        // (a new hundredth of the multiplier, a phase, a size), not on every frame.
        const picture = `${s.roundId} ${s.phase} ${x} ${size.w}x${size.h}`;
        if (picture !== painted) {
          painted = picture;
          paint(canvas, size, palette, s, x, { crashed: crashedLabel });
        }
        const mine = activeBet(s);
        if (mine && s.phase === 'running' && now - labelsAt >= LABEL_MS) {
          labelsAt = now;
          // A text node only: the live amount changes without a React render.
          setText(cashLabel.current, formatMoney(cashOutValue(mine.stake, x), { currency: currencyRef.current, demo: demoRef.current }));
        }
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [crashedLabel]);

  // The betting countdown: a re-render when the shown second changes, not per frame.
  useEffect(() => {
    const id = setInterval(() => {
      const s = stateRef.current;
      if (s) setSecondsLeft(bettingSecondsLeft(s, Date.now(), offset.current));
    }, 250);
    return () => clearInterval(id);
  }, []);

  const mine = state ? activeBet(state) : null;
  const autoX100 = autoOn ? parseAutoX100(auto) : null;
  const autoValid = !autoOn || (autoX100 !== null && autoX100 >= config.minAutoCashOutX100);
  const button = jumpButton(state);
  // The player's result of this round once settled; kept until the next bet, so the line does not
  // go blank when the next round opens.
  const settled = state ? jumpResult(state) : null;
  const [last, setLast] = useState<{ readonly key: string; readonly roundId: string; readonly message: NonNullable<typeof settled> } | null>(null);
  const roundId = state?.roundId ?? '';
  const settledKey = settled ? `${roundId}:${settled.key}:${settled.params.amount}` : '';
  // Remembered while rendering (React's pattern for state derived from props), not in an effect.
  if (settled && last?.key !== settledKey) setLast({ key: settledKey, roundId, message: settled });
  const shown = settled ? { roundId, message: settled } : last;

  const bet = () =>
    run(async (requestId) => {
      if (!state) return;
      const result = await transport.jumpBet({ requestId, roundId: state.roundId, stake, autoCashOutX100: autoX100 });
      setLast(null);
      setBalance(result.balance);
      switcher.afterBet();
    });

  const cashOut = () =>
    run(async (requestId) => {
      if (!state || !mine) return;
      const result = await transport.jumpCashOut({ requestId, roundId: state.roundId, betId: mine.betId });
      setBalance(result.balance);
    }, 'cashOut');

  const phaseText = !state
    ? t('games.og.connecting')
    : state.phase === 'betting'
      ? t('games.og.jump.startsIn', { seconds: secondsLeft })
      : state.phase === 'running'
        ? ''
        : t('games.og.jump.nextRound');

  return (
    <GameScreen
      game="jump"
      transport={transport}
      balance={balance}
      onExit={onExit}
      onFairness={onFairness}
      onSwitchMode={onSwitchMode}
      live={live}
      switchToReal={switcher.popup}
    >
      <Board game="jump" label={t('games.names.jump')}>
        <div ref={paletteRef} className={css.palette} hidden />
        <div className={css.stage}>
          <canvas ref={canvasRef} className={css.canvas} aria-hidden="true" />
          <div className={css.overlay}>
            <span style={{ height: '52%' }} />
            <span className={css.phaseText} role="status" data-testid="jump-phase" data-phase={state?.phase ?? 'connecting'}>
              {phaseText}
            </span>
          </div>
        </div>
        {state && state.history.length > 0 ? (
          <ol className={css.history} aria-label={t('games.og.jump.history')}>
            {state.history.map((h) => (
              <li key={h.roundId} className={`${css.historyItem} ${h.crashPointX100 >= 200 ? css.historyTone.high : css.historyTone.low}`}>
                {formatX(h.crashPointX100)}
              </li>
            ))}
          </ol>
        ) : null}
      </Board>
      <div className={g.controls}>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={balance} demo={demo} disabled={busy || button.kind === 'placed' || button.kind === 'cashOut'} />
        <Card padding="md">
          <Inline align="spaceBetween" wrap={false}>
            <Switch checked={autoOn} onChange={setAutoOn} disabled={button.kind !== 'bet' && button.kind !== 'wait'}>
              {t('games.og.jump.autoCashOut')}
            </Switch>
            <strong className={autoOn ? g.result.win : g.result.lose} data-testid="auto-status">
              {autoOn ? t('games.og.jump.autoOn', { x: autoX100 === null ? '—' : formatX(autoX100) }) : t('games.og.jump.autoOff')}
            </strong>
          </Inline>
          {autoOn ? (
            <Input
              id="jump-auto"
              label={t('games.og.jump.autoAt')}
              inputMode="decimal"
              suffix="×"
              value={auto}
              onChange={(e) => setAuto(e.currentTarget.value.replace(/[^0-9.]/g, ''))}
              disabled={button.kind !== 'bet' && button.kind !== 'wait'}
              aria-invalid={!autoValid}
            />
          ) : null}
        </Card>
        <ActionBar result={{ key: shown?.roundId ?? 'none', message: shown?.message ?? null }} error={error} demo={demo}>
          {button.kind === 'cashOut' && mine && state ? (
            // Keyed apart from the bet button: a tap meant for one never lands on the other's element.
            <Button key="cash-out" variant="accent" size="lg" fullWidth onClick={() => void cashOut()} disabled={busy} data-testid="cash-out">
              {t('games.og.jump.cashOut')} <span ref={cashLabel}>{formatMoney(cashOutValue(mine.stake, state.multiplierX100), { currency, demo })}</span>
            </Button>
          ) : (
            <Button
              key="bet"
              size="lg"
              fullWidth
              onClick={() => void bet()}
              disabled={busy || button.kind !== 'bet' || !autoValid}
              data-testid="place-bet"
              data-action={button.kind}
            >
              {button.kind === 'bet' ? (
                <>
                  {t('games.og.jump.bet')} · <Money amount={stake} demo={demo} />
                </>
              ) : button.kind === 'placed' ? (
                <>
                  {t('games.og.jump.betPlaced')} · <Money amount={button.stake} demo={demo} />
                </>
              ) : (
                t('games.og.jump.waiting')
              )}
            </Button>
          )}
        </ActionBar>
      </div>
    </GameScreen>
  );
}
