// Work the player does not wait for, run when the main thread is free (issue 25 item 1: a returning
// visit's start-up was a row of long tasks; what lies below the first screen now renders after it).
import { startTransition, useEffect, useState } from 'react';

/** Runs `task` when the browser is idle (at most `timeoutMs` later); returns the cancel. */
export function whenIdle(task: () => void, timeoutMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/**
 * How many of `total` parts to render: the first at once, then one more each time the browser is
 * idle (as a transition, so a tap in between goes first). Each part is a commit of its own instead
 * of one long task for the whole list.
 */
export function useGrowingCount(total: number): number {
  const [count, setCount] = useState(1);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((c) => c + 1)));
  }, [count, total]);
  return Math.min(count, total);
}
