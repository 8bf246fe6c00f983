// What a section shows when its data failed to load, with a retry (spec §8: most errors are
// otherwise silent, so a failed list must still say so and offer another try).
import { messageKeyOfText } from '@perya/i18n';
import { useMessageText, useUiText } from '../../i18n';
import { Button } from '../Button/Button';
import * as emptyCss from '../EmptyState/EmptyState.css';
import * as css from './ErrorState.css';

export interface ErrorStateProps {
  /** Offers another try; without it the state only explains. */
  onRetry?: () => void;
  /**
   * What failed: a server refusal (an object with the envelope's `msg`) shows that message in the
   * player's language; anything else the network anomaly text.
   */
  error?: unknown;
  title?: string;
  /** Default the spec §8 "Network anomaly, please try again later." in English; pass the translation. */
  message?: string;
  retryLabel?: string;
  /** While the retry runs: the button shows busy and ignores presses. */
  retrying?: boolean;
  headingLevel?: 2 | 3 | 4;
}

function BrokenArt() {
  return (
    <svg className={emptyCss.art} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <ellipse className={emptyCss.artFill} cx="48" cy="82" rx="32" ry="6" />
      <path className={emptyCss.artFill} d="M20 28h56v40H20z" />
      <path className={emptyCss.artLine} d="M20 28h56v40H20zM20 38h56M34 78h28M48 68v10" />
      <path className={emptyCss.artDanger} d="M40 46l16 14M56 46L40 60" />
    </svg>
  );
}

/** The envelope message of a server refusal (an ApiError or any object with a string `msg`). */
function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('msg' in error)) return undefined;
  const { msg } = error as { msg: unknown };
  return typeof msg === 'string' && msg !== '' ? msg : undefined;
}

export function ErrorState({
  onRetry,
  error,
  title: titleProp,
  message: messageProp,
  retryLabel: retryLabelProp,
  retrying = false,
  headingLevel = 2,
}: ErrorStateProps) {
  const t = useUiText();
  const messageText = useMessageText();
  const title = titleProp ?? t('common.error');
  const refusal = serverMessage(error);
  const refusalKey = refusal === undefined ? undefined : messageKeyOfText(refusal);
  const message = messageProp ?? (refusalKey !== undefined ? messageText(refusalKey) : (refusal ?? messageText('networkAnomaly')));
  const retryLabel = retryLabelProp ?? t('common.retry');
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={emptyCss.root} role="alert" aria-label={title} data-state="error">
      <BrokenArt />
      <Heading className={emptyCss.title}>{title}</Heading>
      <p className={css.message}>{message}</p>
      {onRetry ? (
        <div className={emptyCss.action}>
          <Button onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
