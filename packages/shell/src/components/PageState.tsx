// Loading, empty and error states every page shows while its data is not there (issue: every page
// has all three).
import { useTranslation } from '@perya/i18n';
import { isApiError } from '@perya/api/client';
import * as css from './ui.css';
import { messageKeyOf } from '../services/i18n';
import { tData } from '../services/t';

export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-state="loading" className={css.card}>
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={css.skeleton} style={{ width: `${90 - i * 15}%`, height: '1.25rem' }} />
      ))}
    </div>
  );
}

export function Empty({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css.stateBox} data-state="empty">
      <p className={css.paragraph}>{text ?? t('common.empty')}</p>
    </div>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  let text = t('common.error');
  if (isApiError(error)) {
    const key = messageKeyOf(error.msg);
    text = key ? tData(t, key) : error.msg;
  }
  return (
    <div className={css.stateBox} role="alert" data-state="error">
      <p className={css.paragraph}>{text}</p>
      {onRetry ? (
        <button type="button" className={css.button.secondary} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
