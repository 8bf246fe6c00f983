// The frame of every game view: the bar (back, name, demo/real badge, balance), the board and
// controls the game puts inside, the live-connection notice and the demo switch-to-real prompt.
import type { ReactNode } from 'react';
import { Button, ChevronLeftIcon, Dialog, IconButton, Money, ToggleChip } from '@perya/ui';
import { useTranslation } from '@perya/i18n';
import { GAME_NAME_KEYS, type InHouseGame } from '../games';
import type { GameTransport, LiveStatus } from '../transport/types';
import { useRetrying } from './hooks';
import * as css from './game.css';

export interface GameScreenProps {
  readonly game: InHouseGame;
  readonly balance: number | null;
  readonly onExit: () => void;
  readonly onFairness?: (() => void) | undefined;
  /** Switches between real and demo play (a logged-in player in a game with a demo); absent: the mode shows as a badge. */
  readonly onSwitchMode?: (() => void) | undefined;
  /** Live games: how states arrive; anything but live shows a notice. */
  readonly live?: LiveStatus | undefined;
  /** The game's transport: its mode (demo or real) and, while it retries an unanswered bet, a "connection lost, retrying" notice. */
  readonly transport: GameTransport;
  readonly switchToReal?: {
    readonly open: boolean;
    readonly betCount: number;
    readonly onSwitch: () => void;
    readonly onKeepPractising: () => void;
  };
  readonly children: ReactNode;
}

/** A phone turning upright (the sideways notice). */
function RotateIcon() {
  return (
    <svg className={css.rotateIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="15" y="6" width="18" height="32" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M22 33h4" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M40 26a16 16 0 0 1-10 14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M28 36l2 4.5 4.5-2" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function GameScreen({ game, balance, onExit, onFairness, onSwitchMode, live, transport, switchToReal, children }: GameScreenProps) {
  const { t } = useTranslation();
  const mode = transport.mode;
  const demo = mode === 'demo';
  const retrying = useRetrying(transport);
  const notice: LiveStatus | null = retrying ? 'offline' : live && live !== 'live' ? live : null;
  return (
    <div className={css.screen} data-game={game} data-mode={mode}>
      <header className={css.bar}>
        <IconButton icon={<ChevronLeftIcon />} onClick={onExit} aria-label={t('games.exitGame')} />
        <div className={css.barMiddle}>
          <h1 className={css.barTitle}>{t(GAME_NAME_KEYS[game])}</h1>
          {onSwitchMode ? (
            <div className={css.modeSwitch} role="group" aria-label={t('games.og.modeSwitch')}>
              {(['real', 'demo'] as const).map((m) => (
                <ToggleChip
                  key={m}
                  size="sm"
                  data-mode={m}
                  pressed={m === mode}
                  data-testid={m === mode ? 'game-mode' : `switch-to-${m}`}
                  onClick={m === mode ? undefined : onSwitchMode}
                >
                  {m === 'demo' ? t('games.demo') : t('games.real')}
                </ToggleChip>
              ))}
            </div>
          ) : (
            <span className={`${css.badge} ${css.modeBadge[mode]}`} data-testid="game-mode">
              {demo ? t('games.demo') : t('games.real')}
            </span>
          )}
        </div>
        <div className={css.balanceChip} data-testid="game-balance">
          <span className={css.balanceLabel}>{demo ? t('games.demoBalance') : t('games.balance')}</span>
          <span>{balance === null ? '…' : <Money amount={balance} demo={demo} />}</span>
        </div>
      </header>
      {notice ? (
        <p className={css.notice} role="status" data-testid="connection-notice">
          {notice === 'connecting' ? t('games.og.connecting') : notice === 'polling' ? t('games.og.polling') : t('games.og.offline')}
        </p>
      ) : null}
      {children}
      <p className={css.rotate} aria-hidden="true">
        <RotateIcon />
        {t('games.og.rotate')}
      </p>
      {onFairness ? (
        <div className={css.controls}>
          <Button variant="ghost" size="sm" onClick={onFairness} data-testid="open-fairness">
            {t('games.og.fairness')}
          </Button>
        </div>
      ) : null}
      {switchToReal?.open ? (
        <Dialog
          title={t('games.og.switchTitle')}
          data-popup="switchToReal"
          onClose={switchToReal.onKeepPractising}
          closeLabel={t('common.close')}
          actions={
            <>
              <Button size="lg" fullWidth onClick={switchToReal.onSwitch}>
                {t('games.switchToReal')}
              </Button>
              <Button variant="ghost" fullWidth onClick={switchToReal.onKeepPractising}>
                {t('games.og.keepDemo')}
              </Button>
            </>
          }
        >
          <p>{t('games.og.switchBody', { count: switchToReal.betCount })}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
