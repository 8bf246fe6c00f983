// What a list shows when it has nothing: no favourites yet, no records, no search results.
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useUiText } from '../../i18n';
import * as css from './EmptyState.css';

export interface EmptyStateProps {
  /** Default: the plain "Nothing here yet" of common.empty. */
  title?: string;
  description?: string;
  /** One action that fills the list, e.g. "Browse games". */
  actionLabel?: string;
  onAction?: () => void;
  /** Replaces the default empty-box drawing (decorative). */
  art?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3 | 4;
}

/** An open empty box, drawn with theme colours. */
export function EmptyBoxArt() {
  return (
    <svg className={css.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <ellipse className={css.artFill} cx="48" cy="80" rx="34" ry="6" />
      <path className={css.artFill} d="M18 40l30 12 30-12v30L48 82 18 70z" />
      <path className={css.artLine} d="M18 40l30 12 30-12M18 40v30l30 12 30-12V40M48 52v30M18 40l-8-12 30-10 8 12M78 40l8-12-30-10-8 12" />
      <circle className={css.artAccent} cx="66" cy="14" r="4" />
      <circle className={css.artAccent} cx="30" cy="10" r="2.5" />
    </svg>
  );
}

export function EmptyState({ title: titleProp, description, actionLabel, onAction, art, headingLevel = 2 }: EmptyStateProps) {
  const t = useUiText();
  const title = titleProp ?? t('common.empty');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={css.root} aria-label={title} data-state="empty">
      {art ?? <EmptyBoxArt />}
      <Heading className={css.title}>{title}</Heading>
      {description ? <p className={css.description}>{description}</p> : null}
      {actionLabel && onAction ? (
        <div className={css.action}>
          <Button variant="secondary" onClick={onAction}>
            {actionLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
