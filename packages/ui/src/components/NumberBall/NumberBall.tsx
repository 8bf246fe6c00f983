// Lottery balls: a row of drawn or picked numbers, themed by tokens (drawn balls wear the brand
// gradient). A pick board's ball the player presses is a ToggleChip with shape="ball".
import * as styles from './NumberBall.css';

export const NUMBER_BALL_TONES = ['drawn', 'hit', 'plain', 'empty'] as const;
export type NumberBallTone = (typeof NUMBER_BALL_TONES)[number];

export interface NumberBallsProps {
  readonly numbers: readonly number[];
  /** Names the row for screen readers, e.g. "Winning numbers"; the numbers are appended. */
  readonly label: string;
  /** Against a draw: balls in it are `hit`, the rest `plain`. Absent: every ball is `drawn`. */
  readonly drawn?: readonly number[] | null;
  /** Slots of a pick in progress: the missing ones show as empty balls. */
  readonly slots?: number;
  readonly 'data-testid'?: string;
}

/** A row of balls: drawn numbers, a ticket's pick with its hits marked, or a pick in progress. */
export function NumberBalls({ numbers, label, drawn, slots, 'data-testid': testId }: NumberBallsProps) {
  const empty = Math.max(0, (slots ?? numbers.length) - numbers.length);
  const tone = (n: number): NumberBallTone => (drawn === undefined ? 'drawn' : drawn !== null && drawn.includes(n) ? 'hit' : 'plain');
  return (
    <ol className={styles.row} aria-label={`${label}: ${numbers.join(' ')}`} data-testid={testId} data-numbers={numbers.join(',')}>
      {numbers.map((n, i) => (
        <li key={i} className={styles.ball({ tone: tone(n) })} data-tone={tone(n)}>
          {n}
        </li>
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <li key={`e${i}`} className={styles.ball({ tone: 'empty' })} aria-hidden="true">
          ?
        </li>
      ))}
    </ol>
  );
}
