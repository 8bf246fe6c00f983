// A question the player opens for its answer (FAQ), or the details behind a result (a draw's proof,
// the spin's fairness): the browser's own <details>, so it opens by touch, Enter and Space, works
// before the script runs, and find-in-page reveals its text.
import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/icons';
import * as css from './Disclosure.css';

export interface DisclosureProps {
  /** What the closed row says (already translated). */
  readonly summary: ReactNode;
  readonly children: ReactNode;
  /** Open at first (e.g. the draw the player came to check). */
  readonly open?: boolean;
  /** `link` draws the summary in the link colour (a secondary "Verify"), `text` as a heading-like row. */
  readonly tone?: 'text' | 'link';
  readonly 'data-testid'?: string;
}

export function Disclosure({
  summary,
  children,
  open,
  tone = 'text',
  'data-testid': testId,
}: DisclosureProps) {
  return (
    <details className={css.details} open={open} data-testid={testId}>
      <summary className={css.summary[tone]}>
        <span className={css.label}>{summary}</span>
        <span className={css.chevron} aria-hidden="true">
          <ChevronRightIcon />
        </span>
      </summary>
      <div className={css.body}>{children}</div>
    </details>
  );
}
