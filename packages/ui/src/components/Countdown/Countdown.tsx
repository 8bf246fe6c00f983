// A countdown to a target instant (special lotto draws at 13:45, 16:45, 20:45 daily, spec §4;
// activity ends). Time is injected: `now` is called on every tick, so tests and stories control it.
import { useEffect, useRef, useState } from 'react';
import * as css from './Countdown.css';

const SECOND = 1000;

/** Remaining milliseconds as hh:mm:ss, rounded up to the second; hours grow past 99. Negative → 00:00:00. */
export function formatCountdown(remainingMs: number): string {
  const total = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / SECOND)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

function toMs(instant: number | Date): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

export interface CountdownProps {
  /** The instant it counts down to (epoch ms or Date). */
  target: number | Date;
  /** The current instant in epoch ms; default Date.now. */
  now?: () => number;
  /** Called once when the target is reached (also at mount if it is already past). */
  onEnd?: () => void;
  /** Spoken before the time, e.g. "Next draw in" (translated). */
  label?: string;
}

/**
 * Shows hh:mm:ss left and re-renders on each whole second. role="timer" is not a live region by
 * default, so a screen reader reads it on demand instead of every second.
 */
export function Countdown({ target, now = Date.now, onEnd, label }: CountdownProps) {
  const targetMs = toMs(target);
  const [remaining, setRemaining] = useState(() => targetMs - now());
  const nowRef = useRef(now);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    nowRef.current = now;
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const tick = () => {
      const left = targetMs - nowRef.current();
      setRemaining(left);
      if (left <= 0) {
        if (!done) {
          done = true;
          onEndRef.current?.();
        }
        return;
      }
      // Wake just after the displayed second changes rather than on a drifting 1 s interval.
      const untilNextSecond = left % SECOND || SECOND;
      timer = setTimeout(tick, untilNextSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);

  const text = formatCountdown(remaining);
  return (
    <span
      role="timer"
      className={`${css.countdown} ${remaining <= 0 ? css.ended : ''}`}
      aria-label={label ? `${label} ${text}` : text}
    >
      <time dateTime={`PT${Math.max(0, Math.ceil(remaining / SECOND))}S`}>{text}</time>
    </span>
  );
}
