// hh:mm:ss left until an instant by the server's clock (spec §4 special draw countdowns), ticking
// each second; calls onEnd once when it reaches zero. role="timer" is read on demand, not each second.
import { useEffect, useRef, useState } from 'react';
import { countdownParts } from '@perya/domain';

export function formatLeft(ms: number): string {
  const { hours, minutes, seconds } = countdownParts(ms);
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

export function LottoCountdown({ target, now = Date.now, onEnd, format = (time) => time }: { target: number; now?: () => number; onEnd?: () => void; format?: (time: string) => string }) {
  const [left, setLeft] = useState(() => target - now());
  const ended = useRef(false);
  const latest = useRef({ now, onEnd });
  useEffect(() => {
    latest.current = { now, onEnd };
  });
  useEffect(() => {
    ended.current = false;
    const tick = () => {
      const ms = target - latest.current.now();
      setLeft(ms);
      if (ms <= 0 && !ended.current) {
        ended.current = true;
        latest.current.onEnd?.();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return <span role="timer">{format(formatLeft(left))}</span>;
}
