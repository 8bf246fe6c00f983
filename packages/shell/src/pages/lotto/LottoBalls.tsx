// A row of lotto balls: drawn numbers, a ticket's pick (its hits marked against the draw), or the
// empty slots of a pick in progress.
import * as css from './lotto.css';

export function LottoBalls({ numbers, drawn, slots, label, testId }: { numbers: readonly number[]; drawn?: readonly number[] | null; slots?: number; label: string; testId?: string }) {
  const empty = Math.max(0, (slots ?? numbers.length) - numbers.length);
  return (
    <ol className={css.balls} aria-label={`${label}: ${numbers.join(' ')}`} data-testid={testId} data-numbers={numbers.join(',')}>
      {numbers.map((n, i) => (
        <li key={i} className={drawn === undefined ? css.ball.drawn : drawn !== null && drawn.includes(n) ? css.ball.hit : css.ball.plain}>
          {n}
        </li>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <li key={`e${i}`} className={css.ball.empty} aria-hidden="true">
          ?
        </li>
      ))}
    </ol>
  );
}
