// The lobby's recent-winners ticker: a row of wins gliding sideways like a fairground marquee.
// It stops under a finger, the pointer or the keyboard focus; with reduced motion it stands still
// as a list that scrolls by hand. It is not a live region: wins arrive every few seconds and
// reading each one out would drown the page; a screen reader reads the list once, like any other.
// Its frame is always the same height, wins or not, so nothing below it moves when the first arrive.
import type { ReactNode } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as css from './WinTicker.css';

export interface TickerWin {
  readonly id: string;
  /** The winner as public lists show them (already masked). */
  readonly name: string;
  /** Already formatted for the viewer, in the winner's currency. */
  readonly amount: string;
  readonly game: string;
}

export interface WinTickerProps {
  /** The ticker's title, shown and naming the region (e.g. "Big wins"), already translated. */
  readonly title: string;
  /** Decorative mark before the title. */
  readonly icon?: ReactNode;
  readonly wins: readonly TickerWin[];
  /** Said in the frame while there are no wins (e.g. "Your big win could be next"), already translated; absent: the frame waits empty. */
  readonly idle?: string | undefined;
  /**
   * The wins are still being asked for: the frame says `idle` meanwhile and is marked busy (the
   * home's snapshot is not taken from a page still loading). The line stays put when the answer
   * is empty, and a returning visit's remembered line does not blink out while the app starts.
   */
  readonly pending?: boolean;
}

/** Seconds one win stays in view on its way across. */
const SECONDS_PER_WIN = 4;

function Wins({ wins }: { wins: readonly TickerWin[] }) {
  return wins.map((w) => (
    <li key={w.id} className={css.item}>
      <span className={css.name}>{w.name}</span>
      <span className={css.amount}>{w.amount}</span>
      <span className={css.game}>{w.game}</span>
    </li>
  ));
}

export function WinTicker({ title, icon, wins, idle, pending = false }: WinTickerProps) {
  const empty = wins.length === 0;
  return (
    <section className={css.frame} aria-label={title} data-testid="win-ticker" data-state={empty ? 'idle' : 'live'}>
      <span className={css.title} aria-hidden="true">
        {icon ? <span className={css.icon}>{icon}</span> : null}
        {title}
      </span>
      {empty ? (
        <p className={css.idle} aria-busy={pending || !idle ? true : undefined}>
          {idle ? (
            <>
              <span className={css.idleLights} aria-hidden="true">
                <span className={css.idleLight} />
                <span className={css.idleLight} />
                <span className={css.idleLight} />
              </span>
              <span className={css.idleText}>{idle}</span>
            </>
          ) : null}
        </p>
      ) : (
        <Marquee wins={wins} />
      )}
    </section>
  );
}

function Marquee({ wins }: { wins: readonly TickerWin[] }) {
  return (
    <>
      {/* Focusable so a keyboard can stop it and, with reduced motion, scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region takes focus */}
      <div className={css.viewport} tabIndex={0}>
        <div className={css.track} style={assignInlineVars({ [css.duration]: `${Math.max(1, wins.length) * SECONDS_PER_WIN}s` })}>
          <ul className={css.list}>
            <Wins wins={wins} />
          </ul>
          <ul className={`${css.list} ${css.copy}`} aria-hidden="true">
            <Wins wins={wins} />
          </ul>
        </div>
      </div>
    </>
  );
}
