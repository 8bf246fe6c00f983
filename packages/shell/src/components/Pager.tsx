// Previous / next paging under a list (finance records, bonus grants, invitees): "Page 2 of 5".
// Renders nothing for a single page.
import { useTranslation } from '@perya/i18n';
import * as ui from './ui.css';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className={ui.pager}>
      <button type="button" className={ui.button.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('wallet.prevPage')}
      </button>
      <span className={ui.muted}>{t('wallet.pageOf', { page, pages })}</span>
      <button type="button" className={ui.button.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('wallet.nextPage')}
      </button>
    </div>
  );
}
