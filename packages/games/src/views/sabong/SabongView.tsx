// Sabong, game 10006: a live fight (video stream when configured), the meron and wala pools with
// their live pari-mutuel odds, a house-paid draw at 8:1, and the fight status OPEN → LAST CALL →
// CLOSED → RESULT or CANCELLED, pushed live by the server (polled when the stream is down), with a
// countdown to the arena's next move, the reason of a cancellation, and the player's net result.
import { useEffect, useState } from 'react';
import { useTranslation } from '@perya/i18n';
import { BetSpot, Card, Inline, Money, Text } from '@perya/ui';
import type { SabongStateData } from '@perya/api/contract';
import { DEFAULT_SABONG_CONFIG } from '../../engines';
import { ActionBar } from '../shared/ActionBar';
import { roundMessage } from '../shared/resultLine';
import { Board } from '../shared/Board';
import { GameScreen } from '../shared/GameScreen';
import { WinMoment } from '../shared/WinMoment';
import { StakePicker } from '../shared/StakePicker';
import { useAction, useBalance } from '../shared/hooks';
import type { LiveStatus } from '../transport/types';
import type { GameViewProps } from '../types';
import { canBet, netResult, oddsText, secondsLeft, shownOdds } from './sabongModel';
import { SabongVideo } from './SabongVideo';
import * as g from '../shared/game.css';
import * as css from './sabong.css';

const SIDES = ['meron', 'wala', 'draw'] as const;

export default function SabongView({ transport, onExit, onFairness, limits, streamUrl }: GameViewProps) {
  const { t } = useTranslation();
  const config = DEFAULT_SABONG_CONFIG;
  const range = limits ?? config;
  const { balance, setBalance, reload } = useBalance(transport, 'sabong');
  const { busy, error, run } = useAction();
  const [stake, setStake] = useState(range.minStake);
  const [state, setState] = useState<SabongStateData | null>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  // The server's clock against ours (taken as each state arrives), so countdowns run by server time.
  const [skew, setSkew] = useState(0);
  useEffect(
    () =>
      transport.subscribeSabong({
        state: (next) => {
          setSkew(next.serverTime - Date.now());
          setState(next);
        },
        status: setLive,
      }),
    [transport],
  );
  const fight = state?.fight ?? null;
  const enabled = state?.enabled ?? true;
  const open = canBet(fight, enabled);
  const video = state?.streamUrl ?? streamUrl ?? null;
  const [now, setNow] = useState(() => Date.now());
  const nextAt = fight?.nextAt ?? null;
  useEffect(() => {
    if (nextAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [nextAt]);
  const left = secondsLeft(nextAt, now + skew);
  const net = fight && (fight.status === 'RESULT' || fight.status === 'CANCELLED') ? netResult(fight.myBets) : null;
  // The server pays every bet when the fight ends: the balance is fetched again once a bet of
  // the player's is paid (a win, a refund, or a loss settled at zero).
  const paid = fight?.myBets.filter((b) => b.payout !== null).map((b) => b.betId).join(',') ?? '';
  useEffect(() => {
    if (paid !== '') reload();
  }, [paid, reload]);
  const sideName = (s: (typeof SIDES)[number]) => (s === 'draw' ? t('games.og.sabong.draw') : t(`games.${s}`));

  const bet = (side: (typeof SIDES)[number]) =>
    run(async (requestId) => {
      if (!fight) return;
      const result = await transport.sabongBet({ requestId, fightId: fight.fightId, side, stake });
      setBalance(result.balance);
    });

  return (
    <GameScreen game="sabong" transport={transport} balance={balance} onExit={onExit} onFairness={onFairness} live={live}>
      <Board game="sabong" label={t('games.names.sabong')}>
        <SabongVideo url={video} />
        {!enabled ? (
          <p className={g.notice}>{t('games.og.sabong.off')}</p>
        ) : fight === null ? (
          <p>{state ? t('games.og.sabong.noFight') : t('games.og.connecting')}</p>
        ) : (
          <>
            <div className={css.header}>
              <span className={css.fightNo}>{t('games.og.sabong.fight', { n: fight.fightNumber })}</span>
              {left !== null ? (
                <span className={css.countdown} data-testid="fight-countdown">
                  {t(`games.og.sabong.countdown.${fight.status}`, { s: left })}
                </span>
              ) : null}
              <span className={`${css.statusBase} ${css.status[fight.status]}`} data-testid="fight-status">
                {t(`games.og.sabong.status.${fight.status}`)}
              </span>
            </div>
            {fight.status === 'RESULT' && fight.result ? (
              <p className={g.resultLine} data-testid="fight-result">
                {t('games.og.sabong.wins', { side: sideName(fight.result) })}
              </p>
            ) : fight.status === 'CANCELLED' ? (
              <p className={g.resultLine} data-testid="fight-result">
                {fight.cancelReason ? t(`games.og.sabong.cancelReason.${fight.cancelReason}`, { min: oddsText(config.minPayoutBp / 10_000) }) : t('games.og.sabong.cancelled')}
              </p>
            ) : null}
            {net ? (
              // In the board's own text colour: the muted tones of the light cards fade on its green.
              <p className={g.resultLine} data-testid="round-result" aria-live="polite">
                {t(`games.og.sabong.net.${net.kind}`, { amount: net.amount, paid: net.paid })}
              </p>
            ) : null}
            {fight && net?.kind === 'won' ? <WinMoment key={fight.fightId} stake={net.paid - net.amount} payout={net.paid} demo={false} /> : null}
            <div className={css.sides}>
              {(['meron', 'wala'] as const).map((s) => (
                <div key={s} className={`${css.sideCard} ${css.side[s]}`}>
                  <span className={css.sideName}>{sideName(s)}</span>
                  <span className={css.odds}>{oddsText(shownOdds(fight, s))}</span>
                  <span className={css.small}>
                    {t('games.og.sabong.pool')}: <Money amount={fight.pools[s]} />
                  </span>
                </div>
              ))}
            </div>
          </>
        )}
      </Board>
      <div className={g.controls}>
        <StakePicker stake={stake} onChange={setStake} minStake={range.minStake} maxStake={range.maxStake} balance={balance} demo={false} disabled={busy || !open} />
        {fight && fight.myBets.length > 0 ? (
          <Card padding="md">
            <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.sabong.myBets')}</Text>
            {fight.myBets.map((b) => {
              const result = b.payout === null ? null : roundMessage(b.stake, b.payout);
              return (
                <Inline key={b.betId} align="spaceBetween" wrap={false}>
                  <span>{sideName(b.side)}</span>
                  <Money amount={b.stake} />
                  {result ? <span className={g.result[result.tone]}>{t(result.key, result.params)}</span> : <span>{t('games.og.jump.inPlay')}</span>}
                </Inline>
              );
            })}
          </Card>
        ) : null}
        {state && state.history.length > 0 ? (
          <Card padding="md">
            <Text as="span" size="sm" tone="muted" weight="semibold">{t('games.og.sabong.results')}</Text>
            <ol className={css.history}>
              {state.history.map((h) => (
                <li
                  key={h.fightNumber}
                  className={`${css.dot} ${h.cancelled || h.result === null ? css.cancelled : css.side[h.result]}`}
                  title={t('games.og.sabong.fight', { n: h.fightNumber })}
                >
                  {h.cancelled || h.result === null ? '×' : sideName(h.result).slice(0, 1)}
                </li>
              ))}
            </ol>
          </Card>
        ) : null}
        <ActionBar error={error}>
          <div className={css.betButtons}>
            {SIDES.map((s) => (
              <BetSpot
                key={s}
                tone={s}
                label={sideName(s)}
                detail={s === 'draw' ? `${config.drawOdds}:1` : undefined}
                disabled={busy || !open}
                onClick={() => void bet(s)}
                data-side={s}
              />
            ))}
          </div>
        </ActionBar>
      </div>
    </GameScreen>
  );
}
